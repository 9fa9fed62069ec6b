import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { migrateSqlite } from "../db/migrate";
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
 * Schema migrations, applied in order on open; PRAGMA user_version records how many ran.
 * Append only: never edit a migration that has shipped.
 */
export const SQLITE_MIGRATIONS: string[] = [
  `CREATE TABLE messages (
     id              INTEGER PRIMARY KEY AUTOINCREMENT,
     kind            TEXT    NOT NULL CHECK (kind IN ('lead', 'autoreply')),
     message_id      TEXT    NOT NULL UNIQUE,
     name            TEXT    NOT NULL,
     email           TEXT    NOT NULL,
     phone           TEXT    NOT NULL,
     company         TEXT    NOT NULL,
     message         TEXT    NOT NULL,
     request_id      TEXT    NOT NULL,
     status          TEXT    NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     created_at      INTEGER NOT NULL,
     next_attempt_at INTEGER NOT NULL,
     sent_at         INTEGER,
     last_error      TEXT
   ) STRICT;
   CREATE INDEX messages_due ON messages (status, next_attempt_at);
   CREATE INDEX messages_sent ON messages (status, sent_at);`,
  // A lease of its own column: CLI retries and expedite() must never clear a lease a worker holds
  // (that re-sends a message already in flight).
  `ALTER TABLE messages ADD COLUMN lease_until INTEGER;`,
  // The visitor's language (issue 24). Messages stored before it came from the German site.
  `ALTER TABLE messages ADD COLUMN language TEXT NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en'));`,
  // A lead's visit (issue 38): where it began, the other site it came from, its campaign.
  `ALTER TABLE messages ADD COLUMN entry_page TEXT;
   ALTER TABLE messages ADD COLUMN referrer_host TEXT;
   ALTER TABLE messages ADD COLUMN utm_source TEXT;
   ALTER TABLE messages ADD COLUMN utm_medium TEXT;
   ALTER TABLE messages ADD COLUMN utm_campaign TEXT;`,
];

type Row = OutboxRow<number, number>;

const fromRow = (r: Row): StoredMessage => messageFromRow(r, (v) => v);

type PendingEnqueue = {
  messages: NewMessage[];
  now: number;
  resolve(ids: number[]): void;
  reject(err: unknown): void;
};

/** Error texts end up in the store and the CLI: keep them short. */
const clip = (s: string) => (s.length > 1000 ? s.slice(0, 1000) + "…" : s);

export type SqliteStoreOptions = {
  /** false: the file must exist (the CLI never creates an empty outbox by mistake). Default true. */
  create?: boolean;
  /** Test seam: receives the connection after set-up (e.g. PRAGMA max_page_count to fill the disk). */
  onOpen?: (db: Database.Database) => void;
};

export function openSqliteStore(file: string, options: SqliteStoreOptions = {}): OutboxStore {
  const create = options.create ?? true;
  if (create) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const db = new Database(file, { fileMustExist: !create });
  // WAL: readers (the CLI) never block the server; FULL: a 202 means the row survives a power cut.
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  // Deleted messages are overwritten with zeros, not just unlinked: a purge really removes them.
  db.pragma("secure_delete = ON");
  migrateSqlite(db, SQLITE_MIGRATIONS, "The contact outbox");
  options.onOpen?.(db);

  const insert = db.prepare(
    `INSERT INTO messages (kind, message_id, name, email, phone, company, message, language, request_id,
                           status, attempts, created_at, next_attempt_at,
                           entry_page, referrer_host, utm_source, utm_medium, utm_campaign)
     VALUES (@kind, @messageId, @name, @email, @phone, @company, @message, @language, @requestId,
             'pending', 0, @now, @now, @entryPage, @referrerHost, @utmSource, @utmMedium, @utmCampaign)`,
  );
  const insertOne = ({ visit, ...m }: NewMessage, now: number) =>
    Number(insert.run({ ...m, ...visitColumns(visit), now }).lastInsertRowid);
  const enqueueOne = db.transaction((messages: NewMessage[], now: number) => messages.map((m) => insertOne(m, now)));
  const enqueueBatch = db.transaction((batch: PendingEnqueue[]) =>
    batch.map((b) => b.messages.map((m) => insertOne(m, b.now))),
  );

  // Group commit: submissions that arrive in the same event-loop turn share one transaction, so
  // one fsync (synchronous=FULL) covers them all. Every caller still resolves only after commit.
  let queue: PendingEnqueue[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      const ids = enqueueBatch(batch);
      batch.forEach((b, i) => b.resolve(ids[i]!));
    } catch {
      // One bad submission must not fail the others: retry each in its own transaction.
      for (const b of batch) {
        try {
          b.resolve(enqueueOne(b.messages, b.now));
        } catch (err) {
          b.reject(err);
        }
      }
    }
  };
  // One statement, so the pick and the lease are atomic even with a second process on the file.
  const claimStatement = db.prepare(
    `UPDATE messages SET attempts = attempts + 1, next_attempt_at = @leaseUntil, lease_until = @leaseUntil
     WHERE id = (SELECT id FROM messages WHERE status = 'pending' AND next_attempt_at <= @now
                 ORDER BY next_attempt_at, id LIMIT 1)
     RETURNING *`,
  );
  // In an explicit transaction: in autocommit mode a failed commit (disk full) was swallowed after
  // the row had been returned, so the worker sent a message whose lease was never written.
  const claim = db.transaction(
    (now: number, leaseUntil: number) => claimStatement.all({ now, leaseUntil })[0] as Row | undefined,
  );
  const renewLease = db.prepare(
    `UPDATE messages SET next_attempt_at = @leaseUntil, lease_until = @leaseUntil
     WHERE id = @id AND status = 'pending' AND lease_until IS NOT NULL`,
  );
  const restartAll = db.prepare(
    `UPDATE messages SET next_attempt_at = @now, lease_until = NULL WHERE status = 'pending'`,
  );
  const expirePending = db.prepare(
    `DELETE FROM messages
     WHERE status = 'pending' AND created_at < @createdBefore AND (lease_until IS NULL OR lease_until <= @now)
     RETURNING id, request_id`,
  );
  const markSent = db.prepare(
    `UPDATE messages SET status = 'sent', sent_at = ?, last_error = NULL, lease_until = NULL WHERE id = ?`,
  );
  const reschedule = db.prepare(
    `UPDATE messages SET next_attempt_at = ?, last_error = ?, lease_until = NULL WHERE id = ? AND status = 'pending'`,
  );
  const markFailed = db.prepare(
    `UPDATE messages SET status = 'failed', last_error = ?, next_attempt_at = ?, lease_until = NULL WHERE id = ?`,
  );
  // Never touches a message under a live lease: that one is being sent right now.
  const expedite = db.prepare(
    `UPDATE messages SET next_attempt_at = @now
     WHERE status = 'pending' AND next_attempt_at > @now AND (lease_until IS NULL OR lease_until <= @now)`,
  );
  const pendingStats = db.prepare(
    `SELECT count(*) AS pending, min(created_at) AS oldest FROM messages WHERE status = 'pending'`,
  );
  const failedCount = db.prepare(`SELECT count(*) AS n FROM messages WHERE status = 'failed'`);
  // A committed write that needs fresh pages and leaves nothing behind (the row is deleted in the
  // same transaction): it fails when the disk or the database's page limit is full, and when the
  // file is read-only or damaged. A rolled-back write would not touch the disk at all.
  const probeInsert = db.prepare(
    `INSERT INTO messages (kind, message_id, name, email, phone, company, message, request_id,
                           status, created_at, next_attempt_at)
     VALUES ('lead', '<write-probe>', '', '', '', '', hex(zeroblob(4096)), '', 'failed', 0, 0)`,
  );
  const probeDelete = db.prepare(`DELETE FROM messages WHERE message_id = '<write-probe>'`);
  const probeWrite = db.transaction(() => {
    probeInsert.run();
    probeDelete.run();
  });
  const nextDue = db.prepare(`SELECT min(next_attempt_at) AS t FROM messages WHERE status = 'pending'`);
  const getOne = db.prepare(`SELECT * FROM messages WHERE id = ?`);
  const listAll = db.prepare(`SELECT * FROM messages ORDER BY id`);
  const listByStatus = db.prepare(`SELECT * FROM messages WHERE status = ? ORDER BY id`);
  const countRows = db.prepare(`SELECT status, count(*) AS n FROM messages GROUP BY status`);
  const retryOne = db.prepare(
    `UPDATE messages SET status = 'pending', attempts = 0, next_attempt_at = @now
     WHERE id = @id AND (status = 'failed' OR (status = 'pending' AND (lease_until IS NULL OR lease_until <= @now)))`,
  );
  const retryFailed = db.prepare(
    `UPDATE messages SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed'`,
  );
  const purgeSent = db.prepare(`DELETE FROM messages WHERE status = 'sent' AND sent_at < ?`);
  const purgeFailed = db.prepare(`DELETE FROM messages WHERE status = 'failed' AND created_at < ?`);
  const removeOne = db.prepare(`DELETE FROM messages WHERE id = ?`);

  return {
    enqueue(messages, now) {
      if (!db.open) return Promise.reject(new Error("The outbox is closed."));
      return new Promise<number[]>((resolve, reject) => {
        queue.push({ messages, now, resolve, reject });
        if (queue.length === 1) setImmediate(flush);
      });
    },
    async claimNext(now, leaseMs) {
      const row = claim.immediate(now, now + leaseMs);
      return row && fromRow(row);
    },
    async renewLease(id, leaseUntil) {
      return renewLease.run({ id, leaseUntil }).changes === 1;
    },
    async restartDeliveries(now, { releaseLeases }) {
      return (releaseLeases ? restartAll : expedite).run({ now }).changes;
    },
    async expirePending(createdBefore, now) {
      const rows = db.transaction(
        () => expirePending.all({ createdBefore, now }) as { id: number; request_id: string }[],
      )();
      if (rows.length > 0) checkpoint(db);
      return rows.map((r) => ({ id: r.id, requestId: r.request_id }));
    },
    async markSent(id, now) {
      markSent.run(now, id);
    },
    async reschedule(id, nextAttemptAt, error) {
      reschedule.run(nextAttemptAt, clip(error), id);
    },
    async markFailed(id, error, now) {
      markFailed.run(clip(error), now, id);
    },
    async expedite(now) {
      return expedite.run({ now }).changes;
    },
    async nextDueAt() {
      const { t } = nextDue.get() as { t: number | null };
      return t ?? undefined;
    },
    async get(id) {
      const row = getOne.get(id) as Row | undefined;
      return row && fromRow(row);
    },
    async list(filter = {}) {
      const rows = (filter.status ? listByStatus.all(filter.status) : listAll.all()) as Row[];
      return rows.map(fromRow);
    },
    async counts() {
      const counts: Record<MessageStatus, number> = { pending: 0, sent: 0, failed: 0 };
      for (const { status, n } of countRows.all() as { status: MessageStatus; n: number }[]) counts[status] = n;
      return counts;
    },
    async retry(target, now) {
      if ("allFailed" in target) return retryFailed.run(now).changes;
      return db.transaction(() => target.ids.reduce((n, id) => n + retryOne.run({ now, id }).changes, 0))();
    },
    async purge({ olderThan, includeFailed = false }) {
      const n = db.transaction(() => {
        let n = purgeSent.run(olderThan).changes;
        if (includeFailed) n += purgeFailed.run(olderThan).changes;
        return n;
      })();
      if (n > 0) checkpoint(db);
      return n;
    },
    async remove(ids) {
      const n = db.transaction(() => ids.reduce((n, id) => n + removeOne.run(id).changes, 0))();
      if (n > 0) checkpoint(db);
      return n;
    },
    async stats() {
      const { pending, oldest } = pendingStats.get() as { pending: number; oldest: number | null };
      const { n } = failedCount.get() as { n: number };
      return { pending, failed: n, oldestPendingAt: oldest ?? undefined };
    },
    async checkWritable() {
      probeWrite.immediate();
    },
    async close() {
      if (!db.open) return;
      flush();
      db.close();
    },
  };
}

/**
 * After a deletion: copy the zeroed pages into the database file and empty the WAL, whose older
 * frames still hold the deleted rows. Best effort: a reader holding the WAL (the leads CLI) makes
 * it partial, and the next purge finishes the job.
 */
function checkpoint(db: Database.Database) {
  db.pragma("wal_checkpoint(TRUNCATE)");
}
