import { teasers } from "./registry";
import { de } from "../format";
import { site } from "../site";
import type { Reference } from "./types";

const r = site.referenceClaims;
/** The forecast names its year and the date of the figures, so it never reads as stale. */
const forecast = `bis Ende ${r.whitemacsForecastYear}`;

export const whitemacs = {
  ...teasers.whitemacs,
  title: "Phishing-Simulation für Kommunen",
  leistungen: ["Web-Entwicklung", "IT-Sicherheit", "Reporting & Dashboards", "Betrieb"],
  descriptions: [
    "Whitemacs trainiert Verwaltungen gegen Phishing: Die Plattform verschickt realistische Test-Mails, misst, wie oft sie geöffnet und Links angeklickt werden, und schult genau dort, wo es nötig ist.",
    "Wir haben die Plattform gemeinsam mit Whitemacs entwickelt – datenschutzkonform, mit anonymisierten Auswertungen und Lerneinheiten, die direkt an einen Klick auf eine Test-Mail anknüpfen.",
  ],
  facts: [
    { label: "Branche", value: "IT-Sicherheit, öffentliche Verwaltung" },
    { label: "Plattform", value: "Webanwendung, mandantenfähig" },
    { label: "Nutzergruppen", value: "IT-Verantwortliche und Beschäftigte von Kommunen" },
    { label: "Leistungsumfang", value: "Konzeption, Entwicklung, Betrieb" },
  ],
  figures: [
    { value: `${de(r.whitemacsSimulatedMails)}+`, label: "simulierte Phishing-Mails" },
    { value: de(r.whitemacsOpenedMails), label: "davon geöffnet" },
    { value: String(r.whitemacsMunicipalities), label: "Kommunen trainieren mit" },
    { value: de(r.whitemacsExpectedMails), label: `Mails ${forecast} erwartet (Stand: ${r.whitemacsAsOf})` },
  ],
  story: {
    challenge: {
      title: "Die größte Lücke sitzt vor dem Bildschirm",
      paragraphs: [
        "Kommunen sind ein beliebtes Ziel von Cyberangriffen, und der Einstieg ist oft eine einzige E-Mail. Firewalls und Virenscanner helfen – doch am Ende entscheidet ein Mensch, ob er auf einen Link klickt.",
        "Schulungen im Frontalunterricht wirken nur kurz. Whitemacs wollte Beschäftigte im Arbeitsalltag trainieren: realistisch, regelmäßig und ohne jemanden bloßzustellen.",
      ],
    },
    solution: {
      title: "Realistische Angriffe, anonyme Auswertung",
      paragraphs: [
        "Die Plattform plant Kampagnen mit Test-Mails, die echten Angriffen nachempfunden sind, und zählt, wie viele davon geöffnet oder angeklickt werden. Wer klickt, landet nicht auf einer Warnung, sondern auf einer kurzen Lerneinheit zu genau dieser Masche.",
        "Auswertungen zeigen Verantwortlichen, wo Schulungsbedarf besteht – nach Abteilung und Welle, nie nach Person.",
      ],
      points: [
        "Kampagnen aus Vorlagen, gestaffelt nach Schwierigkeitsgrad",
        "Auswertung nach Abteilungen, anonymisiert und DSGVO-konform",
        "Lerneinheiten, die direkt an den Fehler anknüpfen",
        "Mandantenfähig: jede Kommune mit eigenen Daten und Rollen",
      ],
    },
    result: {
      title: `${r.whitemacsMunicipalities} Kommunen, Tausende Lerngelegenheiten`,
      paragraphs: [
        `Bis ${r.whitemacsAsOf} hat die Plattform über ${de(r.whitemacsSimulatedMails)} simulierte Phishing-Mails verschickt; ${de(r.whitemacsOpenedMails)} davon wurden geöffnet – jede einzelne ein Anlass zum Lernen, ohne dass ein Schaden entstanden ist.`,
        `${r.whitemacsMunicipalities} Kommunen trainieren bereits mit Whitemacs; ${forecast} werden ${de(r.whitemacsExpectedMails)} simulierte Mails erwartet.`,
      ],
    },
  },
  image: {
    alt: "Dunkles Dashboard der Whitemacs-Plattform mit den Kennzahlen „3.000+ simuliert versendet“ und „500 geöffnet“, zwölf Symbolen für Kommunen, einem Diagramm der Klickrate je Welle und einer Liste von Lerneinheiten. Daneben eine E-Mail an einem Angelhaken und der Hinweis „Bis Jahresende 10.000 Test-Mails“.",
  },
  meta: {
    title: "Referenz Whitemacs: Phishing-Simulation",
    description: `Phishing-Simulation für Kommunen: über ${de(r.whitemacsSimulatedMails)} simulierte Mails, ${de(r.whitemacsOpenedMails)} davon geöffnet, ${r.whitemacsMunicipalities} Kommunen – und ${de(r.whitemacsExpectedMails)} Mails ${forecast} erwartet.`,
  },
  cta: {
    title: "Sicherheit, die Menschen mitnimmt.",
    text: "Ob Plattform für den öffentlichen Sektor oder interne Sicherheitslösung: Lassen Sie uns im kostenlosen Erstgespräch über Ihre Anforderungen sprechen.",
  },
} as const satisfies Reference;
