import { CtaBand } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { ReferenceOverview } from "~/components/sections/reference-overview";
import { Section } from "~/components/ui/section";
import { referencesPage as content } from "~/content/references/overview";
import { overviewOrder, referenceFilters, structuredDataOrder, teasers } from "~/content/references/registry";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { paths } from "~/paths";
import type { Route } from "./+types/references";

export const meta: Route.MetaFunction = () => {
  const { title, description, listName } = content.meta;
  return pageMeta({
    title,
    description,
    path: paths.references,
    // requirements §2.7: a structured-data list of five references.
    jsonLd: {
      "@type": "ItemList",
      name: listName,
      description,
      url: absoluteUrl(paths.references),
      numberOfItems: structuredDataOrder.length,
      itemListElement: structuredDataOrder.map((slug, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: `${teasers[slug].customer}: ${teasers[slug].cardTitle}`,
        url: absoluteUrl(teasers[slug].href),
      })),
    },
  });
};

export default function ReferencesPage() {
  const { header, overview, cta } = content;
  return (
    <>
      <PageHeader {...header} />
      <Section headingId="overview-title" heading={overview}>
        <ReferenceOverview items={overviewOrder.map((slug) => teasers[slug])} filters={referenceFilters} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
