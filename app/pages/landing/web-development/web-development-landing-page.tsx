import { AboutSection } from "~/components/sections/about-section";
import { CheckList } from "~/components/sections/check-list";
import { FaqSection } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Section } from "~/components/ui/section";
import { ContactSection } from "~/contact/contact-section";
import { landingWeb } from "~/pages/landing/landing-content";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/meta";
import type { Edition } from "~/content-model/edition";
import type { WebDevelopmentFile } from "~/pages/services/web-development/page-type";
import type { WebLandingFile } from "./page-type";

/** Campaign page for web development: one goal, the contact form; every call to action leads there. */
export function webLandingPage(file: WebLandingFile, serviceFile: WebDevelopmentFile, edition: Edition) {
  const content = landingWeb(file, serviceFile, edition);
  const { paths, contact } = edition;
  return {
    handle: pageHandle(edition, "landing"),
    meta: () => pageMeta({ ...content.meta, path: paths.webLanding, noindex: true }),
    Component: WebLandingPage,
  };

  function WebLandingPage() {
    const { hero, spreadsheets, services, booster, regional, trust, faq } = content;
    return (
      <>
        <Hero {...hero} />

        <MediaSplit headingId="spreadsheets-title" tone="surface" {...spreadsheets} />

        <Section id="services" headingId="services-title" heading={services}>
          <ServicesGrid items={services.items} />
        </Section>

        <Section tone="surface" headingId="booster-title" heading={booster}>
          <CheckList items={booster.items} />
        </Section>

        <MediaSplit headingId="regional-title" reverse {...regional} />

        <AboutSection {...trust} />

        <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} tone="white" />

        <ContactSection intro={contact.intros.webLanding} />
      </>
    );
  }
}
