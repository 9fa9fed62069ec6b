import { paths } from "../../paths";

/** The words every reference page shares (components/sections/reference-page.tsx and its parts). */
export const referencePageText = {
  breadcrumb: { label: "Brotkrümelnavigation", overview: { label: "Referenzen", href: paths.references } },
  techStack: "Tech-Stack",
  leistungen: "Leistungen",
  figures: "Das Projekt in Zahlen",
  report: "Projektbericht",
  chapters: { challenge: "Herausforderung", solution: "Lösung", result: "Ergebnis" },
  facts: { title: "Steckbrief", customer: "Kunde" },
  cta: { label: "Kostenloses Erstgespräch vereinbaren", href: paths.contact },
  /** The 'discover more projects' strip (requirements §2.7): its heading is the specification's English text. */
  strip: {
    eyebrow: "Weitere Referenzen",
    title: "discover more projects",
    intro: "Noch mehr Einblicke in unsere Arbeit – jedes Projekt öffnet sich in einem neuen Tab.",
    previous: "Vorherige Projekte",
    next: "Weitere Projekte",
    track: "Weitere Projekte, horizontal scrollbar",
    open: "Projekt ansehen",
    newTab: "(öffnet in neuem Tab)",
  },
};
