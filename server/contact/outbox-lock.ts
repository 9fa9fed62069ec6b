import Database from "better-sqlite3";
import path from "node:path";
import { StartupError } from "../startup-error";

/**
 * One owner per outbox: the server holds an exclusive SQLite lock on DATA_DIR/contact.lock for as
 * long as it runs. SQLite uses POSIX advisory locks, which the operating system drops when the
 * process dies (even by SIGKILL), so a crash never leaves a stale lock behind. The outbox itself
 * (contact.sqlite) is not locked this way: the leads CLI may read and purge while the server runs.
 */
export type OutboxLock = { release(): void };

export function lockOutbox(dataDir: string): OutboxLock {
  const file = path.join(dataDir, "contact.lock");
  const db = new Database(file, { timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    // The first write takes the exclusive lock; in EXCLUSIVE mode it is kept until close.
    db.exec("CREATE TABLE IF NOT EXISTS owner (pid INTEGER, since TEXT)");
    db.prepare("DELETE FROM owner").run();
    db.prepare("INSERT INTO owner VALUES (?, ?)").run(process.pid, new Date().toISOString());
  } catch (err) {
    db.close();
    if ((err as { code?: string }).code?.startsWith("SQLITE_BUSY")) {
      throw new StartupError(
        `DATA_DIR=${dataDir} is in use by another server process (it holds ${file}): stop that process, or give this server its own DATA_DIR.`,
      );
    }
    throw err;
  }
  return { release: () => db.close() };
}
