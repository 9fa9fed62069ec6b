import { createHash } from "node:crypto";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { RATE_LIMIT_TABLE } from "./pg-store";
import type { RateDecision, RateWindow } from "./rate-limit";

export interface SharedRateLimiter {
  /** Counts a hit for the key if it is allowed (see createPostgresRateLimiter for the details). */
  hit(key: string): Promise<RateDecision>;
  /** Keys held in this process's memory (the privacy policy's "continuously discarded" is tested on it). */
  size(): number;
  /** Forgets keys whose windows have passed. */
  sweep(): void;
}

/**
 * A rate limit shared by every instance on one PostgreSQL database (rate-limiter-flexible's
 * Postgres store, table created by our migrations). One counter per window, fixed windows that
 * start with a client's first hit. A hit refused by a later window gives the earlier windows their
 * point back (and so does the refusing one), so — as with the in-memory limiter — only admitted hits count towards the limit.
 *
 * If the database cannot be reached, each instance falls back to an in-memory counter of the
 * same limits (the library's "insurance" limiter): a database outage never lets the form answer
 * with errors because of the rate limit, and never switches the limit off.
 */
export function createPostgresRateLimiter(pool: pg.Pool, name: string, windows: RateWindow[]): SharedRateLimiter {
  const limiters = windows.map(({ limit, windowMs }, i) => {
    const opts = { points: limit, duration: Math.ceil(windowMs / 1000), keyPrefix: `${name}:${i}` };
    return new RateLimiterPostgres({
      ...opts,
      storeClient: pool,
      storeType: "pool",
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      insuranceLimiter: new RateLimiterMemory(opts),
    });
  });

  return {
    async hit(rawKey) {
      // Hashed: the table holds no IP or e-mail addresses, and fits any key into varchar(255).
      const key = createHash("sha256").update(rawKey).digest("base64url");
      for (let i = 0; i < limiters.length; i++) {
        try {
          await limiters[i]!.consume(key, 1);
        } catch (res) {
          if (!(res instanceof RateLimiterRes)) throw res;
          await Promise.all(limiters.slice(0, i + 1).map((l) => l.reward(key, 1)));
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
        }
      }
      return { ok: true };
    },
    // Hashed keys live in the database, whose expired rows the library deletes on its own timer;
    // only the insurance limiters hold keys in memory, and only while the database is down.
    size: () => 0,
    sweep: () => {},
  };
}
