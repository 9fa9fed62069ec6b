import type express from "express";
import type { ContactMessage } from "../../app/contact/contact-schema";
import type { Config } from "../config";
import type { Logger } from "../log";
import { leadVisitOf, ownHostsOf } from "../stats/lead-visit";
import type { LeadVisit } from "../stats/model";
import { newMessageId } from "./compose";
import { memoryBackend, openContactBackend } from "./backend";
import { createFileMailer, createSmtpMailer, describeError, purgeEmlFiles, type Mailer } from "./mailer";
import { outboxMailDir } from "./paths";
import type { RateWindow } from "./rate-limit";
import { createPipelineHealth, type ContactHealth } from "./pipeline-health";
import { createContactRouter } from "./route";
import type { NewMessage, OutboxStore } from "./store";
import { createDeliveryWorker, errorClass, type DeliveryResult, type WorkerTiming } from "./worker";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Per client (IP, or IPv6 /64): 5 per minute and 20 per hour. */
export const DEFAULT_RATE_WINDOWS: RateWindow[] = [
  { limit: 5, windowMs: MINUTE },
  { limit: 20, windowMs: HOUR },
];
/** How often the limiters drop addresses whose window has ended (the privacy policy says "within a minute"). */
export const SWEEP_INTERVAL_MS = MINUTE;
/** At most one confirmation mail per visitor address a day, however often the form is sent. */
export const DEFAULT_AUTOREPLY_WINDOWS: RateWindow[] = [{ limit: 1, windowMs: DAY }];

/** Test and benchmark seams; production passes none of these. */
export type ContactServiceOptions = {
  store?: OutboxStore;
  mailer?: Mailer;
  timing?: Partial<WorkerTiming>;
  rateWindows?: RateWindow[];
  autoreplyWindows?: RateWindow[];
  purgeIntervalMs?: number;
  /** How often addresses past their window are dropped from the in-memory limiters. */
  sweepIntervalMs?: number;
  now?: () => number;
  /** Counts delivery outcomes (metrics). */
  onDeliveryResult?: (result: DeliveryResult) => void;
  /** Counts a stored lead by its visit (reach measurement, server/stats/; absent with STATS=0). */
  onLeadAccepted?: (visit: LeadVisit | undefined) => void;
};

export type ContactService = {
  router: express.Router;
  /** Resolves once the store is usable (PostgreSQL: connected and migrated); rejects otherwise. */
  ready(): Promise<void>;
  /** Addresses the in-memory limiters currently hold (rate limit and auto-reply): for tests and metrics. */
  trackedAddresses(): number;
  start(): void;
  stop(): Promise<void>;
  health(): Promise<ContactHealth>;
};

export function createContactService(config: Config, log: Logger, options: ContactServiceOptions = {}): ContactService {
  const clog = log.child({ component: "contact" });
  const now = options.now ?? Date.now;
  const settings = { from: config.contact.from, to: config.contact.to };
  // DATABASE_URL selects PostgreSQL (outbox and rate limits shared by all instances), else SQLite.
  const backend = options.store ? memoryBackend(options.store) : openContactBackend(config);
  const store = backend.store;
  const mailer =
    options.mailer ??
    (config.contact.smtpUrl ? createSmtpMailer(config.contact.smtpUrl) : createFileMailer(outboxMailDir(config), clog));
  const worker = createDeliveryWorker({
    store,
    mailer,
    settings,
    log: clog,
    timing: options.timing,
    now,
    onResult: options.onDeliveryResult,
  });
  // Enqueue failures are logged once per state change: a full disk under load must not flood the log.
  let enqueueFault: string | undefined;
  const autoreplyLimiter = backend.limiter("autoreply", options.autoreplyWindows ?? DEFAULT_AUTOREPLY_WINDOWS, now);
  let state: "open" | "stopping" | "stopped" = "open";
  let purgeTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let stopping: Promise<void> | undefined;

  // Our own host is never a lead's referrer.
  const ownHosts = ownHostsOf(config.siteUrl);

  async function accept({ visit: sentVisit, ...data }: ContactMessage, requestId: string) {
    // The visit is kept only while reach measurement is on: with STATS=0 the policy does not name it.
    const visit = config.stats ? leadVisitOf(sentVisit, ownHosts) : undefined;
    const messages: NewMessage[] = [
      { kind: "lead", messageId: newMessageId(settings.from), ...data, requestId, visit },
    ];
    if (config.contact.autoreply && (await autoreplyLimiter.hit(data.email.toLowerCase())).ok) {
      // Only the address and the language are kept: the confirmation has fixed text in the
      // visitor's language and echoes nothing.
      messages.push({
        kind: "autoreply",
        messageId: newMessageId(settings.from),
        name: "",
        email: data.email,
        phone: "",
        company: "",
        message: "",
        language: data.language,
        requestId,
      });
    }
    let id: number | undefined;
    try {
      [id] = await store.enqueue(messages, now());
    } catch (err) {
      const cls = errorClass(err);
      if (enqueueFault !== cls) clog.error("contact.store_write_failed", { requestId, errorClass: cls, error: err });
      enqueueFault = cls;
      throw err;
    }
    if (enqueueFault) clog.info("contact.store_write_recovered", { errorClass: enqueueFault });
    enqueueFault = undefined;
    clog.info("contact.accepted", { requestId, id, language: data.language, autoreply: messages.length > 1 });
    options.onLeadAccepted?.(visit);
    worker.wake();
  }

  async function purge() {
    const olderThan = now() - config.contact.retentionDays * DAY;
    const failedBefore = now() - config.contact.failedRetentionDays * DAY;
    try {
      const rows = await store.purge({ olderThan });
      // Refused messages have their own period (the privacy policy names it); through the store's
      // generic methods, so every store adapter honours it without a change of interface.
      const failedIds = (await store.list({ status: "failed" }))
        .filter((m) => m.createdAt < failedBefore)
        .map((m) => m.id);
      const failed = failedIds.length > 0 ? await store.remove(failedIds) : 0;
      const files = config.contact.smtpUrl ? 0 : await purgeEmlFiles(outboxMailDir(config), olderThan);
      // Nobody could deliver these in the longest time the privacy policy allows a message to wait.
      const expired = await store.expirePending(now() - config.contact.pendingMaxDays * DAY, now());
      if (expired.length > 0)
        clog.error("contact.expired_undelivered", {
          count: expired.length,
          pendingMaxDays: config.contact.pendingMaxDays,
          requestIds: expired.map((m) => m.requestId),
        });
      if (rows + failed + files > 0)
        clog.info("contact.purged", {
          messages: rows,
          failed,
          files,
          retentionDays: config.contact.retentionDays,
          failedRetentionDays: config.contact.failedRetentionDays,
        });
    } catch (err) {
      clog.error("contact.purge_failed", { error: describeError(err) });
    }
  }

  const requestLimiter = config.contact.rateLimit
    ? backend.limiter("contact", options.rateWindows ?? DEFAULT_RATE_WINDOWS, now)
    : undefined;
  const pipelineHealth = createPipelineHealth({
    store,
    worker,
    config,
    log: clog,
    now,
    isOpen: () => state === "open",
  });

  const router = createContactRouter({
    log: clog,
    limiter: requestLimiter,
    siteUrl: config.siteUrl,
    accept,
    isOpen: () => state === "open",
  });

  return {
    router,
    ready: () => backend.ready,
    health: pipelineHealth.health,
    trackedAddresses: () => (requestLimiter?.size() ?? 0) + autoreplyLimiter.size(),
    start() {
      if (state !== "open") throw new Error("The contact service was stopped; create a new one.");
      worker.start({ exclusiveOutbox: backend.exclusive });
      void purge();
      void pipelineHealth.watchPending();
      if (!purgeTimer) {
        purgeTimer = setInterval(() => void purge(), options.purgeIntervalMs ?? HOUR);
        purgeTimer.unref();
      }
      if (!sweepTimer) {
        sweepTimer = setInterval(() => {
          void requestLimiter?.sweep();
          void autoreplyLimiter.sweep();
          void pipelineHealth.watchPending();
        }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
        sweepTimer.unref();
      }
      if (config.production && !config.contact.smtpUrl) {
        // Loud on purpose: without SMTP_URL no lead ever reaches a mailbox, and nobody would notice.
        clog.error(
          "SMTP_URL IS NOT SET: contact requests are NOT delivered to any mailbox, only written as .eml files. Set SMTP_URL for production.",
          { outbox: outboxMailDir(config), to: settings.to },
        );
      }
      clog.info("contact.started", {
        transport: mailer.description,
        store: backend.kind,
        rateLimit: config.contact.rateLimit,
        autoreply: config.contact.autoreply,
        retentionDays: config.contact.retentionDays,
        failedRetentionDays: config.contact.failedRetentionDays,
        pendingMaxDays: config.contact.pendingMaxDays,
        pendingAlarmHours: config.contact.pendingAlarmHours,
      });
    },
    stop() {
      stopping ??= (async () => {
        state = "stopping";
        clearInterval(purgeTimer);
        clearInterval(sweepTimer);
        try {
          await worker.stop();
        } finally {
          mailer.close();
          await store.close();
          state = "stopped";
          clog.info("contact.stopped");
        }
      })();
      return stopping;
    },
  };
}
