import { site } from "../site";

/**
 * Copy shared by the service pages, the landing pages and the knowledge article.
 * Figures come from `site.claims`, so a changed claim changes every page.
 */
const c = site.claims;

/** German number format: 3500 → "3.500". */
export const de = (n: number) => n.toLocaleString("de-DE");

/** Anchor of the contact section (requirements §2.8). */
export const contactAnchor = "#contact";
/** The contact page, opened by a full page load (requirements §2.2). */
export const contactPage = "/contact";

/** Label of the About section's link (requirements §2.6, verbatim). */
export const contactLinkLabel = "Kontakt aufnehmen";

/** The free discovery call (requirements §1, §9): 30 minutes, free, non-binding. */
export const discoveryFacts = [`${c.discoveryCallMinutes}\u00a0Minuten`, "kostenlos", "unverbindlich"] as const;

/** "90\u00a0%": German typesetting keeps the number and its unit together. */
export const percent = (n: number) => `${de(n)}\u00a0%`;
/** "60.000\u00a0€", "1,5\u00a0Mio.\u00a0€". */
export const euro = (n: number) => (n >= 1_000_000 ? `${de(n / 1_000_000)}\u00a0Mio.\u00a0€` : `${de(n)}\u00a0€`);
/** "1,5 Millionen Euro" in running text. */
export const euroWords = (n: number) =>
  n >= 1_000_000 ? `${de(n / 1_000_000)}\u00a0Millionen Euro` : `${de(n)}\u00a0Euro`;

const p = c.prototypeWeeks;
/** "2–4\u00a0Wochen" */
export const prototypeWeeks = `${p.min}–${p.max}\u00a0Wochen`;

/** One wording per claim (docs/glossary.md), so every page shows a figure the same way. */
export const claimTexts = {
  years: `Über ${c.yearsOfExperience}\u00a0Jahre Erfahrung`,
  customers: `Über ${c.satisfiedCustomers} zufriedene Kunden`,
  projects: `${c.completedProjects}+ abgeschlossene Projekte`,
  team: `${c.developers} Fachleute aus Entwicklung, Design und Projektleitung`,
  award: c.award,
  awardWithReason: `${c.award} – ${c.awardReason}`,
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
