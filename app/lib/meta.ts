import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** Public origin, fixed at build time (prerendered HTML carries absolute canonical links). */
const siteUrl: string = __SITE_URL__;

export const absoluteUrl = (path: string) => new URL(path, siteUrl + "/").href;

type PageMetaInput = {
  /** Page title without the brand; omit for the home page. */
  title?: string;
  description: string;
  /** Main path of the page; aliases pass their main path so the canonical link points there. */
  path: string;
  /** Campaign and example pages keep out of the index. */
  noindex?: boolean;
  ogType?: "website" | "article";
  /** Structured data (schema.org), serialised into a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
};

/** Title, description, robots, canonical, Open Graph, Twitter and JSON-LD for one page. */
export function pageMeta({ title, description, path, noindex, ogType = "website", jsonLd }: PageMetaInput) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl("/og-image.png");
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { name: "robots", content: noindex ? "noindex, follow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: ogType },
    { property: "og:locale", content: "de_DE" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
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
    inLanguage: "de-DE",
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
