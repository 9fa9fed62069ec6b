import { CaseStory } from "~/components/sections/case-story";
import { CheckList } from "~/components/sections/check-list";
import { FaqSection } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { Process } from "~/components/sections/process";
import { StatCards } from "~/components/sections/stat-cards";
import { Section, SectionHeading } from "~/components/ui/section";
import { ContactSection } from "~/contact/contact-section";
import { contactIntros } from "~/content/contact";
import { landingMvp as content } from "~/content/services/landing";
import { landingLayout } from "~/lib/layout";
import { pageMeta } from "~/lib/meta";
import { Drawing } from "~/components/ui/drawing";

export const handle = landingLayout;

export function meta() {
  return pageMeta({ ...content.meta, path: "/mvp-development-landing", noindex: true });
}

/** Campaign page for MVPs: one goal, the contact form; every call to action leads there. */
export default function MvpLandingPage() {
  const { hero, figures, process, story, deliverables, faq } = content;
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

      <Section tone="surface" labelledBy="figures-title">
        <SectionHeading id="figures-title" eyebrow={figures.eyebrow} title={figures.title} intro={figures.intro} />
        <StatCards items={figures.items} />
      </Section>

      <Process {...process} />

      <CaseStory {...story} image={<Drawing art={story.art} alt="" className="h-auto w-full" />} />

      <Section tone="surface" labelledBy="deliverables-title">
        <SectionHeading id="deliverables-title" eyebrow={deliverables.eyebrow} title={deliverables.title} />
        <CheckList items={deliverables.items} />
      </Section>

      <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} tone="white" />

      <ContactSection intro={contactIntros.mvpLanding} />
    </>
  );
}
