import { site } from "../site";
import {
  CONTACT_FAILED_RETENTION_DAYS_DEFAULT,
  CONTACT_PENDING_MAX_DAYS_DEFAULT,
  CONTACT_RETENTION_DAYS_DEFAULT,
  HSTS_MAX_AGE_DEFAULT,
  RENDER_BUDGET_DEFAULT,
  STATS_RETENTION_DAYS_DEFAULT,
} from "./retention";

/**
 * The facts of how this site is run that the privacy policy states. They are derived from the same
 * checked configuration the server reads (server/config.ts) plus the operator's commitments in
 * site.ts, by this one function: the build renders the policy from `privacyFacts(loadConfig(env))`
 * (vite.config.ts), and the server compares that with its own configuration at start-up
 * (server/main.ts). See docs/decisions/0010-privacy-policy-from-configuration.md.
 */
export type PrivacyFacts = {
  /** A reverse proxy in front of the server (TRUST_PROXY set): it sees every request. */
  reverseProxy: boolean;
  /** Days the reverse proxy keeps its access log (site.ts), or null without a proxy. */
  accessLogDays: number | null;
  /**
   * Visitors reach the site over HTTPS: the public origin (SITE_URL, else the build's) is https and a
   * reverse proxy terminates TLS. Node itself serves plain HTTP, so an https origin without a
   * proxy (a fresh `npm start`) is not encrypted, and the policy must not claim it is.
   */
  https: boolean;
  /**
   * The public address (SITE_URL, else the build's) is https. Without a declared proxy the server cannot
   * know who terminates TLS, but a browser that opens an https address always connects encrypted: the
   * policy says that much and no more (never "not set up for HTTPS" for an https address, issue 40).
   */
  httpsAddress: boolean;
  /** Days of the Strict-Transport-Security max-age the server sends (server/http/edges.ts), or null. */
  hstsDays: number | null;
  /** Days the application's own operational log is kept (site.ts, journald/Docker rotation). */
  appLogDays: number;
  /** Per-address rate limit of the contact form. */
  rateLimit: boolean;
  /** Per-address budget of answers the server renders per request (RENDER_BUDGET, server/http/render-budget.ts). */
  renderBudget: boolean;
  /** Fixed-text confirmation mail to the visitor. */
  autoreply: boolean;
  /** Days a delivered message stays in the outbox. */
  retentionDays: number;
  /** Days a permanently refused message stays in the outbox. */
  failedRetentionDays: number;
  /** Days a message may wait for delivery before it is deleted undelivered. */
  pendingMaxDays: number;
  /** Days the operator keeps backups of the outbox (site.ts, docs/deployment.md). */
  backupDays: number;
  /**
   * Where the outbox and the rate limits live: "sqlite" (one server, rate limits in its memory,
   * deletions overwritten with zeros) or "postgresql" (DATABASE_URL: shared by several instances,
   * rate limits as keyed hashes in the database).
   */
  store: "sqlite" | "postgresql";
  /** "smtp": delivered to the mailbox; "files": written as .eml files on the server (no SMTP_URL). */
  delivery: "smtp" | "files";
  /**
   * Reach measurement on the server (docs/decisions/0020-reach-measurement.md), or false when it is
   * switched off (STATS=0; the policy then says nothing about it). When on: page views are counted
   * per day (page, edition, referring site's host, utm_* campaign, device class from the user agent,
   * status), with no cookie, no storage on the device and no identifier, and kept `retentionDays`
   * days; a lead stores its visit's entry page, referring host and campaign for the lead's own
   * retention, and the mail to the agency names them.
   */
  stats: false | { retentionDays: number };
  /**
   * The content admin in production (KEYSTATIC_GITHUB_*, server/admin.ts): editors who sign in at
   * /keystatic get Keystatic's cookies and their browser talks to GitHub. Public pages are unchanged.
   */
  admin: boolean;
};

/** The part of the server configuration (server/config.ts `Config`) the facts depend on. */
export type OperationConfig = {
  siteUrl: string;
  trustProxy: boolean | number | string[];
  /** Strict-Transport-Security max-age in seconds (HSTS_MAX_AGE); sent only for an https origin. */
  hstsMaxAge: number;
  /** Rendered answers per client and minute (RENDER_BUDGET); 0: none counted. */
  renderBudget: number;
  databaseUrl?: string;
  contact: {
    smtpUrl?: string;
    autoreply: boolean;
    rateLimit: boolean;
    retentionDays: number;
    failedRetentionDays: number;
    pendingMaxDays: number;
  };
  /** Reach measurement (STATS, STATS_RETENTION_DAYS); undefined when switched off. */
  stats?: { retentionDays: number };
  /** The content admin's GitHub settings; undefined when the production admin is not served. */
  admin?: unknown;
};

/** A reverse proxy in front of the server: TRUST_PROXY names one (a hop count of 0 names none). */
const behindProxy = (config: Pick<OperationConfig, "trustProxy">) =>
  config.trustProxy !== false && config.trustProxy !== 0;

/** TLS reaches the visitor only through a proxy (Node serves HTTP): the policy and HSTS agree on this. */
export function servesHttps(config: Pick<OperationConfig, "siteUrl" | "trustProxy">): boolean {
  return behindProxy(config) && config.siteUrl.startsWith("https://");
}

export function privacyFacts(config: OperationConfig): PrivacyFacts {
  const reverseProxy = behindProxy(config);
  const https = servesHttps(config);
  return {
    reverseProxy,
    accessLogDays: reverseProxy ? site.operations.proxyAccessLogDays : null,
    https,
    httpsAddress: config.siteUrl.startsWith("https://"),
    // HSTS follows the public origin, as server/http/edges.ts sends it.
    // Whole days from half a day up; a shorter max-age (a trial set-up) in hours, as a fraction of a day.
    hstsDays: https && config.hstsMaxAge > 0 ? hstsDaysOf(config.hstsMaxAge) : null,
    appLogDays: site.operations.appLogDays,
    rateLimit: config.contact.rateLimit,
    renderBudget: config.renderBudget > 0,
    autoreply: config.contact.autoreply,
    retentionDays: config.contact.retentionDays,
    failedRetentionDays: config.contact.failedRetentionDays,
    pendingMaxDays: config.contact.pendingMaxDays,
    backupDays: site.operations.backupDays,
    delivery: config.contact.smtpUrl ? "smtp" : "files",
    store: config.databaseUrl ? "postgresql" : "sqlite",
    stats: config.stats ? { retentionDays: config.stats.retentionDays } : false,
    admin: config.admin !== undefined,
  };
}

/** Facts of a server started without any environment (a fresh checkout, `npm start`). */
export const defaultPrivacyFacts: PrivacyFacts = privacyFacts({
  siteUrl: site.url,
  trustProxy: false,
  hstsMaxAge: HSTS_MAX_AGE_DEFAULT,
  renderBudget: RENDER_BUDGET_DEFAULT,
  contact: {
    autoreply: false,
    rateLimit: true,
    retentionDays: CONTACT_RETENTION_DAYS_DEFAULT,
    failedRetentionDays: CONTACT_FAILED_RETENTION_DAYS_DEFAULT,
    pendingMaxDays: CONTACT_PENDING_MAX_DAYS_DEFAULT,
  },
  stats: { retentionDays: STATS_RETENTION_DAYS_DEFAULT },
});

/** The facts this build's privacy page states: injected by vite.config.ts, else the defaults (tests). */
export const builtPrivacyFacts: PrivacyFacts =
  typeof __PRIVACY_FACTS__ === "object" && __PRIVACY_FACTS__ !== null ? __PRIVACY_FACTS__ : defaultPrivacyFacts;

/**
 * The longest a contact request stays in the outbox, in days from its receipt: delivered within
 * pendingMaxDays, then kept retentionDays; a refused one is kept failedRetentionDays from receipt
 * (only a mail server refuses, so not with file delivery). Both editions of the policy state it.
 */
export const longestStayDays = (f: PrivacyFacts) =>
  Math.max(f.pendingMaxDays + f.retentionDays, f.delivery === "files" ? 0 : f.failedRetentionDays);

/** Names of the facts that differ between two sets (empty when the policy is true of the server). */
export function differingFacts(stated: PrivacyFacts, actual: PrivacyFacts): (keyof PrivacyFacts)[] {
  // Compared as JSON: a fact may be an object (stats), read back from the build's privacy-facts.json.
  return (Object.keys(actual) as (keyof PrivacyFacts)[]).filter(
    (k) => JSON.stringify(stated[k]) !== JSON.stringify(actual[k]),
  );
}

/** HSTS max-age in days as the policy states it: whole days, or whole hours (at least one) below half a day. */
export function hstsDaysOf(maxAgeSeconds: number): number {
  return maxAgeSeconds >= 43_200
    ? Math.round(maxAgeSeconds / 86_400)
    : Math.max(1, Math.round(maxAgeSeconds / 3_600)) / 24;
}
