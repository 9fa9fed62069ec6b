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
import { publishedArticles } from "./content-model/articles/articles.server";
import { prerenderPathsOf, routesFor, type PageRoute } from "./route-list";

export type { PageRoute };

export const pageRoutes: PageRoute[] = routesFor(referenceSlugs, publishedArticles);

/** Every path the build prerenders: the pages (aliases included) and the files. */
export function prerenderPaths(): string[] {
  return prerenderPathsOf(pageRoutes);
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
