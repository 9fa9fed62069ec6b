import { describe, expect, it } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit";

const windows = [
  { limit: 5, windowMs: 60_000 },
  { limit: 20, windowMs: 3_600_000 },
];

describe("createRateLimiter", () => {
  it("allows 5 per minute, then answers with the seconds until a slot frees up", () => {
    let t = 1_000_000;
    const rl = createRateLimiter({ windows, now: () => t });
    for (let i = 0; i < 5; i++) {
      expect(rl.hit("a").ok).toBe(true);
      t += 1000;
    }
    expect(rl.hit("a")).toEqual({ ok: false, retryAfterSeconds: 55 });
    expect(rl.hit("b").ok).toBe(true); // other clients are not affected
    t += 55_000;
    expect(rl.hit("a").ok).toBe(true);
  });

  it("allows 20 per hour even when spread out", () => {
    let t = 0;
    const rl = createRateLimiter({ windows, now: () => t });
    for (let i = 0; i < 20; i++) {
      expect(rl.hit("a").ok).toBe(true);
      t += 61_000;
    }
    const refused = rl.hit("a");
    expect(refused.ok).toBe(false);
    // The first hit (t=0) leaves the hour window at 3600 s; now is 20 * 61 s = 1220 s.
    if (!refused.ok) expect(refused.retryAfterSeconds).toBe(3600 - 1220);
    t = 3_600_001;
    expect(rl.hit("a").ok).toBe(true);
  });

  it("does not count refused hits, and forgets idle clients", () => {
    let t = 0;
    const rl = createRateLimiter({ windows: [{ limit: 1, windowMs: 1000 }], now: () => t });
    expect(rl.hit("a").ok).toBe(true);
    for (let i = 0; i < 10; i++) expect(rl.hit("a").ok).toBe(false);
    t = 1001;
    expect(rl.hit("a").ok).toBe(true);
    t = 200_000;
    rl.hit("b");
    expect(rl.size()).toBe(1);
  });

  it("stays bounded under a flood of distinct keys", () => {
    const rl = createRateLimiter({ windows, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) rl.hit(`k${i}`);
    expect(rl.size()).toBeLessThanOrEqual(100);
  });
});

describe("clientKey", () => {
  it("uses IPv4 addresses as they are, also when mapped into IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey(undefined)).toBe("unknown");
  });
  it("groups IPv6 addresses by /64", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("sweep", () => {
  it("forgets keys whose last hit left the longest window, and keeps live ones", () => {
    let t = 0;
    const limiter = createRateLimiter({ windows: [{ limit: 5, windowMs: 1000 }], now: () => t });
    limiter.hit("a");
    t = 600;
    limiter.hit("b");
    t = 1000;
    limiter.sweep();
    expect(limiter.size()).toBe(1); // "a" is gone without anyone calling hit()
    t = 1600;
    limiter.sweep();
    expect(limiter.size()).toBe(0);
  });
});
