import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Config } from "../config";
import { openOutboxStore } from "./backend";
import { LANGUAGE_NAMES } from "./compose";
import { classifyRecordedFailure } from "./mailer";
import { outboxDbPath } from "./paths";
import type { MessageStatus, OutboxStore, StoredMessage } from "./store";

const DAY = 24 * 60 * 60_000;

const USAGE = `Usage: npm run leads -- <command>

  list [--status pending|sent|failed] [--json]   stored messages, oldest first
  show <id>                                      one message in full
  retry <id...> | retry --all-failed             send again (the running server delivers it)
  purge [--older-than-days N] [--include-failed] delete sent messages older than N days
                                                 (default: CONTACT_RETENTION_DAYS)
  delete <id...>                                 delete single messages (erasure request)`;

export type CliIO = { config: Config; out(line: string): void; err(line: string): void; now?: () => number };

/** Runs one CLI command; returns the process exit code. */
export async function runLeadsCli(argv: string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    io.out(USAGE);
    return command ? 0 : 1;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: "string" },
        json: { type: "boolean" },
        "all-failed": { type: "boolean" },
        "older-than-days": { type: "string" },
        "include-failed": { type: "boolean" },
      },
    });
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  const now = (io.now ?? Date.now)();
  // Decimal digits only: Number("0x10") is 16 and Number("1e1") is 10, which would pick the wrong lead.
  const ids = positionals.map((p) => (/^[0-9]+$/.test(p) ? Number(p) : NaN));
  if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) {
    io.err(`Message ids are positive whole numbers, got: ${positionals.join(" ")}`);
    return 1;
  }

  // The same store the server uses: PostgreSQL when DATABASE_URL is set, else DATA_DIR's SQLite file.
  // Never create a SQLite outbox: a mistyped DATA_DIR would otherwise report "0 leads" from an empty one.
  const file = outboxDbPath(io.config);
  if (!io.config.databaseUrl && !existsSync(file)) {
    io.err(
      `No contact outbox at ${file}: check DATA_DIR (it must be the server's DATA_DIR; the server creates the outbox on its first start).`,
    );
    return 1;
  }
  const store = openOutboxStore(io.config);
  try {
    switch (command) {
      case "list":
        return await list(store, io, values.status, values.json === true);
      case "show": {
        const msg = ids.length === 1 ? await store.get(ids[0]!) : undefined;
        if (!msg) {
          io.err(ids.length === 1 ? `No message #${ids[0]}.` : "show needs exactly one id.");
          return 1;
        }
        io.out(showMessage(msg));
        return 0;
      }
      case "retry": {
        if ((values["all-failed"] === true) === ids.length > 0) {
          io.err("retry needs message ids or --all-failed (not both).");
          return 1;
        }
        const n = await store.retry(values["all-failed"] ? { allFailed: true } : { ids }, now);
        io.out(`${n} message(s) queued for delivery; the running server sends them within seconds.`);
        return 0;
      }
      case "purge": {
        const days = values["older-than-days"] ?? String(io.config.contact.retentionDays);
        if (!/^\d+$/.test(days)) {
          io.err(`--older-than-days needs a whole number of days, got: ${days}`);
          return 1;
        }
        const n = await store.purge({ olderThan: now - Number(days) * DAY, includeFailed: values["include-failed"] });
        io.out(`${n} message(s) deleted.`);
        return 0;
      }
      case "delete": {
        if (ids.length === 0) {
          io.err("delete needs at least one id.");
          return 1;
        }
        io.out(`${await store.remove(ids)} message(s) deleted.`);
        return 0;
      }
      default:
        io.err(`Unknown command: ${command}\n\n${USAGE}`);
        return 1;
    }
  } finally {
    await store.close();
  }
}

async function list(store: OutboxStore, io: CliIO, status: string | undefined, json: boolean) {
  if (status !== undefined && !["pending", "sent", "failed"].includes(status)) {
    io.err(`--status must be pending, sent or failed, got: ${status}`);
    return 1;
  }
  const messages = await store.list({ status: status as MessageStatus | undefined });
  if (json) {
    io.out(JSON.stringify(messages, null, 2));
    return 0;
  }
  const counts = await store.counts();
  io.out(`${counts.pending} pending, ${counts.sent} sent, ${counts.failed} failed`);
  for (const line of alarms(await store.list({ status: "pending" }), io)) io.out(line);
  if (messages.length === 0) return 0;
  const rows = messages.map((m) => [
    String(m.id),
    m.kind,
    m.status,
    String(m.attempts),
    iso(m.createdAt),
    m.status === "sent" ? `sent ${iso(m.sentAt)}` : m.status === "pending" ? `next ${iso(m.nextAttemptAt)}` : "",
    oneLine(m.email, 40),
    oneLine(m.company, 30),
    oneLine(m.lastError ?? "", 60),
  ]);
  const header = ["ID", "KIND", "STATUS", "TRIES", "CREATED", "DELIVERY", "EMAIL", "COMPANY", "LAST ERROR"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const r of [header, ...rows])
    io.out(
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    );
  return 0;
}

/**
 * The server's alarms as the store shows them (the CLI is another process): pending messages whose
 * last attempt failed on our configuration, and messages waiting longer than the alarm threshold.
 */
function alarms(pending: StoredMessage[], io: CliIO): string[] {
  const lines: string[] = [];
  const misconfigured = pending.filter((m) => m.lastError && classifyRecordedFailure(m.lastError) === "configuration");
  if (misconfigured.length > 0)
    lines.push(
      `ALARM: ${misconfigured.length} pending message(s) failed because the mail server refused our configuration (${oneLine(misconfigured.at(-1)!.lastError!, 80)}): fix SMTP_URL and restart the server; they are sent at once.`,
    );
  const { pendingAlarmHours, pendingMaxDays } = io.config.contact;
  const oldest = Math.min(...pending.map((m) => m.createdAt));
  const waitedHours = ((io.now ?? Date.now)() - oldest) / 3_600_000;
  if (waitedHours > pendingAlarmHours)
    lines.push(
      `ALARM: the oldest pending message has waited ${Math.floor(waitedHours)} h (alarm after ${pendingAlarmHours} h); undelivered messages are deleted after ${pendingMaxDays} days.`,
    );
  return lines;
}

function showMessage(m: StoredMessage): string {
  const lines = [
    `#${m.id} ${m.kind}, ${m.status}, ${m.attempts} attempt(s)`,
    `Created:    ${iso(m.createdAt)}`,
    m.sentAt ? `Sent:       ${iso(m.sentAt)}` : `Next try:   ${m.status === "pending" ? iso(m.nextAttemptAt) : "-"}`,
    `Message-ID: ${m.messageId}`,
    `Request:    ${m.requestId}`,
  ];
  if (m.lastError) lines.push(`Last error: ${oneLine(m.lastError, 1000)}`);
  lines.push(
    "",
    `Name:       ${oneLine(m.name, 200)}`,
    `E-Mail:     ${oneLine(m.email, 300)}`,
    `Telefon:    ${oneLine(m.phone, 100)}`,
    `Firma:      ${oneLine(m.company, 200)}`,
    `Sprache:    ${LANGUAGE_NAMES[m.language]}`,
    "",
    m.message.replace(CONTROLS_BUT_NEWLINE_TAB, " "),
  );
  return lines.join("\n");
}

const iso = (t: number | null) => (t === null ? "-" : new Date(t).toISOString().replace(/\.\d+Z$/, "Z"));

// Visitor input must not reach the operator's terminal as escape sequences.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_NEWLINE_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Terminal-safe and clipped: one line, no control characters. */
function oneLine(s: string, max: number): string {
  const flat = s.replace(CONTROLS, " ");
  return flat.length > max ? flat.slice(0, max - 1) + "…" : flat;
}
