import { absoluteUrl, feedTitle } from "~/lib/meta";
import { pathsOf, type Language } from "~/paths";
import type { ArticleCard } from "~/content-model/articles/card";
import { publishedCards } from "./article-files.server";
import type { ArticlesWordsFile } from "./page-type";

/**
 * An edition's feed of articles (issue 37): RSS 2.0 (https://www.rssboard.org/rss-specification) with
 * every published article, newest first, its summary, absolute address and publication date; linked
 * from the head of every page of the edition (app/lib/meta.ts). Prerendered to a file at build, so a
 * draft or a future article is in no feed; the daily build adds it on its day.
 */

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** RFC 822 date of a day (noon UTC: the same day in every time zone a reader is in). */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

function feedXml(language: Language, cards: readonly ArticleCard[], words: Pick<ArticlesWordsFile, "feed">) {
  const paths = pathsOf(language);
  const self = absoluteUrl(paths.articleFeed);
  const items = cards.map((card) =>
    [
      "    <item>",
      `      <title>${escape(card.title)}</title>`,
      `      <link>${escape(absoluteUrl(card.href))}</link>`,
      `      <guid isPermaLink="true">${escape(absoluteUrl(card.href))}</guid>`,
      `      <description>${escape(card.summary)}</description>`,
      `      <pubDate>${rfc822(card.published)}</pubDate>`,
      ...card.topics.map((topic) => `      <category>${escape(topic)}</category>`),
      "    </item>",
    ].join("\n"),
  );
  // The feed changed last when its newest article was published or one of them was updated.
  const newest = cards
    .flatMap((card) => [card.published, card.updated ?? ""])
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escape(feedTitle[language])}</title>`,
    `    <link>${escape(absoluteUrl(paths.articles))}</link>`,
    `    <description>${escape(words.feed.description)}</description>`,
    `    <language>${language === "de" ? "de-DE" : "en-US"}</language>`,
    `    <atom:link href="${escape(self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The feed as the route's answer (feed.de.tsx, feed.en.tsx). */
export async function feedResponse(language: Language, words: Pick<ArticlesWordsFile, "feed">) {
  const xml = feedXml(language, await publishedCards(language), words);
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
