import { teasers } from "./registry";
import type { Reference } from "./types";

export const bringman = {
  ...teasers.bringman,
  title: "Bringman: Lebensmittel-Lieferung per App",
  leistungen: ["MVP-Entwicklung", "App-Entwicklung", "Backend & Disposition", "UI/UX-Design"],
  descriptions: [
    "Bringman liefert Lebensmittel aus Geschäften der Region innerhalb weniger Stunden an die Haustür. Kundinnen und Kunden bestellen in der App, Fahrerinnen und Fahrer erhalten ihre Touren auf dem eigenen Smartphone.",
    "Wir haben drei Anwendungen aus einem Guss entwickelt – Kunden-App, Fahrer-App und ein Dashboard für die Disposition – zuerst als MVP in wenigen Wochen, danach Schritt für Schritt ausgebaut.",
  ],
  facts: [
    { label: "Branche", value: "Lieferdienst, Lebensmittel" },
    { label: "Plattformen", value: "iOS, Android und Web-Dashboard" },
    { label: "Nutzergruppen", value: "Kundschaft, Fahrerinnen und Fahrer, Disposition" },
    { label: "Leistungsumfang", value: "MVP, Apps, Backend, Weiterentwicklung" },
  ],
  figures: [],
  story: {
    challenge: {
      title: "Schnell liefern, ohne den Überblick zu verlieren",
      paragraphs: [
        "Ein Lieferdienst lebt von Tempo und Verlässlichkeit. Bestellungen müssen in Minuten bei den Fahrerinnen und Fahrern ankommen, Touren müssen zusammenpassen, und die Kundschaft will wissen, wann es klingelt.",
        "Bringman wollte schnell im Markt testen, ob das Modell in der Region trägt – ohne sich technisch in eine Sackgasse zu manövrieren.",
      ],
    },
    solution: {
      title: "Drei Apps, ein System",
      paragraphs: [
        "Mit Flutter entstanden Kunden- und Fahrer-App aus einer gemeinsamen Codebasis für iOS und Android. Ein Node.js-Backend nimmt Bestellungen an, bündelt sie zu Touren und hält alle Beteiligten in Echtzeit auf dem Laufenden.",
      ],
      points: [
        "Kunden-App mit Sortiment der Partnergeschäfte, Lieferfenster und Live-Status",
        "Fahrer-App mit Tourenliste, Navigation und Zustellnachweis per Foto",
        "Dispositions-Dashboard mit Karte und automatischer Tourenbündelung",
        "Bezahlung direkt in der App",
      ],
    },
    result: {
      title: "Ein Lieferdienst, der mitwächst",
      paragraphs: [
        "Das MVP war nach wenigen Wochen im ersten Liefergebiet im Einsatz. Echte Bestellungen zeigten früh, welche Funktionen zählen – und genau die wurden zuerst ausgebaut.",
        "Weil Kunden-App, Fahrer-App und Disposition ein gemeinsames Backend nutzen, kommen neue Liefergebiete und Partnergeschäfte ohne Umbau hinzu.",
      ],
    },
  },
  image: {
    alt: "Zwei Smartphones: links die Kunden-App mit einer Karte, auf der ein Roller die gestrichelte Route vom Geschäft zur Haustür fährt, und dem Status „Unterwegs“; rechts die Fahrer-App mit der nummerierten Stoppliste von Tour 7. Daneben die Meldung „Bestellung bestätigt“.",
  },
  meta: {
    title: "Referenz Bringman: Lieferdienst-App",
    description:
      "Kunden-App, Fahrer-App und Disposition für einen regionalen Lebensmittel-Lieferdienst – als MVP in wenigen Wochen gestartet und Schritt für Schritt ausgebaut.",
  },
  cta: {
    title: "Ihre Idee verdient einen schnellen Markttest.",
    text: "Ein MVP in wenigen Wochen, das mitwachsen kann: Lassen Sie uns im kostenlosen Erstgespräch den kürzesten Weg zu echten Nutzern finden.",
  },
} as const satisfies Reference;
