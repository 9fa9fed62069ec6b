/**
 * The outbox: every accepted contact message is committed here before the visitor gets a 202,
 * and the delivery worker works from here. The interface is asynchronous and small so that a
 * PostgreSQL adapter (several server instances) is a new file, not a rewrite; SQLite is the
 * adapter for a single instance.
 */
import type { ContactLanguage } from "../../app/contact/contact-fields";
import type { LeadVisit } from "../stats/model";

/** "lead" goes to the agency; "autoreply" is the optional fixed-text confirmation to the visitor. */
type MessageKind = "lead" | "autoreply";
export type MessageStatus = "pending" | "sent" | "failed";

/** A row of the outbox table as a driver returns it: the stores differ only in how ids and times come back. */
export type OutboxRow<Id, Time> = {
  id: Id;
  kind: MessageKind;
  message_id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  language: ContactLanguage;
  request_id: string;
  status: MessageStatus;
  attempts: number;
  created_at: Time;
  next_attempt_at: Time;
  sent_at: Time | null;
  last_error: string | null;
  entry_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
};

/** A lead's visit as the outbox's columns hold it (null where unknown); an auto-reply has none. */
export function visitColumns(visit: LeadVisit | undefined) {
  return {
    entryPage: visit?.entryPage ?? null,
    referrerHost: visit?.referrerHost ?? null,
    utmSource: visit?.campaign?.source ?? null,
    utmMedium: visit?.campaign?.medium ?? null,
    utmCampaign: visit?.campaign?.campaign ?? null,
  };
}

function visitFromRow<Id, Time>(r: OutboxRow<Id, Time>): LeadVisit | undefined {
  const campaign =
    r.utm_source === null && r.utm_medium === null && r.utm_campaign === null
      ? undefined
      : { source: r.utm_source ?? "", medium: r.utm_medium ?? "", campaign: r.utm_campaign ?? "" };
  if (r.entry_page === null && r.referrer_host === null && !campaign) return undefined;
  return { entryPage: r.entry_page ?? undefined, referrerHost: r.referrer_host ?? undefined, campaign };
}

/** The stored message of a row; `num` turns the driver's id and time values into numbers. */
export function messageFromRow<Id, Time>(r: OutboxRow<Id, Time>, num: (v: Id | Time) => number): StoredMessage {
  return {
    id: num(r.id),
    kind: r.kind,
    messageId: r.message_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    message: r.message,
    language: r.language,
    requestId: r.request_id,
    status: r.status,
    attempts: r.attempts,
    createdAt: num(r.created_at),
    nextAttemptAt: num(r.next_attempt_at),
    sentAt: r.sent_at === null ? null : num(r.sent_at),
    lastError: r.last_error,
    visit: visitFromRow(r),
  };
}

export interface NewMessage {
  kind: MessageKind;
  /** RFC 5322 Message-ID, fixed at enqueue so every retry of one message carries the same id. */
  messageId: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  /** The page the visitor wrote from: named in the lead, the language of the auto-reply. */
  language: ContactLanguage;
  requestId: string;
  /**
   * A lead's visit: entry page, referring host, campaign (issue 38), kept with the lead for its
   * retention and named in the mail; none when unknown or when reach measurement is off (STATS=0).
   */
  visit?: LeadVisit;
}

export interface StoredMessage extends NewMessage {
  id: number;
  status: MessageStatus;
  /** Delivery attempts started so far (a claim counts as an attempt). */
  attempts: number;
  /** Epoch milliseconds. */
  createdAt: number;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
}

export interface OutboxStore {
  /** Commits all messages in one transaction (a lead and its autoreply); returns their ids. */
  enqueue(messages: NewMessage[], now: number): Promise<number[]>;
  /**
   * Atomically takes the oldest due pending message and leases it until now + leaseMs: a worker
   * that dies mid-send leaves a lease that simply expires, and the message is due again.
   */
  claimNext(now: number, leaseMs: number): Promise<StoredMessage | undefined>;
  /**
   * Extends the lease of a message being sent right now (the worker renews it while the send runs):
   * a lease outlives a slow send but only briefly a dead worker. False when the message is no longer
   * leased (delivered, deleted or retried by an operator meanwhile).
   */
  renewLease(id: number, leaseUntil: number): Promise<boolean>;
  /**
   * At start-up: every pending message becomes due now (an operator restarts after fixing SMTP_URL,
   * so nobody should wait out a backoff). `releaseLeases` also frees leased messages, which only the
   * sole owner of the outbox may do: SQLite under the DATA_DIR lock, where every lease is the dead
   * predecessor's. Returns how many messages became due.
   */
  restartDeliveries(now: number, options: { releaseLeases: boolean }): Promise<number>;
  /**
   * Deletes pending messages created before the cut-off that no worker holds (nobody could deliver
   * them in time: the longest time a message may wait, see CONTACT_PENDING_MAX_DAYS). Returns the
   * deleted messages' ids and request ids, for the log.
   */
  expirePending(createdBefore: number, now: number): Promise<{ id: number; requestId: string }[]>;
  markSent(id: number, now: number): Promise<void>;
  /** Temporary failure: stays pending, next attempt at the given time. */
  reschedule(id: number, nextAttemptAt: number, error: string): Promise<void>;
  /** Permanent failure: stays in the store, never retried until an operator says so. */
  markFailed(id: number, error: string, now: number): Promise<void>;
  /** Makes every pending message due now (after a success, the mail server is evidently back). */
  expedite(now: number): Promise<number>;
  /** Earliest next attempt of any pending message, or undefined when nothing is pending. */
  nextDueAt(): Promise<number | undefined>;

  get(id: number): Promise<StoredMessage | undefined>;
  list(filter?: { status?: MessageStatus }): Promise<StoredMessage[]>;
  counts(): Promise<Record<MessageStatus, number>>;
  /** Operator re-send: failed (or given) messages become pending and due now; returns how many. */
  retry(target: { ids: number[] } | { allFailed: true }, now: number): Promise<number>;
  /** Deletes sent messages (and, if asked, failed ones) created before the cut-off; returns how many. */
  purge(options: { olderThan: number; includeFailed?: boolean }): Promise<number>;
  /** Deletes single messages (e.g. an erasure request under Art. 17 GDPR). */
  remove(ids: number[]): Promise<number>;
  close(): Promise<void>;
  /** Figures for /healthz, /readyz and /metrics (optional: derived from counts()/list() when absent). */
  stats?(): Promise<OutboxStats>;
  /** Throws when a write would fail now (disk full, read-only, corrupt); writes nothing. */
  checkWritable?(): Promise<void>;
}

type OutboxStats = {
  pending: number;
  failed: number;
  /** createdAt of the oldest pending message (epoch ms), undefined when none is pending. */
  oldestPendingAt: number | undefined;
};
