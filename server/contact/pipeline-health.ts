import type { Config } from "../config";
import type { Logger } from "../log";
import type { OutboxStore } from "./store";
import { errorClass, type DeliveryWorker } from "./worker";

const HOUR = 60 * 60_000;

/**
 * Conditions an operator must act on while the site itself keeps working (new messages are still
 * stored): /readyz says "degraded" and names them, /metrics counts them, the log says so once.
 */
type ContactAlarm =
  | { alarm: "smtp_configuration"; errorClass: string; since: string }
  | { alarm: "undelivered_too_long"; oldestPendingAgeSeconds: number; thresholdHours: number };

/** What /healthz, /readyz and /metrics report about the contact pipeline. */
export type ContactHealth = {
  /** Store readable and writable, worker running, service accepting messages. */
  ready: boolean;
  alarms: ContactAlarm[];
  outbox: { pending: number | null; failed: number | null; oldestPendingAgeSeconds: number | null };
  store: { writable: boolean; error: string | null };
  worker: { alive: boolean; storeError: string | null };
  lastDeliveryError: { class: string; at: string } | null;
};

/**
 * The contact pipeline's health: what /healthz, /readyz and /metrics report (outbox figures, store,
 * worker, alarms), and the undelivered-too-long alarm logged once per change of state.
 */
export function createPipelineHealth(deps: {
  store: OutboxStore;
  worker: DeliveryWorker;
  config: Config;
  log: Logger;
  now: () => number;
  /** The service accepts messages (not stopping). */
  isOpen: () => boolean;
}) {
  const { store, worker, config, log: clog, now } = deps;
  let undeliveredAlarm = false;

  /** The oldest pending message's age when it is past the alarm threshold, else undefined. */
  function undeliveredTooLong(oldestPendingAt: number | undefined) {
    if (oldestPendingAt === undefined) return undefined;
    const age = now() - oldestPendingAt;
    return age > config.contact.pendingAlarmHours * HOUR ? age : undefined;
  }

  /** Logs the undelivered-too-long alarm once per state change (runs every minute). */
  async function watchPending() {
    try {
      const stats = store.stats ? await store.stats() : await derivedStats(store);
      const age = undeliveredTooLong(stats.oldestPendingAt);
      if ((age !== undefined) === undeliveredAlarm) return;
      undeliveredAlarm = age !== undefined;
      if (age !== undefined)
        clog.error(
          `UNDELIVERED CONTACT MESSAGES: ${stats.pending} message(s) waiting, the oldest for over ${config.contact.pendingAlarmHours} h; they are deleted undelivered after ${config.contact.pendingMaxDays} days. Check npm run leads -- list and SMTP_URL.`,
          { pending: stats.pending, oldestPendingAgeSeconds: Math.round(age / 1000) },
        );
      else clog.info("contact.undelivered_alarm_cleared");
    } catch {
      // The store's fault is reported by the worker and /readyz.
    }
  }

  async function health(): Promise<ContactHealth> {
    const w = worker.status();
    let outbox: ContactHealth["outbox"] = { pending: null, failed: null, oldestPendingAgeSeconds: null };
    let storeError: string | null = null;
    const alarms: ContactAlarm[] = [];
    if (w.misconfigured)
      alarms.push({
        alarm: "smtp_configuration",
        errorClass: w.misconfigured.class,
        since: new Date(w.misconfigured.since).toISOString(),
      });
    try {
      const stats = store.stats ? await store.stats() : await derivedStats(store);
      const age = undeliveredTooLong(stats.oldestPendingAt);
      if (age !== undefined)
        alarms.push({
          alarm: "undelivered_too_long",
          oldestPendingAgeSeconds: Math.round(age / 1000),
          thresholdHours: config.contact.pendingAlarmHours,
        });
      outbox = {
        pending: stats.pending,
        failed: stats.failed,
        oldestPendingAgeSeconds:
          stats.oldestPendingAt === undefined ? 0 : Math.max(0, Math.round((now() - stats.oldestPendingAt) / 1000)),
      };
      await store.checkWritable?.();
    } catch (err) {
      storeError = errorClass(err);
    }
    return {
      ready: deps.isOpen() && w.alive && storeError === null && w.storeError === undefined,
      alarms,
      outbox,
      store: { writable: storeError === null, error: storeError },
      worker: { alive: w.alive, storeError: w.storeError ?? null },
      lastDeliveryError: w.lastDeliveryError
        ? { class: w.lastDeliveryError.class, at: new Date(w.lastDeliveryError.at).toISOString() }
        : null,
    };
  }

  return { health, watchPending };
}

/** For stores without stats(): the same figures from the general queries. */
async function derivedStats(store: OutboxStore) {
  const counts = await store.counts();
  const pending = await store.list({ status: "pending" });
  const oldest = pending.reduce<number | undefined>(
    (t, m) => (t === undefined ? m.createdAt : Math.min(t, m.createdAt)),
    undefined,
  );
  return { pending: counts.pending, failed: counts.failed, oldestPendingAt: oldest };
}
