import nodemailer from "nodemailer";
import { mkdir, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../log";
import type { OutgoingMail } from "./compose";

export interface Mailer {
  /** Resolves only when the message was accepted (by the SMTP server, or written to disk). */
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
  /** For the start-up log line; never contains credentials. */
  readonly description: string;
}

/**
 * Seconds, not minutes: a hanging mail server must not hold the worker (or a shutdown) for long.
 * Operators can override any of these in the SMTP_URL query string (nodemailer reads it there).
 */
const SMTP_DEFAULTS: Record<string, string> = {
  pool: "true",
  maxConnections: "2",
  connectionTimeout: "10000",
  greetingTimeout: "10000",
  socketTimeout: "30000",
  dnsTimeout: "10000",
  // The outbox retries; the pool must not re-queue on its own (that could hang a send forever).
  maxRequeues: "0",
};

export function createSmtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_DEFAULTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  // A string URL is nodemailer's documented way to pass connection and pool options together.
  const transport = nodemailer.createTransport(url.toString());
  return {
    description: `SMTP ${url.protocol}//${url.host}`,
    async send(mail) {
      const info = await transport.sendMail(mail);
      if (info.accepted.length === 0) {
        throw Object.assign(new Error(`No recipient accepted: ${info.response}`), { responseCode: 550 });
      }
      return { response: info.response };
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL (a fresh checkout): each mail becomes an .eml file under outboxDir, written
 * atomically and named after its Message-ID, so a retry overwrites instead of duplicating.
 */
export function createFileMailer(outboxDir: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    description: `.eml files in ${outboxDir}`,
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stem = mail.messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9._-]/g, "_");
      const file = join(outboxDir, `${stem}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      log.info("contact.mail_written", { path: file });
      return { response: `written to ${file}` };
    },
    close() {},
  };
}

/** Deletes .eml files older than the cut-off (same retention as the store). */
export async function purgeEmlFiles(outboxDir: string, olderThan: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!/\.eml(\.tmp)?$/.test(name)) continue;
    const path = join(outboxDir, name);
    try {
      if ((await stat(path)).mtimeMs < olderThan) {
        await unlink(path);
        removed++;
      }
    } catch {
      // Deleted concurrently: nothing to do.
    }
  }
  return removed;
}

/**
 * What a failed send means for the message:
 * - "configuration": our side is wrong (credentials, TLS certificate, host name). Every message
 *   would fail the same way, so none is given up on; the operator is alarmed instead (worker.ts).
 * - "permanent": the server rejected this message (SMTP 5xx): the same bytes would be rejected again.
 * - "temporary": 4xx, network and timeout errors: retried with backoff.
 */
export type FailureKind = "configuration" | "permanent" | "temporary";

/** SMTP replies that concern our credentials or connection security, not the message (RFC 4954). */
const CONFIGURATION_REPLIES = new Set([530, 534, 535, 538]);
/** nodemailer's error codes for a rejected or impossible login, TLS set-up and a host that does not resolve. */
const CONFIGURATION_CODES = new Set(["EAUTH", "ENOAUTH", "EOAUTH2", "ETLS", "EDNS"]);
/** A certificate the client refuses (wrong host name, self-signed, expired) surfaces as a socket error. */
const CERTIFICATE_PROBLEM = /certificate|self[- ]signed|altname|CERT_/i;

export function classifyFailure(err: unknown): FailureKind {
  if (typeof err !== "object" || err === null) return "temporary";
  const { responseCode, code, message } = err as { responseCode?: unknown; code?: unknown; message?: unknown };
  if (typeof code === "string" && CONFIGURATION_CODES.has(code)) return "configuration";
  if (typeof responseCode === "number" && CONFIGURATION_REPLIES.has(responseCode)) return "configuration";
  if (code === "ESOCKET" && typeof message === "string" && CERTIFICATE_PROBLEM.test(message)) return "configuration";
  if (typeof responseCode === "number" && responseCode >= 500 && responseCode < 600) return "permanent";
  return "temporary";
}

/** Permanent: rejected for good (see classifyFailure). */
export const isPermanentFailure = (err: unknown) => classifyFailure(err) === "permanent";

/**
 * The kind of a failure recorded in the outbox (`last_error`, written by describeError): the leads
 * CLI runs in another process and knows the failures only from the store.
 */
export function classifyRecordedFailure(lastError: string): FailureKind {
  const [first = "", second = ""] = lastError.split(" ");
  const code = /^E[A-Z0-9]+$/.test(first) ? first : undefined;
  const reply = /^\d{3}$/.test(code ? second : first) ? Number(code ? second : first) : undefined;
  return classifyFailure({ code, responseCode: reply, message: lastError });
}

export function describeError(err: unknown): string {
  if (typeof err !== "object" || err === null) return String(err);
  const { message, code, responseCode, response } = err as Record<string, unknown>;
  return [code, responseCode, typeof response === "string" ? response : message].filter(Boolean).join(" ");
}
