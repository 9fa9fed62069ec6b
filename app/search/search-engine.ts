import MiniSearch, { type Query, type SearchResult } from "minisearch";
import type { Language } from "../paths";
import { indexTermsOf, queryTermsOf, stemOf, vocabularyOf, wordsOf } from "./text-analysis";
import { positionedText, positionsOf, type PositionedText, type TermIds } from "./positioned-text";
import { snippetOf, type Segment } from "./snippet";
import { stopWords } from "./stop-words";
import type { SearchKind } from "./search-kind";

/**
 * The site search (docs/decisions/0021-site-search.md): one MiniSearch index per language, built at
 * build time from the content files (scripts/search-index.ts) and loaded by the server, which answers
 * the results page and the JSON endpoint from it. Titles weigh more than topics (customer, technology,
 * kind of project), topics more than summaries, summaries more than the body. A query finds pages
 * with every one of its words (stemmed, the last one also as a prefix while it is typed, longer words
 * with a typo or two); when no page has them all, pages with some of them.
 */

/** A page as the index takes it: what the searchable kinds (searchable-kinds.ts) read from content. */
export type SearchDocument = {
  /** Unique in its language: "service:mvps", "reference:edeka". */
  id: string;
  kind: SearchKind;
  /** Its address in its edition. */
  url: string;
  title: string;
  /** The page's own short description (its meta description or card text). */
  summary: string;
  /** Names a visitor remembers: customer, industry, technologies, services, the kind of project. */
  topics: readonly string[];
  /** Every other text of the page. */
  body: string;
};

/** What the results show of a page, kept beside the index (MiniSearch keeps only terms). */
type StoredDocument = { id: string; kind: SearchKind; url: string; title: string; text: string };

/** One language's index as written at build time (build/search-index.json). */
export type LanguageIndex = {
  documents: StoredDocument[];
  /** MiniSearch's own serialisation. */
  index: unknown;
  /** Words that find each other (content/<language>/search.yaml `synonyms`), as stems. */
  synonyms: string[][];
  /** Each kind's section name in this language (search.yaml `sections`): "Referenz", "Case study". */
  sections: Record<SearchKind, string>;
};

export type SearchIndexFile = { version: typeof INDEX_VERSION; languages: Record<Language, LanguageIndex> };
export const INDEX_VERSION = 1;
/** The index's file in BUILD_DIR. */
export const SEARCH_INDEX_FILE = "search-index.json";

/** One hit: the page, its kind (the results show the section's name) and the matched words marked. */
export type SearchHit = { url: string; kind: SearchKind; section: string; title: Segment[]; snippet: Segment[] };
export type SearchAnswer = { total: number; hits: SearchHit[] };

const FIELDS = ["title", "topics", "summary", "body"] as const;
const BOOST = { title: 4, topics: 2.5, summary: 1.5 };
/** A query's words beyond these are left out: no visitor types more, a flood does. */
const MAX_QUERY_WORDS = 8;

function miniSearchOptions(language: Language, vocabulary: ReturnType<typeof vocabularyOf>) {
  // Each word is analysed once, however often the texts use it.
  const terms = new Map<string, string[]>();
  return {
    idField: "id",
    fields: [...FIELDS],
    tokenize: wordsOf,
    processTerm: (word: string) => {
      let found = terms.get(word);
      if (!found) terms.set(word, (found = indexTermsOf(word, language, vocabulary)));
      return found;
    },
    extractField: (doc: Record<string, unknown>, field: string) => {
      const value = doc[field];
      return Array.isArray(value) ? value.join(" · ") : String(value ?? "");
    },
  };
}

/** The index of one language's documents (build time). */
export function buildLanguageIndex(
  language: Language,
  documents: readonly SearchDocument[],
  synonyms: readonly (readonly string[])[],
  sections: Record<SearchKind, string>,
): LanguageIndex {
  const vocabulary = vocabularyOf(documents.flatMap((d) => [d.title, d.summary, d.body, ...d.topics]));
  const index = new MiniSearch<SearchDocument>(miniSearchOptions(language, vocabulary));
  index.addAll(documents);
  return {
    documents: documents.map(({ id, kind, url, title, summary, body }) => ({
      id,
      kind,
      url,
      title,
      text: `${summary} ${body}`.trim(),
    })),
    index: index.toJSON(),
    sections,
    synonyms: synonyms.map((group) => [...new Set(group.flatMap((w) => wordsOf(w)).map((w) => stemOf(w, language)))]),
  };
}

export type SearchEngine = {
  search(query: string, language: Language, limit: number): SearchAnswer;
};

/** The server's search over a built index file. */
export function loadSearchEngine(file: SearchIndexFile): SearchEngine {
  const engines = Object.fromEntries(
    (Object.entries(file.languages) as [Language, LanguageIndex][]).map(([language, built]) => [
      language,
      languageEngine(language, built),
    ]),
  ) as Record<Language, (query: string, limit: number) => SearchAnswer>;
  return { search: (query, language, limit) => engines[language](query, limit) };
}

function languageEngine(language: Language, built: LanguageIndex) {
  // Compounds are split as at build time: the vocabulary of the same texts.
  const vocabulary = vocabularyOf(built.documents.flatMap((d) => [d.title, d.text]));
  const index = MiniSearch.loadJS<SearchDocument>(
    built.index as Parameters<typeof MiniSearch.loadJS>[0],
    miniSearchOptions(language, vocabulary),
  );
  // Only what queries need is kept: the parsed file (built) can go once the engine is made.
  const { sections } = built;
  const synonymsOf = new Map<string, string[]>();
  for (const group of built.synonyms) for (const stem of group) synonymsOf.set(stem, group);

  // Where each result's words and terms stand, worked out now rather than per query (positioned-text.ts).
  const termIds: TermIds = new Map();
  const positioned = (text: string) =>
    positionedText(text, (word) => indexTermsOf(word, language, vocabulary), termIds);
  const documents = new Map(
    built.documents.map((d) => [
      d.id,
      { url: d.url, kind: d.kind, title: positioned(d.title), text: positioned(d.text) },
    ]),
  );

  return (query: string, limit: number): SearchAnswer => {
    // Single letters find everything and mean nothing (the "1" of "alert(1)").
    const words = wordsOf(query)
      .filter((w) => w.length > 1 && !stopWords[language].has(w))
      .slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return { total: 0, hits: [] };
    // The last word may still be being typed: it also matches as the beginning of a word.
    const typing = !/\s$/.test(query);
    const search = (combineWith: "AND" | "OR", typos: boolean) => {
      const queries = words.map((word, i) => wordQuery(word, typing && i === words.length - 1, typos));
      return index.search({ combineWith, queries } as Query, { boost: BOOST, processTerm: (t) => t });
    };
    // Typo tolerance only when the words as typed find nothing: a fuzzy walk of the index costs
    // most of a query's time (docs/benchmarks.md), and a word that is found needs no near misses.
    let results = search("AND", false);
    if (results.length === 0) results = search("AND", true);
    if (results.length === 0 && words.length > 1) results = search("OR", true);
    return {
      total: results.length,
      hits: results.slice(0, limit).map((result) => hitOf(result, documents.get(String(result.id))!)),
    };
  };

  /** One word of a query: its stems (all of them, for a hyphenated word) or a synonym's; with typos, near misses too. */
  function wordQuery(word: string, prefix: boolean, typos: boolean): Query {
    const terms = queryTermsOf(word, language);
    const alternatives: Query[] = [
      {
        combineWith: "AND",
        queries: terms,
        // A prefix of three letters or more ("fra" → Fraunhofer); a typo in words of five or more.
        prefix: (term: string) => prefix && term.length >= 3,
        fuzzy: (term: string) => typos && (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
      } as Query,
    ];
    const group = terms.length === 1 ? synonymsOf.get(terms[0]!) : undefined;
    for (const synonym of group ?? []) if (synonym !== terms[0]) alternatives.push(synonym);
    return { combineWith: "OR", queries: alternatives } as Query;
  }

  type Readable = { url: string; kind: SearchKind; title: PositionedText; text: PositionedText };
  function hitOf(result: SearchResult, doc: Readable): SearchHit {
    // MiniSearch names the index terms it matched (the whole term also for a prefix or a typo).
    const cut = ({ text, spans }: PositionedText, matched: number[], words: number) =>
      snippetOf(text, spans, matched, words);
    return {
      url: doc.url,
      kind: doc.kind,
      section: sections[doc.kind],
      title: cut(doc.title, positionsOf(doc.title, result.terms, termIds), Infinity),
      snippet: cut(doc.text, positionsOf(doc.text, result.terms, termIds), SNIPPET_WORDS),
    };
  }
}

/** About two lines of a result. */
const SNIPPET_WORDS = 28;
