/**
 * Every internal URL of the site, built in one place: the route table registers these paths, and
 * content, menus, links, the sitemap and the tests take them from here. (The contact API's path is
 * the form's contract and lives beside it: CONTACT_API_PATH in contact/contact-fields.ts.) Keep this file free of
 * React and of `~/` imports: the build configuration and the browser tests load it outside Vite.
 */
import type { ReferenceSlug } from "./content/references/slugs";
import type { ServiceKey } from "./content/services/keys";

export const paths = {
  home: "/",
  services: "/services",
  /** One page per entry of the services registry (content/services.ts). */
  service: (key: ServiceKey) => `/services/${key}`,
  references: "/references",
  /** One page per entry of the references registry; "dyno2" keeps the original site's address. */
  reference: (slug: ReferenceSlug) => (slug === "dyno2" ? "/dyno-reference2" : `/${slug}-reference`),
  /** The generic example case study. */
  exampleReference: "/reference",
  about: "/about",
  /**
   * Opened by a full page load (requirements §2.2): see `reloadsDocument` below. The contact form
   * also posts here natively (without JavaScript); a message that was accepted redirects to
   * `contactSent`, so a reload never sends it twice (server/contact/form-post.ts).
   */
  contact: "/contact",
  contactSent: "/contact/sent",
  knowledge: "/app-development-knowledge",
  appLanding: "/app-development-landing",
  webLanding: "/web-development-landing",
  mvpLanding: "/mvp-development-landing",
  impressum: "/impressum",
  privacy: "/privacy",
  /** Retired: redirects to the home page. */
  career: "/career",
  /** The web app manifest (a file, not a page). */
  webManifest: "/site.webmanifest",
} as const;

/** Anchors of sections that several pages have (requirements §2.6, §2.8). */
export const anchors = {
  contact: "#contact",
  services: "#services",
  process: "#process",
} as const;

/** Pages that every link opens by a full page load instead of a client navigation (requirements §2.2). */
const fullLoadPages: ReadonlySet<string> = new Set([paths.contact]);

/**
 * The one rule for links (components/ui/site-link.tsx): a full page load for the pages above, for
 * anchors on the same page, other origins and mail/phone links; every other internal path
 * navigates inside the app.
 */
export function reloadsDocument(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  return fullLoadPages.has(href.replace(/[?#].*$/, ""));
}
