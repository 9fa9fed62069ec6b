import { isbot } from "isbot";
import { languageOf, type Language } from "../../app/paths";
import type { Campaign, DeviceClass } from "./model";
import { DASHBOARD_PATH } from "./paths";

/**
 * What one request tells the counting, derived from its address and headers and then forgotten:
 * the user agent becomes a device class, the referrer a host name, the address a path and at most
 * three campaign values. Nothing here is kept beyond the request (docs/decisions/0018).
 */

/** Longest path kept; a longer one (a scanner's) is cut and marked. */
export const MAX_PATH_LENGTH = 200;
/** Longest campaign value and host name kept. */
export const MAX_VALUE_LENGTH = 100;

/** The campaign parameters the counting keeps; every other part of a query is dropped. */
export const UTM_PARAMETERS = { source: "utm_source", medium: "utm_medium", campaign: "utm_campaign" } as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max - 1) + "…" : value);

/**
 * A page's path as the counting names it: decoded, without control characters, without the trailing
 * slash, bounded in length. A client navigation's data request (/about.data, /_.data for "/") counts
 * for the page it loads.
 */
export function normalizePath(rawPath: string): string {
  let path = rawPath;
  if (path.endsWith(".data")) path = path.slice(0, -".data".length).replace(/(^|\/)_$/, "$1");
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: counted as it came.
  }
  path = path.replace(CONTROL, "").replace(/\s+/g, " ");
  if (!path.startsWith("/")) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  return clip(path, MAX_PATH_LENGTH);
}

/** A campaign value: one line of printable text, bounded, or "" when absent. */
export function cleanValue(raw: string | null | undefined): string {
  if (!raw) return "";
  return clip(raw.replace(CONTROL, " ").replace(/\s+/g, " ").trim(), MAX_VALUE_LENGTH);
}

/** The utm_* values of a query string ("utm_source=…&…", with or without "?"), or undefined without any. */
export function campaignOf(query: string): Campaign | undefined {
  if (!query.includes("utm_")) return undefined;
  const params = new URLSearchParams(query);
  const campaign = {
    source: cleanValue(params.get(UTM_PARAMETERS.source)),
    medium: cleanValue(params.get(UTM_PARAMETERS.medium)),
    campaign: cleanValue(params.get(UTM_PARAMETERS.campaign)),
  };
  return campaign.source || campaign.medium || campaign.campaign ? campaign : undefined;
}

const HOST = /^[a-z0-9.-]{1,100}$/;

/** A host name as the counting compares and shows it: lower case, without "www.". */
export function normalizeHost(host: string): string | undefined {
  const name = host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return HOST.test(name) ? name : undefined;
}

/** The host of a referrer URL (http, https, or an app's android-app://), or undefined. */
export function hostOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (!["http:", "https:", "android-app:"].includes(parsed.protocol)) return undefined;
    return normalizeHost(parsed.hostname);
  } catch {
    return undefined;
  }
}

/**
 * The device class by the user agent (and the Client Hint Chromium sends without being asked). An
 * iPad with iPadOS 13 or later says it is a Mac and counts as a desktop: the server cannot tell.
 */
export function deviceClassOf(userAgent: string, mobileHint?: string): DeviceClass {
  if (mobileHint === "?1") return "phone";
  if (/iPad|Tablet|Kindle|Silk|PlayBook|Nexus (7|9|10)\b/i.test(userAgent)) return "tablet";
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return "phone";
  return "desktop";
}

/** A browser fetching ahead (link prefetch, speculation rules, a preview): not a view until it is shown. */
export function isPrefetch(header: (name: string) => string | undefined): boolean {
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""} ${header("x-purpose") ?? ""} ${header("x-moz") ?? ""}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

/** No user agent at all is a script, not a person; isbot knows the crawlers, monitors and tools. */
export const isBot = (userAgent: string | undefined) => !userAgent || isbot(userAgent);

/** Paths that are never page views, whatever they answer: files, the API, the admin, health, the dashboard. */
export const NOT_PAGES = new RegExp(
  `^(/assets/|/api/|/keystatic(/|$)|/healthz$|/readyz$|/metrics$|/__manifest$|${DASHBOARD_PATH}(\\.csv)?$)`,
);

/** What the counting needs of a request, read when it arrives (before the page is answered). */
export type RequestHeaders = {
  path: string;
  query: string;
  header(name: string): string | undefined;
};

/** The facts of a page view, ready to count. */
export type PageView = {
  status: number;
  path: string;
  language: Language;
  /** Another site's host, when the request came from one (never our own). */
  referrerHost?: string;
  campaign?: Campaign;
  device: DeviceClass;
  /** The request began a visit: a document request from outside the site (not a client navigation). */
  entry: boolean;
};

/**
 * The facts of an answered page request. `ownHosts` are the site's names (SITE_URL's and the
 * request's Host): a referrer among them is the site itself, which the referrer counts leave out.
 */
export function pageViewOf(request: RequestHeaders, status: number, ownHosts: ReadonlySet<string>): PageView {
  const path = normalizePath(request.path);
  const isData = request.path.endsWith(".data");
  const refererHost = hostOfUrl(request.header("referer"));
  const internal = refererHost !== undefined && ownHosts.has(refererHost);
  // Sec-Fetch-Site says where a navigation came from; older browsers only send the Referer.
  const site = request.header("sec-fetch-site");
  const entry = !isData && (site ? site !== "same-origin" : !internal);
  return {
    status,
    path,
    language: languageOf(path),
    referrerHost: internal ? undefined : refererHost,
    campaign: campaignOf(request.query),
    device: deviceClassOf(request.header("user-agent") ?? "", request.header("sec-ch-ua-mobile")),
    entry,
  };
}
