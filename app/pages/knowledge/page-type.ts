import { z } from "zod";
import { articleSection, pageMeta } from "../../content-model/schema/blocks";
import { action, art, fields, nonEmpty, text, texts } from "../../content-model/schema/fields";
import { definePageType } from "../define-page-type";
import { articleFields } from "../articles/article-fields";

/**
 * /app-development-knowledge and the article on /services/app-development:
 * content/de/knowledge/app-development.mdoc (its fields in the front matter, the chapters below, each
 * named by its heading: vite/article-markdoc.ts).
 */
const appDevelopmentGuide = fields({
  /**
   * The guide is an article of the collection (issue 37): in the lists, the feed and the search, with
   * its author, dates and topics; its title is `header.title`, its summary `meta.description`.
   */
  ...articleFields,
  meta: pageMeta,
  header: fields({
    eyebrow: text,
    title: text,
    intro: text,
    /** {{minutes}} is counted from the article's words. */
    readingTime: text,
    /** {{count}} is the number of sections. */
    sections: text,
  }),
  tocTitle: text,
  summary: fields({
    title: text,
    items: texts,
  }),
  aside: fields({
    title: text,
    text,
    action,
  }),
  closing: fields({
    title: text,
    text,
    primary: action,
    secondary: action,
  }),
  /** Drawings the article shows, by the key a "figure" block names. */
  figures: z.record(
    z.string().regex(/^[a-z0-9-]+$/, { error: "a figure's key is lower case with dashes" }),
    fields({ art, alt: text }),
  ),
  sections: nonEmpty(articleSection),
});

export type AppDevelopmentGuideFile = z.output<typeof appDevelopmentGuide>;

export const knowledgePageType = definePageType({
  folder: "knowledge",
  content: { "knowledge/app-development": appDevelopmentGuide },
  longTexts: ["knowledge/app-development"],
  routes: (at) => [{ id: "knowledge", module: "knowledge", path: at.knowledge }],
  admin: {
    group: "Kampagnen und Ratgeber",
    names: { "knowledge/app-development": "Ratgeber App-Entwicklung" },
    fields: {
      "knowledge/app-development.figures": [
        "Abbildungen",
        "Zeichnungen, die der Artikel zeigt; ein Block „Abbildung“ nennt sie über ihren Schlüssel.",
      ],
    },
  },
});
