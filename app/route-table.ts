/**
 * The route table of requirements §2.1 as data. `routes.ts` registers it and `react-router.config.ts`
 * prerenders from it, so the two can never drift apart. Each page type names its routes
 * (app/pages/<page>/page-type.ts, listed in app/pages/registry.ts); the paths come from paths.ts. Which
 * pages links open by a full page load is decided in paths.ts (`reloadsDocument`), which the browser
 * loads on every page; this table is build-time only. Keep this file free of React and of `~/` imports:
 * it is also loaded by the build configuration and the browser tests. The reference projects are the
 * files of content/de/references (read from disk by slugs.server.ts), so a project an editor adds in the
 * admin has its pages in the next build.
 */
import { referenceSlugs } from "./content-model/references/slugs.server";
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
function editionRoutes(language: Language): PageRoute[] {
  const de = language === "de";
  return pageTypes.flatMap((type) =>
    type.routes(pathsOf(language), referenceSlugs).map((route) => ({
      id: de ? route.id : `${language}-${route.id}`,
      file: `pages/${type.folder}/${route.module}.${language}.tsx`,
      path: route.path,
      ...(de && route.aliases ? { aliases: [...route.aliases] } : {}),
      prerender: route.prerender ?? true,
      ...(route.notFound ? { notFound: true } : {}),
    })),
  );
}

export const pageRoutes: PageRoute[] = [
  ...languages.flatMap(editionRoutes),
  // Route modules that are no page (app/routes/): a file, and a retired address.
  { id: "web-manifest", file: "routes/web-manifest.ts", path: paths.webManifest, prerender: true, resource: true },
  // Retired career pages: permanent redirect to the home page.
  { id: "career", file: "routes/career.tsx", path: paths.career, aliases: ["/karriere"], prerender: false },
];

/** Every path the build prerenders: the pages (aliases included) and the files. */
export function prerenderPaths(): string[] {
  return pageRoutes.filter((r) => r.prerender).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}

/** The prerendered HTML pages (aliases included). */
export function prerenderedPages(): string[] {
  return pageRoutes.filter((r) => r.prerender && !r.resource).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}

/**
 * The not-found pages and the address each is rendered at: the route's own pattern with "404" for
 * its last segment ("/404", "/en/404", "/services/404"), an address no other route claims.
 */
export function notFoundPages(): { id: string; path: string }[] {
  return pageRoutes
    .filter((r) => r.notFound)
    .map((r) => ({ id: r.id, path: r.path === "*" ? "/404" : r.path.replace(/(\*|:\w+)$/, "404") }));
}
