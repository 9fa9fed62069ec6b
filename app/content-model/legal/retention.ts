/**
 * Defaults of the retention periods. The server's configuration (server/config.ts) reads them, and
 * the privacy policy states what the configuration says (operation.ts), so both name the same days.
 */

/** Days a delivered contact message stays in the server's outbox before it is deleted. */
export const CONTACT_RETENTION_DAYS_DEFAULT = 30;

/** Strict-Transport-Security max-age in seconds (one year), unless HSTS_MAX_AGE says otherwise. */
export const HSTS_MAX_AGE_DEFAULT = 31_536_000;

/** Days a message the mail server refused for good stays in the outbox for an operator to re-send. */
export const CONTACT_FAILED_RETENTION_DAYS_DEFAULT = 30;

/**
 * Days a message may wait for delivery at most. A message nobody could deliver in that time (the
 * mail server refused our login for weeks) is deleted: a lead is never kept with no end.
 */
export const CONTACT_PENDING_MAX_DAYS_DEFAULT = 30;

/** Hours after which an undelivered message raises an alarm (log, /readyz, metric, leads CLI). */
export const CONTACT_PENDING_ALARM_HOURS_DEFAULT = 24;

/**
 * Rendered answers per client and minute (RENDER_BUDGET; server/http/render-budget.ts): what a
 * client may have the server compose for it at once and, refilled continuously, per minute.
 */
export const RENDER_BUDGET_DEFAULT = 60;

/**
 * Days the daily reach counts are kept (docs/decisions/0020-reach-measurement.md): a little more than
 * a year, so that a month can be compared with the same month of the year before.
 */
export const STATS_RETENTION_DAYS_DEFAULT = 400;
