import { z } from "zod";
import { articleLists, ARTICLE_SLUG } from "../../content-model/articles/publishing";
import { pageMeta } from "../../content-model/schema/blocks";
import { action, fields, metaDescription, text } from "../../content-model/schema/fields";
import { articleFields, shortText } from "./article-fields";
import { definePageType } from "../define-page-type";
import type { RichNode } from "../../content-model/articles/rich-node";

/** A node of the article's text (vite/article-body.ts `RichNode`), checked as data. */
const richNode: z.ZodType<RichNode> = z.lazy(() =>
  z.union([
    z.string(),
    z
      .object({
        t: z.string(),
        c: z.array(richNode).optional(),
        href: z.string().optional(),
        id: z.string().optional(),
        title: z.string().optional(),
        caption: z.string().optional(),
        rows: z.array(z.array(z.array(richNode))).optional(),
        lang: z.string().optional(),
        src: z.string().optional(),
        alt: z.string().optional(),
      })
      .strict(),
  ]),
);

/**
 * An article (issue 37, docs/decisions/0022-articles.md): content/<language>/articles/<slug>.mdoc, its
 * fields in the front matter and its text below (the text becomes `body`, `toc` and `words` at build:
 * vite/article-body.ts). The file format is fixed by the editors' brief; fields may be added, never renamed.
 */
const article = fields({
  /** h1 and page title. */
  title: shortText(70),
  /** Meta description, the card's text and the feed's summary. */
  summary: metaDescription,
  ...articleFields,
  /** The other edition's article (its file name); none when the article exists in one language only. */
  translation: z.string().regex(ARTICLE_SLUG, { error: "Nur Kleinbuchstaben, Ziffern und Bindestriche." }).optional(),
  /** A draft is built into nothing (no page, list, feed, sitemap, search or social image). */
  draft: z.boolean({ error: "Entwurf: ja oder nein." }).default(false),
  body: z.array(richNode),
  toc: z.array(z.strictObject({ id: z.string(), text: z.string() })),
  words: z.number(),
});

export type ArticleFile = z.output<typeof article>;

/** The words the article pages and lists share (content/<language>/articles.yaml). */
const articlesWords = fields({
  /** The index: /ratgeber, /en/insights. */
  meta: pageMeta,
  header: fields({ eyebrow: text, title: text, intro: text }),
  /** A topic's list: {{topic}} is the service's name. */
  topic: fields({ title: text, description: text, intro: text }),
  /** "Seite {{page}} von {{pages}}", added to a further page's title. */
  pageOf: text,
  pagination: fields({ label: text, previous: text, next: text }),
  /** The topic filter above the lists. */
  topicsLabel: text,
  allTopics: text,
  /** Shown on the index when a reader comes from an article that has no translation (#anchor of the switch). */
  untranslated: text,
  /** A card's link text for screen readers and the article page's words. */
  readingTime: text,
  published: text,
  updated: text,
  writtenBy: text,
  tocTitle: text,
  breadcrumbLabel: text,
  related: fields({ title: text }),
  /** A service page's block of the articles on its topic (only where there are any). */
  serviceBlock: fields({ eyebrow: text, title: text, more: text }),
  /** The call to action under every article. */
  cta: fields({ title: text, text, action }),
  /** The feed's description (RSS; its title is the site's name: feed.server.ts). */
  feed: fields({ description: text }),
  /** Any other address below the index (404). */
  notFound: fields({ title: text, text, action }),
});

export type ArticlesWordsFile = z.output<typeof articlesWords>;

export const articlesPageType = definePageType({
  folder: "articles",
  content: { articles: articlesWords, "articles/*": article },
  longTexts: ["articles/*"],
  routes: (at, { articles: { articles, guideTopics } }) => [
    // The lists: the index and each topic's, each with its further pages (12 cards a page).
    ...articleLists([...articles, { topics: guideTopics }]).flatMap(({ topic, pages }) =>
      Array.from({ length: pages }, (_, i) => ({
        id: `articles${topic ? `-${topic}` : ""}${i ? `-page-${i + 1}` : ""}`,
        module: "article-list",
        path: at.articleList(topic, i + 1),
      })),
    ),
    // One module per edition for every article: its loader reads the article's file by the address.
    ...articles.map(({ slug }) => ({ id: `article-${slug}`, module: "article", path: at.article(slug) })),
    { id: "article-feed", module: "feed", path: at.articleFeed, resource: true },
    // Any other address below the index: "Artikel nicht gefunden" with status 404 (server/not-found-pages.ts).
    { id: "article-unknown", module: "unknown-article", path: `${at.articles}/*`, prerender: false, notFound: true },
  ],
  admin: {
    group: "Kampagnen und Ratgeber",
    names: { articles: "Ratgeber (Übersicht)", "articles/*": "Artikel" },
  },
});
