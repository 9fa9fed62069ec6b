import { paths } from "../../paths";
import { site } from "../site";

const description = `Ausgewählte Projekte von ${site.name}: Apps, Webplattformen, KI-Lösungen und Fachsoftware für Handel, Industrie, Finanzen, Forschung und öffentliche Hand.`;

/** The references overview, /references (requirements §2.7); the cards come from the registry. */
export const referencesPage = {
  meta: {
    title: "Referenzen",
    description,
    /** Name of the structured-data list of five references. */
    listName: `Referenzen von ${site.name}`,
  },
  header: {
    eyebrow: "Referenzen",
    title: "Software, die im Alltag besteht",
    intro: `Ein Auszug aus über ${site.claims.completedProjects} abgeschlossenen Projekten: vom Lebensmittelhandel über den Maschinenbau bis zur öffentlichen Verwaltung – jedes mit seiner eigenen Geschichte.`,
  },
  overview: {
    eyebrow: "Ausgewählte Projekte",
    title: "Neun Projekte, neun Branchen",
    intro: "Wählen Sie ein Projekt, um Herausforderung, Lösung und Ergebnis im Detail zu lesen.",
  },
  /** The filter above the cards. */
  filter: {
    label: "Projekte filtern",
    all: "Alle",
    count: (n: number) => `${n} Projekte`,
    shown: (visible: number, all: number) => `${visible} von ${all} Projekten`,
  },
  cta: {
    title: "Ihr Projekt könnte das nächste sein.",
    text: `In einem kostenlosen, unverbindlichen Erstgespräch von ${site.claims.discoveryCallMinutes}\u00a0Minuten klären wir Ziele, Aufwand und den schnellsten Weg zum ersten Ergebnis.`,
    button: { label: "Jetzt Beratungsgespräch vereinbaren", href: paths.contact },
  },
};
