import pg from "pg";
import { migratePostgresSchema } from "../db/migrate";
import { inTransaction } from "../db/pg-transaction";
import { DIMENSIONS, dimensionOfCode, LONG_TAIL, OTHER, type StatRow } from "./model";
import { foldToCaps, groupsOf, type StatsStore } from "./store";

/**
 * The daily counts in PostgreSQL (DATABASE_URL), shared by every instance: each adds its buffered
 * counts with one upsert (`views = views + excluded.views`), which PostgreSQL applies atomically, so
 * two instances counting the same page lose nothing. The writes of all instances take turns under an
 * advisory lock, so that the daily caps hold exactly however many instances count. The dimension is
 * stored as its code (model.ts), the day as a date: compact, as in the SQLite file.
 */
const TABLE = "stats_daily";

/** Append only: never edit a migration that has shipped. */
const STATS_PG_MIGRATIONS: string[] = [
  `CREATE TABLE ${TABLE} (
     day       date     NOT NULL,
     dimension smallint NOT NULL,
     key       text     NOT NULL,
     views     integer  NOT NULL DEFAULT 0,
     entries   integer  NOT NULL DEFAULT 0,
     leads     integer  NOT NULL DEFAULT 0,
     PRIMARY KEY (day, dimension, key)
   );`,
];

/** Fixed numbers; every instance must use the same ones (the contact outbox uses others). */
const MIGRATION_LOCK = 4_711_038;
const WRITE_LOCK = 4_711_039;

type Stored = { day: string; dimension: number; key: string; views: number; entries: number; leads: number };

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

  /** One writer at a time across instances: the caps and the folding see every row. */
  const writing = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    await ready;
    return inTransaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [WRITE_LOCK]);
      return work(client);
    });
  };

  const column = <K extends keyof Stored>(rows: Stored[], key: K) => rows.map((r) => r[key]);
  const upsert = (client: pg.PoolClient, rows: Stored[]) =>
    client.query(
      `INSERT INTO ${TABLE} (day, dimension, key, views, entries, leads)
       SELECT * FROM unnest($1::date[], $2::smallint[], $3::text[], $4::int[], $5::int[], $6::int[])
       ON CONFLICT (day, dimension, key) DO UPDATE SET
         views = ${TABLE}.views + excluded.views,
         entries = ${TABLE}.entries + excluded.entries,
         leads = ${TABLE}.leads + excluded.leads`,
      [
        column(rows, "day"),
        column(rows, "dimension"),
        column(rows, "key"),
        column(rows, "views"),
        column(rows, "entries"),
        column(rows, "leads"),
      ],
    );
  const tailCodes = LONG_TAIL.map((d) => DIMENSIONS[d].code);

  return {
    kind: "postgresql",
    pool,
    ready,
    add: (rows) =>
      rows.length === 0
        ? Promise.resolve()
        : writing(async (client) => {
            const groups = groupsOf(rows);
            const { rows: present } = await client.query<{ day: string; dimension: number; key: string }>(
              `SELECT s.day::text AS day, s.dimension, s.key
               FROM ${TABLE} s JOIN unnest($1::date[], $2::smallint[]) AS g(day, dimension) USING (day, dimension)`,
              [groups.map((g) => g.day), groups.map((g) => DIMENSIONS[g.dimension].code)],
            );
            const known = new Map<string, Set<string>>();
            for (const r of present) {
              const id = `${r.day} ${dimensionOfCode(r.dimension)}`;
              known.set(id, (known.get(id) ?? new Set()).add(r.key));
            }
            const folded = foldToCaps(rows, (day, dimension) => known.get(`${day} ${dimension}`) ?? new Set());
            await upsert(
              client,
              folded.map((r) => ({ ...r, dimension: DIMENSIONS[r.dimension].code })),
            );
          }),
    async read({ from, to }) {
      await ready;
      const { rows } = await pool.query<Stored>(
        `SELECT day::text AS day, dimension, key, views, entries, leads FROM ${TABLE} WHERE day BETWEEN $1 AND $2`,
        [from, to],
      );
      // A dimension a newer build added (rolling update) is not this build's to show.
      return rows.flatMap((r): StatRow[] => {
        const dimension = dimensionOfCode(r.dimension);
        return dimension ? [{ ...r, dimension }] : [];
      });
    },
    async prune(beforeDay) {
      await ready;
      const r = await pool.query(`DELETE FROM ${TABLE} WHERE day < $1`, [beforeDay]);
      return r.rowCount ?? 0;
    },
    foldTail: (beforeDay) =>
      writing(async (client) => {
        const { rows } = await client.query<Stored>(
          `DELETE FROM ${TABLE}
           WHERE day < $1 AND dimension = ANY($2::smallint[])
             AND views <= 1 AND entries = 0 AND leads = 0 AND key <> $3
           RETURNING day::text AS day, dimension, key, views, entries, leads`,
          [beforeDay, tailCodes, OTHER],
        );
        const sums = new Map<string, Stored>();
        for (const r of rows) {
          const id = `${r.day} ${r.dimension}`;
          const sum = sums.get(id) ?? {
            day: r.day,
            dimension: r.dimension,
            key: OTHER,
            views: 0,
            entries: 0,
            leads: 0,
          };
          sum.views += r.views;
          sums.set(id, sum);
        }
        if (sums.size > 0) await upsert(client, [...sums.values()]);
        return rows.length;
      }),
    async close() {
      await pool.end();
    },
  };
}
