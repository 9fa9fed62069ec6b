import { absoluteUrl, inLanguage, organizationJsonLd, pageMeta } from "./meta";

/** schema.org Service for a service page, offered by the agency. */
function serviceJsonLd(name: string, description: string, path: string) {
  return {
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(path),
    areaServed: "DE",
    inLanguage: inLanguage(path),
    provider: organizationJsonLd(),
  };
}

/** schema.org FAQPage, for pages whose questions and answers are visible on the page. */
function faqPageJsonLd(items: readonly { question: string; answer: string }[], path: string) {
  return {
    "@type": "FAQPage",
    url: absoluteUrl(path),
    inLanguage: inLanguage(path),
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer },
    })),
  };
}

/** schema.org CollectionPage listing the service pages. */
export function serviceListJsonLd(
  name: string,
  description: string,
  path: string,
  items: readonly { title: string; href: string }[],
) {
  return {
    "@type": "CollectionPage",
    name,
    description,
    url: absoluteUrl(path),
    inLanguage: inLanguage(path),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: items.map((item, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: item.title,
        url: absoluteUrl(item.href),
      })),
    },
  };
}

/** Meta tags of a service page: its Service, and its FAQPage when the page answers questions. */
export function serviceMeta(
  { title, description }: { title: string; description: string },
  path: string,
  faq?: readonly { question: string; answer: string }[],
) {
  const service = serviceJsonLd(title, description, path);
  const jsonLd = faq ? { "@graph": [service, faqPageJsonLd(faq, path)] } : service;
  return pageMeta({ title, description, path, jsonLd });
}
