import type { Logger } from "../log";
import { addDays, dayOf } from "./day";
import {
  campaignKey,
  DIMENSIONS,
  OTHER,
  TAIL_DAYS,
  type Day,
  type Dimension,
  type LeadVisit,
  type StatRow,
} from "./model";
import type { PageView } from "./request-facts";
import type { StatsStore } from "./store";

/**
 * Counts in memory and writes them to the store every few seconds and at shutdown, so a page view
 * costs a few map updates and never waits for a disk or a database. A SIGKILL loses at most the
 * counts since the last write: FLUSH_INTERVAL_MS plus the time the write takes.
 */
const FLUSH_INTERVAL_MS = 5_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;

type Counts = Partial<Pick<StatRow, "views" | "entries" | "leads">>;

export type StatsCollector = {
  /** Counts an answered page request (server/stats/middleware.ts). */
  countView(view: PageView): void;
  /** Counts a lead by its visit's entry page, referrer and campaign (the contact service calls it). */
  countLead(visit: LeadVisit | undefined): void;
  /** Writes what is buffered; a failed write keeps it for the next one. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timers, writes what is left, closes the store. */
  stop(): Promise<void>;
  /** Rows waiting in memory (tests, health). */
  buffered(): number;
};

export type CollectorOptions = {
  store: StatsStore;
  log: Logger;
  retentionDays: number;
  now?: () => number;
  flushIntervalMs?: number;
};

export function createStatsCollector({
  store,
  log,
  retentionDays,
  now = Date.now,
  flushIntervalMs = FLUSH_INTERVAL_MS,
}: CollectorOptions): StatsCollector {
  /** day → dimension → key → row: a view costs a few map lookups, no strings built. */
  let buffer = new Map<Day, Map<Dimension, Map<string, StatRow>>>();
  let flushing: Promise<void> = Promise.resolve();
  let flushFault: string | undefined;
  let timers: NodeJS.Timeout[] = [];
  let stopped: Promise<void> | undefined;

  /** Adds to a key of a day's dimension; a new key beyond the cap counts as OTHER, as the store would. */
  function add(day: Day, dimension: Dimension, key: string, counts: Counts, capped = true) {
    let dimensions = buffer.get(day);
    if (!dimensions) buffer.set(day, (dimensions = new Map()));
    let keys = dimensions.get(dimension);
    if (!keys) dimensions.set(dimension, (keys = new Map()));
    let row = keys.get(key);
    if (!row && capped && key !== OTHER && keys.size - (keys.has(OTHER) ? 1 : 0) >= DIMENSIONS[dimension].cap) {
      key = OTHER;
      row = keys.get(key);
    }
    if (!row) keys.set(key, (row = { day, dimension, key, views: 0, entries: 0, leads: 0 }));
    row.views += counts.views ?? 0;
    row.entries += counts.entries ?? 0;
    row.leads += counts.leads ?? 0;
  }

  const bufferedRows = () => [...buffer.values()].flatMap((d) => [...d.values()].flatMap((k) => [...k.values()]));

  async function writeBuffer() {
    const rows = bufferedRows();
    if (rows.length === 0) return;
    buffer = new Map();
    try {
      await store.add(rows);
      if (flushFault) log.info("stats.flush_recovered", { errorClass: flushFault });
      flushFault = undefined;
    } catch (err) {
      // Kept for the next write: a database restart costs no counts. The buffer stays bounded, as
      // the kept rows were within the caps and new keys count against them.
      for (const r of rows) add(r.day, r.dimension, r.key, r, false);
      const errorClass = (err as { code?: string }).code ?? (err as Error).name ?? "Error";
      if (flushFault !== errorClass)
        log.error("stats.flush_failed", { errorClass, error: err, buffered: bufferedRows().length });
      flushFault = errorClass;
    }
  }

  /** One write at a time, in order. */
  const flush = () => (flushing = flushing.then(writeBuffer));

  /** Hourly: days past the retention go, and a week-old long tail is folded (model.ts LONG_TAIL). */
  async function prune() {
    const today = dayOf(now());
    try {
      const rows = await store.prune(addDays(today, -retentionDays));
      const folded = await store.foldTail(addDays(today, -TAIL_DAYS));
      if (rows + folded > 0) log.info("stats.pruned", { rows, folded, retentionDays });
    } catch (err) {
      log.error("stats.prune_failed", { error: err });
    }
  }

  return {
    countView(view) {
      const day = dayOf(now());
      const one = { views: 1 };
      add(day, "status", String(view.status), one);
      if (view.status === 404 || view.status === 410) return add(day, "notFound", view.path, one);
      if (!((view.status >= 200 && view.status < 300) || view.status === 304)) return;
      const counts = { views: 1, entries: view.entry ? 1 : 0 };
      add(day, "total", "", counts);
      add(day, "page", view.path, counts);
      add(day, "language", view.language, one);
      add(day, "device", view.device, one);
      if (view.referrerHost) add(day, "referrer", view.referrerHost, one);
      if (view.campaign) add(day, "campaign", campaignKey(view.campaign), one);
    },
    countLead(visit) {
      const day = dayOf(now());
      const lead = { leads: 1 };
      add(day, "total", "", lead);
      if (visit?.entryPage) add(day, "page", visit.entryPage, lead);
      if (visit?.referrerHost) add(day, "referrer", visit.referrerHost, lead);
      if (visit?.campaign) add(day, "campaign", campaignKey(visit.campaign), lead);
    },
    flush,
    start() {
      void prune();
      timers = [setInterval(() => void flush(), flushIntervalMs), setInterval(() => void prune(), PRUNE_INTERVAL_MS)];
      for (const t of timers) t.unref();
    },
    stop() {
      stopped ??= (async () => {
        for (const t of timers) clearInterval(t);
        await flush();
        const lost = bufferedRows().length;
        if (lost > 0) log.error("stats.lost_at_shutdown", { rows: lost });
        await store.close();
      })();
      return stopped;
    },
    buffered: () => bufferedRows().length,
  };
}
