import { buildDay, cardsOfPage, isPublished, newestFirst, pageCount } from "~/content-model/articles/publishing";
import type { ArticleCard, TopicArticlesBlock } from "~/content-model/articles/card";
import guideDe from "../../../content/de/knowledge/app-development.mdoc";
import guideEn from "../../../content/en/knowledge/app-development.mdoc";
import wordsDe from "../../../content/de/articles.yaml?pick=serviceBlock,readingTime";
import wordsEn from "../../../content/en/articles.yaml?pick=serviceBlock,readingTime";
import { serviceKeys, type ServiceKey } from "~/content-model/services/keys";
import { articleWords, pathsOf, type Language } from "~/paths";
import type { AppDevelopmentGuideFile } from "../knowledge/page-type";
import type { ArticleFile } from "./page-type";

/**
 * The articles for the pages' loaders (article.de.tsx, article-list.de.tsx and their English twins,
 * the feeds): one module per edition renders every article and every list, reading the files at build
 * time, so no page's JavaScript carries an article's text (React Router writes each page's data into
 * its HTML and a `.data` file beside it). What is not published as of the build (a draft, a future
 * date) is not here at all (content-model/articles/publishing.ts). Server only.
 */

/** What a card, the feed and the related articles need of an article. */
type ArticleHead = Pick<
  ArticleFile,
  "title" | "summary" | "author" | "published" | "updated" | "topics" | "translation" | "draft" | "words"
>;

// Only the fields a card needs (the query is a literal: Vite reads it when it builds). In a build, the
// module of an unpublished article is empty (vite/content-plugin.ts): undefined here.
const heads: Record<Language, Record<string, ArticleHead | undefined>> = {
  de: import.meta.glob<ArticleHead>("../../../content/de/articles/*.mdoc", {
    query: "?pick=title,summary,author,published,updated,topics,translation,draft,words",
    import: "default",
    eager: true,
  }),
  en: import.meta.glob<ArticleHead>("../../../content/en/articles/*.mdoc", {
    query: "?pick=title,summary,author,published,updated,topics,translation,draft,words",
    import: "default",
    eager: true,
  }),
};

const bodies: Record<Language, Record<string, () => Promise<ArticleFile | undefined>>> = {
  de: import.meta.glob<ArticleFile>("../../../content/de/articles/*.mdoc", { import: "default" }),
  en: import.meta.glob<ArticleFile>("../../../content/en/articles/*.mdoc", { import: "default" }),
};

const guideFiles: Record<Language, AppDevelopmentGuideFile> = { de: guideDe, en: guideEn };

/** Reading time at about 200 words a minute, at least one. */
const minutesFor = (words: number) => Math.max(1, Math.round(words / 200));

const slugOfFile = (file: string) => file.replace(/^.*\//, "").replace(/\.mdoc$/, "");

/** Words of the guide's chapters (its reading time, as on its own page). */
function guideWords(guide: AppDevelopmentGuideFile): number {
  const texts = guide.sections.flatMap((s) => [
    s.title,
    ...s.blocks.map((b) => JSON.stringify(b).replace(/"[a-z]+":/g, " ")),
  ]);
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** One edition's published articles as cards, newest first; the guide among them (its own address). */
export async function publishedCards(language: Language, today = buildDay()): Promise<ArticleCard[]> {
  const paths = pathsOf(language);
  const articles = Object.entries(heads[language])
    .filter((entry): entry is [string, ArticleHead] => entry[1] !== undefined && isPublished(entry[1], today))
    .map(([file, head]): ArticleCard => ({
      href: paths.article(slugOfFile(file)),
      title: head.title,
      summary: head.summary,
      author: head.author,
      published: head.published,
      ...(head.updated ? { updated: head.updated } : {}),
      topics: head.topics,
      minutes: minutesFor(head.words),
    }));
  const guide = guideFiles[language];
  const guideCard: ArticleCard = {
    href: paths.knowledge,
    title: guide.header.title,
    summary: guide.meta.description,
    author: guide.author,
    published: guide.published,
    ...(guide.updated ? { updated: guide.updated } : {}),
    topics: guide.topics,
    minutes: minutesFor(guideWords(guide)),
  };
  return newestFirst([...articles, guideCard]);
}

/** The path without a trailing slash or `.data` (prerendering may ask for "/ratgeber/x/"). */
const pathnameOf = (url: string) => new URL(url).pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");

const notFound = () => new Response("Nicht gefunden.", { status: 404 });

/** The alternates of a page: its address in each edition that has it. */
type Alternates = Partial<Record<Language, string>>;

/** A list of articles (the index, a topic, a further page) by its address. */
export async function articleListData(language: Language, url: string) {
  const paths = pathsOf(language);
  const words = articleWords[language];
  const rest = pathnameOf(url).slice(paths.articles.length).split("/").filter(Boolean);
  let topic: ServiceKey | undefined;
  if (rest[0] === words.topic) {
    topic = serviceKeys.find((key) => key === rest[1]);
    if (!topic) throw notFound();
    rest.splice(0, 2);
  }
  const page = rest[0] === words.page ? Number(rest[1]) : 1;
  if ((rest.length && rest[0] !== words.page) || !Number.isInteger(page) || page < 1) throw notFound();
  const all = await publishedCards(language);
  const listed = topic ? all.filter((card) => card.topics.includes(topic)) : all;
  const pages = pageCount(listed.length);
  if (page > pages) throw notFound();
  const topics = serviceKeys.filter((key) => all.some((card) => card.topics.includes(key)));
  // The same list in the other edition, where it exists (a topic or page it has too); else its index.
  const alternates: Alternates = { [language]: paths.articleList(topic, page) };
  const other: Language = language === "de" ? "en" : "de";
  const otherCards = (await publishedCards(other)).filter((card) => !topic || card.topics.includes(topic));
  alternates[other] =
    otherCards.length && page <= pageCount(otherCards.length)
      ? pathsOf(other).articleList(topic, page)
      : pathsOf(other).articles;
  return {
    topic,
    page,
    pages,
    topics,
    cards: cardsOfPage(listed, page),
    alternates,
  };
}

export type ArticleListData = Awaited<ReturnType<typeof articleListData>>;

/** An article's page by its address: its file, its translation's address and related articles. */
export async function articleData(language: Language, url: string) {
  const paths = pathsOf(language);
  const slug = pathnameOf(url).slice(paths.articles.length + 1);
  const load = bodies[language][`../../../content/${language}/articles/${slug}.mdoc`];
  if (!load) throw notFound();
  const file = await load();
  if (!file || !isPublished(file)) throw notFound();
  const { draft: _draft, ...article } = file;
  const other: Language = language === "de" ? "en" : "de";
  const twin = article.translation
    ? heads[other][`../../../content/${other}/articles/${article.translation}.mdoc`]
    : undefined;
  const alternates: Alternates = { [language]: paths.article(slug) };
  if (article.translation && twin && isPublished(twin)) alternates[other] = pathsOf(other).article(article.translation);
  const related = (await publishedCards(language))
    .filter((card) => card.href !== paths.article(slug) && card.topics.some((t) => article.topics.includes(t)))
    .slice(0, 3);
  return { slug, article, minutes: minutesFor(article.words), related, alternates };
}

export type ArticleData = Awaited<ReturnType<typeof articleData>>;

/** The articles on the guide's topics, for the foot of its page (/app-development-knowledge). */
export async function relatedToGuide(language: Language) {
  const guide = guideFiles[language];
  const related = (await publishedCards(language))
    .filter((card) => card.href !== pathsOf(language).knowledge && card.topics.some((t) => guide.topics.includes(t)))
    .slice(0, 3);
  return { related };
}

/**
 * A service page's "Artikel zum Thema": the newest three articles on the service, with the words and the
 * link to the topic's list; null where there is none (the block is left out).
 */
export async function topicArticles(language: Language, topic: ServiceKey): Promise<TopicArticlesBlock | null> {
  const cards = (await publishedCards(language)).filter((card) => card.topics.includes(topic));
  if (!cards.length) return null;
  const { serviceBlock, readingTime } = language === "de" ? wordsDe : wordsEn;
  return {
    ...serviceBlock,
    readingTime,
    href: pathsOf(language).articleList(topic),
    cards: cards.slice(0, 3),
  };
}
