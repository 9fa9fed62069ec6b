import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import type { Language } from "../paths";

/**
 * How words become index terms and query terms (docs/decisions/0021-site-search.md): lower case,
 * Unicode-normalised, stemmed by the Snowball stemmer of the page's language (@orama/stemmers), and in
 * German split into the parts of a compound, so that "Entwicklungen", "App-Entwicklung" and
 * "Softwareentwicklung" all carry the term of "Entwicklung". Plain functions without React or `~/`
 * imports: the build's index writer and the server both load this module outside Vite.
 */

const stemmers: Record<Language, (word: string) => string> = { de: germanStemmer, en: englishStemmer };

/** A word: letters and digits, with inner hyphens and dots ("App-Entwicklung", "Node.js", "C#" is "c"). */
const WORD = /[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu;

/** The words of a text, lower case, in order (hyphenated compounds stay one word). */
export function wordsOf(text: string): string[] {
  return text.normalize("NFC").toLowerCase().match(WORD) ?? [];
}

/** The words of a text where they stand in it, as written (for marking them in a snippet). */
export function wordSpansOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
}

/**
 * Stems already known, per language: the Snowball stemmer takes some 40 µs a word, and a query's
 * snippets look at thousands of words, which are the same few thousand words of the site every time.
 * Bounded, so visitors' queries cannot grow it without end.
 */
const knownStems: Record<Language, Map<string, string>> = { de: new Map(), en: new Map() };
const MAX_KNOWN_STEMS = 50_000;

/** The stem of one word in a language ("entwicklungen" → "entwickl"). */
export function stemOf(word: string, language: Language): string {
  const known = knownStems[language];
  let stem = known.get(word);
  if (stem === undefined) {
    stem = stemmers[language](word);
    if (known.size < MAX_KNOWN_STEMS) known.set(word, stem);
  }
  return stem;
}

/** The shortest part of a closed compound that counts as a word of its own ("app", "web", "ki"). */
const MIN_PART = 3;
/** Only words this long are looked at as closed compounds: a short word is rarely one. */
const MIN_COMPOUND = 8;

/**
 * The words that stand on their own in the site's texts: closed compounds are split only where their
 * last part is one of them ("softwareentwicklung" ends in "entwicklung"), so nothing is split at
 * random. Built from the indexed texts themselves, so a new article's words count without a list.
 */
export type Vocabulary = ReadonlySet<string>;

export function vocabularyOf(texts: readonly string[]): Vocabulary {
  const vocabulary = new Set<string>();
  for (const text of texts)
    for (const word of wordsOf(text))
      for (const part of word.split(/[-.]/)) if (part.length >= MIN_PART + 1) vocabulary.add(part);
  return vocabulary;
}

/**
 * The parts of a German closed compound, longest last part first: "softwareentwicklung" →
 * ["entwicklung", "software"]; the linking "s" of "Leistungsumfang" is dropped from the first part.
 */
export function compoundParts(word: string, vocabulary: Vocabulary): string[] {
  if (word.length < MIN_COMPOUND) return [];
  for (let cut = MIN_PART; cut <= word.length - (MIN_PART + 1); cut++) {
    const tail = word.slice(cut);
    if (!vocabulary.has(tail)) continue;
    const head = word.slice(0, cut);
    const heads = [head, head.replace(/s$/, "")].filter((h) => h.length >= MIN_PART && vocabulary.has(h));
    return [tail, ...heads.slice(0, 1)];
  }
  return [];
}

/**
 * The index terms of one word: its stem, and for a hyphenated or closed compound also the stems of its
 * parts and of the whole written together ("app-entwicklung" → "appentwickl", "app", "entwickl").
 */
export function indexTermsOf(word: string, language: Language, vocabulary: Vocabulary): string[] {
  const parts = word.split(/[-.]/).filter(Boolean);
  const whole = parts.join("");
  const words = new Set([whole, ...(parts.length > 1 ? parts : [])]);
  if (language === "de") for (const part of [...words]) for (const p of compoundParts(part, vocabulary)) words.add(p);
  return [...new Set([...words].map((w) => stemOf(w, language)))];
}

/**
 * The terms of one word of a query, all of which a page must have: its stem, and for a hyphenated word
 * the stems of its parts ("app-entwicklung" → "app", "entwickl"), so a page that writes them apart
 * is found too.
 */
export function queryTermsOf(word: string, language: Language): string[] {
  return word
    .split(/[-.]/)
    .filter(Boolean)
    .map((part) => stemOf(part, language));
}
