import type { Logger } from "../log";
import { composeMail, type MailSettings } from "./compose";
import { classifyFailure, describeError, type Mailer } from "./mailer";
import type { OutboxStore, StoredMessage } from "./store";

export type WorkerTiming = {
  /** Delay before the first retry; doubles with every further attempt. */
  baseDelayMs: number;
  /** Ceiling of the retry delay. */
  maxDelayMs: number;
  /** How often the store is checked when idle (picks up CLI retries and other writers). */
  pollIntervalMs: number;
  /**
   * How long a claimed message is reserved. The worker renews the lease every third of this while
   * the send runs, so a slow send keeps it and a dead instance's message is free again within this
   * time (docs/decisions/0009-several-instances.md).
   */
  leaseMs: number;
};

export const DEFAULT_TIMING: WorkerTiming = {
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  pollIntervalMs: 5_000,
  leaseMs: 30_000,
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
  /**
   * Set while sends fail because of our configuration (wrong SMTP password, TLS certificate, host
   * name): an operator must act. Cleared by the next successful delivery.
   */
  misconfigured: { class: string; error: string; since: number } | undefined;
};

export interface DeliveryWorker {
  /**
   * Starts the loop. First, every pending message becomes due at once (see
   * OutboxStore.restartDeliveries); `exclusiveOutbox` says no other process works on this outbox.
   */
  start(options?: { exclusiveOutbox?: boolean }): void;
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
  let misconfigured: WorkerStatus["misconfigured"];
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
      ({ response } = await whileLeased(msg, () => mailer.send(composeMail(msg, settings))));
    } catch (err) {
      // The mail server refused or was unreachable. Errors of the store below propagate to run().
      const error = describeError(err);
      const kind = classifyFailure(err);
      lastDeliveryError = { class: errorClass(err), at: now() };
      if (kind === "configuration") raiseMisconfigured(err, error);
      if (kind === "permanent") {
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
    if (misconfigured) {
      log.info("contact.delivery_configuration_recovered", {
        errorClass: misconfigured.class,
        downMs: now() - misconfigured.since,
      });
      misconfigured = undefined;
    }
    await recordSent();
  }

  /**
   * Runs the send while renewing the message's lease every third of its length: another instance
   * takes the message over only when this one has stopped renewing (it died), never while it is
   * merely slow. A failed renewal is left to the store checks of the loop; the send goes on.
   */
  async function whileLeased<T>(msg: StoredMessage, send: () => Promise<T>): Promise<T> {
    const timer = setInterval(() => {
      store.renewLease(msg.id, now() + timing.leaseMs).then(
        (held) => {
          if (!held) log.warn("contact.lease_lost", context(msg));
        },
        () => {},
      );
    }, timing.leaseMs / 3);
    try {
      return await send();
    } finally {
      clearInterval(timer);
    }
  }

  /** Loud once per state change: every lead waits until an operator fixes SMTP_URL. */
  function raiseMisconfigured(err: unknown, error: string) {
    const cls = errorClass(err);
    if (misconfigured?.class === cls) return;
    misconfigured = { class: cls, error, since: now() };
    log.error(
      "SMTP CONFIGURATION REJECTED: contact messages cannot be delivered until SMTP_URL (user, password, host, TLS) is fixed; they stay in the outbox and are sent once it works. Check npm run leads -- list.",
      { errorClass: cls, error },
    );
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

  async function run(exclusiveOutbox: boolean) {
    try {
      const due = await store.restartDeliveries(now(), { releaseLeases: exclusiveOutbox });
      if (due > 0) log.info("contact.deliveries_restarted", { pending: due });
    } catch (err) {
      // The loop below meets the same store fault and reports it.
      log.warn("contact.restart_deliveries_failed", { error: describeError(err) });
    }
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
    start(options = {}) {
      if (running) return;
      running = true;
      loop = run(options.exclusiveOutbox ?? false);
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
    status: () => ({ alive: running, storeError: storeFault?.class, lastDeliveryError, misconfigured }),
  };
}

/** Ceiling of the wait between attempts while the store is failing (keeps /readyz current). */
const STORE_BACKOFF_MAX_MS = 30_000;
