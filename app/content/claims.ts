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
  prototypeMax: `Klickbarer Prototyp in höchstens ${c.prototypeMaxDays}\u00a0Tagen`,
  pilot: `Pilotbetrieb ab Woche\u00a0${c.pilotWeek}`,
  faster: `${c.fasterToMarket}× schneller am Markt`,
  mvp: `MVP in ${c.mvpWeeks}\u00a0Wochen`,
  appResult: `Klickbares Ergebnis in ${c.appResultWeeks}\u00a0Wochen`,
  travel: `In der Region rund ${c.travelMinutes}\u00a0Minuten entfernt`,
} as const;
