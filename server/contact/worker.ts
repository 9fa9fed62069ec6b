import type { Logger } from "../log";
import { composeMail, type MailSettings } from "./compose";
import { describeError, isPermanentFailure, type Mailer } from "./mailer";
import type { OutboxStore, StoredMessage } from "./store";

export type WorkerTiming = {
  /** Delay before the first retry; doubles with every further attempt. */
  baseDelayMs: number;
  /** Ceiling of the retry delay. */
  maxDelayMs: number;
  /** How often the store is checked when idle (picks up CLI retries and other writers). */
  pollIntervalMs: number;
  /** How long a claimed message is reserved; must exceed the longest possible send. */
  leaseMs: number;
};

export const DEFAULT_TIMING: WorkerTiming = {
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  pollIntervalMs: 5_000,
  leaseMs: 2 * 60_000,
};

/**
 * Exponential backoff with "equal jitter": half the delay fixed, half random, so retries of many
 * messages spread out but never collapse to an immediate retry.
 */
export function backoffDelay(attempts: number, timing: WorkerTiming, random = Math.random): number {
  const exp = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}

export interface DeliveryWorker {
  start(): void;
  /** New work arrived: skip the rest of the idle wait. */
  wake(): void;
  /** Resolves when the loop has ended; an in-flight send is awaited, not abandoned. */
  stop(): Promise<void>;
}

export function createDeliveryWorker(deps: {
  store: OutboxStore;
  mailer: Mailer;
  settings: MailSettings;
  log: Logger;
  timing?: Partial<WorkerTiming>;
  now?: () => number;
  random?: () => number;
}): DeliveryWorker {
  const { store, mailer, settings, log, now = Date.now, random = Math.random } = deps;
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  async function deliver(msg: StoredMessage) {
    const ctx = { id: msg.id, kind: msg.kind, attempt: msg.attempts, requestId: msg.requestId };
    try {
      const { response } = await mailer.send(composeMail(msg, settings));
      const t = now();
      await store.markSent(msg.id, t);
      log.info("contact.delivered", { ...ctx, waitedMs: t - msg.createdAt, response });
      // The server is evidently reachable again: drain the backlog instead of waiting out backoffs.
      const expedited = await store.expedite(t);
      if (expedited > 0) log.info("contact.backlog_expedited", { count: expedited });
    } catch (err) {
      const error = describeError(err);
      if (isPermanentFailure(err)) {
        await store.markFailed(msg.id, error, now());
        log.error("contact.delivery_failed", { ...ctx, error });
      } else {
        const delay = backoffDelay(msg.attempts, timing, random);
        await store.reschedule(msg.id, now() + delay, error);
        log.warn("contact.delivery_retry", { ...ctx, error, retryInMs: delay });
      }
    }
  }

  async function run() {
    while (running) {
      try {
        const msg = await store.claimNext(now(), timing.leaseMs);
        if (msg) {
          await deliver(msg);
          continue;
        }
        const due = await store.nextDueAt();
        await idle(due === undefined ? timing.pollIntervalMs : Math.min(timing.pollIntervalMs, due - now()));
      } catch (err) {
        // The store itself failed (disk, lock): log, wait, try again; never crash the process.
        log.error("contact.worker_error", { error: describeError(err) });
        await idle(timing.pollIntervalMs);
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      loop = undefined;
    },
  };
}
