import { site } from "../site";
import { euro, euroWords, percent } from "../format";
import { teasers } from "./registry";
import type { Reference } from "./types";

const r = site.referenceClaims;

/** Dyno, second angle: the app for employees and what the pension brings them. (/dyno-reference tells the HR side.) */
export const dyno2 = {
  ...teasers.dyno2,
  title: "Die eigene Rente verstehen: Dyno für Mitarbeitende",
  leistungen: ["UI/UX-Design", "Web-App-Entwicklung", "Rentenrechner", "Schnittstellen"],
  descriptions: [
    "Der zweite Teil der Dyno-Plattform richtet sich an die Menschen, um die es geht: Mitarbeitende sehen in ihrer persönlichen App, wie viel Rente ihre betriebliche Altersvorsorge bringt – und was ein paar Euro mehr im Monat ausmachen.",
    "Wir haben die Oberfläche für das Smartphone zuerst gestaltet, den Rentenrechner im Go-Backend umgesetzt und jeden Schritt so erklärt, dass niemand ein Versicherungsglossar braucht.",
  ],
  facts: [
    { label: "Branche", value: "Versicherung, betriebliche Altersvorsorge" },
    { label: "Plattform", value: "Web-App, für Smartphone optimiert" },
    { label: "Nutzergruppen", value: "Mitarbeitende der Kundenunternehmen" },
    { label: "Leistungsumfang", value: "UX-Konzept, Design, Entwicklung" },
  ],
  figures: [
    { value: `bis zu ${euro(r.dynoPensionGainEuro)}`, label: "mehr Rente für Mitarbeitende" },
    { value: "bis zu 90\u00a0%", label: "weniger Verwaltungsaufwand im HR" },
  ],
  story: {
    challenge: {
      title: "Eine Vorsorge, die kaum jemand versteht",
      paragraphs: [
        "Die betriebliche Altersvorsorge ist eines der wirkungsvollsten Instrumente für die Rente – und eines der am wenigsten genutzten. Viele Beschäftigte lassen sie liegen, weil Angebote schwer verständlich sind und der Nutzen weit in der Zukunft liegt.",
        "Dyno wollte den Wert der Vorsorge greifbar machen: in Euro, bezogen auf die eigene Situation, in wenigen Minuten und ohne Beratungstermin.",
      ],
    },
    solution: {
      title: "Ein persönlicher Rentenrechner in der Hosentasche",
      paragraphs: [
        "Die App für Mitarbeitende zeigt auf einen Blick, was heute eingezahlt wird, welchen Zuschuss der Arbeitgeber gibt und wie sich das bis zum Rentenbeginn entwickelt. Ein Schieberegler macht sichtbar, was ein höherer Beitrag bewirkt – und was er netto tatsächlich kostet.",
        "Technisch teilt sich die App die Plattform mit dem Arbeitgeber-Cockpit: Angular im Frontend, Go im Backend, MongoDB als Datenbasis.",
      ],
      points: [
        "Einladung durch den Arbeitgeber und Einstieg in wenigen Schritten",
        "Rentenprognose in Euro statt in Tarifbegriffen",
        "Digitale Unterschrift für Abschluss und Änderungen",
        "Verträge und Dokumente jederzeit abrufbar",
      ],
    },
    result: {
      title: `Bis zu ${euroWords(r.dynoPensionGainEuro)} mehr Rente`,
      paragraphs: [
        `Wer seine Vorsorge versteht, nutzt sie: Mitarbeitende können sich mit Dyno bis zu ${euroWords(r.dynoPensionGainEuro)} mehr Rente sichern. Arbeitgeber bieten eine Zusatzleistung, die sichtbar wertgeschätzt wird, und sparen in der Verwaltung bis zu ${percent(r.dynoTimeSavingPercent)} Zeit.`,
        "Jede Änderung, die jemand in der App unterschreibt, landet ohne Umweg als Freigabe bei der Personalabteilung – Papier und Rückfragen entfallen auf beiden Seiten.",
      ],
    },
  },
  image: {
    alt: "Smartphone mit der Dyno-App: oben „Meine Rente mit 67: + 60.000\u00a0€“, darunter eine steigende Prognosekurve und ein Schieberegler für den monatlichen Beitrag. Dahinter ein Laptop mit Vorsorge-Unterlagen und einer digitalen Unterschrift.",
  },
  meta: {
    title: "Referenz Dyno: Rentenrechner-App für Mitarbeitende",
    description: `Die App für Mitarbeitende der Dyno-Plattform: verständliche Rentenprognose, digitale Unterschrift und bis zu ${euroWords(r.dynoPensionGainEuro)} mehr Rente – entwickelt mit Angular, Go und MongoDB.`,
  },
  cta: {
    title: "Komplexes einfach erklären – das ist Produktarbeit.",
    text: "Sie haben ein Angebot, das mehr Menschen nutzen sollten? Lassen Sie uns im kostenlosen Erstgespräch herausfinden, wie eine App dabei hilft.",
  },
} as const satisfies Reference;
