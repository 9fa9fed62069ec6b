import type { z } from "zod";
import { editionFiles, editionLocked } from "../content-model/schema/edition-files";
import type { LockedText } from "../content-model/schema/locked-text";
import { aboutPageType } from "./about/page-type";
import { articlesPageType } from "./articles/page-type";
import { contactPageType } from "./contact/page-type";
import { homePageType } from "./home/page-type";
import { knowledgePageType } from "./knowledge/page-type";
import { legalPageType } from "./legal/page-type";
import { appLandingPageType } from "./landing/app-development/page-type";
import { mvpLandingPageType } from "./landing/mvp-development/page-type";
import { webLandingPageType } from "./landing/web-development/page-type";
import { notFoundPageType } from "./not-found/page-type";
import { referencePageType } from "./reference/page-type";
import { referencesPageType } from "./references/page-type";
import { searchPageType } from "./search/page-type";
import { aiDevelopmentPageType } from "./services/ai-development/page-type";
import { appDevelopmentPageType } from "./services/app-development/page-type";
import { mvpsPageType } from "./services/mvps/page-type";
import { servicesPageType } from "./services/page-type";
import { softwareDevelopmentPageType } from "./services/software-development/page-type";
import { unknownServicePageType } from "./services/unknown/page-type";
import { webDevelopmentPageType } from "./services/web-development/page-type";

/**
 * Every page type of the site: one line each. A page type is its folder below app/pages (page, schema,
 * sections, route modules: README, "Add a page type") and its line here; the route table, the build's
 * content checks and the admin read everything else from its page-type.ts. The order is the admin's
 * within each of its groups; the five services are in menu order (content-model/services/keys.ts).
 */
export const pageTypes = [
  homePageType,
  aboutPageType,
  contactPageType,
  servicesPageType,
  softwareDevelopmentPageType,
  aiDevelopmentPageType,
  webDevelopmentPageType,
  appDevelopmentPageType,
  mvpsPageType,
  referencesPageType,
  referencePageType,
  appLandingPageType,
  webLandingPageType,
  mvpLandingPageType,
  knowledgePageType,
  articlesPageType,
  legalPageType,
  searchPageType,
  unknownServicePageType,
  notFoundPageType,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type PageFiles = UnionToIntersection<(typeof pageTypes)[number]["content"]>;

/**
 * Which file in content/<language>/ holds what: one schema per file, or per collection ("references/*":
 * one file per reference project). vite/content-plugin.ts checks every file against its schema when a
 * build starts; the admin's forms are generated from them (admin/schema/generate.ts).
 */
export const contentSchemas = Object.assign({}, ...pageTypes.map((type) => type.content), editionFiles) as PageFiles &
  typeof editionFiles;

export type ContentFile = keyof typeof contentSchemas;

/** Every content file's name ("home", "services/mvps", "references/*"), in the order above. */
export const contentFiles = Object.keys(contentSchemas) as ContentFile[];

/** The data of a content file as the app reads it. */
export type ContentOf<F extends ContentFile> = z.output<(typeof contentSchemas)[F]>;

/** The content files written as Markdoc (vite/content-data.ts, admin/entries.ts). */
export const longTexts: readonly ContentFile[] = pageTypes.flatMap((type) => type.longTexts ?? []);

/** Whether a content file is written as Markdoc. */
export function isLongText(file: string): boolean {
  const kinds: readonly string[] = longTexts;
  return kinds.includes(file);
}

/** Every text the requirements lock, in the pages' files and in the edition files. */
export const lockedTexts: readonly LockedText<ContentFile>[] = [
  ...editionLocked,
  ...pageTypes.flatMap((type): readonly LockedText<ContentFile>[] => type.locked ?? []),
];
