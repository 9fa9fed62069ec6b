import type { Day } from "./model";

/** Everything the dashboard shows from the counts (paths a scanner chose, campaign values) is escaped. */
export { escapeHtml } from "../contact/compose";

const numbers = new Intl.NumberFormat("de-DE");
const percent = new Intl.NumberFormat("de-DE", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const longDay = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "short", timeZone: "UTC" });

export const formatNumber = (n: number) => numbers.format(n);

/** A share (0 … 1) as a German percentage, "–" without a base. */
export const formatShare = (share: number | undefined) => (share === undefined ? "–" : percent.format(share));

/** "27. Nov. 2026", or without the year ("27. Nov."). */
export const formatDay = (day: Day, short = false) => (short ? shortDay : longDay).format(new Date(`${day}T00:00:00Z`));
