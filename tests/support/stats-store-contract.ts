/**
 * The behaviour every StatsStore must show, as one suite run against SQLite
 * (server/stats/sqlite-store.test.ts) and PostgreSQL (server/stats/pg-store.test.ts). Tests only.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIMENSIONS, OTHER, type StatRow } from "../../server/stats/model";
import type { StatsStore } from "../../server/stats/store";

export const statRow = (
  day: string,
  dimension: StatRow["dimension"],
  key: string,
  views: number,
  leads = 0,
  entries = 0,
): StatRow => ({ day, dimension, key, views, entries, leads });

const sorted = (rows: StatRow[]) =>
  [...rows].sort((a, b) => `${a.day}${a.dimension}${a.key}`.localeCompare(`${b.day}${b.dimension}${b.key}`));

/** Fresh, empty storage per test; open() may be called again for a second handle on the same data. */
export type StatsStoreFactory = () => Promise<{ open(): StatsStore; cleanup(): Promise<void> | void }>;

export function describeStatsStoreContract(name: string, factory: StatsStoreFactory) {
  describe(`${name}: reach counts contract`, () => {
    let storage: Awaited<ReturnType<StatsStoreFactory>>;
    let store: StatsStore;
    beforeEach(async () => {
      storage = await factory();
      store = storage.open();
      await store.ready;
    });
    afterEach(async () => {
      await store.close();
      await storage.cleanup();
    });

    it("adds counts to the day's rows and reads a range of days", async () => {
      await store.add([statRow("2026-11-26", "page", "/", 2), statRow("2026-11-27", "page", "/", 1)]);
      await store.add([statRow("2026-11-27", "page", "/", 4, 1), statRow("2026-11-27", "total", "", 5)]);
      expect(sorted(await store.read({ from: "2026-11-27", to: "2026-11-27" }))).toEqual([
        statRow("2026-11-27", "page", "/", 5, 1),
        statRow("2026-11-27", "total", "", 5),
      ]);
      expect(await store.read({ from: "2026-11-01", to: "2026-11-30" })).toHaveLength(3);
    });

    it("holds a day's cap across writes: new keys beyond it count as OTHER, known keys stay", async () => {
      const cap = DIMENSIONS.referrer.cap;
      const hosts = Array.from({ length: cap }, (_, i) => statRow("2026-11-27", "referrer", `h${i}.example`, 1));
      await store.add(hosts);
      await store.add([
        statRow("2026-11-27", "referrer", "h0.example", 1),
        statRow("2026-11-27", "referrer", "spam-1.example", 1),
        statRow("2026-11-27", "referrer", "spam-2.example", 1),
        // Another day has room of its own.
        statRow("2026-11-28", "referrer", "spam-1.example", 1),
      ]);
      const day = await store.read({ from: "2026-11-27", to: "2026-11-27" });
      expect(day).toHaveLength(cap + 1);
      expect(day.find((r) => r.key === "h0.example")?.views).toBe(2);
      expect(day.find((r) => r.key === OTHER)?.views).toBe(2);
      expect(await store.read({ from: "2026-11-28", to: "2026-11-28" })).toEqual([
        statRow("2026-11-28", "referrer", "spam-1.example", 1),
      ]);
    });

    it("adds the visits a page began, and the leads of those visits", async () => {
      await store.add([statRow("2026-11-27", "page", "/", 3, 0, 2), statRow("2026-11-27", "page", "/", 0, 1)]);
      expect(await store.read({ from: "2026-11-27", to: "2026-11-27" })).toEqual([
        statRow("2026-11-27", "page", "/", 3, 1, 2),
      ]);
    });

    it("folds a week-old long tail into OTHER: one-off 404s and referrers without a lead", async () => {
      await store.add([
        statRow("2026-11-01", "notFound", "/wp-login.php", 1),
        statRow("2026-11-01", "notFound", "/.env", 1),
        statRow("2026-11-01", "notFound", "/old-brochure", 4),
        statRow("2026-11-01", "referrer", "spam.example", 1),
        statRow("2026-11-01", "referrer", "partner.example", 1, 1),
        statRow("2026-11-01", "page", "/rare", 1),
        statRow("2026-11-20", "notFound", "/recent", 1),
      ]);
      expect(await store.foldTail("2026-11-15")).toBe(3);
      expect(sorted(await store.read({ from: "2026-11-01", to: "2026-11-30" }))).toEqual(
        sorted([
          statRow("2026-11-01", "notFound", OTHER, 2),
          statRow("2026-11-01", "notFound", "/old-brochure", 4),
          statRow("2026-11-01", "referrer", OTHER, 1),
          statRow("2026-11-01", "referrer", "partner.example", 1, 1),
          statRow("2026-11-01", "page", "/rare", 1),
          statRow("2026-11-20", "notFound", "/recent", 1),
        ]),
      );
      expect(await store.foldTail("2026-11-15")).toBe(0);
    });

    it("prunes the days before a day", async () => {
      await store.add([statRow("2025-01-01", "total", "", 1), statRow("2026-11-27", "total", "", 1)]);
      expect(await store.prune("2026-01-01")).toBe(1);
      expect(await store.read({ from: "2000-01-01", to: "2100-01-01" })).toEqual([
        statRow("2026-11-27", "total", "", 1),
      ]);
    });

    it("keeps what a second handle on the same storage added", async () => {
      const other = storage.open();
      try {
        await Promise.all([
          store.add([statRow("2026-11-27", "total", "", 1)]),
          other.add([statRow("2026-11-27", "total", "", 1)]),
        ]);
        expect(await other.read({ from: "2026-11-27", to: "2026-11-27" })).toEqual([
          statRow("2026-11-27", "total", "", 2),
        ]);
      } finally {
        await other.close();
      }
    });
  });
}
