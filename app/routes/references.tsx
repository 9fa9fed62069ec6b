import { CtaBand } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { ReferenceOverview } from "~/components/sections/reference-overview";
import { Section, SectionHeading } from "~/components/ui/section";
import { overviewOrder, referenceFilters, structuredDataOrder, teasers } from "~/content/references/catalog";
import { site } from "~/content/site";
import { absoluteUrl, pageMeta } from "~/lib/meta";

const title = "Referenzen";
const description = `Ausgewählte Projekte von ${site.name}: Apps, Webplattformen, KI-Lösungen und Fachsoftware für Handel, Industrie, Finanzen, Forschung und öffentliche Hand.`;

export function meta() {
  return pageMeta({
    title,
    description,
    path: "/references",
    // Requirements §2.7: a structured-data list of five references.
    jsonLd: {
      "@type": "ItemList",
      name: `Referenzen von ${site.name}`,
      description,
      url: absoluteUrl("/references"),
      numberOfItems: structuredDataOrder.length,
      itemListElement: structuredDataOrder.map((slug, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: `${teasers[slug].customer}: ${teasers[slug].cardTitle}`,
        url: absoluteUrl(teasers[slug].href),
      })),
    },
  });
}

export default function ReferencesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Referenzen"
        title="Software, die im Alltag besteht"
        intro={`Ein Auszug aus über ${site.claims.completedProjects} abgeschlossenen Projekten: vom Lebensmittelhandel über den Maschinenbau bis zur öffentlichen Verwaltung – jedes mit seiner eigenen Geschichte.`}
      />
      <Section labelledBy="overview-title">
        <SectionHeading
          id="overview-title"
          eyebrow="Ausgewählte Projekte"
          title="Neun Projekte, neun Branchen"
          intro="Wählen Sie ein Projekt, um Herausforderung, Lösung und Ergebnis im Detail zu lesen."
        />
        <ReferenceOverview items={overviewOrder.map((slug) => teasers[slug])} filters={referenceFilters} />
      </Section>
      <CtaBand
        title="Ihr Projekt könnte das nächste sein."
        text={`In einem kostenlosen, unverbindlichen Erstgespräch von ${site.claims.discoveryCallMinutes} Minuten klären wir Ziele, Aufwand und den schnellsten Weg zum ersten Ergebnis.`}
        button={{ label: "Jetzt Beratungsgespräch vereinbaren", href: "/contact" }}
      />
    </>
  );
}
