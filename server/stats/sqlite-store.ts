import Database from "better-sqlite3";
import { migrateSqlite } from "../db/migrate";
import { DIMENSIONS, dimensionOfCode, LONG_TAIL, OTHER, type Day, type StatRow } from "./model";
import { foldToCaps, groupsOf, type StatsStore } from "./store";

/**
 * The daily counts in a SQLite file of their own (DATA_DIR/stats.sqlite), apart from the contact
 * outbox: they hold no personal data, are kept for months rather than days, and a full or damaged
 * counts file never stands in the way of a lead. Compact, because a year of a quiet site's days must
 * fit in a megabyte (docs/decisions/0020): the day as a day number (days since 1970-01-01), the
 * dimension as its code (model.ts). Append only: never edit a migration that has shipped.
 */
export const STATS_SQLITE_MIGRATIONS: string[] = [
  `CREATE TABLE stats_daily (
     day       INTEGER NOT NULL,
     dimension INTEGER NOT NULL,
     key       TEXT    NOT NULL,
     views     INTEGER NOT NULL DEFAULT 0,
     entries   INTEGER NOT NULL DEFAULT 0,
     leads     INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (day, dimension, key)
   ) STRICT, WITHOUT ROWID;`,
];

const DAY_MS = 86_400_000;
/** "2026-11-27" ⇄ 20784: the calendar day as a number, and back. */
const dayNumber = (day: Day) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number): Day => new Date(n * DAY_MS).toISOString().slice(0, 10);

type Stored = { day: number; dimension: number; key: string; views: number; entries: number; leads: number };

export type SqliteStatsOptions = {
  /** The CLI reads without writing, and never creates a file (a wrong DATA_DIR is an error, not "0 views"). */
  readonly?: boolean;
};

export function openSqliteStatsStore(file: string, options: SqliteStatsOptions = {}): StatsStore {
  const db = new Database(file, options.readonly ? { readonly: true, fileMustExist: true } : {});
  if (!options.readonly) {
    db.pragma("journal_mode = WAL");
    // Counts, not messages: a power cut may cost the last flush, and no flush waits for the disk.
    db.pragma("synchronous = NORMAL");
    migrateSqlite(db, STATS_SQLITE_MIGRATIONS, "The reach counts (stats.sqlite)");
  }
  db.pragma("busy_timeout = 5000");

  const keysOf = db.prepare<[number, number], { key: string }>(
    `SELECT key FROM stats_daily WHERE day = ? AND dimension = ?`,
  );
  const upsert = db.prepare<Stored>(
    `INSERT INTO stats_daily (day, dimension, key, views, entries, leads)
     VALUES (@day, @dimension, @key, @views, @entries, @leads)
     ON CONFLICT (day, dimension, key) DO UPDATE SET
       views = views + excluded.views, entries = entries + excluded.entries, leads = leads + excluded.leads`,
  );
  const readRange = db.prepare<[number, number], Stored>(
    `SELECT day, dimension, key, views, entries, leads FROM stats_daily WHERE day BETWEEN ? AND ?`,
  );
  const deleteBefore = db.prepare<[number]>(`DELETE FROM stats_daily WHERE day < ?`);
  const tailCodes = LONG_TAIL.map((d) => DIMENSIONS[d].code).join(", ");
  const tail = db.prepare<[number, string], { day: number; dimension: number; views: number; n: number }>(
    `SELECT day, dimension, sum(views) AS views, count(*) AS n FROM stats_daily
     WHERE day < ? AND dimension IN (${tailCodes}) AND views <= 1 AND entries = 0 AND leads = 0 AND key <> ?
     GROUP BY day, dimension`,
  );
  const deleteTail = db.prepare<[number, string]>(
    `DELETE FROM stats_daily
     WHERE day < ? AND dimension IN (${tailCodes}) AND views <= 1 AND entries = 0 AND leads = 0 AND key <> ?`,
  );

  const stored = (r: StatRow): Stored => ({ ...r, day: dayNumber(r.day), dimension: DIMENSIONS[r.dimension].code });

  const addAll = db.transaction((rows: StatRow[]) => {
    const known = new Map(
      groupsOf(rows).map(({ day, dimension }) => [
        `${day} ${dimension}`,
        new Set(keysOf.all(dayNumber(day), DIMENSIONS[dimension].code).map((r) => r.key)),
      ]),
    );
    for (const row of foldToCaps(rows, (day, dimension) => known.get(`${day} ${dimension}`)!)) upsert.run(stored(row));
  });

  const foldTail = db.transaction((before: number) => {
    const groups = tail.all(before, OTHER);
    for (const g of groups)
      upsert.run({ day: g.day, dimension: g.dimension, key: OTHER, views: g.views, entries: 0, leads: 0 });
    deleteTail.run(before, OTHER);
    return groups.reduce((n, g) => n + g.n, 0);
  });

  return {
    kind: "sqlite",
    ready: Promise.resolve(),
    async add(rows) {
      if (rows.length > 0) addAll.immediate(rows);
    },
    async read({ from, to }) {
      return readRange.all(dayNumber(from), dayNumber(to)).flatMap((r) => {
        const dimension = dimensionOfCode(r.dimension);
        return dimension ? [{ ...r, day: dayOfNumber(r.day), dimension }] : [];
      });
    },
    async prune(beforeDay) {
      return deleteBefore.run(dayNumber(beforeDay)).changes;
    },
    async foldTail(beforeDay) {
      return foldTail.immediate(dayNumber(beforeDay));
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
