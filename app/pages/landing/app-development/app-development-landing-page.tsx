import { FaqSection } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { KeyFigures } from "~/components/sections/key-figures";
import { Process } from "~/components/sections/process";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import { Section } from "~/components/ui/section";
import { ContactSection } from "~/contact/contact-section";
import { landingApp } from "~/pages/landing/landing-content";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/meta";
import type { Edition } from "~/content-model/edition";
import type { AppDevelopmentFile } from "~/pages/services/app-development/page-type";
import type { AppLandingFile } from "./page-type";

/** Campaign page for app development: one goal, the contact form; every call to action leads there. */
export function appLandingPage(file: AppLandingFile, serviceFile: AppDevelopmentFile, edition: Edition) {
  const content = landingApp(file, serviceFile, edition);
  const { paths, contact } = edition;
  return {
    handle: pageHandle(edition, "landing"),
    meta: () => pageMeta({ ...content.meta, path: paths.appLanding, noindex: true }),
    Component: AppLandingPage,
  };

  function AppLandingPage() {
    const { hero, figures, fourWeeks, services, testimonials, process, faq } = content;
    return (
      <>
        <Hero {...hero} />
        <KeyFigures title={figures.title} items={[...figures.items]} />

        <Section headingId="four-weeks-title" heading={fourWeeks}>
          <Timeline items={fourWeeks.items} />
        </Section>

        <Section id="services" tone="surface" headingId="services-title" heading={services}>
          <ServicesGrid items={services.items} />
        </Section>

        <Process {...process} />

        <Section tone="surface" headingId="testimonials-title" heading={testimonials}>
          <Testimonials items={testimonials.items} />
        </Section>

        <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} tone="white" />

        <ContactSection intro={contact.intros.appLanding} />
      </>
    );
  }
}
