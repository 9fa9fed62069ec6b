/**
 * The route table of requirements §2.1 as data. `routes.ts` registers it and `react-router.config.ts`
 * prerenders from it, so the two can never drift apart. The paths come from paths.ts, the services
 * and references from their registries. Which pages links open by a full page load is decided in
 * paths.ts (`reloadsDocument`), which the browser loads on every page; this table is build-time only.
 * Keep this file free of React and of `~/` imports: it is also loaded by the build configuration and
 * the browser tests.
 */
import { referenceSlugs } from "./content/references/slugs";
import { serviceKeys } from "./content/services/keys";
import { paths } from "./paths";

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
};

export const pageRoutes: PageRoute[] = [
  { id: "home", file: "routes/home.tsx", path: paths.home, aliases: ["/home", "/index"], prerender: true },
  {
    id: "services",
    file: "routes/services.tsx",
    path: paths.services,
    aliases: ["/leistungen"],
    prerender: true,
  },
  ...serviceKeys.map((key) => ({
    id: `service-${key}`,
    file: `routes/services/${key}.tsx`,
    path: paths.service(key),
    prerender: true,
  })),
  // Any other value of /services/{service}: 'Service not found' with status 404.
  { id: "service-unknown", file: "routes/services/unknown.tsx", path: "/services/:service", prerender: false },
  { id: "references", file: "routes/references.tsx", path: paths.references, prerender: true },
  {
    id: "reference-example",
    file: "routes/references/example.tsx",
    path: paths.exampleReference,
    aliases: ["/example-reference"],
    prerender: true,
  },
  ...referenceSlugs.map((slug) => ({
    id: `reference-${slug}`,
    file: `routes/references/${slug}.tsx`,
    path: paths.reference(slug),
    prerender: true,
  })),
  { id: "about", file: "routes/about.tsx", path: paths.about, aliases: ["/ueber-uns"], prerender: true },
  // Also answers the form's native post (its `action`; server/contact/form-post.ts validates and stores first).
  { id: "contact", file: "routes/contact.tsx", path: paths.contact, prerender: true },
  // Where a native post goes once the message was accepted (POST/redirect/GET); not indexed.
  { id: "contact-sent", file: "routes/contact-sent.tsx", path: paths.contactSent, prerender: true },
  {
    id: "knowledge",
    file: "routes/app-development-knowledge.tsx",
    path: paths.knowledge,
    prerender: true,
  },
  {
    id: "landing-app",
    file: "routes/landing/app-development.tsx",
    path: paths.appLanding,
    prerender: true,
  },
  {
    id: "landing-web",
    file: "routes/landing/web-development.tsx",
    path: paths.webLanding,
    prerender: true,
  },
  {
    id: "landing-mvp",
    file: "routes/landing/mvp-development.tsx",
    path: paths.mvpLanding,
    prerender: true,
  },
  { id: "impressum", file: "routes/impressum.tsx", path: paths.impressum, prerender: true },
  { id: "privacy", file: "routes/privacy.tsx", path: paths.privacy, prerender: true },
  { id: "web-manifest", file: "routes/web-manifest.ts", path: paths.webManifest, prerender: true, resource: true },
  // Retired career pages: permanent redirect to the home page.
  { id: "career", file: "routes/career.tsx", path: paths.career, aliases: ["/karriere"], prerender: false },
  { id: "not-found", file: "routes/not-found.tsx", path: "*", prerender: false },
];

/** Every path the build prerenders: the pages (aliases included) and the files. */
export function prerenderPaths(): string[] {
  return pageRoutes.filter((r) => r.prerender).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}

/** The prerendered HTML pages (aliases included). */
export function prerenderedPages(): string[] {
  return pageRoutes.filter((r) => r.prerender && !r.resource).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}
