import { paths } from "../../paths";
import { prototypeWeeks } from "../services/shared";
import { site } from "../site";
import type { Reference } from "./types";

/**
 * The generic case study of /reference and /example-reference (requirements §2.1): clearly an example of how
 * our case studies are built, with no real customer and no customer figures. The page is noindex.
 */
export const exampleReference = {
  id: "example",
  notice: "Beispielseite – kein echtes Kundenprojekt",
  href: paths.exampleReference,
  customer: "Beispielkunde",
  category: "Beispiel-Fallstudie · Webanwendung",
  cardTitle: "Kundenportal für einen Mittelständler",
  summary: "So sind unsere Projektberichte aufgebaut.",
  techStack: ["React", "TypeScript", "Node.js", "PostgreSQL"],
  kinds: ["web"],
  caption: "Beispiel: Kundenportal für einen Mittelständler",
  title: "So sieht eine Fallstudie bei uns aus",
  leistungen: ["Web-Entwicklung", "UI/UX-Design", "Schnittstellen", "Betrieb"],
  descriptions: [
    "Diese Seite ist ein Beispiel. Sie zeigt am erfundenen Fall eines Kundenportals für einen mittelständischen Hersteller, wie wir Projekte aufbereiten: Ausgangslage, Lösung, Ergebnis – und was wir dabei beigetragen haben.",
    "Echte Projekte mit echten Ergebnissen finden Sie in unseren Referenzen, etwa die App für EDEKA-Märkte oder die bAV-Plattform von Dyno.",
  ],
  facts: [
    { label: "Branche", value: "Beispiel: Maschinen- und Anlagenbau" },
    { label: "Plattform", value: "Webanwendung, mobil nutzbar" },
    { label: "Nutzergruppen", value: "Geschäftskunden und Innendienst" },
    { label: "Leistungsumfang", value: "Workshop, Prototyp, Entwicklung, Betrieb" },
  ],
  // Our own working rhythm (requirements §9), not a customer's results.
  figures: [
    { value: prototypeWeeks, label: "bis zum klickbaren Prototyp" },
    { value: `Woche\u00a0${site.claims.pilotWeek}`, label: "Start des Pilotbetriebs" },
  ],
  story: {
    challenge: {
      title: "Ausgangslage: Anfragen per Telefon, Antworten per E-Mail",
      paragraphs: [
        "Im Beispiel erreichen Ersatzteilanfragen den Innendienst per Telefon, Fax und E-Mail. Jede Anfrage wird von Hand erfasst, Rückfragen ziehen sich über Tage, und Kunden sehen nicht, wo ihre Bestellung steht.",
        "So beginnt jeder unserer Berichte: mit dem Problem, das gelöst werden sollte, und den Bedingungen, unter denen das geschah.",
      ],
    },
    solution: {
      title: "Lösung: ein Portal, das Anfragen strukturiert",
      paragraphs: [
        `Nach einem Workshop entsteht in ${prototypeWeeks} ein klickbarer Prototyp, den künftige Nutzerinnen und Nutzer testen. Darauf folgt die Entwicklung in kurzen Sprints mit regelmäßigen Reviews; in Woche\u00a0${site.claims.pilotWeek} beginnt der Pilotbetrieb mit ausgewählten Kunden.`,
        "Hier beschreiben wir, was wir gebaut haben und warum – ohne Fachchinesisch, aber mit den Technologien, auf die es ankommt.",
      ],
      points: [
        "Ersatzteilsuche anhand der Maschinennummer",
        "Anfrage und Bestellung mit Statusverfolgung",
        "Anbindung an das bestehende ERP-System",
        "Rollen für Kunden, Innendienst und Service",
      ],
    },
    result: {
      title: "Ergebnis: messbar und ehrlich",
      paragraphs: [
        "Am Ende steht, was das Projekt bewirkt hat. In echten Referenzen nennen wir hier die Zahlen, die unsere Kunden freigegeben haben – und schreiben ohne Zahl, wo es keine gibt.",
        "Sie möchten wissen, wie ein Bericht über Ihr Projekt aussehen könnte? Sprechen Sie uns an.",
      ],
    },
  },
  image: {
    alt: `Beispielhafte Darstellung eines Kundenportals im Browser und auf dem Smartphone, in den Farben von ${site.name}, mit einem Stempel „Beispiel“.`,
  },
  meta: {
    title: "Beispiel einer Fallstudie",
    description: `Beispielseite: So sind die Projektberichte von ${site.name} aufgebaut – Ausgangslage, Lösung und Ergebnis am erfundenen Fall eines Kundenportals.`,
  },
  cta: {
    title: "Ihr Projekt als nächste Referenz?",
    text: "Jede Referenz hat mit einem Gespräch angefangen. Schildern Sie uns Ihre Ausgangslage – in einem Jahr schreiben wir vielleicht gemeinsam über das Ergebnis.",
  },
} as const satisfies Reference;
