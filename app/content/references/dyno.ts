import { site } from "../site";
import { euro, euroWords, percent } from "../format";
import { teasers } from "./registry";
import type { Reference } from "./types";

const r = site.referenceClaims;

/** Dyno, first angle: the employer's platform and the HR workflow. (/dyno-reference2 tells the employee side.) */
export const dyno = {
  ...teasers.dyno,
  title: "Betriebliche Altersvorsorge, digital verwaltet",
  leistungen: ["MVP-Entwicklung", "Webanwendung", "Prozessdigitalisierung", "Cloud-Betrieb"],
  descriptions: [
    "Dyno macht die betriebliche Altersvorsorge (bAV) für Arbeitgeber so einfach wie die Gehaltsabrechnung: Personalabteilungen verwalten Verträge, Zuschüsse und Änderungen auf einer Plattform statt in Ordnern und E-Mail-Verläufen.",
    `Wir haben das Insurtech von der ersten Idee bis zur marktreifen Plattform begleitet – ein Weg, auf dem Dyno auch eine Pre-Seed-Finanzierung über ${euroWords(r.dynoPreSeedEuro)} eingeworben hat.`,
  ],
  facts: [
    { label: "Branche", value: "Versicherung, betriebliche Altersvorsorge" },
    { label: "Plattform", value: "Webanwendung für Arbeitgeber" },
    { label: "Nutzergruppen", value: "Personalabteilungen, Geschäftsführung" },
    { label: "Leistungsumfang", value: "Prototyp, MVP, Plattform, Betrieb" },
  ],
  figures: [
    { value: "bis zu 90\u00a0%", label: "Zeitersparnis in der bAV-Verwaltung" },
    { value: `${euro(r.dynoPreSeedEuro)}`, label: "Pre-Seed-Finanzierung" },
    { value: `bis zu ${euro(r.dynoPensionGainEuro)}`, label: "mehr Rente für Mitarbeitende" },
  ],
  story: {
    challenge: {
      title: "Formulare, Rückfragen, Excel-Listen",
      paragraphs: [
        "In vielen Unternehmen ist die betriebliche Altersvorsorge ein Verwaltungsakt aus Papierformularen, E-Mails mit Versicherern und Excel-Listen. Jede Neueinstellung, jede Gehaltsänderung und jeder Austritt löst Handarbeit aus.",
        "Dyno wollte das ändern und brauchte dafür schnell ein Produkt, das Arbeitgeber im Alltag überzeugt und Investoren zeigt, dass das Modell trägt.",
      ],
    },
    solution: {
      title: "Ein Cockpit für die Personalabteilung",
      paragraphs: [
        "Gemeinsam mit Dyno haben wir zuerst einen klickbaren Prototyp gebaut, ihn mit Personalverantwortlichen getestet und daraus die Plattform entwickelt: ein Angular-Frontend für Arbeitgeber, ein Backend in Go und MongoDB als flexible Datenbasis für unterschiedliche Tarife und Verträge.",
        "Jeder Vorgang, der früher ein Formular war, ist heute ein digitaler Workflow mit klaren Zuständigkeiten.",
      ],
      points: [
        "Übersicht aller Mitarbeitenden mit Vertragsstatus auf einen Blick",
        "Workflows für Eintritt, Gehaltsänderung, Elternzeit und Austritt",
        "Freigaben nach dem Vier-Augen-Prinzip, mit lückenloser Historie",
        "Export der Beiträge für die Lohnabrechnung",
      ],
    },
    result: {
      title: `Bis zu ${percent(r.dynoTimeSavingPercent)} weniger Verwaltungsaufwand`,
      paragraphs: [
        `Personalabteilungen sparen mit Dyno bis zu ${percent(r.dynoTimeSavingPercent)} der Zeit, die sie bisher in die Verwaltung der bAV gesteckt haben. Ihre Mitarbeitenden profitieren ebenfalls: Mit einer verständlich erklärten Vorsorge sind bis zu ${euroWords(r.dynoPensionGainEuro)} mehr Rente möglich.`,
        `Mit dem Produkt im Markt hat Dyno eine Pre-Seed-Finanzierung über ${euroWords(r.dynoPreSeedEuro)} abgeschlossen – und wir entwickeln die Plattform gemeinsam weiter.`,
      ],
    },
  },
  image: {
    alt: "Browserfenster mit dem Arbeitgeber-Cockpit von Dyno: eine Tabelle der Mitarbeitenden mit Vertragsstatus aktiv, offen oder neu, daneben eine offene Freigabe für eine Gehaltsänderung. Eine Meldung bestätigt: Vertrag freigegeben.",
  },
  meta: {
    title: "Referenz Dyno: bAV-Plattform für Arbeitgeber",
    description: `Wie Personalabteilungen mit der Dyno-Plattform bis zu ${percent(r.dynoTimeSavingPercent)} Zeit in der betrieblichen Altersvorsorge sparen – Angular, Go und MongoDB, von der Idee bis zur Pre-Seed-Runde über ${euroWords(r.dynoPreSeedEuro)}.`,
  },
  cta: {
    title: "Sie wollen einen Prozess digitalisieren – oder ein Produkt gründen?",
    text: "Vom klickbaren Prototyp bis zur Plattform, die Investoren überzeugt: Sprechen wir im kostenlosen Erstgespräch über Ihr Vorhaben.",
  },
} as const satisfies Reference;
