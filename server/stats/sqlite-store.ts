import Database from "better-sqlite3";
import { migrateSqlite } from "../db/migrate";
import type { Day, Dimension, StatRow } from "./model";
import { foldToCaps, groupsOf, type StatsStore } from "./store";

/**
 * The daily counts in a SQLite file of their own (DATA_DIR/stats.sqlite), apart from the contact
 * outbox: they hold no personal data, are kept for months rather than days, and a full or damaged
 * counts file never stands in the way of a lead. Append only: never edit a migration that has shipped.
 */
export const STATS_SQLITE_MIGRATIONS: string[] = [
  `CREATE TABLE stats_daily (
     day       TEXT    NOT NULL,
     dimension TEXT    NOT NULL,
     key       TEXT    NOT NULL,
     views     INTEGER NOT NULL DEFAULT 0,
     leads     INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (day, dimension, key)
   ) STRICT, WITHOUT ROWID;`,
];

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

  const keysOf = db.prepare<[Day, Dimension], { key: string }>(
    `SELECT key FROM stats_daily WHERE day = ? AND dimension = ?`,
  );
  const upsert = db.prepare<StatRow>(
    `INSERT INTO stats_daily (day, dimension, key, views, leads) VALUES (@day, @dimension, @key, @views, @leads)
         ON CONFLICT (day, dimension, key) DO UPDATE SET views = views + excluded.views, leads = leads + excluded.leads`,
  );
  const readRange = db.prepare<[Day, Day], StatRow>(
    `SELECT day, dimension, key, views, leads FROM stats_daily WHERE day BETWEEN ? AND ?`,
  );
  const deleteBefore = db.prepare<[Day]>(`DELETE FROM stats_daily WHERE day < ?`);

  const addAll = db.transaction((rows: StatRow[]) => {
    const known = new Map(
      groupsOf(rows).map(({ day, dimension }) => [
        `${day} ${dimension}`,
        new Set(keysOf.all(day, dimension).map((r) => r.key)),
      ]),
    );
    for (const row of foldToCaps(rows, (day, dimension) => known.get(`${day} ${dimension}`)!)) upsert.run(row);
  });

  return {
    kind: "sqlite",
    ready: Promise.resolve(),
    async add(rows) {
      if (rows.length > 0) addAll.immediate(rows);
    },
    async read({ from, to }) {
      return readRange.all(from, to);
    },
    async prune(beforeDay) {
      return deleteBefore.run(beforeDay).changes;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
