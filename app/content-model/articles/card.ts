import type { ServiceKey } from "../services/keys";

/** A published article as a list, the feed and a service page's "Artikel zum Thema" show it. */
export type ArticleCard = {
  href: string;
  title: string;
  summary: string;
  /** A team member's avatar name (content/<language>/team.yaml). */
  author: string;
  published: string;
  updated?: string;
  topics: readonly ServiceKey[];
  /** Reading time in minutes. */
  minutes: number;
};

/** A service page's block of the articles on its topic (the loader's data: the page carries no copy of it). */
export type TopicArticlesBlock = {
  eyebrow: string;
  title: string;
  /** The link to the topic's list. */
  more: string;
  href: string;
  readingTime: string;
  cards: ArticleCard[];
};
