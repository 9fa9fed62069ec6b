import { teasers } from "./registry";
import type { Reference } from "./types";

export const reiff = {
  ...teasers.reiff,
  title: "Modernisierung eines regionalen Kleinanzeigenportals",
  leistungen: ["Web-Entwicklung", "Modernisierung", "SEO & Performance", "Datenmigration"],
  descriptions: [
    "Für Reiff haben wir ein über Jahre gewachsenes Kleinanzeigenportal auf eine moderne Plattform gehoben: schneller, auf dem Smartphone bequem bedienbar und besser auffindbar in Suchmaschinen.",
    "Inserate, Nutzerkonten und Zahlungsprozesse sind im laufenden Betrieb umgezogen. Die neue Suche liefert sofort Treffer, und Inserentinnen und Inserenten veröffentlichen ihre Anzeige in wenigen Schritten.",
  ],
  facts: [
    { label: "Branche", value: "Medien und Verlage" },
    { label: "Plattform", value: "Webportal, mobil optimiert" },
    { label: "Nutzergruppen", value: "Private und gewerbliche Inserierende, Suchende" },
    { label: "Leistungsumfang", value: "Analyse, Neuentwicklung, Migration" },
  ],
  // The original case study promised a page-view growth but left the number unfilled; no figure was ever supplied,
  // so the result is told without a number (reading D2 in docs/decisions/0011-reading-the-requirements.md).
  figures: [],
  story: {
    challenge: {
      title: "Ein Portal, das in die Jahre gekommen war",
      paragraphs: [
        "Das Anzeigenportal war über viele Jahre gewachsen: langsame Seiten, eine Oberfläche, die auf dem Smartphone kaum zu bedienen war, und ein Code, bei dem jede Änderung ein Risiko bedeutete.",
        "Gleichzeitig konkurrieren regionale Portale mit großen Plattformen. Wer bestehen will, muss schnell laden, gut gefunden werden und Inserenten das Leben leicht machen.",
      ],
    },
    solution: {
      title: "Schrittweise erneuert, ohne Stillstand",
      paragraphs: [
        "Statt eines riskanten Komplett-Relaunchs haben wir das Portal Bereich für Bereich abgelöst. Seiten werden mit Next.js serverseitig gerendert, Bilder automatisch optimiert, und eine Suche auf Basis von Elasticsearch liefert Ergebnisse mit Filtern nach Rubrik, Ort und Preis.",
        "Alte und neue Teile liefen während der Umstellung parallel, sodass Besucherinnen und Besucher von der Migration nichts bemerkt haben.",
      ],
      points: [
        "Mobile-first-Oberfläche für Suche und Inserat",
        "Anzeige aufgeben in wenigen Schritten, mit Bild-Upload vom Smartphone",
        "Strukturierte Daten und sprechende URLs für Suchmaschinen",
        "Migration aller Bestandsdaten im laufenden Betrieb",
      ],
    },
    result: {
      title: "Mehr Reichweite für regionale Anzeigen",
      paragraphs: [
        "Nach dem Relaunch sind die Seitenaufrufe deutlich gestiegen: Das Portal lädt schneller, wird besser gefunden und auf dem Smartphone gern genutzt.",
        "Das Team des Verlags entwickelt das Portal heute in kurzen Zyklen weiter – ohne Angst vor dem nächsten Release.",
      ],
    },
  },
  image: {
    alt: "Das modernisierte Anzeigenportal im Browser und auf dem Smartphone: ein großes Suchfeld mit der Schaltfläche „Suchen“, Rubriken wie Fahrzeuge, Immobilien, Jobs und Marktplatz und eine Übersicht von Anzeigen mit Auto, Haus und Fahrrad. Eine Karte zeigt eine steigende Kurve der Seitenaufrufe.",
  },
  meta: {
    title: "Referenz Reiff: Modernisierung eines Anzeigenportals",
    description:
      "Wie wir ein gewachsenes Kleinanzeigenportal schrittweise modernisiert haben: mobil, schnell, besser gefunden – mit Next.js, Elasticsearch und einer Migration im laufenden Betrieb.",
  },
  cta: {
    title: "Ihre Plattform ist in die Jahre gekommen?",
    text: "Wir modernisieren Schritt für Schritt, ohne Stillstand. Im kostenlosen Erstgespräch zeigen wir, wo Sie am meisten gewinnen.",
  },
} as const satisfies Reference;
