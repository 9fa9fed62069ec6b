import { site } from "../site";

/**
 * Copy shared by the service pages, the landing pages and the knowledge article.
 * Figures come from `site.claims`, so a changed claim changes every page.
 */
const c = site.claims;

/** Label of the About section's link (requirements §2.6, verbatim). */
export const contactLinkLabel = "Kontakt aufnehmen";

/** The free discovery call (requirements §1, §9): 30 minutes, free, non-binding. */
export const discoveryFacts = [`${c.discoveryCallMinutes}\u00a0Minuten`, "kostenlos", "unverbindlich"] as const;

const p = c.prototypeWeeks;
/** "2–4\u00a0Wochen" */
export const prototypeWeeks = `${p.min}–${p.max}\u00a0Wochen`;

/** One wording per claim (docs/glossary.md), so every page shows a figure the same way. */
export const claimTexts = {
  years: `Über ${c.yearsOfExperience}\u00a0Jahre Erfahrung`,
  customers: `Über ${c.satisfiedCustomers} zufriedene Kunden`,
  projects: `${c.completedProjects}+ abgeschlossene Projekte`,
  team: `${c.developers} Fachleute aus Entwicklung, Design und Projektleitung`,
  award: `${c.award.name} ${c.award.year} ${c.award.by}`,
  awardWithReason: `${c.award.name} ${c.award.year} ${c.award.by} – ${c.award.reason}`,
  prototype: `Klickbarer Prototyp in ${prototypeWeeks}`,
  prototypeMax: `Klickbarer Prototyp in höchstens ${c.prototypeMaxDays}\u00a0Tagen`,
  pilot: `Pilotbetrieb ab Woche\u00a0${c.pilotWeek}`,
  faster: `${c.fasterToMarket}× schneller am Markt`,
  mvp: `MVP in ${c.mvpWeeks}\u00a0Wochen`,
  appResult: `Klickbares Ergebnis in ${c.appResultWeeks}\u00a0Wochen`,
  travel: `In der Region rund ${c.travelMinutes}\u00a0Minuten entfernt`,
} as const;

/** Accessible name of the anchor link next to each article heading. */
export const headingAnchorLabel = "Link zu diesem Abschnitt";
