import { createHmac, randomBytes } from "node:crypto";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { RATE_LIMIT_TABLE, SECRETS_TABLE } from "./pg-store";
import type { RateDecision, RateWindow } from "./rate-limit";

export interface SharedRateLimiter {
  /** Counts a hit for the key if it is allowed (see createPostgresRateLimiter for the details). */
  hit(key: string): Promise<RateDecision>;
  /** Keys held in this process's memory (the privacy policy's "continuously discarded" is tested on it). */
  size(): number;
  /** Forgets keys whose windows have passed (PostgreSQL: deletes their rows). */
  sweep(): Promise<void>;
}

/**
 * A rate limit shared by every instance on one PostgreSQL database (rate-limiter-flexible's
 * Postgres store, table created by our migrations). One counter per window, fixed windows that
 * start with a client's first hit. A hit refused by a later window gives the earlier windows their
 * point back (and so does the refusing one), so — as with the in-memory limiter — only admitted hits count towards the limit.
 *
 * What the privacy policy promises about these rows (docs/decisions/0010-privacy-policy-from-configuration.md):
 * - the key is an HMAC of the IP address or e-mail address with a random secret of this database
 *   (not a plain hash, which anyone could reverse for IPv4 by trying all 2^32 addresses);
 * - a row is deleted by sweep() within a minute after its window ends (the library alone would
 *   keep it an hour longer).
 *
 * If the database cannot be reached, each instance falls back to an in-memory counter of the
 * same limits (the library's "insurance" limiter): a database outage never lets the form answer
 * with errors because of the rate limit, and never switches the limit off.
 */
export function createPostgresRateLimiter(
  pool: pg.Pool,
  name: string,
  windows: RateWindow[],
  options: { ready?: Promise<void>; now?: () => number } = {},
): SharedRateLimiter {
  const { ready = Promise.resolve(), now = Date.now } = options;
  const limiters = windows.map(({ limit, windowMs }, i) => {
    const opts = { points: limit, duration: Math.ceil(windowMs / 1000), keyPrefix: `${name}:${i}` };
    return new RateLimiterPostgres({
      ...opts,
      storeClient: pool,
      storeType: "pool",
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // sweep() deletes expired rows sooner than the library's hourly clean-up would.
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory(opts),
    });
  });
  let secret: Promise<Buffer> | undefined;
  const keyOf = async (raw: string) => {
    // The tables exist only once the store's migrations ran (a hit at start-up must not miss them).
    await ready.catch(() => {});
    secret ??= sharedSecret(pool, "rate-limit-key");
    secret.catch(() => (secret = undefined)); // a database outage: ask again next time
    return createHmac("sha256", await secret.catch(() => FALLBACK_SECRET))
      .update(raw)
      .digest("base64url");
  };

  return {
    async hit(rawKey) {
      // Keyed hash: the table holds no IP or e-mail addresses, and fits any key into varchar(255).
      const key = await keyOf(rawKey);
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
    // Keyed hashes live in the database; only the insurance limiters hold keys in memory, and only
    // while the database is down.
    size: () => 0,
    async sweep() {
      await pool
        .query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE key LIKE $1 AND expire <= $2`, [`${name}:%`, now()])
        .catch(() => {}); // database down: the next sweep deletes them
    },
  };
}

/**
 * Used only while the database cannot be read: the insurance limiters count in memory then, and
 * these keys never reach the database.
 */
const FALLBACK_SECRET = randomBytes(32);

/** A random secret every instance of this database shares, created by the first that asks. */
async function sharedSecret(pool: pg.Pool, name: string): Promise<Buffer> {
  await pool.query(`INSERT INTO ${SECRETS_TABLE} (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    randomBytes(32),
  ]);
  const { rows } = await pool.query<{ value: Buffer }>(`SELECT value FROM ${SECRETS_TABLE} WHERE name = $1`, [name]);
  return rows[0]!.value;
}
