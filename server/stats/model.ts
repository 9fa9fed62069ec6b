/**
 * What reach measurement keeps (docs/decisions/0018-reach-measurement.md): counts per day, one row per
 * day, dimension and key, and nothing else. No row names a visitor; a row only says "this many page
 * views on this day had this value".
 */

/**
 * The dimensions, each with its daily cap of distinct keys: a scanner requesting 10,000 invented
 * paths, or a spammer inventing referrers and campaigns, adds at most this many rows a day; every
 * further key of that day is counted as OTHER.
 */
export const DIMENSIONS = {
  /** key "": page views answered (2xx, 304) and leads of the day. */
  total: 1,
  /** key path: page views by page. */
  page: 400,
  /**
   * key path: views that began a visit on that page (a document request from outside the site), and
   * leads whose visit began there.
   */
  entry: 400,
  /** key host: views arriving from another site, and the leads of visits that came from it. */
  referrer: 100,
  /** key "source\tmedium\tcampaign" (utm_*): views with a campaign in the address, and its leads. */
  campaign: 100,
  /** key "de" | "en": page views by edition. */
  language: 2,
  /** key "phone" | "tablet" | "desktop": page views by device class. */
  device: 3,
  /** key path: pages answered "not found" (404, 410). */
  notFound: 100,
  /** key status code: every counted page response by its status (200, 304, 404, 500 …). */
  status: 30,
} as const;

export type Dimension = keyof typeof DIMENSIONS;
export const dimensionNames = Object.keys(DIMENSIONS) as Dimension[];
export const isDimension = (value: string): value is Dimension => Object.hasOwn(DIMENSIONS, value);

/** The key every value beyond a dimension's daily cap is counted under. */
export const OTHER = "(other)";

/** A day of the Europe/Berlin calendar, "YYYY-MM-DD". */
export type Day = string;

export type StatRow = { day: Day; dimension: Dimension; key: string; views: number; leads: number };

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
