import type { Language } from "../paths";
import { numberWord } from "./format";
import { site } from "./site";

/**
 * One wording per claim and edition (docs/glossary.md), so every page shows a figure the same way.
 * Content files show them through placeholders ("{award}", "{prototype}": placeholders.ts); components
 * import them.
 */
const c = site.claims;
const p = c.prototypeWeeks;

/** "2–4\u00a0Wochen", "2–4\u00a0weeks" */
export const prototypeWeeksIn = (language: Language) =>
  `${p.min}–${p.max}\u00a0${language === "de" ? "Wochen" : "weeks"}`;
export const prototypeWeeks = prototypeWeeksIn("de");

/** The one reply-time promise (site.ts `replyWorkingDays`): "innerhalb eines Werktags", "within one business day". */
const days = c.replyWorkingDays;
const replyTimeOf = {
  de: days === 1 ? "innerhalb eines Werktags" : `innerhalb von ${numberWord(days)} Werktagen`,
  en: days === 1 ? "within one business day" : `within ${numberWord(days, "en")} business days`,
};

const de = {
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
  /** "Wir antworten {replyTime}." */
  replyTime: replyTimeOf.de,
  /** As a badge or list item. */
  reply: `Antwort ${replyTimeOf.de}`,
} as const;

const award = site.en.award;
const en = {
  years: `Over ${c.yearsOfExperience}\u00a0years of experience`,
  customers: `Over ${c.satisfiedCustomers} satisfied customers`,
  projects: `${c.completedProjects}+ completed projects`,
  team: `${c.developers} specialists in development, design and project management`,
  award: `${award.name} ${c.award.year}, ${award.by}`,
  awardWithReason: `${award.name} ${c.award.year}, ${award.by}, ${award.reason}`,
  prototype: `Clickable prototype in ${prototypeWeeksIn("en")}`,
  prototypeMax: `Prototype no later than ${c.prototypeMaxDays}\u00a0days after the kick-off workshop`,
  pilot: `Pilot operation from week\u00a0${c.pilotWeek}`,
  faster: `up to ${c.fasterToMarket}× faster to market than with a classic project plan (first usable version after ${c.mvpWeeks} instead of around ${c.classicPlanWeeks}\u00a0weeks)`,
  mvp: `MVP in ${c.mvpWeeks}\u00a0weeks`,
  appResult: `Clickable result in ${c.appResultWeeks}\u00a0weeks`,
  travel: `around ${c.travelMinutes}\u00a0minutes from ${c.travelFrom}`,
  replyTime: replyTimeOf.en,
  reply: `Reply ${replyTimeOf.en}`,
} as const satisfies Record<keyof typeof de, string>;

export const claimTextsOf = { de, en } as const satisfies Record<Language, typeof de | typeof en>;

/** The German edition's wordings. */
export const claimTexts = de;
