import type { Language } from "../paths";
import { euro, euroWords, formatNumber, monthOf, numberWord, percent } from "./format";
import { claimTextsOf, prototypeWeeksIn } from "./claims";
import { site } from "./site";

/**
 * The figures and names a text in content/ may show, written `{name}` in the text (or `{name|format}`,
 * formats below). They come from site.ts, so a figure is changed in one place and every page follows
 * (docs/editing.md lists them for editors; docs/decisions/0015-content-as-data.md explains why).
 * Numbers are set in the edition's style ("3.500" in German, "3,500" in English) unless a format says
 * otherwise; years are plain strings. Words (a role, a country, the claims' wordings) exist per edition.
 */
const c = site.claims;
const r = site.referenceClaims;

/** What is the same in every edition: names, addresses and numbers. */
const common = {
  siteName: site.name,
  company: site.legal.company,
  street: site.address.street,
  postalCode: site.address.postalCode,
  city: site.address.city,
  contactPersonName: site.contactPerson.name,
  yearsOfExperience: c.yearsOfExperience,
  satisfiedCustomers: c.satisfiedCustomers,
  completedProjects: c.completedProjects,
  employees: c.employees,
  developers: c.developers,
  linesOfCode: c.linesOfCode,
  startupStakes: c.startupStakes,
  awardYear: String(c.award.year),
  travelMinutes: c.travelMinutes,
  travelFrom: c.travelFrom,
  discoveryCallMinutes: c.discoveryCallMinutes,
  prototypeWeeksMin: c.prototypeWeeks.min,
  prototypeWeeksMax: c.prototypeWeeks.max,
  prototypeMaxDays: c.prototypeMaxDays,
  appResultWeeks: c.appResultWeeks,
  mvpWeeks: c.mvpWeeks,
  /** The week the MVP work starts: right after the longest prototype phase. */
  mvpStartWeek: c.prototypeWeeks.max + 1,
  pilotWeek: c.pilotWeek,
  fasterToMarket: c.fasterToMarket,
  classicPlanWeeks: c.classicPlanWeeks,
  dynoTimeSavingPercent: r.dynoTimeSavingPercent,
  dynoPensionGainEuro: r.dynoPensionGainEuro,
  dynoPreSeedEuro: r.dynoPreSeedEuro,
  bimetricsBanks: r.bimetricsBanks,
  edekaMarkets: r.edekaMarkets,
  whitemacsSimulatedMails: r.whitemacsSimulatedMails,
  whitemacsOpenedMails: r.whitemacsOpenedMails,
  whitemacsMunicipalities: r.whitemacsMunicipalities,
  whitemacsExpectedMails: r.whitemacsExpectedMails,
  whitemacsForecastYear: String(r.whitemacsForecastYear),
} satisfies Record<string, string | number>;

/** Words of each edition; both editions have the same names (`satisfies` below checks it). */
const de = {
  ...common,
  tagline: site.tagline,
  country: site.address.country,
  /** Where the agency sits, for readers who do not know the city: "Reutlingen bei Stuttgart". */
  location: `${site.address.city} bei ${site.address.near}`,
  contactPersonRole: site.contactPerson.role,
  conferenceName: site.conference.name,
  awardName: c.award.name,
  awardBy: c.award.by,
  awardReason: c.award.reason,
  whitemacsAsOf: monthOf(r.whitemacsAsOf, "de"),
  /** "2–4 Wochen" */
  prototypeWeeks: prototypeWeeksIn("de"),
  // One wording per claim (docs/glossary.md): `{award}` is "Top-Dienstleister 2024 der Wirtschaftskammer Achalm".
  ...claimTextsOf.de,
};

const en = {
  ...common,
  tagline: site.en.tagline,
  country: site.en.country,
  /** "Reutlingen, near Stuttgart, Germany": the city alone means nothing to most English readers. */
  location: `${site.address.city}, near ${site.address.near}, ${site.en.country}`,
  contactPersonRole: site.en.contactPersonRole,
  conferenceName: site.en.conferenceName,
  awardName: site.en.award.name,
  awardBy: site.en.award.by,
  awardReason: site.en.award.reason,
  whitemacsAsOf: monthOf(r.whitemacsAsOf, "en"),
  prototypeWeeks: prototypeWeeksIn("en"),
  ...claimTextsOf.en,
} satisfies Record<keyof typeof de, string | number>;

/** The placeholder values of an edition. */
export const placeholderValuesOf = { de, en } as const;

/** The German edition's values (the names are the same in every edition). */
export const placeholderValues = de;

export type PlaceholderName = keyof typeof de;

/** How a number may be set: `{dynoTimeSavingPercent|percent}` → "90 %" / "90%". */
export const placeholderFormats = {
  percent,
  euro,
  euroWords,
  /** Small numbers as words: "vier", "four". */
  word: numberWord,
} satisfies Record<string, (n: number, language?: Language) => string>;

export type PlaceholderFormat = keyof typeof placeholderFormats;

/** A placeholder's text in an edition: numbers in its style, or in the format named. */
export function placeholderText(name: PlaceholderName, format?: PlaceholderFormat, language: Language = "de"): string {
  const value = placeholderValuesOf[language][name];
  if (format) {
    if (typeof value !== "number") throw new Error(`{${name}|${format}}: ${name} is not a number`);
    return placeholderFormats[format](value, language);
  }
  return typeof value === "number" ? formatNumber(value, language) : value;
}
