import type { Config } from "../config";
import { outboxDbPath } from "./paths";
import { createPostgresRateLimiter, type SharedRateLimiter } from "./pg-rate-limit";
import { openPostgresStore } from "./pg-store";
import { createRateLimiter, type RateWindow } from "./rate-limit";
import { openSqliteStore } from "./sqlite-store";
import type { OutboxStore } from "./store";

/**
 * Where contact state lives: one SQLite file for a single instance (the zero-setup default), or
 * PostgreSQL when DATABASE_URL is set, so that several instances share the outbox and the rate
 * limits. The server and the leads CLI choose the same way.
 */
export type ContactBackend = {
  kind: "sqlite" | "postgresql";
  store: OutboxStore;
  /**
   * No other process works on this outbox: SQLite, whose DATA_DIR one server owns (outbox-lock.ts).
   * A starting worker may then free every lease, since each was left by a dead predecessor.
   */
  exclusive: boolean;
  /** Resolves once the store can be used (PostgreSQL: connected and migrated). */
  ready: Promise<void>;
  /** A per-key limiter over the given windows; shared by all instances on PostgreSQL. */
  limiter(name: string, windows: RateWindow[], now?: () => number): SharedRateLimiter;
};

export function openContactBackend(config: Config): ContactBackend {
  if (config.databaseUrl) {
    const store = openPostgresStore(config.databaseUrl);
    return {
      kind: "postgresql",
      store,
      exclusive: false,
      ready: store.ready,
      // The shared limiter keeps time by the database rows' expiry; `now` only serves the tests
      // of the in-memory one.
      limiter: (name, windows) => createPostgresRateLimiter(store.pool, name, windows, { ready: store.ready }),
    };
  }
  return memoryBackend(openSqliteStore(outboxDbPath(config)));
}

/** The single-instance backend: the given store and in-memory rate limits. */
export function memoryBackend(store: OutboxStore): ContactBackend {
  return {
    kind: "sqlite",
    store,
    exclusive: true,
    ready: Promise.resolve(),
    limiter(_name, windows, now) {
      const limiter = createRateLimiter({ windows, now });
      return { hit: async (key) => limiter.hit(key), size: limiter.size, sweep: async () => limiter.sweep() };
    },
  };
}

/** The outbox alone, for the leads CLI: it never creates a SQLite file (PostgreSQL tables, yes). */
export const openOutboxStore = (config: Config): OutboxStore =>
  config.databaseUrl ? openPostgresStore(config.databaseUrl) : openSqliteStore(outboxDbPath(config), { create: false });
