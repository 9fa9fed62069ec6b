/** Number and contact formats of both editions, shared by every content module. */
import type { Language } from "../paths";

/** Digit group and decimal separators of both editions. */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  de: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

/**
 * A number in the edition's style: 3500 → "3.500" (German), "3,500" (English); at most three
 * decimals, as `toLocaleString` writes them. Written out rather than with Intl: the first number
 * format a page creates loads the locale's ICU data, about 25 ms per language on a phone, paid while
 * the page hydrates (issue 42). format.test.ts compares it with Intl.
 */
export function formatNumber(n: number, language: Language = "de") {
  const { group, decimal } = SEPARATORS[language];
  const [whole = "", fraction] = String(Math.round(Math.abs(n) * 1000) / 1000).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${n < 0 ? "-" : ""}${grouped}${fraction ? decimal + fraction : ""}`;
}

/** German number format: 3500 → "3.500". */
export const de = (n: number) => formatNumber(n, "de");

/** "90\u00a0%" (German typesetting keeps the number and its unit together), "90%" in English. */
export const percent = (n: number, language: Language = "de") =>
  language === "de" ? `${de(n)}\u00a0%` : `${formatNumber(n, "en")}%`;

/** "60.000\u00a0€", "1,5\u00a0Mio.\u00a0€"; in English "€60,000", "€1.5\u00a0million". */
export function euro(n: number, language: Language = "de") {
  const millions = n >= 1_000_000;
  const figure = formatNumber(millions ? n / 1_000_000 : n, language);
  if (language === "en") return millions ? `€${figure}\u00a0million` : `€${figure}`;
  return millions ? `${figure}\u00a0Mio.\u00a0€` : `${figure}\u00a0€`;
}

/** "1,5 Millionen Euro" in running text; "1.5 million euros" in English. */
export function euroWords(n: number, language: Language = "de") {
  const millions = n >= 1_000_000;
  const figure = formatNumber(millions ? n / 1_000_000 : n, language);
  if (language === "en") return millions ? `${figure}\u00a0million euros` : `${figure}\u00a0euros`;
  return millions ? `${figure}\u00a0Millionen Euro` : `${figure}\u00a0Euro`;
}

const WORDS: Record<Language, readonly string[]> = {
  de: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
};

/** Small numbers as words in running text ("nach vier Wochen", "after four weeks"); digits from 13 on. */
export const numberWord = (n: number, language: Language = "de") => WORDS[language][n] ?? formatNumber(n, language);

/**
 * Month names of both editions. Dates are written from this table, not with `toLocaleDateString`:
 * the first date format a page creates loads the locale's ICU calendar data, about 30 ms per
 * language on a phone, paid while the page hydrates (issue 42). format.test.ts compares the table
 * with Intl's own names.
 */
export const MONTHS: Record<Language, readonly string[]> = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** "2026-11" as the edition writes a month: "November 2026" (also in English; "März 2027" / "March 2027"). */
export function monthOf(yearMonth: string, language: Language) {
  const [year, month] = yearMonth.split("-").map(Number);
  return `${MONTHS[language][month! - 1]} ${year}`;
}

/** "2026-11-28" as the edition writes a day: "28. November 2026", "November 28, 2026". */
export function dayOf(isoDay: string, language: Language) {
  const [year, month, day] = isoDay.split("-").map(Number);
  const name = MONTHS[language][month! - 1];
  return language === "de" ? `${day}. ${name} ${year}` : `${name} ${day}, ${year}`;
}

/** `tel:` link of a phone number as written on the page ("+49 7121 9640 20" → "tel:+497121964020"). */
/** A quotation in the typography of its language: „…“ in German, “…” in English. */
export const quoted = (text: string, language: Language = "de") =>
  language === "de" ? `\u201e${text}\u201c` : `\u201c${text}\u201d`;

export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
