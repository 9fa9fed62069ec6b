import { load, YAMLException } from "js-yaml";
import type { z } from "zod";
import { MarkdocError, parseArticle } from "./article-markdoc.ts";
import { contentSchemas, isLongText, lockedTexts, type ContentFile } from "../app/pages/registry.ts";
import { slugProblem } from "../app/content-model/references/slug.ts";
import { prerenderPathsOf, routesFor } from "../app/route-list.ts";
import { languageOf, languages, MAIN_LANGUAGE, pathsOf, type Language } from "../app/paths.ts";
import { fixedCounts } from "./content-counts.ts";
import { articleCrossProblem, articleFileOf, articleSlugProblem, parseArticleFile } from "./article-rules.ts";
import { articleStatusOf, guideStatusOf } from "../app/content-model/articles/article-status.ts";
import { isPublished, type PublishedArticles } from "../app/content-model/articles/publishing.ts";
import { placeholderProblem, lengthProblem, schemaMessage } from "./content-texts.ts";
import { articleImageFile, articleImageProblem, imagesIn } from "./article-image-rules.ts";
import type { RichNode } from "../app/content-model/articles/rich-node.ts";

/**
 * The content rules: everything that makes a set of content files (content/de, content/en) one the
 * site can be built from, in one place (docs/decisions/0015-content-as-data.md, 0016-content-admin.md).
 * Browser-safe and without the disk: the caller hands over the state to judge — the build the files
 * of the working tree (vite/content-data.ts), the development server the same after every change, the
 * admin the files an editor is about to save together with the files they are checked against
 * (admin/save-check.ts, run by Keystatic before it writes). Messages are German, for editors, and each
 * says what to do; the build prints them as "content/de/home.yaml: hero.title: …".
 */

/** One fault: the file, the field ("hero.primary.href", "faq.items[5]"), the wrong value, the rule. */
export type Problem = { file: string; field: string; message: string; value?: string; rule?: RuleName };

export class ContentError extends Error {
  /** The fault by its parts (a drawing table's faults, vite/drawing-texts.ts, come as one line). */
  readonly problem: Problem;
  constructor(problem: Problem | string) {
    super(typeof problem === "string" ? problem : problemLine(problem));
    const [file = "", ...rest] = typeof problem === "string" ? problem.split(": ") : [];
    this.problem = typeof problem === "string" ? { file, field: "", message: rest.join(": ") } : problem;
  }
}

/** The fault as one line: "content/de/home.yaml: hero.primary.href = „/x“: Die Seite „/x“ gibt es nicht …". */
export function problemLine({ file, field, value, message }: Problem): string {
  const shown = value !== undefined && value.length <= 80 && !value.includes("\n") ? ` = „${value}“` : "";
  return `${file}: ${field}${shown}: ${message}`;
}

/** What a check sees: every content file's path, and the text of those at hand; an article's image files as bytes. */
export type ContentState = {
  files: readonly string[];
  source(file: string): string | undefined;
  bytes(file: string): Uint8Array | undefined;
};

/** The rules by name; content-rules.test.ts has a broken file for each, refused by build and admin alike. */
export const ruleNames = [
  "file-kind",
  "yaml",
  "schema",
  "placeholders",
  "lengths",
  "links",
  "project-art",
  "verbatim",
  "counts",
  "editions",
  "articles",
  "images",
] as const;
export type RuleName = (typeof ruleNames)[number];

const fail = (rule: RuleName, problem: Problem): never => {
  throw new ContentError({ ...problem, rule });
};

export const CONTENT_DIR = "content";

/** The edition a content file belongs to: "content/en/home.yaml" → "en". */
export function languageOfFile(file: string): Language {
  return file.startsWith(`${CONTENT_DIR}/en/`) ? "en" : "de";
}

/** The same file in another edition: ("content/de/home.yaml", "en") → "content/en/home.yaml". */
export const twinOf = (file: string, language: Language) =>
  file.replace(/^content\/[a-z]{2}\//, `content/${language}/`);

/** The schema's name for a file: "content/de/references/edeka.yaml" → "references/*". */
export function contentKind(file: string): ContentFile {
  const inLanguage = file.replace(/^content\/[a-z]{2}\//, "").replace(/\.(yaml|mdoc)$/, "");
  if (inLanguage in contentSchemas) return inLanguage as ContentFile;
  const collection = inLanguage.replace(/[^/]+$/, "*");
  const entry = inLanguage.slice(collection.length - 1);
  // A reference project's file name is its page's name (/<name>-reference): the folder is the list.
  const problem =
    collection === "references/*"
      ? slugProblem(entry)
      : collection === "articles/*"
        ? articleSlugProblem(entry)
        : undefined;
  if (problem) fail("file-kind", { file, field: "Dateiname", value: entry, message: problem });
  if (collection in contentSchemas) return collection as ContentFile;
  return fail("file-kind", { file, field: "(Datei)", message: "Zu dieser Datei gehört keine Seite: bitte entfernen." });
}

function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((s, i) => (typeof s === "number" ? `[${s}]` : `${i ? "." : ""}${String(s)}`)).join("");
}

export function parseYaml(file: string, source: string, firstLine = 0): unknown {
  try {
    return load(source, { filename: file });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const { line, column } = error.mark;
    return fail("yaml", {
      file,
      field: `Zeile ${firstLine + line + 1}, Spalte ${column + 1}`,
      message: `kein gültiges YAML (${error.reason}): bitte die Einrückung und die Anführungszeichen prüfen.`,
    });
  }
}

/*
 * Files of long text (a page type's `longTexts`): Markdoc, its fields in a YAML front matter and the
 * text below it. The body becomes the field `sections`: one per `##` chapter, each with the anchor and
 * short title its heading gives (vite/article-markdoc.ts), so no list of chapters is kept beside it.
 */
function parseLongText(file: string, source: string): unknown {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match)
    return fail("yaml", { file, field: "(Datei)", message: 'beginnt mit ihren Feldern zwischen zwei Zeilen "---".' });
  const fields = parseYaml(file, match[1]!, 1) as Record<string, unknown> | null;
  const bodyLine = match[0].split("\n").length - 1;
  try {
    return { ...fields, sections: parseArticle(source.slice(match[0].length)) };
  } catch (error) {
    if (!(error instanceof MarkdocError)) throw error;
    const [, line, message = error.message] = /^line (\d+): (.*)$/s.exec(error.message) ?? [];
    return fail("schema", { file, field: line ? `Zeile ${Number(line) + bodyLine}` : "Text", message });
  }
}

/** Calls `visit` with every string in `data` and its field path. */
function eachText(data: unknown, visit: (text: string, at: string) => void, at: PropertyKey[] = []) {
  if (typeof data === "string") visit(data, fieldPath(at));
  else if (Array.isArray(data)) data.forEach((item, i) => eachText(item, visit, [...at, i]));
  else if (data && typeof data === "object")
    for (const [key, value] of Object.entries(data)) eachText(value, visit, [...at, key]);
}

const valueAt = (data: unknown, at: string): unknown =>
  at.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);

/**
 * The paths of the site's pages in a state: the route table with the projects of its reference folder
 * and its published articles (`source` reads a file's text; without it, the state has no articles).
 */
export function pagesOf(
  files: readonly string[],
  source: (file: string) => string | undefined = () => undefined,
): Set<string> {
  const slugs = files.flatMap((f) => /^content\/de\/references\/([^/]+)\.yaml$/.exec(f)?.[1] ?? []);
  const articles = Object.fromEntries(
    languages.map((language): [Language, PublishedArticles] => {
      const guide = source(`${CONTENT_DIR}/${language}/knowledge/app-development.mdoc`);
      return [
        language,
        {
          articles: files.flatMap((file) => {
            const text = articleFileOf(file)?.language === language ? source(file) : undefined;
            const status = text === undefined ? undefined : articleStatusOf(file, text);
            return status && isPublished(status) ? [status] : [];
          }),
          guideTopics: (guide !== undefined && guideStatusOf(language, guide)?.topics) || [],
        },
      ];
    }),
  );
  return new Set(prerenderPathsOf(routesFor(slugs.sort(), articles)));
}

/** An article's fields and text as data, or its fault. */
function parseArticleSource(file: string, source: string): unknown {
  const result = parseArticleFile(source, languageOfFile(file), (front) => parseYaml(file, front, 1));
  return "fault" in result ? fail("schema", { file, ...result.fault }) : result.data;
}

/** Parses one file and checks it on its own: schema, texts, links, drawings, locked texts, counts. */
export function checkFile(file: string, source: string, pages: ReadonlySet<string>): unknown {
  const kind = contentKind(file);
  const longText = file.endsWith(".mdoc");
  if (longText !== isLongText(kind))
    fail("file-kind", {
      file,
      field: "(Datei)",
      message: `Dieser Inhalt ist eine ${isLongText(kind) ? ".mdoc" : ".yaml"}-Datei.`,
    });
  const parsed = !longText
    ? parseYaml(file, source)
    : kind === "articles/*"
      ? parseArticleSource(file, source)
      : parseLongText(file, source);
  const schema: z.ZodType = contentSchemas[kind];
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const [issue] = result.error.issues;
    const value = valueAt(parsed, issue!.path.join("."));
    fail("schema", {
      file,
      field: fieldPath(issue!.path) || "(Datei)",
      message: schemaMessage(issue!),
      ...(typeof value === "string" ? { value } : {}),
    });
  }
  const data = result.data;
  const language = languageOfFile(file);
  eachText(data, (text, field) => {
    const placeholders = placeholderProblem(text, language);
    if (placeholders) fail("placeholders", { file, field, value: text, message: placeholders });
    const length = lengthProblem(text, field, language);
    if (length) fail("lengths", { file, field, value: text, message: length });
  });
  checkLinks(file, data, pages);
  if (kind === "references/*" || kind === "example-reference") {
    const { art } = (data as { card: { art: string } }).card;
    if (!art.startsWith("references/"))
      fail("project-art", {
        file,
        field: "card.art",
        value: art,
        message: "Ein Projekt zeigt eine Projektzeichnung: bitte eine aus „references/…“ wählen.",
      });
  }
  // The requirements quote German texts; the English edition words them freely.
  if (language === MAIN_LANGUAGE)
    for (const fixed of lockedTexts)
      if (fixed.file === kind && valueAt(data, fixed.field) !== fixed.text)
        fail("verbatim", {
          file,
          field: fixed.field,
          value: String(valueAt(data, fixed.field)),
          message: `muss „${fixed.text}“ lauten (Anforderung ${fixed.requirement} legt diesen Text fest).`,
        });
  for (const count of fixedCounts)
    if (count.file === kind) {
      const list = valueAt(data, count.field);
      if (Array.isArray(list) && list.length !== count.count)
        fail("counts", {
          file,
          field: count.field,
          value: `${list.length} Einträge`,
          message: `genau ${count.count} Einträge, nicht ${list.length} (Anforderung ${count.requirement}: ${count.why}).`,
        });
    }
  return data;
}

/** Every link to a page of the site ("href": "/contact#form") names a page of this edition. */
function checkLinks(file: string, data: unknown, pages: ReadonlySet<string>) {
  eachText(data, (text, field) => {
    if (!/(^|\.)href$/.test(field) || !text.startsWith("/")) return;
    const [pathname] = text.split("#");
    if (!pages.has(pathname!))
      fail("links", {
        file,
        field,
        value: text,
        message: `Die Seite „${pathname}“ gibt es nicht: bitte die Adresse einer Seite dieser Website eintragen (etwa „${pathsOf(languageOfFile(file)).contact}“).`,
      });
    const language = languageOfFile(file);
    if (languageOf(pathname!) !== language)
      fail("links", {
        file,
        field,
        value: text,
        message: `„${pathname}“ ist eine Seite der anderen Sprache: Links der ${language === "de" ? "deutschen" : "englischen"} Fassung bleiben in ihr.`,
      });
  });
}

/** The data to compare: a long text's chapters by their short names only. */
function outline(data: unknown): unknown {
  const { sections, ...rest } = data as { sections?: { id: unknown; navTitle: unknown }[] };
  return sections ? { ...rest, sections: sections.map(({ id, navTitle }) => ({ id, navTitle })) } : data;
}

/**
 * The editions have the same fields (issue 24): every field the German file has, the English file has
 * too, and the other way round, so no part of a page shows in one language only. The schemas already
 * require the required fields; this catches an optional one (a badge, a list of points) left out in
 * one edition, and a list of entries (FAQ, cards, figures) with an entry missing. Lists of plain texts
 * (paragraphs, tags) may differ in length: a translation may say a thing in two paragraphs or three.
 * A Markdoc file's chapters are compared by number only; their text is free.
 */
function checkTwins(mainFile: string, main: unknown, otherFile: string, other: unknown, translating = false) {
  compareFields(outline(main), outline(other), [], mainFile, otherFile, translating);
}

/** `translating`: the other edition may still lack what the German has (an entry or field not translated yet). */
function compareFields(
  main: unknown,
  other: unknown,
  at: PropertyKey[],
  mainFile: string,
  otherFile: string,
  translating: boolean,
) {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    Boolean(value) && typeof value === "object" && !Array.isArray(value);
  const field = (path: PropertyKey[]) => fieldPath(path) || "(Datei)";
  if (Array.isArray(main) && Array.isArray(other)) {
    const entries = [...main, ...other].some((item) => typeof item === "object");
    if (main.length !== other.length && entries && !(translating && other.length < main.length))
      fail("editions", {
        file: otherFile,
        field: field(at),
        value: `${other.length} Einträge`,
        message: `${other.length} Einträge, ${mainFile} hat ${main.length}: jeder Eintrag steht in beiden Sprachen (bitte auch in der anderen Fassung ${other.length > main.length ? "hinzufügen" : "entfernen"} oder hier angleichen).`,
      });
    for (let i = 0; i < Math.min(main.length, other.length); i++)
      compareFields(main[i], other[i], [...at, i], mainFile, otherFile, translating);
  } else if (isRecord(main) && isRecord(other)) {
    for (const key of Object.keys(main))
      if (!(key in other) && !translating)
        fail("editions", {
          file: otherFile,
          field: field([...at, key]),
          message: `fehlt (${mainFile} hat es): bitte auch hier ausfüllen.`,
        });
    for (const key of Object.keys(other))
      if (!(key in main))
        fail("editions", {
          file: otherFile,
          field: field([...at, key]),
          message: `steht nicht in ${mainFile}: beide Sprachen haben dieselben Felder (bitte dort ergänzen oder hier entfernen).`,
        });
    for (const key of Object.keys(main))
      if (key in other) compareFields(main[key], other[key], [...at, key], mainFile, otherFile, translating);
  }
}

/**
 * The files `changed` judged within `state`: each on its own and against its twin in the other
 * edition (the German file is the original). Throws the first fault as a ContentError. A twin that is
 * not there yet is no fault here (an editor saves a new project in German, then in English); the
 * build's completeness check (content-data.ts) refuses a one-sided page. `germanFirst` (the admin's
 * save): a German save may leave its English twin lacking the new entry or field, never the other way.
 */
export function checkChanged(changed: readonly string[], state: ContentState, { germanFirst = false } = {}) {
  const pages = pagesOf(state.files, state.source);
  const data = new Map<string, unknown>();
  const read = (file: string) => {
    if (!data.has(file)) {
      const source = state.source(file);
      data.set(file, source === undefined ? undefined : checkFile(file, source, pages));
    }
    return data.get(file);
  };
  for (const file of changed) read(file);
  for (const file of changed.filter(articleFileOf)) {
    // An article's editions have names of their own, and may be one: it names its translation instead.
    const translating = germanFirst && languageOfFile(file) === MAIN_LANGUAGE;
    const fault = articleCrossProblem(file, read(file) as { author: string }, state.source, translating);
    if (fault) fail("articles", { file, ...fault });
    // Each image it shows is an uploaded file of an allowed format and size (vite/article-image-rules.ts).
    for (const { src = "" } of imagesIn((read(file) as { body: RichNode[] }).body)) {
      const image = articleImageFile(src);
      const message = articleImageProblem(src, image === undefined ? undefined : state.bytes(image));
      if (message) fail("images", { file, field: "Bild", value: src, message });
    }
  }
  for (const file of changed.filter((f) => !articleFileOf(f))) {
    const original = twinOf(file, MAIN_LANGUAGE);
    for (const twin of state.files.filter((f) => f !== original && twinOf(f, MAIN_LANGUAGE) === original)) {
      if (!state.files.includes(original)) continue;
      const main = read(original);
      const other = read(twin);
      // An editor adds an entry in German first, then its translation (one file per save): the
      // admin lets the English lag behind a German save; the build and the development server do not.
      const translating = germanFirst && changed.includes(original) && !changed.includes(twin);
      if (main !== undefined && other !== undefined) checkTwins(original, main, twin, other, translating);
    }
  }
}
