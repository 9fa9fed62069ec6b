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

export type DeliveryResult = "sent" | "retry" | "failed";

type WorkerStatus = {
  /** The loop is running (false before start() and after stop()). */
  alive: boolean;
  /** Error class (e.g. SQLITE_FULL) while the outbox cannot be read or written; undefined when fine. */
  storeError: string | undefined;
  /** The last delivery failure: its class (ECONNREFUSED, SMTP 451, …) and when it happened. */
  lastDeliveryError: { class: string; at: number } | undefined;
};

export interface DeliveryWorker {
  start(): void;
  /** New work arrived: skip the rest of the idle wait. */
  wake(): void;
  /** Resolves when the loop has ended; an in-flight send is awaited, not abandoned. */
  stop(): Promise<void>;
  status(): WorkerStatus;
}

/** Short, stable name of an error for logs, health and metrics: SQLite and socket codes, SMTP status. */
export function errorClass(err: unknown): string {
  if (typeof err !== "object" || err === null) return "Error";
  const { code, responseCode, name } = err as { code?: unknown; responseCode?: unknown; name?: unknown };
  if (typeof responseCode === "number") return `SMTP ${responseCode}`;
  if (typeof code === "string" && code !== "") return code;
  return typeof name === "string" ? name : "Error";
}

export function createDeliveryWorker(deps: {
  store: OutboxStore;
  mailer: Mailer;
  settings: MailSettings;
  log: Logger;
  timing?: Partial<WorkerTiming>;
  now?: () => number;
  random?: () => number;
  /** Called once per delivery attempt with its outcome (metrics). */
  onResult?: (result: DeliveryResult) => void;
}): DeliveryWorker {
  const { store, mailer, settings, log, now = Date.now, random = Math.random, onResult } = deps;
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let storeFault: { class: string; since: number } | undefined;
  let storeBackoff = timing.pollIntervalMs;
  let lastDeliveryError: WorkerStatus["lastDeliveryError"];
  // Accepted by the mail server but not yet recorded as sent (the store failed at that moment):
  // recorded before anything else is claimed, so the message is never sent a second time.
  let unrecorded: { msg: StoredMessage; sentAt: number; response: string } | undefined;

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

  const context = (msg: StoredMessage) => ({
    id: msg.id,
    kind: msg.kind,
    attempt: msg.attempts,
    requestId: msg.requestId,
  });

  async function deliver(msg: StoredMessage) {
    const ctx = context(msg);
    let response: string;
    try {
      ({ response } = await mailer.send(composeMail(msg, settings)));
    } catch (err) {
      // The mail server refused or was unreachable. Errors of the store below propagate to run().
      const error = describeError(err);
      lastDeliveryError = { class: errorClass(err), at: now() };
      if (isPermanentFailure(err)) {
        onResult?.("failed");
        await store.markFailed(msg.id, error, now());
        log.error("contact.delivery_failed", { ...ctx, error });
      } else {
        onResult?.("retry");
        const delay = backoffDelay(msg.attempts, timing, random);
        await store.reschedule(msg.id, now() + delay, error);
        log.warn("contact.delivery_retry", { ...ctx, error, retryInMs: delay });
      }
      return;
    }
    onResult?.("sent");
    unrecorded = { msg, sentAt: now(), response };
    await recordSent();
  }

  async function recordSent() {
    const { msg, sentAt, response } = unrecorded!;
    await store.markSent(msg.id, sentAt);
    unrecorded = undefined;
    log.info("contact.delivered", { ...context(msg), waitedMs: sentAt - msg.createdAt, response });
    // The server is evidently reachable again: drain the backlog instead of waiting out backoffs.
    const expedited = await store.expedite(sentAt);
    if (expedited > 0) log.info("contact.backlog_expedited", { count: expedited });
  }

  function storeFailed(err: unknown) {
    const cls = errorClass(err);
    // Once per state change, not once per poll: a full disk must not also fill the log.
    if (storeFault?.class !== cls) {
      log.error("contact.store_unavailable", {
        error: describeError(err),
        errorClass: cls,
        unrecordedDelivery: unrecorded?.msg.id,
      });
      storeFault = { class: cls, since: now() };
    }
    const wait = storeBackoff;
    storeBackoff = Math.min(storeBackoff * 2, STORE_BACKOFF_MAX_MS);
    return wait;
  }

  function storeRecovered() {
    if (!storeFault) return;
    log.info("contact.store_recovered", { errorClass: storeFault.class, downMs: now() - storeFault.since });
    storeFault = undefined;
    storeBackoff = timing.pollIntervalMs;
  }

  async function run() {
    while (running) {
      try {
        if (unrecorded) await recordSent();
        const msg = await store.claimNext(now(), timing.leaseMs);
        storeRecovered();
        if (msg) {
          await deliver(msg);
          continue;
        }
        const due = await store.nextDueAt();
        await idle(due === undefined ? timing.pollIntervalMs : Math.min(timing.pollIntervalMs, due - now()));
      } catch (err) {
        // The store itself failed (disk full, I/O error, corruption): back off, never crash the process.
        await idle(storeFailed(err));
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
    status: () => ({ alive: running, storeError: storeFault?.class, lastDeliveryError }),
  };
}

/** Ceiling of the wait between attempts while the store is failing (keeps /readyz current). */
const STORE_BACKOFF_MAX_MS = 30_000;
