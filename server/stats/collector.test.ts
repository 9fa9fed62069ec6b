import { describe, expect, it } from "vitest";
import { captureLog } from "../../tests/support/per-test";
import { createStatsCollector } from "./collector";
import { DIMENSIONS, OTHER, type StatRow } from "./model";
import type { PageView } from "./request-facts";
import type { StatsStore } from "./store";

/** A store in memory that records every write; `fail` makes the next writes throw. */
function memoryStore() {
  const writes: StatRow[][] = [];
  let fail: Error | undefined;
  const store: StatsStore & { writes: StatRow[][]; failWith(err?: Error): void; closed: boolean } = {
    kind: "sqlite",
    ready: Promise.resolve(),
    writes,
    closed: false,
    failWith: (err) => void (fail = err),
    async add(rows) {
      if (fail) throw fail;
      writes.push(rows.map((r) => ({ ...r })));
    },
    async read() {
      return writes.flat();
    },
    async prune() {
      return 0;
    },
    async foldTail() {
      return 0;
    },
    async close() {
      store.closed = true;
    },
  };
  return store;
}

const NOON = Date.UTC(2026, 10, 27, 11);
const view = (v: Partial<PageView> = {}): PageView => ({
  status: 200,
  path: "/",
  language: "de",
  device: "phone",
  entry: false,
  ...v,
});
const rows = (store: ReturnType<typeof memoryStore>) =>
  store.writes
    .flat()
    .map(({ dimension, key, views, entries, leads }) => `${dimension}|${key}|${views}|${entries}|${leads}`);

describe("stats collector", () => {
  it("counts a page view in every dimension it has, on the Berlin day", async () => {
    const store = memoryStore();
    const c = createStatsCollector({ store, log: captureLog(), retentionDays: 400, now: () => NOON });
    c.countView(
      view({
        entry: true,
        referrerHost: "google.com",
        campaign: { source: "newsletter", medium: "email", campaign: "herbst" },
      }),
    );
    await c.flush();
    expect(store.writes[0]!.every((r) => r.day === "2026-11-27")).toBe(true);
    expect(rows(store).sort()).toEqual(
      [
        "campaign|newsletter\temail\therbst|1|0|0",
        "device|phone|1|0|0",
        "language|de|1|0|0",
        "page|/|1|1|0",
        "referrer|google.com|1|0|0",
        "status|200|1|0|0",
        "total||1|1|0",
      ].sort(),
    );
  });

  it("a 404 counts under its address and status only; a redirect or an error under its status only", async () => {
    const store = memoryStore();
    const c = createStatsCollector({ store, log: captureLog(), retentionDays: 400, now: () => NOON });
    c.countView(view({ status: 404, path: "/wp-login.php" }));
    c.countView(view({ status: 301, path: "/career" }));
    c.countView(view({ status: 304, path: "/about" }));
    await c.flush();
    expect(rows(store).sort()).toEqual(
      [
        "notFound|/wp-login.php|1|0|0",
        "status|404|1|0|0",
        "status|301|1|0|0",
        "status|304|1|0|0",
        "total||1|0|0",
        "page|/about|1|0|0",
        "language|de|1|0|0",
        "device|phone|1|0|0",
      ].sort(),
    );
  });

  it("counts a lead by its visit's entry page, referrer and campaign", async () => {
    const store = memoryStore();
    const c = createStatsCollector({ store, log: captureLog(), retentionDays: 400, now: () => NOON });
    c.countLead({
      entryPage: "/web-development-landing",
      referrerHost: "linkedin.com",
      campaign: { source: "li", medium: "", campaign: "x" },
    });
    c.countLead(undefined);
    await c.flush();
    expect(rows(store).sort()).toEqual(
      [
        "campaign|li\t\tx|0|0|1",
        "page|/web-development-landing|0|0|1",
        "referrer|linkedin.com|0|0|1",
        "total||0|0|2",
      ].sort(),
    );
  });

  it("memory stays bounded under a scanner: keys beyond the day's cap become OTHER before they are written", async () => {
    const store = memoryStore();
    const c = createStatsCollector({ store, log: captureLog(), retentionDays: 400, now: () => NOON });
    for (let i = 0; i < 5000; i++) c.countView(view({ status: 404, path: `/probe-${i}` }));
    expect(c.buffered()).toBe(DIMENSIONS.notFound.cap + 2); // the cap, OTHER, and status 404
    await c.flush();
    expect(store.writes[0]!.find((r) => r.key === OTHER)?.views).toBe(5000 - DIMENSIONS.notFound.cap);
  });

  it("a failed write keeps the counts for the next one and is logged once, with its recovery", async () => {
    const store = memoryStore();
    const log = captureLog();
    const c = createStatsCollector({ store, log, retentionDays: 400, now: () => NOON });
    store.failWith(Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }));
    c.countView(view());
    await c.flush();
    c.countView(view());
    await c.flush();
    expect(store.writes).toHaveLength(0);
    store.failWith(undefined);
    await c.flush();
    expect(rows(store)).toContain("total||2|0|0");
    expect(log.lines.map((l) => l.msg)).toEqual(["stats.flush_failed", "stats.flush_recovered"]);
  });

  it("writes by itself every few seconds, and what is left when it stops", async () => {
    const store = memoryStore();
    const c = createStatsCollector({ store, log: captureLog(), retentionDays: 400, flushIntervalMs: 50 });
    c.start();
    c.countView(view());
    await new Promise((r) => setTimeout(r, 200));
    expect(rows(store)).toContain("total||1|0|0");
    c.countView(view({ path: "/about" }));
    await c.stop();
    expect(rows(store)).toContain("page|/about|1|0|0");
    expect(store.closed).toBe(true);
  });
});
