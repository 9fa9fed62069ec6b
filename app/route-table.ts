/**
 * The route table of docs/requirements.md §2.1 as data. `routes.ts` registers it and `react-router.config.ts`
 * prerenders from it, so the two can never drift apart. Keep this file free of React imports:
 * it is also loaded by the build configuration.
 */
import { CONTACT_API_PATH } from "./contact/contact-fields";

export const serviceKeys = [
  "software-development",
  "ai-development",
  "web-development",
  "app-development",
  "mvps",
] as const;
export type ServiceKey = (typeof serviceKeys)[number];

export const referenceSlugs = [
  "clubscale",
  "dyno",
  "dyno2",
  "bimetrics",
  "plantafel",
  "bringman",
  "walter-ag",
  "fraunhofer",
  "reiff",
  "edeka",
  "whitemacs",
] as const;
export type ReferenceSlug = (typeof referenceSlugs)[number];

/** Public path of a reference page ("dyno2" lives at /dyno-reference2, as in the original site). */
export const referencePath = (slug: ReferenceSlug) => (slug === "dyno2" ? "/dyno-reference2" : `/${slug}-reference`);

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
};

export const pageRoutes: PageRoute[] = [
  { id: "home", file: "routes/home.tsx", path: "/", aliases: ["/home", "/index"], prerender: true },
  {
    id: "services",
    file: "routes/services.tsx",
    path: "/services",
    aliases: ["/leistungen"],
    prerender: true,
  },
  ...serviceKeys.map((key) => ({
    id: `service-${key}`,
    file: `routes/services/${key}.tsx`,
    path: `/services/${key}`,
    prerender: true,
  })),
  // Any other value of /services/{service}: 'Service not found' with status 404.
  { id: "service-unknown", file: "routes/services/unknown.tsx", path: "/services/:service", prerender: false },
  { id: "references", file: "routes/references.tsx", path: "/references", prerender: true },
  {
    id: "reference-example",
    file: "routes/references/example.tsx",
    path: "/reference",
    aliases: ["/example-reference"],
    prerender: true,
  },
  ...referenceSlugs.map((slug) => ({
    id: `reference-${slug}`,
    file: `routes/references/${slug}.tsx`,
    path: referencePath(slug),
    prerender: true,
  })),
  { id: "about", file: "routes/about.tsx", path: "/about", aliases: ["/ueber-uns"], prerender: true },
  { id: "contact", file: "routes/contact.tsx", path: "/contact", prerender: true },
  // The page that answers a native (script-less) post of the contact form; the server validates and
  // stores the message first (server/contact/form-post.ts). Only POST reaches it.
  { id: "contact-submission", file: "routes/contact-submission.tsx", path: CONTACT_API_PATH, prerender: false },
  {
    id: "knowledge",
    file: "routes/app-development-knowledge.tsx",
    path: "/app-development-knowledge",
    prerender: true,
  },
  {
    id: "landing-app",
    file: "routes/landing/app-development.tsx",
    path: "/app-development-landing",
    prerender: true,
  },
  {
    id: "landing-web",
    file: "routes/landing/web-development.tsx",
    path: "/web-development-landing",
    prerender: true,
  },
  {
    id: "landing-mvp",
    file: "routes/landing/mvp-development.tsx",
    path: "/mvp-development-landing",
    prerender: true,
  },
  { id: "impressum", file: "routes/impressum.tsx", path: "/impressum", prerender: true },
  { id: "privacy", file: "routes/privacy.tsx", path: "/privacy", prerender: true },
  // Retired career pages: permanent redirect to the home page.
  { id: "career", file: "routes/career.tsx", path: "/career", aliases: ["/karriere"], prerender: false },
  { id: "not-found", file: "routes/not-found.tsx", path: "*", prerender: false },
];

/** Every path that is prerendered to static HTML (aliases included). */
export function prerenderPaths(): string[] {
  return pageRoutes.filter((r) => r.prerender).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}

/** Canonical main path for a requested path (aliases map to their main path). */
export function canonicalPath(pathname: string): string {
  const normalized = pathname !== "/" ? pathname.replace(/\/+$/, "") : pathname;
  for (const r of pageRoutes) {
    if (r.aliases?.includes(normalized)) return r.path;
  }
  return normalized;
}
