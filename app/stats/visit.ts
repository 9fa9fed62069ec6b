/**
 * The app's memory of the current visit (docs/decisions/0020-reach-measurement.md): where it began,
 * the other site it came from, and its campaign (utm_* in the address it began with). Read once when
 * the app starts, kept in this module's memory across client-side navigations, and sent with the
 * contact form, so that a lead names the campaign that brought it. Nothing is written to the device:
 * a new tab or a reload starts a new memory.
 */
export type Visit = {
  /** The path the visit began on (no query, no fragment). */
  entryPage?: string;
  /** The other site the visit came from (host name only, without "www."). */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};

/** Bounds of the values: the shared schema (contact/contact-schema.ts) refuses longer ones. */
export const VISIT_PATH_MAX = 200;
export const VISIT_VALUE_MAX = 100;

let visit: Visit | undefined;

const clip = (value: string | null, max: number) => (value ? value.slice(0, max) : undefined);

/**
 * Called once as the app starts (entry.client.tsx), before any client navigation: the address is the
 * one the visit began with. A page opened by a full load from another page of the site (the contact
 * page always is, requirements §2.2) continues that page's visit as far as the browser tells: the
 * page it came from, with the campaign in its address; the other site before it is not known.
 */
export function rememberVisit(href: string, referrer: string) {
  try {
    const here = new URL(href);
    const from = referrer ? new URL(referrer) : undefined;
    const own = from?.host === here.host;
    const start = own ? from! : here;
    const external = !own && from && /^https?:$/.test(from.protocol) ? from.hostname : undefined;
    visit = {
      entryPage: clip(start.pathname, VISIT_PATH_MAX),
      referrerHost: clip(external?.toLowerCase().replace(/^www\./, "") ?? null, VISIT_VALUE_MAX),
      utmSource: clip(start.searchParams.get("utm_source"), VISIT_VALUE_MAX),
      utmMedium: clip(start.searchParams.get("utm_medium"), VISIT_VALUE_MAX),
      utmCampaign: clip(start.searchParams.get("utm_campaign"), VISIT_VALUE_MAX),
    };
  } catch {
    visit = undefined;
  }
}

/** What the app remembers of this visit (undefined before the app started). */
export const currentVisit = (): Visit | undefined => visit;
