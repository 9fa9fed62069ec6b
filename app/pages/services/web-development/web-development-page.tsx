import { useLoaderData } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import { TopicArticles } from "~/components/sections/topic-articles";
import type { TopicArticlesBlock } from "~/content-model/articles/card";
import { AboutSection } from "~/components/sections/about-section";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Section } from "~/components/ui/section";
import { ContactSection } from "~/contact/contact-section";
import { serviceMeta } from "~/lib/service-json-ld";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import type { WebDevelopmentFile } from "./page-type";

/**
 * Web development (requirements §2.5): hero 'Webentwicklung', outgrowing spreadsheets, regional team,
 * six services, 'Jetzt Potenziale entdecken', trust features, company boosters, contact form.
 */
export function webDevelopmentPage(content: WebDevelopmentFile, edition: Edition) {
  const { paths, contact } = edition;
  const path = paths.service("web-development");
  return {
    handle: pageHandle(edition),
    meta: () => serviceMeta(content.meta, path),
    Component: WebDevelopmentPage,
  };

  function WebDevelopmentPage() {
    const topicArticles = useLoaderData<TopicArticlesBlock | null>();
    const { hero, spreadsheets, regional, services, cta, trust, booster } = content;
    return (
      <>
        {/* All but the contact form needs no JavaScript (ADR 0023). */}
        <StaticHtml>
          <Hero {...hero} />

          <MediaSplit id="spreadsheets" headingId="spreadsheets-title" {...spreadsheets} />

          <MediaSplit id="regional" headingId="regional-title" tone="surface" reverse {...regional} />

          <Section id="services" headingId="services-title" heading={services}>
            <ServicesGrid items={services.items} />
          </Section>

          {topicArticles && <TopicArticles block={topicArticles} />}
          <CtaBand title={cta.title} text={cta.text} button={cta.button} />

          <AboutSection {...trust} />

          <Section id="booster" headingId="booster-title" heading={booster}>
            <CheckList items={booster.items} />
          </Section>
        </StaticHtml>

        <ContactSection intro={contact.intros.webService} />
      </>
    );
  }
}
