import { useLoaderData } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import { TopicArticles } from "~/components/sections/topic-articles";
import type { TopicArticlesBlock } from "~/content-model/articles/card";
import { CtaBand } from "~/components/sections/cta-band";
import { DiscoveryCall } from "./discovery-call";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { Process } from "~/components/sections/process";
import { Section } from "~/components/ui/section";
import { serviceMeta } from "~/lib/service-json-ld";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import type { SoftwareDevelopmentFile } from "./page-type";

/** Software development (requirements §2.5): hero, discovery call, four-point promise, three-step roadmap. */
export function softwareDevelopmentPage(content: SoftwareDevelopmentFile, edition: Edition) {
  const { paths } = edition;
  const path = paths.service("software-development");
  return {
    handle: pageHandle(edition),
    meta: () => serviceMeta(content.meta, path),
    Component: SoftwareDevelopmentPage,
  };

  function SoftwareDevelopmentPage() {
    const topicArticles = useLoaderData<TopicArticlesBlock | null>();
    const { hero, discoveryCall, intro, promise, roadmap, reference, cta } = content;
    return (
      <>
        {/* The whole page needs no JavaScript (ADR 0023). */}
        <StaticHtml>
          <Hero {...hero} />
          <DiscoveryCall {...discoveryCall} />

          <MediaSplit headingId="intro-title" {...intro} />

          <Section id="promise" tone="surface" headingId="promise-title" heading={promise}>
            <FeatureGrid items={promise.items} columns={4} />
          </Section>

          <Process {...roadmap} />

          <MediaSplit headingId="reference-title" tone="surface" reverse {...reference} />

          {topicArticles && <TopicArticles block={topicArticles} />}
          <CtaBand title={cta.title} text={cta.text} button={cta.button} />
        </StaticHtml>
      </>
    );
  }
}
