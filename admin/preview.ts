import { load } from "js-yaml";
import { articlesKey, referencesKey, singletonEntries } from "./entries";
import { pageTypes } from "../app/pages/registry";
import { languages, pathsOf, type Language } from "../app/paths";
import type { ReferenceSlug } from "../app/content-model/references/slug";

/**
 * The preview of an entry (issue 36): the page its file fills, in German and in English, for the link
 * bar of the entry view (admin/preview-links.tsx). The addresses come from the route table's page
 * types (each page type's first route is the page its file fills) and app/paths.ts, never typed
 * here. A file every page shares (the header and footer, the shared words) previews on the home page.
 *
 * The links show the saved state (docs/decisions/0016-content-admin.md, amendment of 2026-11-28): in
 * `npm run dev` a page reads its file as soon as it is written, so a save and a reload of the preview
 * tab are the whole round trip, and what the editor sees is what the next build publishes.
 */
export type PreviewLink = { language: Language; href: string };

/**
 * The articles' files as the admin page loaded them (content/<language>/articles/*.mdoc): an article's
 * other edition is the one its `translation` names, and a draft has no page to open. An article saved
 * since the page loaded is read as published and without translation until the next reload.
 */
const articleFiles = import.meta.glob<unknown>("../content/*/articles/*.mdoc", {
  eager: true,
  query: "?raw",
  import: "default",
});

function articleFields(language: Language, slug: string): { translation?: unknown; draft?: unknown } {
  const source = Object.entries(articleFiles).find(([file]) =>
    file.endsWith(`/content/${language}/articles/${slug}.mdoc`),
  )?.[1];
  // The text in the admin's bundle; the data where the content plugin reads the files (the unit tests).
  if (typeof source !== "string") return (source ?? {}) as object;
  try {
    return (load(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? "") as object | null) ?? {};
  } catch {
    return {}; // a broken file: its save was refused, the preview stays on its own edition
  }
}

/** An article's page in its edition, and in the other where its translation is. */
function articleLinks(language: Language, slug: string): PreviewLink[] {
  const { translation, draft } = articleFields(language, slug);
  if (draft === true) return [];
  const other = languages.find((l) => l !== language)!;
  const links = [{ language, href: pathsOf(language).article(slug) }];
  if (typeof translation === "string" && translation.trim() && articleFields(other, translation).draft !== true)
    links.push({ language: other, href: pathsOf(other).article(translation.trim()) });
  return links.sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language));
}

const NO_COLLECTIONS = { projects: [], articles: { articles: [], guideTopics: [] } };

/** The page a content file fills, in one edition; undefined for a file of no page of its own. */
function pageOf(file: string, language: Language, slug?: ReferenceSlug): string | undefined {
  const at = pathsOf(language);
  if (file === "references/*") return slug === undefined ? undefined : at.reference(slug);
  const type = pageTypes.find((t) => file in t.content);
  if (!type) return at.home;
  // The reference page type's files: "example-reference" is its first route, a project its own (above).
  // The first route needs no project or article: the collections may be empty here.
  return type.routes(at, NO_COLLECTIONS)[0]?.path;
}

/**
 * The preview links of the admin page at `pathname` ("/keystatic/singleton/servicesMvps",
 * "/keystatic/collection/enReferenceProjects/item/edeka"): German first, then English; none for a page
 * that is no entry (the dashboard, a list, a new entry not yet saved) or a draft. An article links its
 * own edition and, where one exists, its translation.
 */
export function previewLinks(pathname: string): PreviewLink[] {
  const singleton = /^\/keystatic\/singleton\/([^/]+)\/?$/.exec(pathname)?.[1];
  const item = /^\/keystatic\/collection\/([^/]+)\/item\/([^/]+)\/?$/.exec(pathname);
  let file: string | undefined;
  let slug: string | undefined;
  const article = item && languages.find((language) => articlesKey(language) === decodeURIComponent(item[1]!));
  if (item && article) return articleLinks(article, decodeURIComponent(item[2]!));
  if (singleton) file = singletonEntries().find((entry) => entry.key === decodeURIComponent(singleton))?.file;
  else if (item && languages.some((language) => referencesKey(language) === decodeURIComponent(item[1]!))) {
    file = "references/*";
    slug = decodeURIComponent(item[2]!);
  }
  if (file === undefined) return [];
  return languages.flatMap((language) => {
    const href = pageOf(file, language, slug);
    return href === undefined ? [] : [{ language, href }];
  });
}
