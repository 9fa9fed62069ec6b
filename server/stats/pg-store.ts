import pg from "pg";
import { migratePostgresSchema } from "../db/migrate";
import { isDimension, type Dimension, type StatRow } from "./model";
import { foldToCaps, groupsOf, type StatsStore } from "./store";

/**
 * The daily counts in PostgreSQL (DATABASE_URL), shared by every instance: each adds its buffered
 * counts with one upsert (`views = views + excluded.views`), which PostgreSQL applies atomically, so
 * two instances counting the same page lose nothing. The writes of all instances take turns under an
 * advisory lock, so that the daily caps hold exactly however many instances count.
 */
const TABLE = "stats_daily";

/** Append only: never edit a migration that has shipped. */
export const STATS_PG_MIGRATIONS: string[] = [
  `CREATE TABLE ${TABLE} (
     day       date    NOT NULL,
     dimension text    NOT NULL,
     key       text    NOT NULL,
     views     integer NOT NULL DEFAULT 0,
     leads     integer NOT NULL DEFAULT 0,
     PRIMARY KEY (day, dimension, key)
   );`,
];

/** Fixed numbers; every instance must use the same ones (the contact outbox uses others). */
const MIGRATION_LOCK = 4_711_038;
const WRITE_LOCK = 4_711_039;

export type PostgresStatsStore = StatsStore & { pool: pg.Pool };

export function openPostgresStatsStore(connectionString: string): PostgresStatsStore {
  const pool = new pg.Pool({
    connectionString,
    // One flush every few seconds and an occasional report: two connections are plenty.
    max: 2,
    application_name: "stats",
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server drops (restart, failover) must not crash the process.
  pool.on("error", () => {});
  const ready = migratePostgresSchema(pool, {
    table: "stats_schema_migrations",
    lock: MIGRATION_LOCK,
    migrations: STATS_PG_MIGRATIONS,
    what: "The reach counts in PostgreSQL",
  });
  ready.catch(() => {}); // reported to whoever awaits it or the first query

  return {
    kind: "postgresql",
    pool,
    ready,
    async add(rows) {
      if (rows.length === 0) return;
      await ready;
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT pg_advisory_xact_lock($1)", [WRITE_LOCK]);
        const groups = groupsOf(rows);
        const { rows: present } = await client.query<{ day: string; dimension: Dimension; key: string }>(
          `SELECT s.day::text AS day, s.dimension, s.key
           FROM ${TABLE} s JOIN unnest($1::date[], $2::text[]) AS g(day, dimension) USING (day, dimension)`,
          [groups.map((g) => g.day), groups.map((g) => g.dimension)],
        );
        const known = new Map<string, Set<string>>();
        for (const r of present) {
          const id = `${r.day} ${r.dimension}`;
          known.set(id, (known.get(id) ?? new Set()).add(r.key));
        }
        const folded = foldToCaps(rows, (day, dimension) => known.get(`${day} ${dimension}`) ?? new Set());
        await client.query(
          `INSERT INTO ${TABLE} (day, dimension, key, views, leads)
           SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[], $5::int[])
           ON CONFLICT (day, dimension, key)
           DO UPDATE SET views = ${TABLE}.views + excluded.views, leads = ${TABLE}.leads + excluded.leads`,
          [
            folded.map((r) => r.day),
            folded.map((r) => r.dimension),
            folded.map((r) => r.key),
            folded.map((r) => r.views),
            folded.map((r) => r.leads),
          ],
        );
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async read({ from, to }) {
      await ready;
      const { rows } = await pool.query<StatRow & { dimension: string }>(
        `SELECT day::text AS day, dimension, key, views, leads FROM ${TABLE} WHERE day BETWEEN $1 AND $2`,
        [from, to],
      );
      // A dimension a newer build added (rolling update) is not this build's to show.
      return rows.filter((r) => isDimension(r.dimension));
    },
    async prune(beforeDay) {
      await ready;
      const r = await pool.query(`DELETE FROM ${TABLE} WHERE day < $1`, [beforeDay]);
      return r.rowCount ?? 0;
    },
    async close() {
      await pool.end();
    },
  };
}
