import type { MetaDescriptor } from "react-router";
import { site } from "~/content-model/site";
import { socialImageOf } from "~/content-model/social-image";
import { counterpart, languageOf, languages, MAIN_LANGUAGE, pathsOf, type Language } from "~/paths";

/** Public origin, fixed at build time (prerendered HTML carries absolute canonical links). */
const siteUrl: string = __SITE_URL__;

export const absoluteUrl = (path: string) => new URL(path, siteUrl + "/").href;

/** Open Graph locales and schema.org `inLanguage` of the editions. */
const ogLocale: Record<Language, string> = { de: "de_DE", en: "en_US" };
const bcp47: Record<Language, string> = { de: "de-DE", en: "en-US" };

/** The language tag of a page for structured data ("de-DE"), from its address. */
export const inLanguage = (path: string) => bcp47[languageOf(path)];

type PageMetaInput = {
  /** Page title without the brand; omit for the home page. */
  title?: string;
  description: string;
  /** Main path of the page; aliases pass their main path so the canonical link points there. */
  path: string;
  /** Campaign and example pages keep out of the index; while site.ts holds the demo identity, every page does. */
  noindex?: boolean;
  ogType?: "website" | "article";
  /** Structured data (schema.org), serialised into a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
  /**
   * The page's address in each edition that has it, where paths.ts cannot tell (an article's twin has
   * another name): hreflang pairs only where both exist, none for a page in one language only.
   */
  alternates?: Partial<Record<Language, string>>;
  /** The page's own social image (an article's), instead of the edition's. */
  image?: { path: string; alt: string };
  /** Further Open Graph tags (article:published_time …). */
  og?: MetaDescriptor[];
};

/** Each edition's feed of articles, named in the head of every page of that edition (as in the feed). */
export const feedTitle: Record<Language, string> = { de: `Ratgeber von ${site.name}`, en: `${site.name} insights` };

/** The hreflang links of a page: each edition's address, and the German one as x-default. */
function hreflangLinks(path: string, alternates?: Partial<Record<Language, string>>): MetaDescriptor[] {
  const pair = alternates ?? Object.fromEntries(languages.map((l) => [l, counterpart(path, l)]));
  // A page in one language only has no alternate (issue 37): no pair to announce.
  if (languages.some((l) => !pair[l])) return [];
  return [
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(pair[l]!) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(pair[MAIN_LANGUAGE]!) },
  ];
}

/**
 * Title, description, robots, canonical, the other edition (hreflang de, en, x-default: the German),
 * Open Graph, Twitter and JSON-LD for one page. The language follows from the path (paths.ts).
 */
export function pageMeta({
  title,
  description,
  path,
  noindex,
  ogType = "website",
  jsonLd,
  alternates,
  image: ownImage,
  og = [],
}: PageMetaInput) {
  const language = languageOf(path);
  const tagline = language === "de" ? site.tagline : site.en.tagline;
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${tagline}`;
  const url = absoluteUrl(path);
  const socialImage = ownImage ?? socialImageOf(language);
  const image = absoluteUrl(socialImage.path);
  // A demo with real brand names must not be found as if it were an agency (issue 40): no page of it is indexed,
  // and scripts/postbuild.mjs writes no sitemap then.
  const indexed = !noindex && !site.demo;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { name: "robots", content: indexed ? "index, follow" : "noindex, follow" },
    { tagName: "link", rel: "canonical", href: url },
    // Each page names itself and its counterpart, and the German edition for any other language.
    ...hreflangLinks(path, alternates),
    // The edition's feed of articles, on every page of the edition (issue 37).
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: feedTitle[language],
      href: absoluteUrl(pathsOf(language).articleFeed),
    },
    { property: "og:type", content: ogType },
    { property: "og:locale", content: ogLocale[language] },
    ...languages.filter((l) => l !== language).map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: socialImage.alt },
    ...og,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: socialImage.alt },
  ];
  if (jsonLd) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...jsonLd } });
  return tags;
}

/** schema.org WebPage for a page, with the agency as publisher. */
export function webPageJsonLd(name: string, description: string, path: string) {
  return {
    "@type": "WebPage",
    name,
    description,
    url: absoluteUrl(path),
    inLanguage: inLanguage(path),
    publisher: organizationJsonLd(),
  };
}

export function organizationJsonLd() {
  return {
    "@type": "Organization",
    name: site.legal.company,
    url: siteUrl,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: "DE",
    },
  };
}
