import type { Day } from "./model";

/** The marketing team's calendar: a day runs from midnight to midnight in Germany. */
const STATS_TIME_ZONE = "Europe/Berlin";

// en-CA formats a date as YYYY-MM-DD.
const format = new Intl.DateTimeFormat("en-CA", {
  timeZone: STATS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

let cachedMinute = NaN;
let cachedDay = "";

/**
 * The Berlin day of an instant. Called for every counted request: the formatted day is reused for
 * the rest of the minute (a day never changes inside a minute: time zones shift by whole quarters).
 */
export function dayOf(epochMs: number): Day {
  const minute = Math.floor(epochMs / 60_000);
  if (minute !== cachedMinute) {
    cachedDay = format.format(epochMs);
    cachedMinute = minute;
  }
  return cachedDay;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A valid calendar day "YYYY-MM-DD", else undefined. */
export function parseDay(value: string): Day | undefined {
  const m = DAY_PATTERN.exec(value);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** The day `n` days after `day` (before, for negative `n`); plain calendar arithmetic. */
export function addDays(day: Day, n: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** A range of days, both ends included. */
export type DayRange = { from: Day; to: Day };

/** The last `n` days up to and including today. */
export const lastDays = (n: number, now: number): DayRange => ({ from: addDays(dayOf(now), 1 - n), to: dayOf(now) });
