import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { load, YAMLException } from "js-yaml";
import { MarkdocError, parseArticle, type ChapterData } from "./article-markdoc.ts";
import type { z } from "zod";
import { contentSchemas, isLongText, lockedTexts, type ContentFile } from "../app/pages/registry.ts";
import { PLACEHOLDER } from "../app/content-model/schema/fields.ts";
import { slugProblem } from "../app/content-model/references/slug.ts";
import { prerenderPaths } from "../app/route-table.ts";
import { languageOf, languages, MAIN_LANGUAGE, type Language } from "../app/paths.ts";
import {
  placeholderFormats,
  placeholderText,
  placeholderValues,
  type PlaceholderFormat,
  type PlaceholderName,
} from "../app/content-model/placeholders.ts";

/**
 * Reading a content file (docs/decisions/0015-content-as-data.md): YAML, checked against the schema
 * its path names (app/pages/registry.ts), its `{placeholders}` and the texts the requirements
 * fix verbatim. Every fault is a ContentError whose message is one line naming the file, the field and
 * the rule; the build prints it and stops (vite/content-plugin.ts).
 */

export const CONTENT_DIR = "content";

export class ContentError extends Error {}

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

/** The schema's name for a file: "content/de/references/edeka.yaml" → "references/*". */
function contentKind(file: string): ContentFile {
  const inLanguage = file.replace(/^content\/[a-z]{2}\//, "").replace(/\.(yaml|mdoc)$/, "");
  if (inLanguage in contentSchemas) return inLanguage as ContentFile;
  const collection = inLanguage.replace(/[^/]+$/, "*");
  const entry = inLanguage.slice(collection.length - 1);
  // A reference project's file name is its page's name (/<name>-reference): the folder is the list.
  const problem = collection === "references/*" ? slugProblem(entry) : undefined;
  if (problem) throw new ContentError(`${file}: file name: ${problem}`);
  if (collection in contentSchemas) return collection as ContentFile;
  throw new ContentError(`${file}: no schema for this file (the files content/ may hold: app/pages/registry.ts)`);
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
    if (!present.has(file)) throw new ContentError(`${file}: missing (every page needs its content file)`);
  }
}

/**
 * The editions have the same fields (issue 24): every field the German file has, the English file has
 * too, and the other way round, so no part of a page shows in one language only. The schemas already
 * require the required fields; this catches an optional one (a badge, a list of points) left out in
 * one edition, and a list of entries (FAQ, cards, figures) with an entry missing. Lists of plain texts
 * (paragraphs, tags) may differ in length: a translation may say a thing in two paragraphs or three.
 * A Markdoc file's chapters are compared by number only; their text is free.
 */
export function checkEditionsAgree(files: readonly string[], root = ".") {
  const main = `${CONTENT_DIR}/${MAIN_LANGUAGE}/`;
  // A file of another edition without its German original (a reference project added in English only).
  for (const file of files.filter((f) => !f.startsWith(main))) {
    const original = `${main}${file.replace(/^content\/[a-z]{2}\//, "")}`;
    if (!files.includes(original))
      throw new ContentError(`${original}: missing (${file} exists; every page has both editions)`);
  }
  for (const file of files.filter((f) => f.startsWith(main)))
    for (const language of languages.filter((l) => l !== MAIN_LANGUAGE)) {
      const twin = `${CONTENT_DIR}/${language}/${file.slice(main.length)}`;
      if (!files.includes(twin))
        throw new ContentError(`${twin}: missing (${file} exists; every page has both editions)`);
      compareFields(outline(readContent(file, root)), outline(readContent(twin, root)), [], file, twin);
    }
}

/** The data to compare: a long text's chapters by their short names only. */
function outline(data: unknown): unknown {
  const { sections, ...rest } = data as { sections?: { id: unknown; navTitle: unknown }[] };
  return sections ? { ...rest, sections: sections.map(({ id, navTitle }) => ({ id, navTitle })) } : data;
}

function compareFields(main: unknown, other: unknown, at: PropertyKey[], mainFile: string, otherFile: string) {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    Boolean(value) && typeof value === "object" && !Array.isArray(value);
  if (Array.isArray(main) && Array.isArray(other)) {
    if (main.length !== other.length && [...main, ...other].some((item) => typeof item === "object"))
      throw new ContentError(
        `${otherFile}: ${fieldPath(at)}: ${other.length} entries, ${mainFile} has ${main.length} (each entry is in both editions)`,
      );
    for (let i = 0; i < Math.min(main.length, other.length); i++)
      compareFields(main[i], other[i], [...at, i], mainFile, otherFile);
  } else if (isRecord(main) && isRecord(other)) {
    for (const key of Object.keys(main))
      if (!(key in other))
        throw new ContentError(`${otherFile}: ${fieldPath([...at, key])}: missing (${mainFile} has it)`);
    for (const key of Object.keys(other))
      if (!(key in main))
        throw new ContentError(
          `${otherFile}: ${fieldPath([...at, key])}: not in ${mainFile} (the editions have the same fields)`,
        );
    for (const key of Object.keys(main)) compareFields(main[key], other[key], [...at, key], mainFile, otherFile);
  }
}

/*
 * Files of long text (a page type's `longTexts`): Markdoc, its fields in a YAML front matter and the
 * text below it. The body becomes the field `sections`: one per `##` chapter, paired in order with the
 * `chapters` of the front matter (anchor and short title of each), parsed by vite/article-markdoc.ts.
 */

export function parseYaml(file: string, source: string, firstLine = 0): unknown {
  try {
    return load(source, { filename: file });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const { line, column } = error.mark;
    throw new ContentError(`${file}:${firstLine + line + 1}:${column + 1}: not valid YAML: ${error.reason}`);
  }
}

function parseLongText(file: string, source: string): unknown {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new ContentError(`${file}: starts with its fields between two lines "---"`);
  const fields = parseYaml(file, match[1]!, 1) as Record<string, unknown> | null;
  const bodyLine = match[0].split("\n").length - 1;
  let chapters: ChapterData[];
  try {
    chapters = parseArticle(source.slice(match[0].length));
  } catch (error) {
    if (!(error instanceof MarkdocError)) throw error;
    const message = error.message.replace(/^line (\d+)/, (_all, line: string) => `line ${Number(line) + bodyLine}`);
    throw new ContentError(`${file}: ${message}`);
  }
  const { chapters: named = [], ...rest } = (fields ?? {}) as { chapters?: { id?: unknown; navTitle?: unknown }[] };
  if (!Array.isArray(named) || named.length !== chapters.length)
    throw new ContentError(
      `${file}: chapters: the text has ${chapters.length} chapters (## headings), the list names ${Array.isArray(named) ? named.length : 0} (an id and a short title for each)`,
    );
  return {
    ...rest,
    sections: chapters.map((chapter, i) => ({ id: named[i]!.id, navTitle: named[i]!.navTitle, ...chapter })),
  };
}

/** Reads, parses and checks one file; the data keeps its `{placeholders}`. */
export function readContent(file: string, root = "."): unknown {
  const source = readFileSync(path.join(root, file), "utf8");
  const kind = contentKind(file);
  const longText = file.endsWith(".mdoc");
  if (longText !== isLongText(kind))
    throw new ContentError(`${file}: this content is written as ${isLongText(kind) ? ".mdoc" : ".yaml"}`);
  const parsed = longText ? parseLongText(file, source) : parseYaml(file, source);
  const schema: z.ZodType = contentSchemas[kind];
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new ContentError(`${file}: ${fieldPath(issue!.path) || "(file)"}: ${issue!.message}`);
  }
  checkPlaceholders(file, result.data);
  checkLinks(file, result.data);
  if (kind === "references/*" || kind === "example-reference") checkProjectArt(file, result.data);
  // The requirements quote German texts; the English edition words them freely.
  if (file.startsWith(`${CONTENT_DIR}/de/`)) checkVerbatim(file, kind, result.data);
  return result.data;
}

function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((s, i) => (typeof s === "number" ? `[${s}]` : `${i ? "." : ""}${String(s)}`)).join("");
}

/** Calls `visit` with every string in `data` and its field path. */
function eachText(data: unknown, visit: (text: string, at: string) => void, at: PropertyKey[] = []) {
  if (typeof data === "string") visit(data, fieldPath(at));
  else if (Array.isArray(data)) data.forEach((item, i) => eachText(item, visit, [...at, i]));
  else if (data && typeof data === "object")
    for (const [key, value] of Object.entries(data)) eachText(value, visit, [...at, key]);
}

function checkPlaceholders(file: string, data: unknown) {
  eachText(data, (text, at) => {
    for (const [written, name, format] of text.matchAll(PLACEHOLDER)) {
      if (!(name! in placeholderValues))
        throw new ContentError(`${file}: ${at}: unknown placeholder ${written} (the placeholders: docs/editing.md)`);
      if (format && !(format in placeholderFormats))
        throw new ContentError(
          `${file}: ${at}: unknown format "${format}" in ${written} (formats: ${Object.keys(placeholderFormats).join(", ")})`,
        );
      if (format && typeof placeholderValues[name as keyof typeof placeholderValues] !== "number")
        throw new ContentError(`${file}: ${at}: ${written}: only numbers take a format`);
    }
  });
}

/** A project's drawing is one of the project drawings (its card, strip and page header show it). */
function checkProjectArt(file: string, data: unknown) {
  const { art } = (data as { card: { art: string } }).card;
  if (!art.startsWith("references/"))
    throw new ContentError(
      `${file}: card.art: "${art}" is no project drawing (a project's drawing is in app/assets/art/references)`,
    );
}

let pages: Set<string> | undefined;

/** Every link to a page of the site ("href": "/contact#form") names a page of the route table. */
function checkLinks(file: string, data: unknown) {
  pages ??= new Set(prerenderPaths());
  eachText(data, (text, at) => {
    if (!/(^|\.)href$/.test(at) || !text.startsWith("/")) return;
    const [pathname] = text.split("#");
    if (!pages!.has(pathname!))
      throw new ContentError(`${file}: ${at}: no page "${pathname}" on this site (the pages: app/route-table.ts)`);
    const language = languageOfFile(file);
    if (languageOf(pathname!) !== language)
      throw new ContentError(
        `${file}: ${at}: "${pathname}" is a page of the other edition (links of content/${language} stay in it)`,
      );
  });
}

function valueAt(data: unknown, at: string): unknown {
  return at.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

function checkVerbatim(file: string, kind: ContentFile, data: unknown) {
  for (const fixed of lockedTexts) {
    if (fixed.file !== kind) continue;
    const value = valueAt(data, fixed.field);
    if (value !== fixed.text)
      throw new ContentError(
        `${file}: ${fixed.field}: must read "${fixed.text}" (requirement ${fixed.requirement} fixes this text)`,
      );
  }
}

/** Only the named top-level fields of a file's data (all of them without a list). */
export function pickFields(data: unknown, pick?: readonly string[]): unknown {
  if (!pick) return data;
  const record = data as Record<string, unknown>;
  return Object.fromEntries(pick.map((key) => [key, record[key]]));
}

/** The edition a content file belongs to: "content/en/home.yaml" → "en". */
export function languageOfFile(file: string): Language {
  return file.startsWith(`${CONTENT_DIR}/en/`) ? "en" : "de";
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
