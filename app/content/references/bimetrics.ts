import { site } from "../site";
import { de } from "../format";
import { teasers } from "./registry";
import type { Reference } from "./types";

const r = site.referenceClaims;

export const bimetrics = {
  ...teasers.bimetrics,
  title: `KI-gestützte Buchhaltung mit über ${de(r.bimetricsBanks)} angebundenen Banken`,
  leistungen: ["AI-Entwicklung", "Webanwendung", "Bankschnittstellen", "Datensicherheit"],
  descriptions: [
    "Bimetrics nimmt kleinen und mittleren Unternehmen die Routine der Buchhaltung ab: Kontobewegungen kommen automatisch herein, Belege werden erkannt, und eine KI schlägt die passende Buchung vor.",
    `Wir haben die Plattform mit dem Bimetrics-Team entwickelt – vom Datenmodell über die Anbindung von mehr als ${de(r.bimetricsBanks)} Banken bis zu den Modellen, die mit jeder bestätigten Buchung dazulernen.`,
  ],
  facts: [
    { label: "Branche", value: "Finanzen, Buchhaltung" },
    { label: "Plattform", value: "Webanwendung (SaaS)" },
    { label: "Nutzergruppen", value: "Selbstständige, kleine und mittlere Unternehmen" },
    { label: "Leistungsumfang", value: "KI-Konzept, Entwicklung, Integration" },
  ],
  figures: [{ value: `${de(r.bimetricsBanks)}+`, label: "angebundene Banken" }],
  story: {
    challenge: {
      title: "Belege, Kontoauszüge, Nacharbeit",
      paragraphs: [
        "Für viele Selbstständige und kleine Unternehmen endet jeder Monat mit einem Stapel Arbeit: Kontoauszüge herunterladen, Rechnungen zuordnen, Konten auswählen, offene Fragen mit der Steuerkanzlei klären.",
        "Bimetrics wollte diese Arbeit weitgehend automatisieren – mit einer Lösung, die unabhängig von der Hausbank funktioniert und deren Vorschläge nachvollziehbar bleiben.",
      ],
    },
    solution: {
      title: "Eine KI, die bucht – und ihre Vorschläge begründet",
      paragraphs: [
        `Über eine Banking-Schnittstelle haben wir mehr als ${de(r.bimetricsBanks)} Banken angebunden. Eingehende Umsätze gleicht die Plattform mit hochgeladenen Belegen ab; ein Modell schlägt Konto, Steuerschlüssel und Kostenstelle vor und zeigt, worauf der Vorschlag beruht.`,
        "Wo das Modell unsicher ist, fragt es nach, statt zu raten. So bleibt der Mensch in der Verantwortung, ohne jeden Standardfall selbst bearbeiten zu müssen.",
      ],
      points: [
        "Texterkennung für Rechnungen und Quittungen, auch aus dem Handyfoto",
        "Automatischer Abgleich von Umsatz und Beleg",
        "Buchungsvorschläge mit Begründung, bestätigt mit einem Klick",
        "Export für die Steuerkanzlei im gängigen DATEV-Format",
      ],
    },
    result: {
      title: "Buchhaltung, die mitdenkt",
      paragraphs: [
        `Mit über ${de(r.bimetricsBanks)} angebundenen Banken erreicht Bimetrics die Geschäftskonten der allermeisten Kundinnen und Kunden. Routinebuchungen laufen weitgehend automatisch; offen bleiben nur die Fälle, in denen wirklich ein Mensch entscheiden muss.`,
        "Jede bestätigte Buchung verbessert die Vorschläge für das nächste Mal – die Plattform wird mit ihren Nutzern besser.",
      ],
    },
  },
  image: {
    alt: "Browserfenster der Bimetrics-Plattform: links fünf verbundene Bankkonten mit Häkchen, in der Mitte eine Liste von Umsätzen mit dem Hinweis „KI-Vorschlag“ oder „Prüfen“, rechts ein zugeordneter Kassenbeleg. Eine Karte nennt „3.500+ angebundene Banken“.",
  },
  meta: {
    title: "Referenz Bimetrics: KI-Buchhaltung",
    description: `KI-gestützte Buchhaltung für kleine und mittlere Unternehmen: Belegerkennung, Buchungsvorschläge mit Begründung und über ${de(r.bimetricsBanks)} angebundene Banken.`,
  },
  cta: {
    title: "Wo könnte KI Ihrem Team Routinearbeit abnehmen?",
    text: "Wir prüfen mit Ihnen, welche Aufgaben sich sinnvoll automatisieren lassen – kostenlos, unverbindlich und ohne Buzzwords.",
  },
} as const satisfies Reference;
