import { FaqSection } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { KeyFigures } from "~/components/sections/key-figures";
import { Process } from "~/components/sections/process";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import { Section, SectionHeading } from "~/components/ui/section";
import { ContactSection } from "~/contact/contact-section";
import { contactIntros } from "~/content/contact";
import { landingApp as content } from "~/content/services/landing";
import { landingLayout } from "~/lib/layout";
import { pageMeta } from "~/lib/meta";
import { Drawing } from "~/components/ui/drawing";

export const handle = landingLayout;

export function meta() {
  return pageMeta({ ...content.meta, path: "/app-development-landing", noindex: true });
}

/** Campaign page for app development: one goal, the contact form; every call to action leads there. */
export default function AppLandingPage() {
  const { hero, figures, fourWeeks, services, testimonials, process, faq } = content;
  return (
    <>
      <Hero
        badge={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
        primary={hero.primary}
        secondary={hero.secondary}
        proof={hero.proof}
        image={<Drawing art={hero.art} alt="" priority className="h-auto w-full" />}
      />
      <KeyFigures title={figures.title} items={[...figures.items]} />

      <Section labelledBy="four-weeks-title">
        <SectionHeading
          id="four-weeks-title"
          eyebrow={fourWeeks.eyebrow}
          title={fourWeeks.title}
          intro={fourWeeks.intro}
        />
        <Timeline items={fourWeeks.items} />
      </Section>

      <Section id="services" tone="surface" labelledBy="services-title">
        <SectionHeading id="services-title" eyebrow={services.eyebrow} title={services.title} intro={services.intro} />
        <ServicesGrid items={services.items} />
      </Section>

      <Process {...process} />

      <Section tone="surface" labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" eyebrow={testimonials.eyebrow} title={testimonials.title} />
        <Testimonials items={testimonials.items} />
      </Section>

      <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} tone="white" />

      <ContactSection intro={contactIntros.appLanding} />
    </>
  );
}
