/**
 * What reach measurement keeps (docs/decisions/0020-reach-measurement.md): counts per day, one row per
 * day, dimension and key, and nothing else. No row names a visitor; a row only says "this many page
 * views on this day had this value".
 */

/**
 * The dimensions, each with its daily cap of distinct keys: a scanner requesting 10,000 invented
 * paths, or a spammer inventing referrers and campaigns, adds at most this many rows a day; every
 * further key of that day is counted as OTHER. `code` is how the tables store the dimension (a small
 * number: the counts are kept for months, docs/decisions/0020); append new ones, never reuse a code.
 */
export const DIMENSIONS = {
  /** key "": page views answered (2xx, 304), the visits they began, and the leads of the day. */
  total: { code: 0, cap: 1 },
  /**
   * key path: page views by page; `entries`: views that began a visit there (a document request from
   * outside the site); `leads`: leads whose visit began there.
   */
  page: { code: 1, cap: 400 },
  /** key host: views arriving from another site, and the leads of visits that came from it. */
  referrer: { code: 2, cap: 100 },
  /** key "source\tmedium\tcampaign" (utm_*): views with a campaign in the address, and its leads. */
  campaign: { code: 3, cap: 100 },
  /** key "de" | "en": page views by edition. */
  language: { code: 4, cap: 2 },
  /** key "phone" | "tablet" | "desktop": page views by device class. */
  device: { code: 5, cap: 3 },
  /** key path: pages answered "not found" (404, 410). */
  notFound: { code: 6, cap: 100 },
  /** key status code: every counted page response by its status (200, 304, 404, 500 …). */
  status: { code: 7, cap: 30 },
} as const satisfies Record<string, { code: number; cap: number }>;

export type Dimension = keyof typeof DIMENSIONS;
export const dimensionNames = Object.keys(DIMENSIONS) as Dimension[];
const byCode = new Map<number, Dimension>(dimensionNames.map((d) => [DIMENSIONS[d].code, d]));
/** The dimension a stored code stands for; undefined for one a newer build added. */
export const dimensionOfCode = (code: number): Dimension | undefined => byCode.get(code);

/**
 * Dimensions whose keys anyone can invent (a scanner's paths, a spammer's referrer). A key of these
 * counted once on a day and never with a lead is folded into OTHER a week later (STATS_TAIL_DAYS):
 * the tables keep what recurs, and a one-off host name is not kept for months.
 */
export const LONG_TAIL: readonly Dimension[] = ["notFound", "referrer"];
export const TAIL_DAYS = 7;

/** The key every value beyond a dimension's daily cap is counted under. */
export const OTHER = "(other)";

/** A day of the Europe/Berlin calendar, "YYYY-MM-DD". */
export type Day = string;

export type StatRow = { day: Day; dimension: Dimension; key: string; views: number; entries: number; leads: number };

export type DeviceClass = "phone" | "tablet" | "desktop";
export const DEVICE_CLASSES: readonly DeviceClass[] = ["phone", "tablet", "desktop"];

export type Campaign = { source: string; medium: string; campaign: string };

/** The campaign's key: its three values joined by tabs (values never hold one, see request-facts.ts). */
export const campaignKey = (c: Campaign) => `${c.source}\t${c.medium}\t${c.campaign}`;

export function campaignOfKey(key: string): Campaign {
  const [source = "", medium = "", campaign = ""] = key.split("\t");
  return { source, medium, campaign };
}

/** Where a lead's visit came from: what the page it was sent from knew (contact form) or the server saw. */
export type LeadVisit = {
  /** The page the visit began on (a path). */
  entryPage?: string;
  /** The other site the visit came from. */
  referrerHost?: string;
  campaign?: Campaign;
};
