/**
 * The route table's rule, without reading the disk: the routes of a site with the reference projects
 * given. app/route-table.ts applies it to this working tree's projects; the content rules
 * (vite/content-rules.ts) apply it to the files an editor is about to save, in the build and in the
 * admin's browser alike, so a link is checked against the pages the saved state will have.
 */
import type { PublishedArticles } from "./content-model/articles/publishing";
import type { ReferenceSlug } from "./content-model/references/slug";
import { pageTypes } from "./pages/registry";
import { languages, paths, pathsOf, type Language } from "./paths";

export type PageRoute = {
  /** Unique route id. */
  id: string;
  /** Route module, relative to app/. */
  file: string;
  /** Main path: the canonical URL of the page. */
  path: string;
  /** Further paths that render the same page (canonical link points to `path`). */
  aliases?: string[];
  /** Content pages are prerendered to static HTML at build time. */
  prerender: boolean;
  /** A file, not a page (no HTML, no title): prerendered as it is. */
  resource?: boolean;
  /**
   * A not-found page (status 404), which React Router's prerendering refuses: rendered at build time
   * by scripts/prerender-extra.ts and served for every unknown address it stands for
   * (server/not-found-pages.ts; docs/decisions/0018-what-is-rendered-per-request.md).
   */
  notFound?: boolean;
};

/**
 * One edition's pages (docs/decisions/0017-english-edition.md): the German at the requirements' addresses,
 * with their aliases; the English under /en, each page's English route module beside its German one in
 * the page type's folder (`about.en.tsx` beside `about.de.tsx`), rendering the same page with the English copy.
 */
function editionRoutes(
  language: Language,
  projects: readonly ReferenceSlug[],
  articles: PublishedArticles,
): PageRoute[] {
  const de = language === "de";
  return pageTypes.flatMap((type) =>
    type.routes(pathsOf(language), { projects, articles }).map((route) => ({
      id: de ? route.id : `${language}-${route.id}`,
      file: `pages/${type.folder}/${route.module}.${language}.tsx`,
      path: route.path,
      ...(de && route.aliases ? { aliases: [...route.aliases] } : {}),
      prerender: route.prerender ?? true,
      ...(route.notFound ? { notFound: true } : {}),
      ...(route.resource ? { resource: true } : {}),
    })),
  );
}

const noArticles: PublishedArticles = { articles: [], guideTopics: [] };

/**
 * The routes of a site with these reference projects (the names of the files in content/de/references)
 * and these published articles of each edition (app/content-model/articles/).
 */
export function routesFor(
  slugs: readonly ReferenceSlug[],
  articles: Partial<Record<Language, PublishedArticles>> = {},
): PageRoute[] {
  return [
    ...languages.flatMap((language) => editionRoutes(language, slugs, articles[language] ?? noArticles)),
    // Route modules that are no page (app/routes/): a file, and a retired address.
    { id: "web-manifest", file: "routes/web-manifest.ts", path: paths.webManifest, prerender: true, resource: true },
    // Retired career pages: permanent redirect to the home page.
    { id: "career", file: "routes/career.tsx", path: paths.career, aliases: ["/karriere"], prerender: false },
  ];
}

/** Every path the build prerenders of these routes: the pages (aliases included) and the files. */
export function prerenderPathsOf(routes: readonly PageRoute[]): string[] {
  return routes.filter((r) => r.prerender).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}
