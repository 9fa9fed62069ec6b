/**
 * Retention periods the privacy policy states. The server reads the contact default from here too
 * (server/config.ts), so the text and the code name the same number of days.
 */

/** Days a delivered contact message stays in the server's outbox before it is deleted. */
export const CONTACT_RETENTION_DAYS_DEFAULT = 30;

/**
 * The retention the privacy policy states: CONTACT_RETENTION_DAYS as it was when the site was built
 * (vite.config.ts injects it; `npm start` rebuilds when the variable changes), else the default.
 */
export const CONTACT_RETENTION_DAYS: number =
  typeof __CONTACT_RETENTION_DAYS__ === "number" ? __CONTACT_RETENTION_DAYS__ : CONTACT_RETENTION_DAYS_DEFAULT;

/**
 * Days access logs of the web server in front of the site, and the application's own logs, are kept.
 * The Node server writes no access log itself: this is the operator's commitment for the hosting
 * (log rotation of the reverse proxy and of journald/Docker), stated in the privacy policy.
 */
export const SERVER_LOG_RETENTION_DAYS = 14;
