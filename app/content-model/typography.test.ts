import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFiles, languageOfFile, readFilledContent } from "../../vite/content-data";
import { defaultPrivacyFacts } from "./legal/operation";
import { lockedTexts } from "../pages/registry";
import { privacyDe } from "./legal/privacy-de";
import { privacyEn } from "./legal/privacy-en";
import { privacyPolicy } from "./legal/privacy-policy";

/**
 * Typesetting rules over every text of both editions: the content files (content/de, content/en, with
 * their placeholders filled), every string the content modules export, and the privacy policy in each
 * of its variants. German: a no-break space between a number and its unit, „…“ quotes, – as the dash,
 * … as the ellipsis. English: “…” and ’, – as the dash, … as the ellipsis, thousands with a comma.
 * Strings that are not prose (URLs, ids, class names) cannot break these rules.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

type Text = { path: string; text: string };
function collect(value: unknown, path: string, out: Text[], seen = new Set<unknown>()) {
  if (typeof value === "string") out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => collect(v, `${path}[${i}]`, out, seen));
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [k, v] of Object.entries(value)) collect(v, `${path}.${k}`, out, seen);
  }
}

/** A module of the English edition: editions/en.ts and the legal pages' *-en.ts translations. */
const englishModule = (file: string) => /(\/en|-en)\.ts$|\/glosses\.ts$/.test(file);

const strings: Text[] = [];
const english: Text[] = [];
for (const [file, mod] of Object.entries(modules)) {
  const { en: siteEn, ...site } = (file === "./site.ts" ? mod.site : {}) as Record<string, unknown>;
  if (file === "./site.ts") {
    // site.ts holds the identity in German with its English words beside it (site.en).
    collect(site, file, strings);
    collect(siteEn, `${file}.en`, english);
  } else collect(mod, file, englishModule(file) ? english : strings);
}
for (const file of contentFiles())
  collect(readFilledContent(file), file, languageOfFile(file) === "en" ? english : strings);
// The modules that hold both editions' words side by side (claims.ts, placeholders.ts) name them by language;
// a value both editions share (a name, a postcode) is checked once, as German.
const EDITION_EN = /\.en(?=\.|\[|$)/;
const germanText = new Map(strings.map((s) => [s.path, s.text]));
for (const text of strings.splice(0)) {
  const ownWords = EDITION_EN.test(text.path) && germanText.get(text.path.replace(EDITION_EN, ".de")) !== text.text;
  (ownWords ? english : strings).push(text);
}
const variants = [
  { ...defaultPrivacyFacts, autoreply: true, reverseProxy: true, accessLogDays: 14, https: true, delivery: "smtp" },
  { ...defaultPrivacyFacts, autoreply: true, delivery: "files" },
] as const;
variants.forEach((f, i) => {
  collect(privacyPolicy(f, privacyDe.phrases), `privacyPolicy#${i}`, strings);
  collect(privacyPolicy(f, privacyEn.phrases), `privacyPolicyEn#${i}`, english);
});

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

// The legal pages keep German names and quotes („Impressum“) inside English sentences; those are glossed.
const ENGLISH_RULES: { name: string; bad: RegExp }[] = [
  { name: "“…” instead of straight double quotes", bad: /"/ },
  { name: "’ instead of a straight apostrophe", bad: /\p{L}'\p{L}|'\s|\s'/u },
  { name: "– (en dash) instead of a spaced hyphen", bad: / - / },
  { name: "… instead of three dots", bad: /\.\.\./ },
  { name: "“ opens and ” closes a quote", bad: /”[^“]*”|“[^”]*“/ },
  {
    name: "thousands separated by a comma", // Postal codes, telephone numbers and register numbers are not amounts.
    bad: /\b\d{1,3}\.\d{3}(?![.\d])|(?<![\p{L}\d+.,/#-] ?)\d{5,}(?! \p{Lu})(?![\d-])/u,
  },
];

describe("typography of the English edition", () => {
  it("has strings to check", () => {
    expect(english.length).toBeGreaterThan(1000);
  });
  for (const rule of ENGLISH_RULES) {
    it(rule.name, () => {
      const offending = english.filter((s) => rule.bad.test(s.text)).map((s) => `${s.path}: ${s.text}`);
      expect(offending).toEqual([]);
    });
  }
});

/**
 * The words a table of docs/glossary.md rules out: its column "Not" (comma-separated; text in brackets is a
 * comment) in the section whose heading starts with `heading`.
 */
export function glossaryNot(markdown: string, heading: string): string[] {
  const section = new RegExp(`^## ${heading}\\b[\\s\\S]*?(?=^## )`, "m").exec(markdown)?.[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line));
  const cells = (line: string) => line.split("|").slice(1, -1);
  const column = cells(rows[0] ?? "").findIndex((cell) => cell.trim() === "Not");
  return rows
    .slice(1)
    .flatMap((line) => (cells(line)[column] ?? "").replace(/\(.*?\)/g, "").split(","))
    .map((term) => term.trim())
    .filter(Boolean);
}

/**
 * The anglicisms docs/glossary.md lists (section "Anglicisms"): each is a word of its own (not part of a
 * longer word), any case. „AI“ is allowed only in the service name „AI-Entwicklung“, which the
 * specification fixes; so are all texts it quotes verbatim.
 */
export const glossaryAnglicisms = (markdown: string) => glossaryNot(markdown, "Anglicisms");

export function anglicismsIn(text: string, terms: readonly string[]): string[] {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return terms.filter((term) => {
    const exception = term === "AI" ? "(?!-Entwicklung)" : "";
    // An abbreviation (AI, LLM) only in capitals, so "ai-development" in a path is not one; a plural s is the word too.
    const flags = term === term.toUpperCase() ? "u" : "iu";
    return new RegExp(`(?<![\\p{L}\\p{N}-])${escape(term)}s?(?![\\p{L}\\p{N}-])${exception}`, flags).test(text);
  });
}

describe("anglicisms of docs/glossary.md", () => {
  const terms = glossaryAnglicisms(readFileSync("docs/glossary.md", "utf8"));
  const fixed = new Set(lockedTexts.map((v) => v.text));

  it("reads the list from the glossary", () => {
    expect(terms).toEqual(expect.arrayContaining(["Made in", "Go-live", "Launch", "Lead", "LLM", "AI"]));
  });

  it("finds them in a bad sample, and not in German or in the fixed service name", () => {
    expect(anglicismsIn("Nach dem Launch: Go-live mit LLMs, Made in Reutlingen", terms)).toEqual([
      "Made in",
      "LLM",
      "Go-live",
      "Launch",
    ]);
    expect(anglicismsIn("Lead AI", terms)).toEqual(["Lead", "AI"]);
    expect(anglicismsIn("AI-Entwicklung", terms)).toEqual([]);
    expect(anglicismsIn("Leadership, Content-Delivery-Network, Gelaunchtes, ai-development", terms)).toEqual([]);
  });

  it("no content string uses one", () => {
    const offending = strings
      .filter((s) => !fixed.has(s.text))
      // Search synonyms are words visitors type (often English ones on the German site), never shown as copy.
      .filter((s) => !s.path.includes("search.yaml.synonyms"))
      .map((s) => ({ ...s, found: anglicismsIn(s.text, terms) }))
      .filter((s) => s.found.length > 0)
      .map((s) => `${s.path}: ${s.found.join(", ")}: ${s.text}`);
    expect(offending).toEqual([]);
  });
});

/** Where `terms` occur in `text` as words or phrases of their own (not inside a longer word). */
export function termsIn(text: string, terms: readonly string[], { anyCase = false } = {}): string[] {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return terms.filter((term) =>
    new RegExp(`(?<![\\p{L}\\p{N}-])${escape(term)}(?![\\p{L}\\p{N}-])`, anyCase ? "iu" : "u").test(text),
  );
}

const glossary = readFileSync("docs/glossary.md", "utf8");
const fixedTexts = new Set(lockedTexts.map((v) => v.text));
const GLOSSARY_RULES = [
  { heading: "Spelling", texts: strings, anyCase: false },
  { heading: "Claims we can back", texts: [...strings, ...english], anyCase: true },
  { heading: "English edition", texts: english, anyCase: false },
];

describe("the words docs/glossary.md rules out", () => {
  it("reads each table and finds its words in a bad sample, not in a good one", () => {
    const spelling = glossaryNot(glossary, "Spelling");
    expect(spelling).toEqual(expect.arrayContaining(["Software-Entwicklung", "Mobile-App", "Mobil-App"]));
    expect(termsIn("Software-Entwicklung als Mobile-App oder Mobil-App", spelling)).toEqual([
      "Software-Entwicklung",
      "Mobile-App",
      "Mobil-App",
    ]);
    expect(termsIn("Softwareentwicklung, Mobile-App-Entwicklung, Mobile Apps, E-Mail", spelling)).toEqual([]);
    const claims = glossaryNot(glossary, "Claims we can back");
    expect(termsIn("DSGVO-konform und zukunftssicher; GDPR-compliant", claims, { anyCase: true })).toEqual([
      "DSGVO-konform",
      "GDPR-compliant",
      "zukunftssicher",
    ]);
    expect(termsIn("nach DSGVO konzipiert, designed for the GDPR", claims, { anyCase: true })).toEqual([]);
    const english = glossaryNot(glossary, "English edition");
    expect(termsIn("Free Discovery Call: the pension cockpit and its target picture", english)).toEqual([
      "target picture",
      "cockpit",
      "Discovery Call",
    ]);
    expect(termsIn("Free discovery call: the pension dashboard", english)).toEqual([]);
  });

  for (const { heading, texts, anyCase } of GLOSSARY_RULES) {
    it(`no content string uses a word of "${heading}"`, () => {
      const terms = glossaryNot(glossary, heading);
      expect(terms.length).toBeGreaterThan(4);
      const offending = texts
        .filter((s) => !fixedTexts.has(s.text))
        .flatMap((s) => termsIn(s.text, terms, { anyCase }).map((term) => ({ ...s, term })))
        .map(({ path, term, text }) => `${path}: ${term}: ${text}`);
      expect(offending).toEqual([]);
    });
  }
});
