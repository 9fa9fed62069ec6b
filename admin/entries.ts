import type { ComponentSchema } from "@keystatic/core";
import { contentSchemas, type ContentFile } from "../app/content/schema/files";

/**
 * Where the admin's entries live on disk, without their forms: the development server's local API
 * (server/admin.ts) needs only these paths to know which files it may read and write, and so does
 * not load the admin's user interface.
 */

/** The German edition: every page's file (content/de). */
export const MAIN_LANGUAGE = "de";

/**
 * Further editions and the files they have so far ({ en: ["layout", …] }: the English edition grows
 * file by file, issue 24), as found in content/ when the admin starts (admin/editions.ts).
 */
export type Editions = Record<string, readonly ContentFile[]>;

/** Files of long text: Markdoc with the fields in a front matter (vite/content-data.ts). */
export const longTexts: readonly ContentFile[] = ["knowledge/app-development"];

/** "services/mvps" → "servicesMvps", "en/layout" → "enLayout": an entry's name in the admin's addresses. */
export const entryKey = (file: string, language = MAIN_LANGUAGE) =>
  (language === MAIN_LANGUAGE ? file : `${language}/${file}`).replace(/[/-]([a-z])/g, (_all, c: string) =>
    c.toUpperCase(),
  );

const files = Object.keys(contentSchemas) as ContentFile[];

/** Every file kind with one file ("home", "services/mvps"); the collections end in "/*". */
const singletonFiles = files.filter((file) => !file.endsWith("/*"));

/** Every singleton: file kind, language and path without extension ("content/en/layout"). */
export const singletonEntries = (editions: Editions) =>
  [
    ...singletonFiles.map((file) => ({ file, language: MAIN_LANGUAGE })),
    ...Object.entries(editions).flatMap(([language, list]) => list.map((file) => ({ file, language }))),
  ].map((entry) => ({
    ...entry,
    key: entryKey(entry.file, entry.language),
    path: `content/${entry.language}/${entry.file}`,
  }));

/** How a file is stored: YAML, or Markdoc with its fields as front matter and the text in `body`. */
export const formatOf = (file: ContentFile) =>
  longTexts.includes(file) ? { data: "yaml" as const, contentField: "body" } : { data: "yaml" as const };

/**
 * The API only reads where a Markdoc file's text is stored (its extension), never the editor: this
 * stand-in carries that much of Keystatic's content field without loading its user interface.
 */
const markdocText = { kind: "form", formKind: "content", contentExtension: ".mdoc" } as unknown as ComponentSchema;

/** Singletons and collections by their admin name, with paths only (for Keystatic's API routes). */
export function entryPaths(editions: Editions) {
  return {
    singletons: Object.fromEntries(
      singletonEntries(editions).map(({ key, file, path }) => [
        key,
        // A Markdoc file's text field names its extension (admin/schema/article.tsx has its editor).
        {
          label: key,
          path,
          format: formatOf(file),
          schema: (longTexts.includes(file) ? { body: markdocText } : {}) as Record<string, ComponentSchema>,
        },
      ]),
    ),
    collections: {
      referenceProjects: {
        label: "references/*",
        path: `content/${MAIN_LANGUAGE}/references/*` as const,
        format: { data: "yaml" as const },
        slugField: "slug",
        schema: {},
      },
    },
  };
}
