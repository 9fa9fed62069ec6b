/** German number and contact formats, shared by every content module. */

/** German number format: 3500 → "3.500". */
export const de = (n: number) => n.toLocaleString("de-DE");

/** "90\u00a0%": German typesetting keeps the number and its unit together. */
export const percent = (n: number) => `${de(n)}\u00a0%`;

/** "60.000\u00a0€", "1,5\u00a0Mio.\u00a0€". */
export const euro = (n: number) => (n >= 1_000_000 ? `${de(n / 1_000_000)}\u00a0Mio.\u00a0€` : `${de(n)}\u00a0€`);

/** "1,5 Millionen Euro" in running text. */
export const euroWords = (n: number) =>
  n >= 1_000_000 ? `${de(n / 1_000_000)}\u00a0Millionen Euro` : `${de(n)}\u00a0Euro`;

const WORDS = [
  "null",
  "eins",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
];

/** Small numbers as words in running text ("nach vier Wochen"); digits from 13 on. */
export const numberWord = (n: number) => WORDS[n] ?? de(n);

/** `tel:` link of a phone number as written on the page ("+49 7121 9640 20" → "tel:+497121964020"). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
