import { isIPv6 } from "node:net";

/**
 * In-memory sliding-window rate limiter with several windows at once (e.g. 5 per minute and
 * 20 per hour), for one instance on SQLite. With DATABASE_URL the limit is kept in PostgreSQL
 * and shared by all instances instead (pg-rate-limit.ts).
 */
export type RateWindow = { limit: number; windowMs: number };
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a hit for the key if it is allowed; a refused hit is not counted. */
  hit(key: string): RateDecision;
  /** Number of keys currently tracked (for tests and metrics). */
  size(): number;
  /**
   * Forgets every key whose last hit has left the longest window. Run by a timer (contact-service.ts),
   * so an address is gone when its window ends, not only when the next visitor happens to submit.
   */
  sweep(): void;
}

export function createRateLimiter(options: {
  windows: RateWindow[];
  now?: () => number;
  /** Bound on tracked keys, so a flood of spoofed or rotating addresses cannot exhaust memory. */
  maxKeys?: number;
}): RateLimiter {
  const { windows, now = Date.now, maxKeys = 50_000 } = options;
  const longest = Math.max(...windows.map((w) => w.windowMs));
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  const sweep = (t: number) => {
    for (const [key, list] of hits) {
      if (list.length === 0 || list[list.length - 1]! <= t - longest) hits.delete(key);
    }
    lastSweep = t;
  };

  return {
    hit(key) {
      const t = now();
      if (t - lastSweep > 60_000 || hits.size >= maxKeys) sweep(t);
      if (hits.size >= maxKeys && !hits.has(key)) {
        // Still full of live keys: drop the oldest-inserted ones rather than grow without bound.
        const excess = hits.size - maxKeys + 1;
        let i = 0;
        for (const k of hits.keys()) {
          if (i++ >= excess) break;
          hits.delete(k);
        }
      }
      const list = (hits.get(key) ?? []).filter((ts) => ts > t - longest);
      let retryAt = 0;
      for (const { limit, windowMs } of windows) {
        const inWindow = list.filter((ts) => ts > t - windowMs);
        if (inWindow.length >= limit) {
          // The slot frees up when the oldest hit that keeps us at the limit leaves the window.
          retryAt = Math.max(retryAt, inWindow[inWindow.length - limit]! + windowMs);
        }
      }
      if (retryAt > 0) {
        hits.set(key, list);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - t) / 1000)) };
      }
      list.push(t);
      hits.set(key, list);
      return { ok: true };
    },
    size: () => hits.size,
    sweep: () => sweep(now()),
  };
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 prefix of its IPv6 address
 * (one customer line usually gets a whole /64, so counting single IPv6 addresses is useless).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return expandIPv6(ip).slice(0, 4).join(":") + "::/64";
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.split("%")[0]!.split("::");
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; it only matters beyond the /64.
  const groups = ip.includes("::") ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill("0"), ...t] : h;
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}
