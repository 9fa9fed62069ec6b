/**
 * Every internal URL of the site, built in one place: the route table registers these paths, and
 * content, menus, links, the sitemap and the tests take them from here. (The contact API's path is
 * the form's contract and lives beside it: CONTACT_API_PATH in contact/contact-fields.ts.) Keep this file free of
 * React and of `~/` imports: the build configuration and the browser tests load it outside Vite.
 *
 * Two editions (docs/decisions/0017-english-edition.md): German at the addresses the requirements fix,
 * English under /en with the same page names. `pathsOf(language)` gives one edition's addresses,
 * `counterpart()` the same page in the other edition.
 */
import { REFERENCE_SLUG, RESERVED_SLUGS, type ReferenceSlug } from "./content-model/references/slug";
import { serviceKeys, type ServiceKey } from "./content-model/services/keys";

/** The site's languages; German is the main edition (requirements §1) and the `x-default`. */
export const languages = ["de", "en"] as const;
export type Language = (typeof languages)[number];
export const MAIN_LANGUAGE: Language = "de";

/** Where an edition's pages live: German at the root, English under /en. */
const prefixOf: Record<Language, string> = { de: "", en: "/en" };

/** The language of a page by its address: "/en" and everything below it is English. */
export function languageOf(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

/** One edition's pages. */
export function pathsOf(language: Language) {
  const p = prefixOf[language];
  return {
    home: p || "/",
    services: `${p}/services`,
    /** One page per entry of the services registry (content-model/services/keys.ts). */
    service: (key: ServiceKey) => `${p}/services/${key}`,
    references: `${p}/references`,
    /**
     * One page per reference project (a file in content/<language>/references); "dyno2" keeps the
     * original site's address. `referenceSlugOf` reads the project back from the address.
     */
    reference: (slug: ReferenceSlug) => (slug === "dyno2" ? `${p}/dyno-reference2` : `${p}/${slug}-reference`),
    /** The generic example case study. */
    exampleReference: `${p}/reference`,
    about: `${p}/about`,
    /**
     * Opened by a full page load (requirements §2.2): see `reloadsDocument` below. The contact form
     * also posts here natively (without JavaScript); a message that was accepted redirects to
     * `contactSent`, so a reload never sends it twice (server/contact/form-post.ts).
     */
    contact: `${p}/contact`,
    contactSent: `${p}/contact/sent`,
    knowledge: `${p}/app-development-knowledge`,
    appLanding: `${p}/app-development-landing`,
    webLanding: `${p}/web-development-landing`,
    mvpLanding: `${p}/mvp-development-landing`,
    /** The Impressum (§ 5 DDG); its English courtesy translation is the "legal notice". */
    impressum: language === "de" ? "/impressum" : `${p}/legal-notice`,
    privacy: `${p}/privacy`,
    /** The site search's results (rendered per request, never indexed; docs/decisions/0021-site-search.md). */
    search: language === "de" ? "/suche" : `${p}/search`,
    /**
     * The articles (issue 37, docs/decisions/0022-articles.md): the index, newest first, its further
     * pages, a page per topic (one of the five services), each article at its slug, and the feed.
     */
    articles: articlesRoot[language],
    article: (slug: string) => `${articlesRoot[language]}/${slug}`,
    articleList: (topic?: ServiceKey, page = 1) =>
      `${articlesRoot[language]}${topic ? `/${articleWords[language].topic}/${topic}` : ""}${page > 1 ? `/${articleWords[language].page}/${page}` : ""}`,
    articleFeed: `${articlesRoot[language]}/feed.xml`,
  };
}

/** Where each edition's articles live: a word its readers use for such texts. */
const articlesRoot: Record<Language, string> = { de: "/ratgeber", en: "/en/insights" };

/**
 * The note on an edition's article index for a reader whose article has no translation in it (the
 * language switch leads there: /en/insights#german-only).
 */
export const untranslatedAnchor: Record<Language, string> = { de: "nur-auf-englisch", en: "german-only" };

/** The words of the articles' list addresses: /ratgeber/thema/mvps/seite/2, /en/insights/topic/mvps/page/2. */
export const articleWords: Record<Language, { topic: string; page: string }> = {
  de: { topic: "thema", page: "seite" },
  en: { topic: "topic", page: "page" },
};

/** The German edition's addresses (the requirements' route table), and the files that have no edition. */
export const paths = {
  ...pathsOf("de"),
  /** Retired: redirects to the home page. */
  career: "/career",
  /** The web app manifest (a file, not a page). */
  webManifest: "/site.webmanifest",
} as const;

/** The English edition's addresses. */
export const enPaths = pathsOf("en");

/** Anchors of sections that several pages have (requirements §2.6, §2.8). */
export const anchors = {
  contact: "#contact",
  services: "#services",
  process: "#process",
} as const;

/**
 * Anchors of sections that only one page has, in words of each edition's language (a shared link shows
 * them): the about page's way of working and values, the contact page's next steps and direct contact.
 */
export const sectionAnchors: Record<
  Language,
  { wayOfWorking: string; values: string; nextSteps: string; directContact: string }
> = {
  de: { wayOfWorking: "arbeitsweise", values: "werte", nextSteps: "ablauf", directContact: "direkt" },
  en: { wayOfWorking: "how-we-work", values: "values", nextSteps: "next-steps", directContact: "reach-us" },
};

/** Pages that every link opens by a full page load instead of a client navigation (requirements §2.2). */
const fullLoadPages: ReadonlySet<string> = new Set([paths.contact, enPaths.contact]);

/**
 * The one rule for links (components/ui/site-link.tsx): a full page load for the pages above, for
 * anchors on the same page, other origins and mail/phone links; every other internal path
 * navigates inside the app.
 */
export function reloadsDocument(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  return fullLoadPages.has(href.replace(/[?#].*$/, ""));
}

/**
 * The reference project a page shows, by its address in either edition ("/edeka-reference",
 * "/en/dyno-reference2"); undefined for any other address. Whether the project exists is the route
 * table's business: this file knows the pattern, not the list (the list is the content folder).
 */
export function referenceSlugOf(pathname: string): ReferenceSlug | undefined {
  const inEdition = pathname.replace(/^\/en(?=\/)/, "");
  if (inEdition === "/dyno-reference2") return "dyno2";
  const slug = /^\/(.+)-reference$/.exec(inEdition)?.[1];
  return slug && slug !== "dyno2" && REFERENCE_SLUG.test(slug) && !RESERVED_SLUGS.includes(slug) ? slug : undefined;
}

/**
 * Every page of an edition, keyed by what it shows ("about", "service:mvps", "reference:edeka"); the
 * reference pages only for the projects named (the route table knows them, paths.ts does not).
 */
function pagesOf(language: Language, referenceSlugs: readonly ReferenceSlug[] = []): Map<string, string> {
  // The articles' pages are named by their loader (an article's twin has another slug): not paired here.
  const {
    service,
    reference,
    article: _article,
    articleList: _articleList,
    articleFeed: _feed,
    ...fixed
  } = pathsOf(language);
  return new Map([
    ...Object.entries(fixed),
    ...serviceKeys.map((key) => [`service:${key}`, service(key)] as const),
    ...referenceSlugs.map((slug) => [`reference:${slug}`, reference(slug)] as const),
  ]);
}

/**
 * Every page with its German and English address (the language switch's pairs, for tests and checks),
 * the reference projects' pages for the projects given (app/content-model/references/slugs.server.ts).
 */
export function pagePairs(referenceSlugs: readonly ReferenceSlug[]): { page: string; de: string; en: string }[] {
  const english = pagesOf("en", referenceSlugs);
  return [...pagesOf("de", referenceSlugs)].map(([page, de]) => ({ page, de, en: english.get(page)! }));
}

/**
 * The same page in the other edition: "/services/mvps" and "/en/services/mvps", "/impressum" and
 * "/en/legal-notice". Query and anchor are dropped (section ids are words of their language). A path
 * that is no page of its edition (an alias, a 404) leads to the other edition's home page.
 */
export function counterpart(path: string, target: Language): string {
  // Prerendering renders a page at its folder URL ("/about/"): the page is the same without the slash.
  const pathname = path.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  const from = languageOf(pathname);
  if (from === target) return pathname;
  // A reference page: the same project in the other edition (a project has both files, or no page).
  const slug = referenceSlugOf(pathname);
  if (slug !== undefined) return pathsOf(target).reference(slug);
  const list = articleListOf(pathname, from);
  if (list) return pathsOf(target).articleList(list.topic, list.page);
  const page = [...pagesOf(from)].find(([, p]) => p === pathname)?.[0];
  return (page !== undefined && pagesOf(target).get(page)) || pathsOf(target).home;
}

/**
 * The topic and page of a list of articles by its address (/ratgeber/thema/mvps/seite/2); undefined for
 * any other. The topics are the services' keys in both editions, so a list's twin has the same ones
 * (its loader names the other edition's index where that has fewer articles). An article's twin has
 * another slug: its file names it, not the address.
 */
function articleListOf(pathname: string, language: Language): { topic?: ServiceKey; page: number } | undefined {
  const root = pathsOf(language).articles;
  if (!pathname.startsWith(`${root}/`)) return undefined;
  const words = articleWords[language];
  let rest = pathname.slice(root.length + 1).split("/");
  let topic: ServiceKey | undefined;
  if (rest[0] === words.topic) {
    topic = serviceKeys.find((key) => key === rest[1]);
    if (!topic) return undefined;
    rest = rest.slice(2);
  }
  if (rest.length === 0) return { topic, page: 1 };
  if (rest.length === 2 && rest[0] === words.page && /^[1-9]\d*$/.test(rest[1]!))
    return { topic, page: Number(rest[1]) };
  return undefined;
}
