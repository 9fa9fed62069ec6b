import { serviceKeys } from "../content-model/services/keys";
import { pathsOf, type Language } from "../paths";
import type { SearchDocument } from "./search-engine";
import type { SearchKind } from "./search-kind";
import type { RichNode } from "../content-model/articles/rich-node";

/**
 * What the search finds: one entry per kind of page, each reading its pages' content files (never
 * the HTML) into documents (README, "Make a kind of page searchable"). The index writer
 * (scripts/search-index.ts) asks every entry for its documents in each language at build time and
 * leaves out every draft and every page published after the build. Plain data and functions: the
 * build loads this module outside Vite.
 */
export type SearchableKind = {
  kind: SearchKind;
  documents(language: Language, content: ContentReader): SearchableDocument[];
};

/** A document, with what decides whether it is shown yet (articles). */
export type SearchableDocument = SearchDocument & {
  /** A draft is never indexed. */
  draft?: boolean;
  /** ISO date ("2026-12-01"): a page published after the build is not indexed yet. */
  published?: string;
};

/** The checked content files of one language, as the build reads them (placeholders filled). */
export type ContentReader = {
  /** A file by its name in content/<language>/ without extension ("services/mvps"). */
  read(name: string): unknown;
  /** The names of the files of a folder in content/<language>/ ("references" → ["bimetrics", …]). */
  list(folder: string): string[];
};

type Data = Record<string, unknown> & {
  meta?: { title?: string; description: string };
  header?: { title?: string };
  hero?: { title?: string };
};

export const searchableKinds: readonly SearchableKind[] = [
  {
    kind: "service",
    documents: (language, content) =>
      serviceKeys.map((key) => {
        const data = content.read(`services/${key}`) as Data & { entry: { label: string; cardDescription: string } };
        return {
          id: `service:${key}`,
          kind: "service",
          url: pathsOf(language).service(key),
          title: data.meta!.title!,
          summary: data.meta!.description,
          topics: [data.entry.label, data.hero?.title ?? ""],
          body: textOf(data, ["meta", "entry"]),
        };
      }),
  },
  {
    kind: "reference",
    documents: (language, content) =>
      content.list("references").map((slug) => {
        const data = content.read(`references/${slug}`) as Data & {
          card: { customer: string; category: string; cardTitle: string; summary: string; techStack: string[] };
          title: string;
          leistungen: string[];
        };
        const { card } = data;
        return {
          id: `reference:${slug}`,
          kind: "reference",
          url: pathsOf(language).reference(slug),
          title: `${card.customer}: ${card.cardTitle}`,
          summary: card.summary,
          topics: [card.customer, card.category, data.title, ...card.techStack, ...data.leistungen],
          body: textOf(data, ["card", "title", "leistungen"]),
        };
      }),
  },
  {
    // The articles of the edition (content/<language>/articles, issue 37) and the guide, the first of them.
    kind: "article",
    documents: (language, content) => {
      const data = content.read("knowledge/app-development") as Data & { header: { title: string; intro: string } };
      const guide: SearchableDocument = {
        id: "article:app-development-guide",
        kind: "article",
        url: pathsOf(language).knowledge,
        title: data.meta!.title!,
        summary: data.meta!.description,
        topics: [data.header.title],
        body: textOf(data, ["meta", "author", "published", "updated", "topics"]),
      };
      const articles = content.list("articles").map((slug): SearchableDocument => {
        const article = content.read(`articles/${slug}`) as {
          title: string;
          summary: string;
          published: string;
          draft: boolean;
          topics: string[];
          toc: { text: string }[];
          body: RichNode[];
        };
        return {
          id: `article:${slug}`,
          kind: "article",
          url: pathsOf(language).article(slug),
          title: article.title,
          summary: article.summary,
          // What a reader remembers of an article: its chapters.
          topics: article.toc.map((chapter) => chapter.text),
          body: plainTextOf(article.body),
          draft: article.draft,
          published: article.published,
        };
      });
      return [guide, ...articles];
    },
  },
  {
    kind: "page",
    documents: (language, content) => {
      const at = pathsOf(language);
      // The pages a visitor looks for by name; the campaign pages are left out (noindex, and their
      // service page says the same), so is the example case study (a pattern, not a project).
      const pages: [name: string, url: string][] = [
        ["home", at.home],
        ["about", at.about],
        ["services", at.services],
        ["references", at.references],
        ["contact", at.contact],
      ];
      return pages.map(([name, url]) => {
        const data = content.read(name) as Data;
        return {
          id: `page:${name}`,
          kind: "page",
          url,
          // The home page's title is the brand's; its hero says what the page is about.
          title: data.meta?.title ?? data.hero?.title ?? name,
          summary: data.meta!.description,
          topics: [data.header?.title ?? data.hero?.title ?? ""],
          body: textOf(data, ["meta"]),
        };
      });
    },
  },
];

/**
 * Fields that are no text of the page a visitor reads: drawings, icons, links, ids, filters, orders,
 * colours, and the interface around the text (a form's labels and messages, a filter bar, the chrome
 * of other pages such as the reference pages' labels in references.yaml, the contact page's texts for
 * campaign visits and for the sent message). Indexed, they filled the snippets of the "Seite" results
 * with "app · Mobile Apps · web · …". Keys ending in "Label" are interface labels too.
 */
const NOT_TEXT = new Set([
  "art",
  "icon",
  "href",
  "id",
  "logo",
  "kinds",
  "kind",
  "type",
  "figure",
  "order",
  "stripOrder",
  "slugs",
  "socialImage",
  "colorBg",
  "position",
  "number",
  "toc",
  "filter",
  "filters",
  "form",
  "page",
  "intros",
  "sentMeta",
]);
const isNotText = (key: string) => NOT_TEXT.has(key) || key.endsWith("Label");

/** The words of an article's text (its tree of elements: vite/article-body.ts), without the element names. */
function plainTextOf(nodes: readonly RichNode[]): string {
  const texts: string[] = [];
  const visit = (node: RichNode) => {
    if (typeof node === "string") return texts.push(node);
    for (const text of [node.title, node.caption, node.alt]) if (text) texts.push(` ${text} `);
    node.c?.forEach(visit);
    node.rows?.flat(2).forEach(visit);
    // Blocks end a sentence: keep their words apart.
    texts.push(" ");
  };
  nodes.forEach(visit);
  return texts.join("").replace(/\s+/g, " ").trim();
}

/** Every text of a content file but the fields named (they are indexed apart) and those above, in order. */
function textOf(data: unknown, leaveOut: readonly string[] = []): string {
  const texts: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) if (!isNotText(key)) visit(item);
  };
  if (data && typeof data === "object")
    for (const [key, item] of Object.entries(data)) if (!leaveOut.includes(key) && !isNotText(key)) visit(item);
  // Slots the page fills at run time ("{{count}} Kapitel") say nothing about it. Texts that are no
  // sentence (a label, a figure's value) are kept apart in a snippet by a dot.
  return texts
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t, i, all) => (i < all.length - 1 && !/[.!?:…]$/.test(t) ? `${t} ·` : t))
    .join(" ")
    .replace(/\{\{\w+\}\}/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
