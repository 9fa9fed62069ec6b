import type { ComponentSchema } from "@keystatic/core";
import { contentFiles, longTexts, type ContentFile } from "../app/pages/registry";
import { languages, MAIN_LANGUAGE, type Language } from "../app/paths";

/**
 * Where the admin's entries live on disk, without their forms: the development server's local API
 * (server/admin.ts) needs only these paths to know which files it may read and write, and so does
 * not load the admin's user interface.
 *
 * Every edition has every file (the build refuses a page that exists in one language only,
 * vite/content-data.ts checkEditions), so the admin has each entry once per language: German and
 * English side by side (keystatic.config.ts puts each pair together in the navigation).
 */

/**
 * An entry's name in the admin's addresses: "services/mvps" → "servicesMvps", English "enServicesMvps".
 * The German names carry no prefix, so the addresses editors know stay as they were.
 */
export const entryKey = (file: string, language: Language = MAIN_LANGUAGE) =>
  (language === MAIN_LANGUAGE ? file : `${language}/${file}`).replace(/[/-]([a-z])/g, (_all, c: string) =>
    c.toUpperCase(),
  );

/** The collection of reference projects in a language: "referenceProjects", "enReferenceProjects". */
export const referencesKey = (language: Language = MAIN_LANGUAGE) => entryKey("reference-projects", language);

/**
 * The collection of an edition's articles (its address in the admin): "articleCollection",
 * "enArticleCollection" ("articles" is the singleton of the lists' words, content/<language>/articles.yaml).
 */
export const articlesKey = (language: Language = MAIN_LANGUAGE) => entryKey("article-collection", language);

/** Every file kind with one file ("home", "services/mvps"); the collections end in "/*". */
const singletonFiles = contentFiles.filter((file) => !file.endsWith("/*"));

/** Every singleton: file kind, language and path without extension ("content/en/layout"). */
export const singletonEntries = () =>
  languages.flatMap((language) =>
    singletonFiles.map((file) => ({
      file,
      language,
      key: entryKey(file, language),
      path: `content/${language}/${file}`,
    })),
  );

/** How a file is stored: YAML, or Markdoc with its fields as front matter and the text in `body`. */
export const formatOf = (file: ContentFile) =>
  longTexts.includes(file) ? { data: "yaml" as const, contentField: "body" } : { data: "yaml" as const };

/**
 * The API only reads where a Markdoc file's text is stored (its extension), never the editor: this
 * stand-in carries that much of Keystatic's content field without loading its user interface.
 */
const markdocText = { kind: "form", formKind: "content", contentExtension: ".mdoc" } as unknown as ComponentSchema;

/** Singletons and collections by their admin name, with paths only (for Keystatic's API routes). */
export function entryPaths() {
  return {
    singletons: Object.fromEntries(
      singletonEntries().map(({ key, file, path }) => [
        key,
        // A Markdoc file's text field names its extension (admin/schema/guide-text.ts has its editor).
        {
          label: key,
          path,
          format: formatOf(file),
          schema: (longTexts.includes(file) ? { body: markdocText } : {}) as Record<string, ComponentSchema>,
        },
      ]),
    ),
    collections: Object.fromEntries([
      ...languages.map((language) => [
        referencesKey(language),
        {
          label: "references/*",
          path: `content/${language}/references/*` as const,
          format: { data: "yaml" as const },
          slugField: "slug",
          schema: {},
        },
      ]),
      // The articles (admin/schema/article-collection.tsx): front matter and a Markdoc text.
      ...languages.map((language) => [
        articlesKey(language),
        {
          label: "articles/*",
          path: `content/${language}/articles/*` as const,
          format: { data: "yaml" as const, contentField: "body" },
          slugField: "title",
          schema: { body: markdocText } as Record<string, ComponentSchema>,
        },
      ]),
    ]),
  };
}
