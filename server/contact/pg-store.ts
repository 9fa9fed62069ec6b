import pg from "pg";
import { migratePostgresSchema } from "../db/migrate";
import { inTransaction } from "../db/pg-transaction";
import {
  messageFromRow,
  type MessageStatus,
  type NewMessage,
  type OutboxRow,
  type OutboxStore,
  type StoredMessage,
  visitColumns,
} from "./store";

/**
 * The outbox on PostgreSQL, for several server instances on one database (DATABASE_URL).
 * Same interface and guarantees as the SQLite adapter: a message is committed before enqueue
 * resolves, and claims are atomic across processes — `FOR UPDATE SKIP LOCKED` lets every
 * instance take a different due message without waiting for the others.
 */

/** Table names are fixed and prefixed, so the outbox can share a database with other things. */
const OUTBOX_TABLE = "contact_outbox";
export const RATE_LIMIT_TABLE = "contact_rate_limits";
export const SECRETS_TABLE = "contact_secrets";
const MIGRATIONS_TABLE = "contact_schema_migrations";

/**
 * Versioned migrations, applied in order at start-up under an advisory lock (two instances that
 * start together do not race). Append only: never edit a migration that has shipped.
 * Times are epoch milliseconds in bigint columns, as in the SQLite adapter.
 */
export const PG_MIGRATIONS: string[] = [
  `CREATE TABLE ${OUTBOX_TABLE} (
     id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     kind            text   NOT NULL CHECK (kind IN ('lead', 'autoreply')),
     message_id      text   NOT NULL UNIQUE,
     name            text   NOT NULL,
     email           text   NOT NULL,
     phone           text   NOT NULL,
     company         text   NOT NULL,
     message         text   NOT NULL,
     request_id      text   NOT NULL,
     status          text   NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
     attempts        integer NOT NULL DEFAULT 0,
     created_at      bigint NOT NULL,
     next_attempt_at bigint NOT NULL,
     sent_at         bigint,
     last_error      text,
     -- Set while a worker holds the message. Unlike SQLite (one server per file), other instances
     -- run workers too: expedite must not hand a message that one of them is sending to another.
     lease_until     bigint
   );
   CREATE INDEX ${OUTBOX_TABLE}_due ON ${OUTBOX_TABLE} (next_attempt_at, id) WHERE status = 'pending';
   CREATE INDEX ${OUTBOX_TABLE}_sent ON ${OUTBOX_TABLE} (status, sent_at);`,
  // The layout rate-limiter-flexible's RateLimiterPostgres expects (created here, not by the
  // library, so that start-up is one migration step and the app needs no CREATE right later).
  `CREATE TABLE ${RATE_LIMIT_TABLE} (
     key    varchar(255) PRIMARY KEY,
     points integer NOT NULL DEFAULT 0,
     expire bigint
   );
   CREATE INDEX ${RATE_LIMIT_TABLE}_expire ON ${RATE_LIMIT_TABLE} (expire);`,
  // Keys of the rate limits become keyed hashes (pg-rate-limit.ts); rows of the unkeyed kind go.
  `CREATE TABLE ${SECRETS_TABLE} (
     name  text  PRIMARY KEY,
     value bytea NOT NULL
   );
   DELETE FROM ${RATE_LIMIT_TABLE};`,
  // The visitor's language (issue 24). Messages stored before it came from the German site; the
  // default also covers an instance of the previous build still inserting during a rolling update.
  `ALTER TABLE ${OUTBOX_TABLE}
     ADD COLUMN language text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en'));`,
  // A lead's visit (issue 38): where it began, the other site it came from, its campaign.
  `ALTER TABLE ${OUTBOX_TABLE}
     ADD COLUMN entry_page text,
     ADD COLUMN referrer_host text,
     ADD COLUMN utm_source text,
     ADD COLUMN utm_medium text,
     ADD COLUMN utm_campaign text;`,
];

/** Any fixed number; all instances must use the same one. */
const MIGRATION_LOCK = 4_711_014;

type Row = OutboxRow<string, string>;

// bigint comes back as a string (it may exceed 2^53); ids and epoch milliseconds never do.
const fromRow = (r: Row): StoredMessage => messageFromRow(r, Number);

const clip = (s: string) => (s.length > 1000 ? s.slice(0, 1000) + "…" : s);

export type PostgresOutboxStore = OutboxStore & {
  /** Shared with the rate limiter, so one instance holds one set of connections. */
  pool: pg.Pool;
  /** Resolves once connected and migrated; rejects with the reason otherwise. */
  ready: Promise<void>;
};

export function openPostgresStore(
  connectionString: string,
  options: { maxConnections?: number; applicationName?: string } = {},
): PostgresOutboxStore {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    application_name: options.applicationName ?? "contact-outbox",
    // Fail a request instead of hanging when the database is unreachable or the pool is exhausted.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", () => {});
  const ready = migratePostgres(pool);
  ready.catch(() => {}); // reported to whoever awaits it or the first query, not as unhandled
  let closed = false;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  /** Every operation waits for the migrations and counts as in flight, so close() can wait for it. */
  async function run<T>(op: () => Promise<T>): Promise<T> {
    if (closed) throw new Error("The outbox is closed.");
    inFlight++;
    try {
      await ready;
      return await op();
    } finally {
      if (--inFlight === 0) drained?.();
    }
  }
  const query = <R extends pg.QueryResultRow = Row>(text: string, values: unknown[] = []) =>
    pool.query<R>(text, values);

  const T = OUTBOX_TABLE;
  return {
    pool,
    ready,
    enqueue: (messages, now) =>
      run(async () => {
        if (messages.length === 0) return [];
        // One statement, so a lead and its autoreply commit together or not at all.
        const values: unknown[] = [];
        const rows = messages.map((m: NewMessage) => {
          const base = values.length;
          values.push(
            m.kind,
            m.messageId,
            m.name,
            m.email,
            m.phone,
            m.company,
            m.message,
            m.language,
            m.requestId,
            ...Object.values(visitColumns(m.visit)),
            now,
          );
          const p = (i: number) => `$${base + i}`;
          const columns = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(p).join(", ");
          return `(${columns}, 'pending', 0, ${p(15)}, ${p(15)})`;
        });
        const { rows: inserted } = await query<{ id: string; message_id: string }>(
          `INSERT INTO ${T} (kind, message_id, name, email, phone, company, message, language, request_id,
                             entry_page, referrer_host, utm_source, utm_medium, utm_campaign,
                             status, attempts, created_at, next_attempt_at)
           VALUES ${rows.join(", ")} RETURNING id, message_id`,
          values,
        );
        // RETURNING order is not promised by PostgreSQL: map back by the unique Message-ID.
        const ids = new Map(inserted.map((r) => [r.message_id, Number(r.id)]));
        return messages.map((m) => ids.get(m.messageId)!);
      }),
    claimNext: (now, leaseMs) =>
      run(async () => {
        const { rows } = await query(
          `UPDATE ${T} SET attempts = attempts + 1, next_attempt_at = $2, lease_until = $2
           WHERE id = (SELECT id FROM ${T} WHERE status = 'pending' AND next_attempt_at <= $1
                       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
           RETURNING *`,
          [now, now + leaseMs],
        );
        return rows[0] && fromRow(rows[0]);
      }),
    renewLease: (id, leaseUntil) =>
      run(async () => {
        const r = await query(
          `UPDATE ${T} SET next_attempt_at = $1, lease_until = $1
           WHERE id = $2 AND status = 'pending' AND lease_until IS NOT NULL`,
          [leaseUntil, id],
        );
        return r.rowCount === 1;
      }),
    restartDeliveries: (now, { releaseLeases }) =>
      run(async () => {
        // Other instances may be sending right now: their live leases stay unless told otherwise.
        const r = await query(
          `UPDATE ${T} SET next_attempt_at = $1, lease_until = CASE WHEN $2 THEN NULL ELSE lease_until END
           WHERE status = 'pending' AND ($2 OR lease_until IS NULL OR lease_until <= $1)`,
          [now, releaseLeases],
        );
        return r.rowCount ?? 0;
      }),
    expirePending: (createdBefore, now) =>
      run(async () => {
        const { rows } = await query<{ id: string; request_id: string }>(
          `DELETE FROM ${T}
           WHERE status = 'pending' AND created_at < $1 AND (lease_until IS NULL OR lease_until <= $2)
           RETURNING id, request_id`,
          [createdBefore, now],
        );
        return rows.map((r) => ({ id: Number(r.id), requestId: r.request_id }));
      }),
    markSent: (id, now) =>
      run(async () => {
        await query(
          `UPDATE ${T} SET status = 'sent', sent_at = $1, last_error = NULL, lease_until = NULL WHERE id = $2`,
          [now, id],
        );
      }),
    reschedule: (id, nextAttemptAt, error) =>
      run(async () => {
        await query(
          `UPDATE ${T} SET next_attempt_at = $1, last_error = $2, lease_until = NULL WHERE id = $3 AND status = 'pending'`,
          [nextAttemptAt, clip(error), id],
        );
      }),
    markFailed: (id, error, now) =>
      run(async () => {
        await query(
          `UPDATE ${T} SET status = 'failed', last_error = $1, next_attempt_at = $2, lease_until = NULL WHERE id = $3`,
          [clip(error), now, id],
        );
      }),
    expedite: (now) =>
      run(async () => {
        const r = await query(
          `UPDATE ${T} SET next_attempt_at = $1
           WHERE status = 'pending' AND next_attempt_at > $1 AND (lease_until IS NULL OR lease_until <= $1)`,
          [now],
        );
        return r.rowCount ?? 0;
      }),
    nextDueAt: () =>
      run(async () => {
        const { rows } = await query<{ t: string | null }>(
          `SELECT min(next_attempt_at) AS t FROM ${T} WHERE status = 'pending'`,
        );
        return rows[0]?.t == null ? undefined : Number(rows[0].t);
      }),
    get: (id) =>
      run(async () => {
        const { rows } = await query(`SELECT * FROM ${T} WHERE id = $1`, [id]);
        return rows[0] && fromRow(rows[0]);
      }),
    list: (filter = {}) =>
      run(async () => {
        const { rows } = filter.status
          ? await query(`SELECT * FROM ${T} WHERE status = $1 ORDER BY id`, [filter.status])
          : await query(`SELECT * FROM ${T} ORDER BY id`);
        return rows.map(fromRow);
      }),
    counts: () =>
      run(async () => {
        const counts: Record<MessageStatus, number> = { pending: 0, sent: 0, failed: 0 };
        const { rows } = await query<{ status: MessageStatus; n: string }>(
          `SELECT status, count(*) AS n FROM ${T} GROUP BY status`,
        );
        for (const { status, n } of rows) counts[status] = Number(n);
        return counts;
      }),
    retry: (target, now) =>
      run(async () => {
        const r =
          "allFailed" in target
            ? await query(
                `UPDATE ${T} SET status = 'pending', attempts = 0, next_attempt_at = $1, lease_until = NULL WHERE status = 'failed'`,
                [now],
              )
            : await query(
                `UPDATE ${T} SET status = 'pending', attempts = 0, next_attempt_at = $1, lease_until = NULL
                 WHERE id = ANY($2::bigint[])
                   AND (status = 'failed' OR (status = 'pending' AND (lease_until IS NULL OR lease_until <= $1)))`,
                [now, target.ids],
              );
        return r.rowCount ?? 0;
      }),
    purge: ({ olderThan, includeFailed = false }) =>
      run(() =>
        inTransaction(pool, async (c) => {
          let n = (await c.query(`DELETE FROM ${T} WHERE status = 'sent' AND sent_at < $1`, [olderThan])).rowCount ?? 0;
          if (includeFailed)
            n +=
              (await c.query(`DELETE FROM ${T} WHERE status = 'failed' AND created_at < $1`, [olderThan])).rowCount ??
              0;
          return n;
        }),
      ),
    remove: (ids) =>
      run(async () => {
        const r = await query(`DELETE FROM ${T} WHERE id = ANY($1::bigint[])`, [ids]);
        return r.rowCount ?? 0;
      }),
    stats: () =>
      run(async () => {
        const { rows } = await query<{ pending: number; failed: number; oldest: string | null }>(
          `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                  count(*) FILTER (WHERE status = 'failed')::int AS failed,
                  min(created_at) FILTER (WHERE status = 'pending') AS oldest
           FROM ${T}`,
        );
        const r = rows[0]!;
        return {
          pending: r.pending,
          failed: r.failed,
          oldestPendingAt: r.oldest === null ? undefined : Number(r.oldest),
        };
      }),
    checkWritable: () =>
      run(async () => {
        // A committed write that touches no message: fails on a read-only (standby) server, a full
        // disk or lost rights. The row sits in the rate-limit table, where expired rows get cleared.
        await query(
          `INSERT INTO ${RATE_LIMIT_TABLE} (key, points, expire) VALUES ('write-probe', 0, 0)
           ON CONFLICT (key) DO UPDATE SET expire = 0`,
        );
      }),
    async close() {
      if (closed) return;
      closed = true;
      // Operations already started finish (an enqueue in flight still commits), then the pool ends.
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      await pool.end();
    },
  };
}

/** Applies the missing migrations in one transaction; refuses a database from a newer build. */
export const migratePostgres = (pool: pg.Pool) =>
  migratePostgresSchema(pool, {
    table: MIGRATIONS_TABLE,
    lock: MIGRATION_LOCK,
    migrations: PG_MIGRATIONS,
    what: "The contact outbox in PostgreSQL",
  });
