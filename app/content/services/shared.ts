import { site } from "../site";

/**
 * Copy shared by the service pages, the landing pages and the knowledge article.
 * Figures come from `site.claims`, so a changed claim changes every page.
 */
const c = site.claims;

/** German number format: 3500 → "3.500". */
export const de = (n: number) => n.toLocaleString("de-DE");

/** Anchor of the contact section (SPEC §2.8). */
export const contactAnchor = "#contact";
/** The contact page, opened by a full page load (SPEC §2.2). */
export const contactPage = "/contact";

/** Label of the About section's link (SPEC §2.6, verbatim). */
export const contactLinkLabel = "Kontakt aufnehmen";

/** The free discovery call (SPEC §1, §9): 30 minutes, free, non-binding. */
export const discoveryFacts = [`${c.discoveryCallMinutes} Minuten`, "kostenlos", "unverbindlich"] as const;

export const claimTexts = {
  years: `Über ${c.yearsOfExperience} Jahre Erfahrung`,
  customers: `Über ${c.satisfiedCustomers} zufriedene Kunden`,
  projects: `${c.completedProjects}+ abgeschlossene Projekte`,
  developers: `${c.developers} Entwicklerinnen und Entwickler`,
  award: c.award,
  prototype: "Klickbarer Prototyp in 2–4 Wochen",
  pilot: "Erster Pilot in Woche 6",
  rapidPrototype: "Rapid Prototype in 30 Tagen",
  faster: "3× schneller am Markt",
  mvp: "MVP in 6 Wochen",
  appResult: "Klickbares Ergebnis in 4 Wochen",
  travel: `In der Region rund ${c.travelMinutes} Minuten entfernt`,
} as const;

/** Accessible name of the anchor link next to each article heading. */
export const headingAnchorLabel = "Link zu diesem Abschnitt";
