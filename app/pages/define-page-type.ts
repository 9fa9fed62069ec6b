import type { z } from "zod";
import type { LockedText } from "../content-model/schema/locked-text";
import type { ReferenceSlug } from "../content-model/references/slug";
import type { PublishedArticles } from "../content-model/articles/publishing";
import type { pathsOf } from "../paths";

/**
 * What a page type tells the rest of the site (app/pages/registry.ts): its content files and their
 * schemas, its routes in each edition, the texts the requirements lock in its files, and its entries in
 * the admin. Each page type's folder defines one in its `page-type.ts`; the route table, the content
 * checks of the build and the admin read them from the registry. Keep page-type modules free of React
 * and of `~/` imports: the build configuration, the admin and the browser tests load them outside Vite.
 */

/**
 * What the collections hold, which some page types have a page for each of: the reference projects
 * (the same in both editions) and the edition's published articles.
 */
type Collections = { projects: readonly ReferenceSlug[]; articles: PublishedArticles };

/** A route of the page type in one edition. */
type RouteSpec = {
  /** Unique route id in the German edition ("about"); the English edition's is prefixed ("en-about"). */
  id: string;
  /** The route module in the page type's folder, without the edition: "about" for about.de.tsx and about.en.tsx. */
  module: string;
  /** Main path: the canonical URL of the page (paths.ts). */
  path: string;
  /** Further addresses of the German edition that render the same page (the requirements' route table). */
  aliases?: readonly string[];
  /** Content pages are prerendered to static HTML at build time; false for a 404 or a pattern. */
  prerender?: false;
  /**
   * A not-found page (status 404), which React Router's prerendering refuses: rendered at build time
   * by scripts/prerender-extra.ts and served for every unknown address it stands for
   * (server/not-found-pages.ts; docs/decisions/0018-what-is-rendered-per-request.md).
   */
  notFound?: true;
  /** A file, not a page (a feed): prerendered as it is, no HTML. */
  resource?: true;
};

/** The admin's navigation groups of pages, in order (keystatic.config.ts adds the files every page shares). */
export const adminGroups = ["Seiten", "Leistungen", "Referenzen", "Kampagnen und Ratgeber"] as const;
type AdminGroup = (typeof adminGroups)[number];

/** A field's label in the admin, and a help text where one helps. */
export type AdminWords = readonly [label: string, description?: string];

export type PageType<Files extends Record<string, z.ZodType> = Record<string, z.ZodType>> = {
  /** Its folder below app/pages ("about", "services/mvps"): its route modules are there. */
  folder: string;
  /**
   * Its content files by name in content/<language>/ and their schemas: "about" is
   * content/de/about.yaml and content/en/about.yaml; "references/*" one file per project in a folder.
   */
  content: Files;
  /** Its files of long text: Markdoc (.mdoc), fields in a front matter and the text below it. */
  longTexts?: readonly (keyof Files & string)[];
  /** Its routes in one edition, at that edition's addresses, with the collections' entries of that edition. */
  routes(at: ReturnType<typeof pathsOf>, collections: Collections): readonly RouteSpec[];
  /** Texts of its German files that the requirements fix. */
  locked?: readonly LockedText<keyof Files & string>[];
  /** Its files in the admin: the group, each file's German name, and words particular to its fields. */
  admin?: {
    group: AdminGroup;
    names: Record<keyof Files & string, string>;
    /** "<file>.<dotted path>" → words that differ from the field's usual ones (admin/schema/labels.ts). */
    fields?: Record<string, AdminWords>;
  };
};

/** Any page type, as the route table, the admin and the tests read one (its files' names as strings). */
export type SomePageType = {
  folder: string;
  content: Record<string, z.ZodType>;
  longTexts?: readonly string[];
  routes(at: ReturnType<typeof pathsOf>, collections: Collections): readonly RouteSpec[];
  locked?: readonly LockedText[];
  admin?: { group: AdminGroup; names: Record<string, string>; fields?: Record<string, AdminWords> };
};

/** A page type, with the names of its content files kept for the registry's types. */
export const definePageType = <const Files extends Record<string, z.ZodType> = Record<never, z.ZodType>>(
  type: PageType<Files>,
): PageType<Files> => type;
