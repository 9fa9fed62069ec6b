import { de, euro, euroWords, numberWord, percent } from "./format";
import { claimTexts, prototypeWeeks } from "./claims";
import { site } from "./site";

/**
 * The figures and names a text in content/ may show, written `{name}` in the text (or `{name|format}`,
 * formats below). They come from site.ts, so a figure is changed in one place and every page follows
 * (docs/editing.md lists them for editors; docs/decisions/0015-content-as-data.md explains why).
 * Numbers are set in German style ("3.500") unless a format says otherwise; years are plain strings.
 */
const c = site.claims;
const r = site.referenceClaims;

export const placeholderValues = {
  siteName: site.name,
  tagline: site.tagline,
  company: site.legal.company,
  street: site.address.street,
  postalCode: site.address.postalCode,
  city: site.address.city,
  country: site.address.country,
  contactPersonName: site.contactPerson.name,
  contactPersonRole: site.contactPerson.role,
  conferenceName: site.conference.name,
  yearsOfExperience: c.yearsOfExperience,
  satisfiedCustomers: c.satisfiedCustomers,
  completedProjects: c.completedProjects,
  employees: c.employees,
  developers: c.developers,
  linesOfCode: c.linesOfCode,
  startupStakes: c.startupStakes,
  awardName: c.award.name,
  awardYear: String(c.award.year),
  awardBy: c.award.by,
  awardReason: c.award.reason,
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
  whitemacsAsOf: r.whitemacsAsOf,
  /** "2–4 Wochen" */
  prototypeWeeks,
  // One wording per claim (docs/glossary.md): `{award}` is "Top-Dienstleister 2024 der IHK Reutlingen".
  ...claimTexts,
} satisfies Record<string, string | number>;

export type PlaceholderName = keyof typeof placeholderValues;

/** How a number may be set: `{dynoTimeSavingPercent|percent}` → "90 %". */
export const placeholderFormats = {
  percent,
  euro,
  euroWords,
  /** Small numbers as words: "vier". */
  word: numberWord,
} satisfies Record<string, (n: number) => string>;

export type PlaceholderFormat = keyof typeof placeholderFormats;

/** A placeholder's text: numbers in German style, or in the format named. */
export function placeholderText(name: PlaceholderName, format?: PlaceholderFormat): string {
  const value = placeholderValues[name];
  if (format) {
    if (typeof value !== "number") throw new Error(`{${name}|${format}}: ${name} is not a number`);
    return placeholderFormats[format](value);
  }
  return typeof value === "number" ? de(value) : value;
}
