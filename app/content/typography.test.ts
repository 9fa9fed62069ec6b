import { describe, expect, it } from "vitest";
import { defaultPrivacyFacts } from "./legal/operation";
import { privacyPolicy } from "./legal/privacy";

/**
 * German typesetting rules over every string the content modules export (and the privacy policy in
 * each of its variants): a no-break space between a number and its unit, „…“ quotes, – as the dash,
 * … as the ellipsis. Strings that are not prose (URLs, ids, class names) cannot break these rules.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

function collect(value: unknown, path: string, out: { path: string; text: string }[], seen = new Set<unknown>()) {
  if (typeof value === "string") out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => collect(v, `${path}[${i}]`, out, seen));
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [k, v] of Object.entries(value)) collect(v, `${path}.${k}`, out, seen);
  }
}

const strings: { path: string; text: string }[] = [];
for (const [file, mod] of Object.entries(modules)) collect(mod, file, strings);
const variants = [
  { ...defaultPrivacyFacts, autoreply: true, reverseProxy: true, accessLogDays: 14, https: true, delivery: "smtp" },
  { ...defaultPrivacyFacts, autoreply: true, delivery: "files" },
] as const;
variants.forEach((f, i) => collect(privacyPolicy(f), `privacyPolicy#${i}`, strings));

const UNITS = "%|€|Euro|Mio\\.|Millionen|Min\\.|Minuten|Stunden|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren|Zeilen";
const RULES: { name: string; bad: RegExp }[] = [
  { name: "no-break space between a number and its unit", bad: new RegExp(`(\\d|×) (${UNITS})(?![\\p{L}-])`, "u") },
  { name: "„…“ instead of straight double quotes", bad: /"/ },
  { name: "’ instead of a straight apostrophe", bad: /\p{L}'\p{L}|'\s|\s'/u },
  { name: "– (en dash) instead of a spaced hyphen", bad: / - / },
  { name: "… instead of three dots", bad: /\.\.\./ },
  { name: "„ opens and “ closes a quote", bad: /“[^„]*“|„[^“]*„/ },
];

describe("typography of all content strings", () => {
  it("has strings to check", () => {
    expect(strings.length).toBeGreaterThan(1000);
  });
  for (const rule of RULES) {
    it(rule.name, () => {
      const offending = strings.filter((s) => rule.bad.test(s.text)).map((s) => `${s.path}: ${s.text}`);
      expect(offending).toEqual([]);
    });
  }
});
