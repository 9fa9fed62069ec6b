import type { MetaDescriptor } from "react-router";
import { socialImageOf } from "~/content-model/social-image";
import { absoluteUrl, inLanguage, organizationJsonLd } from "~/lib/meta";
import type { Language } from "~/paths";
import type { ArticleFile } from "./page-type";

/**
 * An article's metadata (issue 37): its social image, Open Graph's article tags and the structured data
 * (schema.org BlogPosting and the breadcrumbs), shared by the articles' pages and the guide.
 */

/** Where the build writes an article's social image (scripts/social-images.ts, 1200 × 630 PNG). */
const articleImagePath = (language: Language, slug: string) => `/social/articles/${language}/${slug}.png`;

/**
 * The article's own social image; `npm run dev` draws none (the build does), so pages there name the
 * edition's.
 */
export function socialImageOfArticle(language: Language, slug: string, words: string) {
  if (import.meta.env.DEV) return socialImageOf(language);
  return { path: articleImagePath(language, slug), alt: words };
}

type ArticleHead = Pick<ArticleFile, "title" | "summary" | "published" | "updated" | "topics">;

/**
 * og:type article's own tags: when it was published and changed, by whom, on what (the topics by the
 * names a reader knows, the services' menu labels).
 */
export function articleOg(
  article: ArticleHead,
  author: string | undefined,
  serviceNav: readonly { key: string; label: string }[],
): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: article.published },
    ...(article.updated ? [{ property: "article:modified_time", content: article.updated }] : []),
    ...(author ? [{ property: "article:author", content: author }] : []),
    ...article.topics.map((topic) => ({
      property: "article:tag",
      content: serviceNav.find((service) => service.key === topic)?.label ?? topic,
    })),
  ];
}

/** schema.org BlogPosting with the page's BreadcrumbList. */
export function articleJsonLd({
  article,
  path,
  author,
  image,
  breadcrumbs,
}: {
  article: ArticleHead;
  path: string;
  author: { name: string; role: string } | undefined;
  image: string;
  breadcrumbs: { label: string; href: string }[];
}) {
  return {
    "@graph": [
      {
        "@type": "BlogPosting",
        headline: article.title,
        description: article.summary,
        url: absoluteUrl(path),
        mainEntityOfPage: absoluteUrl(path),
        inLanguage: inLanguage(path),
        datePublished: article.published,
        dateModified: article.updated ?? article.published,
        image: absoluteUrl(image),
        ...(author ? { author: { "@type": "Person", name: author.name, jobTitle: author.role } } : {}),
        publisher: organizationJsonLd(),
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: breadcrumbs.map((crumb, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: crumb.label,
          item: absoluteUrl(crumb.href),
        })),
      },
    ],
  };
}
