import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  checkChanged,
  checkFile,
  CONTENT_DIR,
  ContentError,
  languageOfFile,
  pagesOf,
  parseYaml,
  twinOf,
  type ContentState,
} from "./content-rules.ts";
import { articleFileOf } from "./article-rules.ts";
import { PLACEHOLDER } from "../app/content-model/schema/fields.ts";
import { languages, MAIN_LANGUAGE, type Language } from "../app/paths.ts";
import { contentSchemas, isLongText } from "../app/pages/registry.ts";
import { placeholderText, type PlaceholderFormat, type PlaceholderName } from "../app/content-model/placeholders.ts";

/**
 * Content files on disk (docs/decisions/0015-content-as-data.md): the working tree's state handed to
 * the content rules (vite/content-rules.ts, shared with the admin's save check), and what the build
 * makes of a checked file (a module of literals, the texts with their placeholders filled). Every fault
 * is a ContentError whose message is one line naming the file, the field and the rule; the build prints
 * it and stops (vite/content-plugin.ts), the development server shows it as a page (server/dev-errors.ts).
 */

export { CONTENT_DIR, ContentError, languageOfFile, parseYaml };

/** Every content file, as paths relative to the repository root ("content/de/home.yaml"). */
export function contentFiles(root = "."): string[] {
  return readdirSync(path.join(root, CONTENT_DIR), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(yaml|mdoc)$/.test(file))
    .map((file) => path.posix.join(CONTENT_DIR, file.split(path.sep).join("/")))
    .filter((file) => !DRAWING_TABLE.test(file))
    .sort();
}

/**
 * The words of the drawings in another language (content/en/drawings.yaml): not a page's content but
 * a table the drawing plugin reads, checked against the drawings themselves (vite/drawing-texts.ts).
 */
const DRAWING_TABLE = /^content\/[a-z]{2}\/drawings\.yaml$/;

export function drawingTableFile(language: Language): string {
  return `${CONTENT_DIR}/${language}/drawings.yaml`;
}

/**
 * Every file of the site in one language: each fixed file exists. The collections' files are their
 * list (a reference project is its file in content/de/references); checkEditionsAgree gives each its twin.
 */
export function checkComplete(files: readonly string[], language = "de") {
  const present = new Set(files);
  const expected = Object.keys(contentSchemas).filter((kind) => !kind.endsWith("*"));
  for (const kind of expected) {
    const file = `${CONTENT_DIR}/${language}/${kind}.${isLongText(kind) ? "mdoc" : "yaml"}`;
    if (!present.has(file))
      throw new ContentError({
        file,
        field: "(Datei)",
        message: "fehlt: jede Seite braucht ihre Inhaltsdatei (bitte aus der Versionsverwaltung wiederherstellen).",
      });
  }
}

/**
 * The editions agree (vite/content-rules.ts checkTwins): each file of another edition has its German
 * original, each German file its twin, and each pair the same fields.
 */
export function checkEditionsAgree(files: readonly string[], root = ".") {
  const main = `${CONTENT_DIR}/${MAIN_LANGUAGE}/`;
  // An article may be in one edition only, under a name of its language: it names its translation.
  const articles = files.filter((f) => articleFileOf(f));
  const paired = files.filter((f) => !articleFileOf(f));
  for (const file of paired.filter((f) => !f.startsWith(main))) {
    const original = twinOf(file, MAIN_LANGUAGE);
    if (!files.includes(original)) missing(original, file);
  }
  for (const file of paired.filter((f) => f.startsWith(main)))
    for (const language of languages.filter((l) => l !== MAIN_LANGUAGE)) {
      const twin = twinOf(file, language);
      if (!files.includes(twin)) missing(twin, file);
    }
  checkChanged([...paired.filter((f) => f.startsWith(main)), ...articles], diskState(root, files));
}

const missing = (file: string, present: string): never => {
  throw new ContentError({
    file,
    field: "(Datei)",
    message: `fehlt (${present} gibt es; jede Seite hat beide Sprachen): bitte im Admin die andere Fassung anlegen.`,
  });
};

/** The working tree as the content rules see it. */
function diskState(root = ".", files: readonly string[] = contentFiles(root)): ContentState {
  return {
    files,
    source: (file) => (files.includes(file) ? readFileSync(path.join(root, file), "utf8") : undefined),
    bytes: (file) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : undefined),
  };
}

/** Reads, parses and checks one file; the data keeps its `{placeholders}`. */
export function readContent(file: string, root = "."): unknown {
  const source = readFileSync(path.join(root, file), "utf8");
  const pages = pagesOf(contentFiles(root), (f) => readFileSync(path.join(root, f), "utf8"));
  return checkFile(file, source, pages);
}

/** Only the named top-level fields of a file's data (all of them without a list). */
export function pickFields(data: unknown, pick?: readonly string[]): unknown {
  if (!pick) return data;
  const record = data as Record<string, unknown>;
  return Object.fromEntries(pick.map((key) => [key, record[key]]));
}

/** The data with every placeholder replaced by its text (tests read content this way, outside Vite). */
function fillPlaceholders<T>(data: T, language: Language): T {
  return JSON.parse(JSON.stringify(data), (_key, value: unknown) =>
    typeof value === "string"
      ? value.replace(PLACEHOLDER, (_all, name: PlaceholderName, format?: PlaceholderFormat) =>
          placeholderText(name, format, language),
        )
      : value,
  ) as T;
}

/**
 * A checked file with its placeholders filled, read from disk: for code that runs outside Vite (the
 * browser tests, the identity check, the brand images), which sees the same texts as the pages.
 */
export function readFilledContent<T = unknown>(file: string, root = "."): T {
  return fillPlaceholders(readContent(file, root), languageOfFile(file)) as T;
}

/**
 * The JavaScript module of a checked file: the data as literals, each text with placeholders as an
 * expression that reads site.ts at run time (`"Seit über " + placeholderText("yearsOfExperience") + …`),
 * so the rebranding test's second identity reaches every page like any other import of site.ts.
 */
export function contentModule(data: unknown, placeholdersModule: string, language: Language = "de"): string {
  let usesPlaceholders = false;
  const literal = (value: unknown): string => {
    if (typeof value === "string") {
      const parts: string[] = [];
      let last = 0;
      for (const match of value.matchAll(PLACEHOLDER)) {
        if (match.index > last) parts.push(JSON.stringify(value.slice(last, match.index)));
        const [, name, format] = match;
        const args = [name, format, language === "de" ? undefined : language].map(
          (a) => JSON.stringify(a) ?? "undefined",
        );
        parts.push(`placeholderText(${args.join(", ").replace(/(, undefined)+$/, "")})`);
        last = match.index + match[0].length;
      }
      if (!parts.length) return JSON.stringify(value);
      usesPlaceholders = true;
      if (last < value.length) parts.push(JSON.stringify(value.slice(last)));
      return parts.length === 1 ? `String(${parts[0]})` : parts.join(" + ");
    }
    if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
    if (value && typeof value === "object")
      return `{${Object.entries(value)
        .map(([key, item]) => `${JSON.stringify(key)}: ${literal(item)}`)
        .join(", ")}}`;
    return JSON.stringify(value);
  };
  const body = `export default ${literal(data)};`;
  return usesPlaceholders ? `import { placeholderText } from ${JSON.stringify(placeholdersModule)};\n${body}` : body;
}
