import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Reads the prerendered pages of a build as text, without a browser: what a visitor reads in <main>,
 * split into sentences. Navigation, header and footer sit outside <main>; elements marked
 * `data-copy="legal"` or `lang="en"` are left out by the callers that ask for it.
 */

export type PageText = { route: string; canonical: string; html: string };

export function prerenderedPages(buildDir: string): PageText[] {
  const clientDir = path.join(buildDir, "client");
  const pages: PageText[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === "assets") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        const html = readFileSync(full, "utf8");
        const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? rel;
        pages.push({ route: rel === "" ? "/" : `/${rel}`, canonical, html });
      }
    }
  };
  walk(clientDir);
  return pages;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) => {
    if (e[0] === "#")
      return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? m;
  });

/** Removes every element whose start tag matches `open` (with its content), nesting-aware. */
function dropElements(html: string, open: RegExp): string {
  let out = html;
  for (;;) {
    const m = open.exec(out);
    if (!m) return out;
    const tag = /^<([a-z0-9-]+)/i.exec(m[0])![1]!;
    const re = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, "gi");
    re.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = out.length;
    for (let t = re.exec(out); t; t = re.exec(out)) {
      if (t[0][1] === "/") depth--;
      else if (!t[0].endsWith("/>")) depth++;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out = out.slice(0, m.index) + " " + out.slice(end);
  }
}

const BLOCK =
  /<\/?(p|li|h[1-6]|div|section|article|dt|dd|td|th|tr|ul|ol|dl|button|summary|details|figcaption|blockquote|label|legend|option|br|hr|header|footer|aside|form|fieldset|table)\b[^>]*>/gi;

/** Text blocks (paragraphs, list items, headings …) of the page's <main>, whitespace collapsed. */
export function mainBlocks(html: string, options: { drop?: RegExp[] } = {}): string[] {
  let main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? "";
  main = main.replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, " ");
  for (const d of options.drop ?? []) main = dropElements(main, d);
  return main
    .replace(BLOCK, "\n")
    .replace(/<[^>]+>/g, "")
    .split("\n")
    .map((b) =>
      decode(b)
        .replace(/[\s\u00a0\u00ad]+/g, (w) => (w === "\u00ad" ? "" : " "))
        .trim(),
    )
    .filter(Boolean);
}

/** Sentences of a block: split after . ! ? … followed by a space and an upper-case letter or digit. */
export const sentences = (block: string) =>
  block
    .split(/(?<=[.!?…])\s+(?=[„"A-ZÄÖÜ0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);

export const wordCount = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * Words that do not make a phrase: a repeated run of words counts as a phrase only when at least two
 * of its words are not in this list („in der Region“ is grammar, „rund 40 Minuten“ is a phrase).
 */
const FUNCTION_WORDS = new Set(
  (
    "der die das den dem des ein eine einen einem einer eines und oder aber auch als an auf aus bei bis durch für " +
    "gegen in im ins mit nach ohne seit statt über um unter vom von vor zu zum zur ist sind war wird werden wurde " +
    "hat haben kann können muss soll sollen will wir sie ihr ihre ihren ihrem ihrer ihres sich es er uns unsere " +
    "unser unseren unserem unserer man wie was wo wer dass damit so nicht kein keine noch schon nur mehr sehr " +
    "dann denn doch ob wenn weil alle alles jede jeder jedes diese dieser dieses dort hier heute am beim"
  ).split(" "),
);

/** Words of a text, lower-cased, without the punctuation around them; a pair form („Nutzerinnen und Nutzer“) is one word. */
export function words(text: string): string[] {
  return text
    .replace(/(\p{L}+)innen und (\p{L}+)/gu, (m, a: string, b: string) => (b.startsWith(a) ? `${a}innen/${b}` : m))
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").toLowerCase())
    .filter(Boolean);
}

/**
 * Phrases of `minWords` or more words that stand on more than `maxPages` pages, longest first: for each,
 * the pages it stands on. A phrase never runs across a sentence, a colon, a dash or a quote.
 */
export function repeatedPhrases(
  pages: readonly { path: string; blocks: readonly string[] }[],
  { minWords = 3, maxPages = 3 } = {},
): { phrase: string; pages: string[] }[] {
  const onPages = new Map<string, Set<string>>();
  for (const { path, blocks } of pages)
    for (const block of blocks)
      for (const clause of block.split(/[.!?;:…–—()„“"]+(?:\s|$)|\s[–—]\s|[„“"()]/)) {
        const w = words(clause);
        for (let n = minWords; n <= w.length; n++)
          for (let i = 0; i + n <= w.length; i++) {
            const run = w.slice(i, i + n);
            if (run.filter((x) => !FUNCTION_WORDS.has(x)).length < 2) continue;
            const phrase = run.join(" ");
            (onPages.get(phrase) ?? onPages.set(phrase, new Set()).get(phrase)!).add(path);
          }
      }
  const found = [...onPages]
    .filter(([, paths]) => paths.size > maxPages)
    .map(([phrase, paths]) => ({ phrase, pages: [...paths].sort() }))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  // Report the longest form only: a part counts when it stands on pages its longer phrase does not.
  return found.filter(
    (p, i) =>
      !found.slice(0, i).some((q) => q.pages.length === p.pages.length && ` ${q.phrase} `.includes(` ${p.phrase} `)),
  );
}

/** Dashes set with spaces (– or —) in a text. */
export const spacedDashes = (text: string) => (text.match(/\s[–—](?=\s)/g) ?? []).length;
