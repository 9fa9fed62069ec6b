import { teasers } from "./registry";
import type { Reference } from "./types";

export const plantafel = {
  ...teasers.plantafel,
  title: "Plantafel: Einsatzplanung in der Cloud, erweiterbar mit Plugins",
  leistungen: ["SaaS-Entwicklung", "Plugin-Architektur", "UI/UX-Design", "Cloud-Betrieb"],
  descriptions: [
    "Plantafel ersetzt die Magnettafel an der Bürowand: Betriebe planen Mitarbeitende, Fahrzeuge und Aufträge per Drag-and-drop in einer Cloud-Anwendung, die das ganze Team live sieht.",
    "Weil jeder Betrieb anders plant, haben wir Plantafel als schlanken Kern mit Plugins gebaut: Zeiterfassung, Urlaubsplanung oder Anbindungen an Branchensoftware lassen sich zuschalten, ohne den Kern anzufassen.",
  ],
  facts: [
    { label: "Branche", value: "Handwerk und Dienstleistung" },
    { label: "Plattform", value: "Web-App für Desktop, Tablet und Smartphone" },
    { label: "Nutzergruppen", value: "Disposition, Bauleitung, Teams vor Ort" },
    { label: "Leistungsumfang", value: "Produktentwicklung, Architektur, Betrieb" },
  ],
  figures: [],
  story: {
    challenge: {
      title: "Die Tafel an der Wand kennt nur einen Standort",
      paragraphs: [
        "Viele Handwerks- und Dienstleistungsbetriebe planen ihre Woche an einer Magnettafel oder in einer geteilten Tabelle. Das funktioniert, solange alle im selben Büro sitzen – aber nicht, wenn das Team auf der Baustelle wissen muss, wohin es morgen geht.",
        "Dazu kommt: Jeder Betrieb plant anders. Eine Standardlösung mit starrem Funktionsumfang hätte für die Zielgruppe nicht gepasst.",
      ],
    },
    solution: {
      title: "Ein schlanker Kern, beliebig erweiterbar",
      paragraphs: [
        "Wir haben eine Planungsoberfläche entwickelt, die sich so direkt anfühlt wie die Tafel an der Wand: Karten ziehen, Zeiträume aufziehen, fertig. Änderungen erscheinen über WebSockets sofort bei allen – auch auf dem Smartphone.",
        "Der Kern bleibt bewusst klein. Alles Weitere kommt über eine dokumentierte Plugin-Schnittstelle mit eigenem Berechtigungsmodell hinzu.",
      ],
      points: [
        "Planung nach Mitarbeitenden, Fahrzeugen oder Projekten",
        "Plugin-Schnittstelle mit klar geregelten Berechtigungen",
        "Plugins für Zeiterfassung, Urlaubsplanung und Exporte",
        "Mandantenfähiger Betrieb in deutschen Rechenzentren",
      ],
    },
    result: {
      title: "Planung, die mit dem Betrieb wächst",
      paragraphs: [
        "Betriebe starten mit der Tafel und schalten Plugins hinzu, wenn sie sie brauchen. Das hält den Einstieg einfach und den Kern stabil.",
        "Für Plantafel ist die Plugin-Architektur auch ein Geschäftsmodell: Neue Funktionen entstehen als Plugins, ohne dass bestehende Kunden ein Update fürchten müssen.",
      ],
    },
  },
  image: {
    alt: "Browserfenster der Plantafel: eine Wochenplanung von Montag bis Freitag mit fünf Personen und farbigen Einsatzbalken, von denen einer gerade mit der Maus verschoben wird. Rechts eine Spalte mit Plugins und Schaltern, davor die Karte „Zeiterfassung: Aktiv“.",
  },
  meta: {
    title: "Referenz Plantafel: Cloud-Planungstool mit Plugins",
    description:
      "Einsatzplanung per Drag-and-drop in der Cloud: Wie wir Plantafel als schlanken Kern mit Plugins für Zeiterfassung, Urlaub und Exporte gebaut haben.",
  },
  cta: {
    title: "Sie bauen ein Software-Produkt?",
    text: "Von der Architektur bis zum Betrieb: Lassen Sie uns im kostenlosen Erstgespräch besprechen, wie Ihr Produkt wachsen kann, ohne schwerfällig zu werden.",
  },
} as const satisfies Reference;
