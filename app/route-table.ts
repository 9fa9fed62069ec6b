/**
 * The route table of requirements §2.1 as data. `routes.ts` registers it and `react-router.config.ts`
 * prerenders from it, so the two can never drift apart. The paths come from paths.ts, the services
 * and references from their registries. Which pages links open by a full page load is decided in
 * paths.ts (`reloadsDocument`), which the browser loads on every page; this table is build-time only.
 * Keep this file free of React and of `~/` imports: it is also loaded by the build configuration and
 * the browser tests. The reference projects are the files of content/de/references (read from disk by
 * slugs.server.ts), so a project an editor adds in the admin has its pages in the next build.
 */
import { referenceSlugs } from "./content/references/slugs.server";
import { serviceKeys } from "./content/services/keys";
import { paths, pathsOf, type Language } from "./paths";

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
 * with their aliases; the English under /en, each page's route module in routes/en/ with the same name
 * (it renders the same page component with the English copy).
 */
function editionRoutes(language: Language): PageRoute[] {
  const at = pathsOf(language);
  const de = language === "de";
  const dir = de ? "routes" : "routes/en";
  const id = (name: string) => (de ? name : `en-${name}`);
  const also = (...aliases: string[]) => (de ? { aliases } : {});
  return [
    { id: id("home"), file: `${dir}/home.tsx`, path: at.home, ...also("/home", "/index"), prerender: true },
    { id: id("services"), file: `${dir}/services.tsx`, path: at.services, ...also("/leistungen"), prerender: true },
    ...serviceKeys.map((key) => ({
      id: id(`service-${key}`),
      file: `${dir}/services/${key}.tsx`,
      path: at.service(key),
      prerender: true,
    })),
    // Any other value of /services/{service}: 'Service not found' with status 404.
    {
      id: id("service-unknown"),
      file: `${dir}/services/unknown.tsx`,
      path: `${at.services}/:service`,
      prerender: false,
      notFound: true,
    },
    { id: id("references"), file: `${dir}/references.tsx`, path: at.references, prerender: true },
    {
      id: id("reference-example"),
      file: `${dir}/references/example.tsx`,
      path: at.exampleReference,
      ...also("/example-reference"),
      prerender: true,
    },
    // One module per edition for every project: its loader reads the project's file by the address
    // (docs/decisions/0004-reference-pages.md).
    ...referenceSlugs.map((slug) => ({
      id: id(`reference-${slug}`),
      file: `${dir}/references/project.tsx`,
      path: at.reference(slug),
      prerender: true,
    })),
    { id: id("about"), file: `${dir}/about.tsx`, path: at.about, ...also("/ueber-uns"), prerender: true },
    // Also answers the form's native post (its `action`; server/contact/form-post.ts validates and stores first).
    { id: id("contact"), file: `${dir}/contact.tsx`, path: at.contact, prerender: true },
    // Where a native post goes once the message was accepted (POST/redirect/GET); not indexed.
    { id: id("contact-sent"), file: `${dir}/contact-sent.tsx`, path: at.contactSent, prerender: true },
    { id: id("knowledge"), file: `${dir}/app-development-knowledge.tsx`, path: at.knowledge, prerender: true },
    { id: id("landing-app"), file: `${dir}/landing/app-development.tsx`, path: at.appLanding, prerender: true },
    { id: id("landing-web"), file: `${dir}/landing/web-development.tsx`, path: at.webLanding, prerender: true },
    { id: id("landing-mvp"), file: `${dir}/landing/mvp-development.tsx`, path: at.mvpLanding, prerender: true },
    { id: id("impressum"), file: `${dir}/impressum.tsx`, path: at.impressum, prerender: true },
    { id: id("privacy"), file: `${dir}/privacy.tsx`, path: at.privacy, prerender: true },
  ];
}

export const pageRoutes: PageRoute[] = [
  ...editionRoutes("de"),
  ...editionRoutes("en"),
  { id: "web-manifest", file: "routes/web-manifest.ts", path: paths.webManifest, prerender: true, resource: true },
  // Retired career pages: permanent redirect to the home page.
  { id: "career", file: "routes/career.tsx", path: paths.career, aliases: ["/karriere"], prerender: false },
  // Unknown addresses: the English not-found page below /en, the German one everywhere else.
  { id: "en-not-found", file: "routes/en/not-found.tsx", path: "/en/*", prerender: false, notFound: true },
  { id: "not-found", file: "routes/not-found.tsx", path: "*", prerender: false, notFound: true },
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
