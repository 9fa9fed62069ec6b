import { site } from "../site";
import { teasers } from "./registry";
import type { Reference } from "./types";

const r = site.referenceClaims;

export const edeka = {
  ...teasers.edeka,
  title: "Abhol- und Lieferservice als App für EDEKA-Märkte",
  leistungen: ["App-Entwicklung", "UI/UX-Design", "Backend & Schnittstellen", "Betrieb & Wartung"],
  descriptions: [
    "Kundinnen und Kunden stellen ihren Einkauf bequem in der App zusammen und entscheiden selbst, ob sie ihn im Markt abholen oder nach Hause liefern lassen.",
    `Wir haben die App für iOS und Android aus einer gemeinsamen Codebasis entwickelt und so aufgebaut, dass jeder Markt sein eigenes Sortiment, seine Öffnungszeiten und Liefergebiete pflegt. Heute ist sie in über ${r.edekaMarkets} Märkten im Einsatz.`,
  ],
  facts: [
    { label: "Branche", value: "Lebensmitteleinzelhandel" },
    { label: "Plattformen", value: "iOS und Android" },
    { label: "Nutzergruppen", value: "Kundinnen und Kunden, Marktteams" },
    { label: "Leistungsumfang", value: "Konzeption, Design, Entwicklung, Betrieb" },
  ],
  figures: [
    { value: `${r.edekaMarkets}+`, label: "Märkte nutzen die App" },
    { value: "2", label: "Plattformen aus einer Codebasis" },
  ],
  story: {
    challenge: {
      title: "Ein Online-Einkauf, der zum Markt um die Ecke passt",
      paragraphs: [
        "Immer mehr Menschen wollen ihren Einkauf online erledigen – ohne auf ihren vertrauten Markt zu verzichten. Die Märkte werden jedoch selbstständig geführt: Sortiment, Preise, Öffnungszeiten und Liefergebiete unterscheiden sich von Standort zu Standort.",
        "Gesucht war eine App, die sich für Kundinnen und Kunden wie aus einem Guss anfühlt und trotzdem jedem Markt seine Eigenheiten lässt. Sie sollte auf iOS und Android laufen und sich auch für einzelne Märkte wirtschaftlich rechnen.",
      ],
    },
    solution: {
      title: "Eine App, viele Märkte",
      paragraphs: [
        "Wir haben die App mit React Native entwickelt: ein Code für beide Plattformen, native Bedienung auf jedem Gerät. Ein mandantenfähiges Backend liefert jedem Markt sein eigenes Sortiment, seine Preise und seine Regeln für Abholung und Lieferung.",
        "Für die Teams in den Märkten entstand die Gegenseite: Bestellungen gehen als übersichtliche Kommissionierliste ein, und ein Klick informiert die Kundschaft, sobald der Einkauf bereitsteht.",
      ],
      points: [
        "Marktauswahl per Standort, danach Sortiment und Preise des gewählten Marktes",
        "Zeitfenster für Abholung oder Lieferung, abgestimmt auf die Kapazität des Marktes",
        "Kommissionierliste für das Marktteam statt ausgedruckter Bestellungen",
        "Push-Benachrichtigung, sobald die Bestellung abholbereit oder unterwegs ist",
      ],
    },
    result: {
      title: `Im Einsatz in über ${r.edekaMarkets} Märkten`,
      paragraphs: [
        `Die App ist heute in über ${r.edekaMarkets} Märkten im Einsatz. Ein neuer Markt braucht keine eigene Entwicklung: Sortiment einspielen, Zeitfenster und Liefergebiet festlegen, freischalten.`,
        "Weil iOS und Android auf einer Codebasis laufen, erreichen neue Funktionen beide Plattformen gleichzeitig – und der Aufwand für Wartung und Weiterentwicklung bleibt schlank.",
      ],
    },
  },
  image: {
    alt: `Zwei Smartphones mit der Markt-App: links die Auswahl eines Abholzeitfensters, rechts das Sortiment mit Obst, Brot und Milch, dem Schalter zwischen Abholen und Liefern und dem Warenkorb. Daneben der Hinweis „${r.edekaMarkets}+ Märkte“.`,
  },
  meta: {
    title: "Referenz EDEKA: App für Abholung und Lieferung",
    description: `Wie wir für EDEKA-Märkte eine React-Native-App für Abhol- und Lieferservice entwickelt haben – heute im Einsatz in über ${r.edekaMarkets} Märkten.`,
  },
  cta: {
    title: "Sie planen eine App für Ihre Kundschaft?",
    text: "Ob Filialnetz, Außendienst oder Endkundschaft: Im kostenlosen Erstgespräch klären wir, wie Sie mit einer Codebasis beide App-Stores erreichen.",
  },
} as const satisfies Reference;
