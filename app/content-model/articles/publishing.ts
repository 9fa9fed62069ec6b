import { serviceKeys, type ServiceKey } from "../services/keys";
import type { Language } from "../../paths";

/**
 * Which articles are out (issue 37, docs/decisions/0022-articles.md): an article is published when it is
 * no draft and its publication date has come, in the agency's time zone, on the day of the build. A
 * draft or a future date is built into nothing: no route, no list, feed, sitemap, search entry or
 * social image. A scheduled article goes live with the first build on or after its date (the daily
 * build, docs/deployment.md). Browser-safe, small and without the disk: the article pages' own chunks
 * import it, so what reads a file's front matter (YAML) lives in article-status.ts.
 */

/** Cards on one page of a list of articles; the next ones go to …/seite/2. */
export const ARTICLES_PER_PAGE = 12;

/** An article's file name, its address's last part: lowercase a–z, digits and single hyphens. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Names the lists' addresses use (/ratgeber/seite/2, /ratgeber/thema/mvps), and the guide's social image
 * (social/articles/<language>/app-development-knowledge.png): no article may take them.
 */
export const RESERVED_ARTICLE_SLUGS: readonly string[] = [
  "seite",
  "thema",
  "page",
  "topic",
  "feed",
  "app-development-knowledge",
];

/** What the route table and the lists need to know of an article without reading its text. */
export type ArticleStatus = {
  language: Language;
  slug: string;
  published: string;
  draft: boolean;
  topics: readonly ServiceKey[];
  translation?: string;
};

/** "YYYY-MM-DD" of a YAML date (js-yaml reads an unquoted date as a Date) or a written one. */
export function isoDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return undefined;
}

/**
 * Today in the agency's time zone (Europe/Berlin), "YYYY-MM-DD": an article dated today is out with the
 * first build after midnight there. ARTICLES_TODAY=YYYY-MM-DD builds the site as of another day (to
 * look at a scheduled article before its date, never for production).
 */
export function buildDay(now = new Date()): string {
  const fixed = typeof process === "undefined" ? undefined : isoDate(process.env.ARTICLES_TODAY);
  if (fixed) return fixed;
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(now);
}

export const isPublished = (article: Pick<ArticleStatus, "draft" | "published">, today = buildDay()) =>
  !article.draft && article.published <= today;

/** One edition's published articles, and the topics of the guide (an article with an address of its own). */
export type PublishedArticles = { articles: readonly ArticleStatus[]; guideTopics: ArticleStatus["topics"] };

/** The articles a list page shows, newest first (then by title, so the order never depends on the disk). */
export const newestFirst = <T extends { published: string; title: string }>(articles: readonly T[]) =>
  [...articles].sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));

/** How many pages a list of `count` articles has (at least one: an empty list says so). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));

/** The cards of page `page` (from 1) of a list: ARTICLES_PER_PAGE of them, the newest on page 1. */
export const cardsOfPage = <T>(cards: readonly T[], page: number) =>
  cards.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);

/**
 * The lists of one edition's published articles: the index and its pages, and each topic's, with the
 * number of pages each has. `entries` includes the guide (it is an article of the collection with an
 * address of its own, /app-development-knowledge), so its topics have a list too.
 */
export function articleLists(entries: readonly Pick<ArticleStatus, "topics">[]) {
  const topics = serviceKeys.filter((topic) => entries.some((entry) => entry.topics.includes(topic)));
  return [
    { topic: undefined, pages: pageCount(entries.length) },
    ...topics.map((topic) => ({
      topic,
      pages: pageCount(entries.filter((entry) => entry.topics.includes(topic)).length),
    })),
  ];
}

/** The words an article's social image shows: its own, or else its title (the admin's field says so). */
export const socialImageWords = (file: { socialImage?: string | undefined }, title: string) =>
  file.socialImage || title;
