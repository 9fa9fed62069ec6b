import { useLoaderData } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import { TopicArticles } from "~/components/sections/topic-articles";
import type { TopicArticlesBlock } from "~/content-model/articles/card";
import { CaseStory } from "~/components/sections/case-story";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { Process } from "~/components/sections/process";
import { StatCards } from "~/components/sections/stat-cards";
import { Section } from "~/components/ui/section";
import { mvpsContent } from "./mvps-content";
import { serviceMeta } from "~/lib/service-json-ld";
import { Drawing } from "~/components/ui/drawing";
import { contentArt } from "~/components/sections/content-art";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import type { MvpsFile } from "./page-type";

/**
 * MVPs and prototypes (requirements §2.5, claims of §9): prototype in 2–4 weeks, rapid prototype in 30 days,
 * pilot in week 6, MVP in 6 weeks, 3× faster to market, and the 1.5 million euro pre-seed story.
 */
export function mvpsPage(file: MvpsFile, edition: Edition) {
  const content = mvpsContent(file, edition);
  const { paths } = edition;
  const path = paths.service("mvps");
  return {
    handle: pageHandle(edition),
    meta: () => serviceMeta(content.meta, path, content.faq.items),
    Component: MvpsPage,
  };

  function MvpsPage() {
    const topicArticles = useLoaderData<TopicArticlesBlock | null>();
    const { hero, figures, why, process, faster, deliverables, story, faq, cta } = content;
    return (
      <>
        {/* The whole page needs no JavaScript (ADR 0023). */}
        <StaticHtml>
          <Hero {...hero} />

          <Section id="figures" tone="surface" headingId="figures-title" heading={figures}>
            <StatCards items={figures.items} />
          </Section>

          <MediaSplit id="why" headingId="why-title" {...why} />

          <Process {...process} tone="surface" />

          <Section id="faster" headingId="faster-title" heading={faster}>
            <FeatureGrid items={faster.items} columns={4} />
          </Section>

          <CaseStory {...story} image={<Drawing art={contentArt(story.art)} alt="" className="h-auto w-full" />} />

          <Section id="deliverables" headingId="deliverables-title" heading={deliverables}>
            <CheckList items={deliverables.items} />
          </Section>

          <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} />

          {topicArticles && <TopicArticles block={topicArticles} />}
          <CtaBand title={cta.title} text={cta.text} button={cta.button} />
        </StaticHtml>
      </>
    );
  }
}
