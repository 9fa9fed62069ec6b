import { AboutSection } from "~/components/sections/about-section";
import { CheckList } from "~/components/sections/check-list";
import { FaqSection } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Section } from "~/components/ui/section";
import { ContactSection } from "~/contact/contact-section";
import { contactIntros } from "~/content/contact";
import { landingWeb as content } from "~/content/services/landing";
import { landingLayout } from "~/lib/layout";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/web-development";
import { paths } from "~/paths";

export const handle = landingLayout;

export const meta: Route.MetaFunction = () => {
  return pageMeta({ ...content.meta, path: paths.webLanding, noindex: true });
};

/** Campaign page for web development: one goal, the contact form; every call to action leads there. */
export default function WebLandingPage() {
  const { hero, spreadsheets, services, booster, regional, trust, faq } = content;
  return (
    <>
      <Hero {...hero} />

      <MediaSplit headingId="spreadsheets-title" tone="surface" {...spreadsheets} />

      <Section id="services" headingId="services-title" heading={services}>
        <ServicesGrid items={services.items} />
      </Section>

      <Section tone="surface" headingId="booster-title" heading={{ eyebrow: booster.eyebrow, title: booster.title }}>
        <CheckList items={booster.items} />
      </Section>

      <MediaSplit headingId="regional-title" reverse {...regional} />

      <AboutSection {...trust} />

      <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} tone="white" />

      <ContactSection intro={contactIntros.webLanding} />
    </>
  );
}
