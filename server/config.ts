import { isIP } from "node:net";
import { z } from "zod";
import {
  CONTACT_FAILED_RETENTION_DAYS_DEFAULT,
  CONTACT_PENDING_ALARM_HOURS_DEFAULT,
  CONTACT_PENDING_MAX_DAYS_DEFAULT,
  CONTACT_RETENTION_DAYS_DEFAULT,
  HSTS_MAX_AGE_DEFAULT,
  RENDER_BUDGET_DEFAULT,
  STATS_RETENTION_DAYS_DEFAULT,
} from "../app/content-model/legal/retention";
import { site } from "../app/content-model/site";
import { isPasswordHash } from "./stats/password";

/**
 * Runtime configuration, read once from the environment and checked at start-up.
 * A bad value stops the process with a message that names the variable, instead of
 * failing later on the first request.
 */
const flag = z
  .enum(["0", "1", "true", "false", "yes", "no", "on", "off", ""])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

/** An optional text that `problemOf` checks: it names what is wrong, or undefined when all is well. */
const checkedText = (problemOf: (value: string) => string | undefined) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? undefined : problemOf(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    BUILD_DIR: z.string().min(1).default("build"),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    CONTACT_TO: z.email().optional(),
    CONTACT_FROM: z.email().optional(),
    /** Send a fixed confirmation mail to the visitor (off by default). */
    CONTACT_AUTOREPLY: flag.default(false),
    /** Days a delivered message stays in the outbox before it is deleted (GDPR). */
    CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(CONTACT_RETENTION_DAYS_DEFAULT),
    /** Days a message the mail server refused for good stays in the outbox (GDPR: no open-ended keeping). */
    CONTACT_FAILED_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(CONTACT_FAILED_RETENTION_DAYS_DEFAULT),
    /** Days a message may wait for delivery before it is deleted undelivered (GDPR: no open-ended keeping). */
    CONTACT_PENDING_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(CONTACT_PENDING_MAX_DAYS_DEFAULT),
    /** Hours after which an undelivered message raises an alarm; must come before the deletion. */
    CONTACT_PENDING_ALARM_HOURS: z.coerce.number().int().min(1).max(8760).default(CONTACT_PENDING_ALARM_HOURS_DEFAULT),
    /** Per-client rate limit of the contact API; switched off only for load measurements. */
    RATE_LIMIT: flag.default(true),
    /** Rendered answers per client and minute (server/http/render-budget.ts); 0 switches the budget off. */
    RENDER_BUDGET: z.coerce.number().int().min(0).max(100_000).default(RENDER_BUDGET_DEFAULT),
    /** Express "trust proxy" setting: number of hops, or a list of addresses/subnets (never "all"). */
    TRUST_PROXY: checkedText(trustProxyProblem),
    /** Strict-Transport-Security max-age in seconds, sent when SITE_URL is https; 0 switches it off. */
    HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63072000).default(HSTS_MAX_AGE_DEFAULT),
    /** Prometheus metrics on a separate port (off when unset), bound to METRICS_HOST. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** PostgreSQL for the outbox and rate limits, so several instances can share them. */
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    /**
     * The content admin in production (docs/editing.md): the repository its saves commit to, and the
     * GitHub App's OAuth client with Keystatic's cookie key. All four or none.
     */
    KEYSTATIC_GITHUB_REPO: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/, {
        error: 'must be "owner/name" of a GitHub repository',
      })
      .optional(),
    KEYSTATIC_GITHUB_CLIENT_ID: z.string().optional(),
    KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().optional(),
    KEYSTATIC_SECRET: z.string().min(32, { error: "must be at least 32 characters (openssl rand -hex 32)" }).optional(),
    /** Reach measurement on this server (docs/decisions/0020-reach-measurement.md); 0 switches it off entirely. */
    STATS: flag.default(true),
    /** Days the daily counts are kept. */
    STATS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(STATS_RETENTION_DAYS_DEFAULT),
    /** Who may open the dashboard in production: "name:scrypt:…" entries, comma-separated (npm run stats -- password). */
    STATS_DASHBOARD_USERS: checkedText(dashboardUsersProblem),
    NODE_ENV: z.string().default("production"),
  })
  .superRefine((e, ctx) => {
    const missing = ADMIN_SETTINGS.filter((name) => e[name] === undefined);
    if (missing.length === 0 || missing.length === ADMIN_SETTINGS.length) return;
    for (const name of missing)
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `missing: the content admin needs ${ADMIN_SETTINGS.join(", ")} together (docs/editing.md)`,
      });
  })
  .refine((e) => e.CONTACT_PENDING_ALARM_HOURS < e.CONTACT_PENDING_MAX_DAYS * 24, {
    path: ["CONTACT_PENDING_ALARM_HOURS"],
    message: "the alarm must come before CONTACT_PENDING_MAX_DAYS deletes an undelivered message",
  });

/** The content admin's settings (GitHub mode): all set, or none. */
const ADMIN_SETTINGS = [
  "KEYSTATIC_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
] as const;

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // Empty strings count as "not set", as most process managers write them that way.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    // One line per run, naming each variable: process managers show the last line of a failed start.
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join(".")}=${hidden(i.path.join("."), String(env[i.path.join(".")] ?? ""))} (${i.message})`,
    );
    throw new ConfigError(
      `Invalid configuration: ${problems.join("; ")}. Fix the variable(s) and start again (see README, Configuration).`,
    );
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? site.url).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    /** SITE_URL was given explicitly (else the build's origin is used, see server/origin.ts). */
    siteUrlExplicit: e.SITE_URL !== undefined,
    dataDir: e.DATA_DIR,
    buildDir: e.BUILD_DIR,
    production: e.NODE_ENV === "production",
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    hstsMaxAge: e.HSTS_MAX_AGE,
    /** Rendered answers per client and minute; 0: no budget. */
    renderBudget: e.RENDER_BUDGET,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    databaseUrl: e.DATABASE_URL,
    /** The content admin in GitHub mode (production only; `npm run dev` edits the working tree). */
    admin:
      e.KEYSTATIC_GITHUB_REPO === undefined
        ? undefined
        : {
            repo: e.KEYSTATIC_GITHUB_REPO,
            clientId: e.KEYSTATIC_GITHUB_CLIENT_ID!,
            clientSecret: e.KEYSTATIC_GITHUB_CLIENT_SECRET!,
            secret: e.KEYSTATIC_SECRET!,
          },
    /** Reach measurement, or undefined when STATS=0 (nothing is counted, stored or served). */
    stats: e.STATS
      ? {
          retentionDays: e.STATS_RETENTION_DAYS,
          /** Name → scrypt hash of the password; empty: the dashboard is open in development only. */
          dashboardUsers: parseDashboardUsers(e.STATS_DASHBOARD_USERS),
        }
      : undefined,
    contact: {
      smtpUrl: e.SMTP_URL,
      to: e.CONTACT_TO ?? site.leadsEmail,
      from: e.CONTACT_FROM ?? site.senderEmail,
      autoreply: e.CONTACT_AUTOREPLY,
      retentionDays: e.CONTACT_RETENTION_DAYS,
      failedRetentionDays: e.CONTACT_FAILED_RETENTION_DAYS,
      pendingMaxDays: e.CONTACT_PENDING_MAX_DAYS,
      pendingAlarmHours: e.CONTACT_PENDING_ALARM_HOURS,
      rateLimit: e.RATE_LIMIT,
    },
  };
}

/** A hop count, or proxy addresses/subnets; the names Express knows stand for private ranges. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((s) => s.trim());
}

const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * "Trust everything" would let any client choose its own address (X-Forwarded-For is written by
 * the client first), and with it its rate-limit bucket: refused, as are /0 subnets.
 */
function trustProxyProblem(value: string): string | undefined {
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? undefined : "a hop count above 10 is surely a mistake";
  for (const entry of value.split(",").map((s) => s.trim())) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address = "", bits, extra] = entry.split("/");
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || extra !== undefined) {
      return `"${entry}" is neither a hop count nor a proxy address or subnet (e.g. 1, or 10.0.0.0/8,loopback; "true" and /0 would trust every client)`;
    }
  }
  return undefined;
}

/** "name:scrypt:<salt>:<hash>" entries, comma-separated (server/stats/password.ts makes the hashes). */
function parseDashboardUsers(value: string | undefined): Map<string, string> {
  const users = new Map<string, string>();
  for (const entry of (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const i = entry.indexOf(":");
    users.set(entry.slice(0, i), entry.slice(i + 1));
  }
  return users;
}

function dashboardUsersProblem(value: string): string | undefined {
  for (const entry of value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const i = entry.indexOf(":");
    const name = i > 0 ? entry.slice(0, i) : "";
    if (!/^[A-Za-z0-9._@-]{1,64}$/.test(name) || !isPasswordHash(entry.slice(i + 1)))
      return 'each entry must be "name:scrypt:<salt>:<hash>", as `npm run stats -- password <name>` prints it';
  }
  return undefined;
}

/** A URL's password (SMTP_URL, DATABASE_URL) must not reach the logs with the error message. */
const withoutPassword = (value: string) => value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, "$1:***@");

/** A secret's value (KEYSTATIC_SECRET, …) never reaches the logs; a URL's password neither. */
const hidden = (name: string, value: string) => (/SECRET|USERS/.test(name) && value ? "***" : withoutPassword(value));

export class ConfigError extends Error {}
