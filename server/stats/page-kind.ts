import { serviceKeys } from "../../app/content-model/services/keys";
import { articleWords, languages, pathsOf, referenceSlugOf } from "../../app/paths";

/**
 * What kind of page an address is, for the dashboard's groupings ("top articles"), read from the
 * paths registry (app/paths.ts) so that it follows the site: a new page of a kind needs nothing here.
 */
export type PageKind =
  "home" | "overview" | "service" | "reference" | "article" | "landing" | "about" | "contact" | "legal" | "other";

type EditionPaths = ReturnType<typeof pathsOf>;
/** The pages of an edition with one fixed address (those given by a function are matched below). */
type FixedPage = { [K in keyof EditionPaths]: EditionPaths[K] extends string ? K : never }[keyof EditionPaths];

/** Every fixed page's kind: a page added to paths.ts fails the type check until it has one here. */
const KIND_OF_PAGE: Record<FixedPage, PageKind> = {
  home: "home",
  services: "overview",
  references: "overview",
  exampleReference: "reference",
  about: "about",
  contact: "contact",
  contactSent: "contact",
  // The app-development guide is the site's first article.
  knowledge: "article",
  // The lists of articles (their further pages and topics are matched below), and the feed (a file).
  articles: "overview",
  articleFeed: "other",
  appLanding: "landing",
  webLanding: "landing",
  mvpLanding: "landing",
  impressum: "legal",
  privacy: "legal",
  // The site search's results page (the query is never counted: only the path is).
  search: "other",
};

const fixedPages = new Map<string, PageKind>(
  languages.flatMap((language) => {
    const at = pathsOf(language);
    return [
      ...Object.entries(KIND_OF_PAGE).map(([page, kind]) => [at[page as FixedPage], kind] as const),
      ...serviceKeys.map((key) => [at.service(key), "service"] as const),
    ];
  }),
);

/**
 * The kind of a page by its (normalised) path. Pages given by a pattern are matched here: the
 * reference projects, and the articles below each edition's index (/ratgeber/<slug>; its lists are
 * overviews).
 */
export function pageKindOf(path: string): PageKind {
  const fixed = fixedPages.get(path);
  if (fixed) return fixed;
  if (referenceSlugOf(path) !== undefined) return "reference";
  for (const language of languages) {
    const { articles } = pathsOf(language);
    if (!path.startsWith(`${articles}/`)) continue;
    const [first] = path.slice(articles.length + 1).split("/");
    const { topic, page } = articleWords[language];
    return first === topic || first === page ? "overview" : "article";
  }
  return "other";
}
