import { useLoaderData } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import { TopicArticles } from "~/components/sections/topic-articles";
import type { TopicArticlesBlock } from "~/content-model/articles/card";
import { AboutSection } from "~/components/sections/about-section";
import { ArticleBody, ArticleToc } from "~/components/sections/article";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { PageToc } from "./page-toc";
import { PlatformCards } from "./platform-cards";
import { Process } from "~/components/sections/process";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Timeline } from "~/components/sections/timeline";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { ContactSection } from "~/contact/contact-section";
import { appArticle } from "~/pages/knowledge/app-development-article";
import { serviceMeta } from "~/lib/service-json-ld";
import { Drawing } from "~/components/ui/drawing";
import { contentArt } from "~/components/sections/content-art";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import type { AppDevelopmentGuideFile } from "~/pages/knowledge/page-type";
import type { AppDevelopmentFile } from "./page-type";

/**
 * App development (requirements §2.5): hero 'B2B Mobile App Entwicklung', a table of contents
 * (#introduction #services #technologies #process #contact), tailor-made apps, four-week results,
 * six services, technologies, partner features, three consultation steps, the app-development
 * article, and the contact form.
 */
export function appDevelopmentPage(
  content: AppDevelopmentFile,
  articleFile: AppDevelopmentGuideFile,
  edition: Edition,
) {
  const article = appArticle(articleFile);
  const figure = article.figure("cross-platform");
  const { paths, contact, shared } = edition;
  const path = paths.service("app-development");
  return {
    handle: pageHandle(edition),
    meta: () => serviceMeta(content.meta, path),
    Component: AppDevelopmentPage,
  };

  function AppDevelopmentPage() {
    const topicArticles = useLoaderData<TopicArticlesBlock | null>();
    const { hero, toc, tailorMade, fourWeeks, services, technologies, partner, consultation, guide } = content;
    return (
      <>
        {/* All but the two tables of contents (they follow the reading position) and the form need no JavaScript. */}
        <StaticHtml>
          <Hero {...hero} />
        </StaticHtml>
        <PageToc label={toc.label} items={toc.items} />

        <StaticHtml>
          <MediaSplit id="introduction" headingId="introduction-title" {...tailorMade} />

          <Section tone="surface" headingId="four-weeks-title" heading={fourWeeks}>
            <Timeline items={fourWeeks.items} />
          </Section>

          <Section id="services" headingId="services-title" heading={services}>
            <ServicesGrid items={services.items} />
          </Section>

          <Section id="technologies" tone="surface" headingId="technologies-title" heading={technologies}>
            <PlatformCards
              options={technologies.options}
              bestForLabel={technologies.bestForLabel}
              recommendedLabel={technologies.recommendedLabel}
              stack={technologies.stack}
            />
          </Section>

          <AboutSection {...partner} tone="white" />

          <Process {...consultation} tone="surface" />
        </StaticHtml>

        <Section id="guide" headingId="guide-title">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.1fr)] lg:gap-16">
            <div>
              <p className="eyebrow">{guide.eyebrow}</p>
              <h2 id="guide-title" className="text-3xl font-bold">
                {guide.title}
              </h2>
              <p className="mt-4 mb-10 text-lg">{guide.intro}</p>
              <div className="lg:sticky lg:top-40">
                <ArticleToc title={guide.tocTitle} sections={article.sections} sticky={false}>
                  <ButtonLink to={guide.more.href} variant="outline" arrow className="mt-8">
                    {guide.more.label}
                  </ButtonLink>
                </ArticleToc>
              </div>
            </div>
            <ArticleBody
              sections={article.sections}
              level={3}
              anchorLabel={shared.headingAnchorLabel}
              figures={{
                "cross-platform": <Drawing art={contentArt(figure.art)} alt={figure.alt} className="h-auto w-full" />,
              }}
            />
          </div>
        </Section>

        {topicArticles && (
          <StaticHtml>
            <TopicArticles block={topicArticles} />
          </StaticHtml>
        )}
        <ContactSection intro={contact.intros.appService} />
      </>
    );
  }
}
