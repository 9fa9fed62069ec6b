import type { ContactMessage } from "../../app/contact/contact-schema";
import type { LeadVisit } from "./model";
import { campaignOf, cleanValue, hostOfUrl, normalizeHost, normalizePath } from "./request-facts";

type SentVisit = NonNullable<ContactMessage["visit"]>;

/** The site's own host names: SITE_URL's and the request's Host (a referrer among them is the site itself). */
export function ownHostsOf(siteUrl: string, requestHost?: string): ReadonlySet<string> {
  const hosts = [hostOfUrl(siteUrl), requestHost === undefined ? undefined : normalizeHost(requestHost)];
  return new Set(hosts.filter((h): h is string => h !== undefined));
}

/**
 * The visit a form sent without its script still tells the server: the page it was sent from (the
 * post's Referer, our own page, with the campaign in its address). The other site before it is not
 * known. A Referer from anywhere else tells nothing (the contact API refuses foreign posts anyway).
 */
export function visitFromReferer(referer: string | undefined, ownHosts: ReadonlySet<string>): SentVisit | undefined {
  const host = hostOfUrl(referer);
  if (!referer || host === undefined || !ownHosts.has(host)) return undefined;
  const url = new URL(referer);
  const campaign = campaignOf(url.search);
  return {
    entryPage: url.pathname,
    utmSource: campaign?.source || undefined,
    utmMedium: campaign?.medium || undefined,
    utmCampaign: campaign?.campaign || undefined,
  };
}

/**
 * A lead's visit as it is stored, mailed and counted: the path normalised like the counted pages, the
 * values cleaned like the counted campaigns, our own host never a referrer. Undefined when nothing is known.
 */
export function leadVisitOf(sent: SentVisit | undefined, ownHosts: ReadonlySet<string>): LeadVisit | undefined {
  if (!sent) return undefined;
  const referrerHost = sent.referrerHost === undefined ? undefined : normalizeHost(sent.referrerHost);
  const campaign = {
    source: cleanValue(sent.utmSource),
    medium: cleanValue(sent.utmMedium),
    campaign: cleanValue(sent.utmCampaign),
  };
  const visit: LeadVisit = {
    entryPage: sent.entryPage === undefined ? undefined : normalizePath(sent.entryPage),
    referrerHost: referrerHost !== undefined && !ownHosts.has(referrerHost) ? referrerHost : undefined,
    campaign: campaign.source || campaign.medium || campaign.campaign ? campaign : undefined,
  };
  return visit.entryPage || visit.referrerHost || visit.campaign ? visit : undefined;
}
