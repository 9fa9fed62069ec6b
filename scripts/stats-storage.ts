/**
 * How much room the reach counts take (`npm run bench:stats`, bundled by scripts/bench-stats.mjs):
 * simulated traffic (tests/support/stats-traffic.ts) counted by the real collector into the real
 * stores, day by day, then the size of the SQLite file or of the PostgreSQL table with its index.
 */
import Database from "better-sqlite3";
import { statSync } from "node:fs";
import { join } from "node:path";
import { createStatsCollector } from "../server/stats/collector";
import type { Logger } from "../server/log";
import { openPostgresStatsStore } from "../server/stats/pg-store";
import { openSqliteStatsStore } from "../server/stats/sqlite-store";
import type { StatsStore } from "../server/stats/store";
import { simulateDay } from "../tests/support/stats-traffic";
import { TAIL_DAYS } from "../server/stats/model";

const silent: Logger = { debug() {}, info() {}, warn() {}, error: console.error, child: () => silent };
const DAY = 86_400_000;

export type StorageResult = {
  views: number;
  days: number;
  rows: number;
  /** The file (SQLite), or the table with its index and its space not yet reused (PostgreSQL). */
  bytes: number;
  /** PostgreSQL: the same after VACUUM FULL, the live rows alone. */
  liveBytes?: number;
};

/** Counts `views` page views spread evenly over `days` days; returns the storage they take. */
export async function measureStorage(options: {
  views: number;
  days: number;
  dir: string;
  databaseUrl?: string;
}): Promise<StorageResult> {
  const file = join(options.dir, "stats.sqlite");
  const store: StatsStore = options.databaseUrl
    ? openPostgresStatsStore(options.databaseUrl)
    : openSqliteStatsStore(file);
  await store.ready;
  const start = Date.UTC(2025, 0, 1, 11);
  const perDay = Math.round(options.views / options.days);
  for (let d = 0; d < options.days; d++) {
    const now = start + d * DAY;
    const collector = createStatsCollector({ store, log: silent, retentionDays: 3650, now: () => now });
    // Written in slices, as the server writes every few seconds.
    const slices = Math.max(1, Math.round(perDay / 2000));
    for (let s = 0; s < slices; s++) {
      simulateDay(collector, { seed: d * 100 + s + 1, views: Math.round(perDay / slices) });
      await collector.flush();
    }
    // What the server's hourly job does (collector.ts prune): the week-old long tail folded.
    await store.foldTail(new Date(now - TAIL_DAYS * DAY).toISOString().slice(0, 10));
  }
  let result: StorageResult;
  if (options.databaseUrl) {
    const pg = (store as ReturnType<typeof openPostgresStatsStore>).pool;
    const size = async () =>
      (
        await pg.query<{ rows: string; bytes: string }>(
          `SELECT (SELECT count(*) FROM stats_daily) AS rows, pg_total_relation_size('stats_daily') AS bytes`,
        )
      ).rows[0]!;
    await pg.query("VACUUM ANALYZE stats_daily");
    const written = await size();
    await pg.query("VACUUM FULL stats_daily");
    const live = await size();
    result = {
      views: perDay * options.days,
      days: options.days,
      rows: Number(written.rows),
      bytes: Number(written.bytes),
      liveBytes: Number(live.bytes),
    };
    await store.close();
  } else {
    await store.close();
    // The file as a backup would copy it: the WAL folded in and free pages dropped.
    const db = new Database(file);
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.exec("VACUUM");
    const rows = (db.prepare("SELECT count(*) AS n FROM stats_daily").get() as { n: number }).n;
    db.close();
    result = { views: perDay * options.days, days: options.days, rows, bytes: statSync(file).size };
  }
  return result;
}
