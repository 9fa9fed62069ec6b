import { site } from "./site";

/**
 * One wording per claim (docs/glossary.md), so every page shows a figure the same way. Content files
 * show them through placeholders ("{award}", "{prototype}": placeholders.ts); components import them.
 */
const c = site.claims;

const p = c.prototypeWeeks;
/** "2–4\u00a0Wochen" */
export const prototypeWeeks = `${p.min}–${p.max}\u00a0Wochen`;

export const claimTexts = {
  years: `Über ${c.yearsOfExperience}\u00a0Jahre Erfahrung`,
  customers: `Über ${c.satisfiedCustomers} zufriedene Kunden`,
  projects: `${c.completedProjects}+ abgeschlossene Projekte`,
  team: `${c.developers} Fachleute aus Entwicklung, Design und Projektleitung`,
  award: `${c.award.name} ${c.award.year} ${c.award.by}`,
  awardWithReason: `${c.award.name} ${c.award.year} ${c.award.by} – ${c.award.reason}`,
  prototype: `Klickbarer Prototyp in ${prototypeWeeks}`,
  /** The same rule's promise (decision 3): 4 weeks are 28 days, so the 30 days are the deadline, not a second duration. */
  prototypeMax: `Prototyp spätestens ${c.prototypeMaxDays}\u00a0Tage nach dem Auftaktworkshop`,
  pilot: `Pilotbetrieb ab Woche\u00a0${c.pilotWeek}`,
  /** The claim with its base (§ 5 UWG): never shown without it. */
  faster: `bis zu ${c.fasterToMarket}× schneller am Markt als mit einem klassischen Projektplan (erster nutzbarer Stand nach ${c.mvpWeeks} statt rund ${c.classicPlanWeeks}\u00a0Wochen)`,
  mvp: `MVP in ${c.mvpWeeks}\u00a0Wochen`,
  appResult: `Klickbares Ergebnis in ${c.appResultWeeks}\u00a0Wochen`,
  travel: `aus ${c.travelFrom} in rund ${c.travelMinutes}\u00a0Minuten`,
} as const;
