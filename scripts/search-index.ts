// The site search's index (docs/decisions/0021-site-search.md), built from the content files at build
// time (react-router.config.ts `buildEnd`) into BUILD_DIR/search-index.json, which the server loads at
// start-up (server/search/search-service.ts). The development server builds it the same way in memory.
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { languages, type Language } from "../app/paths";
import {
  buildLanguageIndex,
  INDEX_VERSION,
  SEARCH_INDEX_FILE,
  type SearchIndexFile,
} from "../app/search/search-engine";
import { searchableKinds, type ContentReader, type SearchableDocument } from "../app/search/searchable-kinds";
import { CONTENT_DIR, readFilledContent } from "../vite/content-data";
import { buildDay } from "../app/content-model/articles/publishing";

/**
 * Whether a document may be found: no draft, nothing published after the day of `now` (articles; the
 * day in the agency's time zone, as for the articles' pages: app/content-model/articles/publishing.ts).
 */
export function isPublic(doc: SearchableDocument, now: Date): boolean {
  if (doc.draft) return false;
  return !doc.published || doc.published <= buildDay(now);
}

/** The checked content of one language (placeholders filled, as the pages show them). */
export function contentReader(language: Language, root = "."): ContentReader {
  const folder = path.join(root, CONTENT_DIR, language);
  return {
    read(name) {
      const file = `${CONTENT_DIR}/${language}/${name}`;
      return readFilledContent(existsSync(path.join(root, `${file}.mdoc`)) ? `${file}.mdoc` : `${file}.yaml`, root);
    },
    list: (sub) =>
      readdirSync(path.join(folder, sub))
        .filter((f) => /\.(yaml|mdoc)$/.test(f))
        .map((f) => f.replace(/\.(yaml|mdoc)$/, ""))
        .sort(),
  };
}

/** Every searchable page of both editions, indexed per language. */
export function buildSearchIndex({ root = ".", now = new Date() } = {}): SearchIndexFile {
  const built = languages.map((language) => {
    const content = contentReader(language, root);
    const documents = searchableKinds.flatMap((kind) =>
      kind.documents(language, content).filter((doc) => isPublic(doc, now)),
    );
    const ids = new Set<string>();
    for (const { id } of documents) {
      if (ids.has(id))
        throw new Error(`Search index: two ${language} pages have the id "${id}" (app/search/searchable-kinds.ts).`);
      ids.add(id);
    }
    // Leave out the draft flag and the date: the index holds what may be shown.
    const indexed = documents.map(({ draft: _draft, published: _published, ...doc }) => doc);
    // content/<language>/search.yaml (its schema: app/pages/search/page-type.ts).
    const { synonyms, sectionNames } = content.read("search") as {
      sectionNames: SearchIndexFile["languages"]["de"]["sections"];
    } & {
      synonyms: string[][];
    };
    return [language, buildLanguageIndex(language, indexed, synonyms, sectionNames)] as const;
  });
  return { version: INDEX_VERSION, languages: Object.fromEntries(built) as SearchIndexFile["languages"] };
}

export function writeSearchIndex(buildDirectory: string, log: (message: string) => void) {
  const started = Date.now();
  const index = buildSearchIndex();
  const file = path.join(buildDirectory, SEARCH_INDEX_FILE);
  const json = JSON.stringify(index);
  writeFileSync(file, json);
  const counts = languages.map((l) => `${index.languages[l].documents.length} ${l}`).join(", ");
  log(`Search index: ${counts} pages, ${Math.round(json.length / 1024)} KB, ${Date.now() - started} ms -> ${file}`);
}
