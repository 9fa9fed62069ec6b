import type Database from "better-sqlite3";
import type pg from "pg";
import { inTransaction } from "./pg-transaction";

/**
 * Schema migrations of the server's stores (the contact outbox, the reach counts): a list of SQL
 * scripts applied in order, append only — never edit one that has shipped. A database from a newer
 * build is refused rather than written with an older idea of its tables.
 */

/** SQLite: PRAGMA user_version records how many ran; all missing ones run in one transaction. */
export function migrateSqlite(db: Database.Database, migrations: readonly string[], what: string) {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(`${what} has schema version ${version}, newer than this build knows (${migrations.length}).`);
  }
  db.transaction(() => {
    for (let v = version; v < migrations.length; v++) {
      db.exec(migrations[v]!);
      db.pragma(`user_version = ${v + 1}`);
    }
  }).immediate();
}

export type PostgresSchema = {
  /** The table that records the versions applied. */
  table: string;
  /** An advisory lock number of its own: instances starting together do not race. */
  lock: number;
  migrations: readonly string[];
  /** How errors name the store ("The contact outbox in PostgreSQL"). */
  what: string;
};

/** PostgreSQL: the missing migrations in one transaction, under the schema's advisory lock. */
export const migratePostgresSchema = (pool: pg.Pool, schema: PostgresSchema): Promise<void> =>
  inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [schema.lock]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${schema.table} (
         version    integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ v: number | null }>(`SELECT max(version) AS v FROM ${schema.table}`);
    const version = rows[0]?.v ?? 0;
    if (version > schema.migrations.length) {
      throw new Error(
        `${schema.what} has schema version ${version}, newer than this build knows (${schema.migrations.length}).`,
      );
    }
    for (let v = version; v < schema.migrations.length; v++) {
      await client.query(schema.migrations[v]!);
      await client.query(`INSERT INTO ${schema.table} (version) VALUES ($1)`, [v + 1]);
    }
  });
