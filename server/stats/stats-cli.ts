import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Config } from "../config";
import { toCsv } from "./csv";
import { addDays, dayOf, parseDay, type DayRange } from "./day";
import { hashPassword } from "./password";
import { statsDbPath } from "./paths";
import { ratio, reportOf, summarize, type StatsSummary } from "./report";
import { openStatsStore } from "./stats-service";

const USAGE = `Usage: npm run stats -- [options]
       npm run stats -- password <name>

  (no options)          the last 30 days as tables
  --days N              the last N days (today included)
  --since YYYY-MM-DD    from that day until today (or --until)
  --until YYYY-MM-DD    the last day (default: today)
  --json                one JSON object: { from, to, pages, referrers, campaigns, leads,
                        languages, devices, notFound }
  --csv                 every count of the days, one line each (the dashboard's export)
  --all                 tables with every row, not the top 20

  password <name>       reads a password (typed, or piped in) and prints the
                        STATS_DASHBOARD_USERS entry for it (a scrypt hash)`;

export type StatsCliIO = {
  config: Config;
  out(text: string): void;
  err(line: string): void;
  now?: () => number;
  /** The password for `password` (the entry point reads it from the terminal or stdin). */
  readPassword?: () => Promise<string>;
};

/** Runs the CLI; returns the process exit code. */
export async function runStatsCli(argv: string[], io: StatsCliIO): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        days: { type: "string" },
        since: { type: "string" },
        until: { type: "string" },
        json: { type: "boolean" },
        csv: { type: "boolean" },
        all: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === "help") {
    io.out(`${USAGE}\n`);
    return 0;
  }
  if (positionals[0] === "password") return password(positionals[1], io);
  if (positionals.length > 0) {
    io.err(`Unknown command: ${positionals.join(" ")}\n\n${USAGE}`);
    return 1;
  }

  const range = rangeOf(values, (io.now ?? Date.now)());
  if (typeof range === "string") {
    io.err(range);
    return 1;
  }
  if (!io.config.stats) {
    io.err("Reach measurement is switched off (STATS=0): nothing is counted.");
    return 1;
  }
  // Never create a counts file: a mistyped DATA_DIR would otherwise report "0 views".
  if (!io.config.databaseUrl && !existsSync(statsDbPath(io.config))) {
    io.err(
      `No reach counts at ${statsDbPath(io.config)}: the server has not counted anything with this DATA_DIR yet (check DATA_DIR).`,
    );
    return 1;
  }
  const store = openStatsStore(io.config, { readonly: true });
  try {
    const rows = await store.read(range);
    if (values.csv) io.out(toCsv(rows));
    else if (values.json) io.out(`${JSON.stringify(reportOf(summarize(rows, range)), null, 2)}\n`);
    else io.out(tables(summarize(rows, range), values.all ? Infinity : 20));
    return 0;
  } finally {
    await store.close();
  }
}

function rangeOf(values: { days?: string; since?: string; until?: string }, now: number): DayRange | string {
  const today = dayOf(now);
  const until = values.until === undefined ? today : parseDay(values.until);
  if (!until) return `--until must be a day as YYYY-MM-DD, got: ${values.until}`;
  if (values.days !== undefined && values.since !== undefined) return "Give --days or --since, not both.";
  if (values.since !== undefined) {
    const since = parseDay(values.since);
    if (!since) return `--since must be a day as YYYY-MM-DD, got: ${values.since}`;
    if (since > until) return `--since ${since} is after the last day ${until}.`;
    return { from: since, to: until };
  }
  const days = values.days === undefined ? 30 : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    return `--days must be a whole number from 1 to 3650, got: ${values.days}`;
  return { from: addDays(until, 1 - days), to: until };
}

const n = (value: number) => value.toLocaleString("en-US");
const pct = (share: number | undefined) => (share === undefined ? "–" : `${(share * 100).toFixed(1)} %`);

/** A titled table: the first column left, the others right-aligned; at most `limit` rows. */
function table(title: string, head: string[], rows: (string | number)[][], limit: number): string {
  if (rows.length === 0) return `${title}: none\n`;
  const shown = rows.slice(0, limit).map((r) => r.map((v) => (typeof v === "number" ? n(v) : v)));
  const widths = head.map((h, i) => Math.max(h.length, ...shown.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")}`.trimEnd();
  const more = rows.length > shown.length ? `  … ${rows.length - shown.length} more (--all, --json or --csv)\n` : "";
  return `${title}\n${line(head)}\n${shown.map(line).join("\n")}\n${more}`;
}

function tables(s: StatsSummary, limit: number): string {
  const notFound = s.notFound.reduce((sum, r) => sum + r.views, 0);
  const days = s.days.length;
  return [
    `Reach ${s.from} … ${s.to} (${days} day${days === 1 ? "" : "s"})`,
    `  page views ${n(s.views)} · entries ${n(s.entries)} · leads ${n(s.leads)} (${pct(ratio(s.leads, s.entries))} of entries) · not found ${n(notFound)}`,
    `  languages: de ${n(s.languages.de)} · en ${n(s.languages.en)}    devices: ${Object.entries(s.devices)
      .map(([d, v]) => `${d} ${n(v)}`)
      .join(" · ")}`,
    "",
    table(
      "Campaigns",
      ["source / medium / campaign", "views", "leads", "rate"],
      s.campaigns.map((c) => [
        [c.source, c.medium, c.campaign].map((v) => v || "–").join(" / "),
        c.views,
        c.leads,
        pct(ratio(c.leads, c.views)),
      ]),
      limit,
    ),
    table(
      "Pages",
      ["path", "views"],
      s.pages.map((p) => [p.path, p.views]),
      limit,
    ),
    table(
      "Entry pages",
      ["path", "entries", "leads"],
      s.entryPages.map((e) => [e.path, e.views, e.leads]),
      limit,
    ),
    table(
      "Referrers",
      ["host", "views", "leads"],
      s.referrers.map((r) => [r.host, r.views, s.referrerLeads.get(r.host) ?? 0]),
      limit,
    ),
    table(
      "Not found",
      ["path", "views"],
      s.notFound.map((r) => [r.path, r.views]),
      limit,
    ),
  ].join("\n");
}

async function password(name: string | undefined, io: StatsCliIO): Promise<number> {
  if (!name || !/^[A-Za-z0-9._@-]{1,64}$/.test(name)) {
    io.err("Usage: npm run stats -- password <name>   (name: letters, digits, . _ @ -)");
    return 1;
  }
  const secret = (await io.readPassword?.()) ?? "";
  if (secret.length < 12) {
    io.err("The password must have at least 12 characters.");
    return 1;
  }
  io.out(`STATS_DASHBOARD_USERS=${name}:${await hashPassword(secret)}\n`);
  io.err("Several users: join their entries with commas. Restart the server after changing the variable.");
  return 0;
}
