import { z } from "zod";
import { CONTACT_FAILED_RETENTION_DAYS_DEFAULT, CONTACT_RETENTION_DAYS_DEFAULT } from "../app/content/legal/retention";
import { site } from "../app/content/site";

/**
 * Runtime configuration, read once from the environment and checked at start-up.
 * A bad value stops the process with a message that names the variable, instead of
 * failing later on the first request.
 */
const flag = z
  .enum(["0", "1", "true", "false", "yes", "no", "on", "off", ""])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const EnvSchema = z.object({
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
  /** Per-client rate limit of the contact API; switched off only for load measurements. */
  RATE_LIMIT: flag.default(true),
  /** Express "trust proxy" setting: number of hops, or a list of addresses/subnets. */
  TRUST_PROXY: z.string().optional(),
  NODE_ENV: z.string().default("production"),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // Empty strings count as "not set", as most process managers write them that way.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? site.url).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    dataDir: e.DATA_DIR,
    buildDir: e.BUILD_DIR,
    production: e.NODE_ENV === "production",
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    contact: {
      smtpUrl: e.SMTP_URL,
      to: e.CONTACT_TO ?? site.leadsEmail,
      from: e.CONTACT_FROM ?? site.senderEmail,
      autoreply: e.CONTACT_AUTOREPLY,
      retentionDays: e.CONTACT_RETENTION_DAYS,
      failedRetentionDays: e.CONTACT_FAILED_RETENTION_DAYS,
      rateLimit: e.RATE_LIMIT,
    },
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true") return true;
  if (value === "false") return false;
  return value.split(",").map((s) => s.trim());
}

export class ConfigError extends Error {}
