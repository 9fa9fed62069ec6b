import { isbot } from "isbot";
import { languageOf, type Language } from "../../app/paths";
import { VISIT_PATH_MAX, VISIT_VALUE_MAX } from "../../app/stats/visit";
import type { Campaign, DeviceClass } from "./model";
import { DASHBOARD_PATH } from "./paths";

/**
 * What one request tells the counting, derived from its address and headers and then forgotten:
 * the user agent becomes a device class, the referrer a host name, the address a path and at most
 * three campaign values. Nothing here is kept beyond the request (docs/decisions/0020).
 */

/** Longest path kept (a longer one, a scanner's, is cut and marked): the same bound as a lead's visit. */
export const MAX_PATH_LENGTH = VISIT_PATH_MAX;
/** Longest campaign value and host name kept. */
const MAX_VALUE_LENGTH = VISIT_VALUE_MAX;

/** The campaign parameters the counting keeps; every other part of a query is dropped. */
const UTM_PARAMETERS = { source: "utm_source", medium: "utm_medium", campaign: "utm_campaign" } as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max - 1) + "…" : value);

/**
 * A page's path as the counting names it: decoded, without control characters, without the trailing
 * slash, bounded in length. A client navigation's data request (/about.data, /_.data for "/") counts
 * for the page it loads.
 */
/** A path that needs no work: plain characters, no trailing slash, short (nearly every page view). */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]*$/;

export function normalizePath(rawPath: string): string {
  if (rawPath.length <= MAX_PATH_LENGTH && PLAIN_PATH.test(rawPath) && !rawPath.endsWith(".data")) {
    return rawPath.length > 1 && rawPath.endsWith("/") ? rawPath.slice(0, -1) : rawPath;
  }
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

/** The host of a web address, read without a URL parser (the common case, on every counted request). */
const HTTP_HOST = /^https?:\/\/([^/?#:@]+)(?::\d*)?(?:[/?#]|$)/i;

/** The host of a referrer URL (http, https, or an app's android-app://), or undefined. */
export function hostOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const plain = HTTP_HOST.exec(url);
  if (plain) return normalizeHost(plain[1]!);
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

export type Agent = { bot: boolean; device: DeviceClass };

/** Agents decided so far, by a 32-bit hash of the user agent: the text itself is never kept. */
const agents = new Map<number, Agent>();
const MAX_AGENTS = 5_000;

/** FNV-1a: a fast hash of a string (not a secret: it only spares the work for an agent seen before). */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Bot or browser, and which device class, for a user agent. isbot's list is long (some microseconds
 * a check), and the agents of a site's visitors are few, so each is decided once and remembered by
 * its hash (a bounded map, emptied when full).
 */
export function agentOf(userAgent: string | undefined, mobileHint?: string): Agent {
  if (!userAgent) return { bot: true, device: "desktop" };
  const key = hashOf(userAgent);
  let agent = agents.get(key);
  if (!agent) {
    if (agents.size >= MAX_AGENTS) agents.clear();
    agent = { bot: isBot(userAgent), device: deviceClassOf(userAgent) };
    agents.set(key, agent);
  }
  return mobileHint === "?1" && agent.device !== "phone" ? { ...agent, device: "phone" } : agent;
}

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
 * The facts of an answered page request. `isOwnHost` knows the site's names (SITE_URL's and the
 * request's Host): a referrer among them is the site itself, which the referrer counts leave out.
 */
export function pageViewOf(
  request: RequestHeaders,
  status: number,
  isOwnHost: (host: string) => boolean,
  device: DeviceClass = agentOf(request.header("user-agent"), request.header("sec-ch-ua-mobile")).device,
): PageView {
  const path = normalizePath(request.path);
  const isData = request.path.endsWith(".data");
  const refererHost = hostOfUrl(request.header("referer"));
  const internal = refererHost !== undefined && isOwnHost(refererHost);
  // Sec-Fetch-Site says where a navigation came from; older browsers only send the Referer.
  const site = request.header("sec-fetch-site");
  const entry = !isData && (site ? site !== "same-origin" : !internal);
  return {
    status,
    path,
    language: languageOf(path),
    referrerHost: internal ? undefined : refererHost,
    campaign: campaignOf(request.query),
    device,
    entry,
  };
}
