import { useLoaderData } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import { TopicArticles } from "~/components/sections/topic-articles";
import type { TopicArticlesBlock } from "~/content-model/articles/card";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { Process } from "~/components/sections/process";
import { UseCases } from "./use-cases";
import { Section } from "~/components/ui/section";
import { serviceMeta } from "~/lib/service-json-ld";
import { Drawing } from "~/components/ui/drawing";
import { contentArt } from "~/components/sections/content-art";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import type { AiDevelopmentFile } from "./page-type";

/** AI development (requirements §2.5): hero, use cases, six service areas, three-step process, five-question FAQ. */
export function aiDevelopmentPage(content: AiDevelopmentFile, edition: Edition) {
  const { paths } = edition;
  const path = paths.service("ai-development");
  return {
    handle: pageHandle(edition),
    meta: () => serviceMeta(content.meta, path, content.faq.items),
    Component: AiDevelopmentPage,
  };

  function AiDevelopmentPage() {
    const topicArticles = useLoaderData<TopicArticlesBlock | null>();
    const { hero, useCases, areas, process, faq, cta } = content;
    return (
      <>
        {/* The whole page needs no JavaScript (ADR 0023). */}
        <StaticHtml>
          <Hero {...hero} />

          <Section id="use-cases" headingId="use-cases-title" heading={useCases}>
            <UseCases
              items={useCases.items}
              images={useCases.art.map((art) => (
                <Drawing key={art} art={contentArt(art)} alt="" className="h-auto w-full" />
              ))}
            />
          </Section>

          <Section id="service-areas" tone="surface" headingId="areas-title" heading={areas}>
            <FeatureGrid items={areas.items} />
          </Section>

          <Process {...process} />

          <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} />

          {topicArticles && <TopicArticles block={topicArticles} />}
          <CtaBand title={cta.title} text={cta.text} button={cta.button} />
        </StaticHtml>
      </>
    );
  }
}
