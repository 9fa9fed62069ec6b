import { CtaBand } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { ReferenceOverview } from "./reference-overview";
import { Section } from "~/components/ui/section";
import { referencesOverview } from "./references-content";
import { absoluteUrl, inLanguage, pageMeta } from "~/lib/meta";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import type { ReferencesFile } from "./page-type";

export function referencesPage(file: ReferencesFile, edition: Edition) {
  const content = referencesOverview(file);
  const { paths, overviewOrder, referenceFilters, structuredDataOrder, teaser } = edition;
  return {
    handle: pageHandle(edition),
    meta: () => {
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
          inLanguage: inLanguage(paths.references),
          numberOfItems: structuredDataOrder.length,
          itemListElement: structuredDataOrder.map((slug, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: `${teaser(slug).customer}: ${teaser(slug).cardTitle}`,
            url: absoluteUrl(teaser(slug).href),
          })),
        },
      });
    },
    Component: ReferencesPage,
  };

  function ReferencesPage() {
    const { header, overview, cta } = content;
    return (
      <>
        <PageHeader {...header} />
        <Section headingId="overview-title" heading={overview}>
          <ReferenceOverview items={overviewOrder.map(teaser)} filters={referenceFilters} text={content.filter} />
        </Section>
        <CtaBand {...cta} />
      </>
    );
  }
}
