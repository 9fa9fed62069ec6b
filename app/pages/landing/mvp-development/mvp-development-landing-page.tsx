import { CaseStory } from "~/components/sections/case-story";
import { CheckList } from "~/components/sections/check-list";
import { FaqSection } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { Process } from "~/components/sections/process";
import { StatCards } from "~/components/sections/stat-cards";
import { Section } from "~/components/ui/section";
import { ContactSection } from "~/contact/contact-section";
import { landingMvp } from "~/pages/landing/landing-content";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/meta";
import { Drawing } from "~/components/ui/drawing";
import { contentArt } from "~/components/sections/content-art";
import type { Edition } from "~/content-model/edition";
import type { MvpsFile } from "~/pages/services/mvps/page-type";
import type { MvpLandingFile } from "./page-type";

/** Campaign page for MVPs: one goal, the contact form; every call to action leads there. */
export function mvpLandingPage(file: MvpLandingFile, serviceFile: MvpsFile, edition: Edition) {
  const content = landingMvp(file, serviceFile, edition);
  const { paths, contact } = edition;
  return {
    handle: pageHandle(edition, "landing"),
    meta: () => pageMeta({ ...content.meta, path: paths.mvpLanding, noindex: true }),
    Component: MvpLandingPage,
  };

  function MvpLandingPage() {
    const { hero, figures, process, story, deliverables, faq } = content;
    return (
      <>
        <Hero {...hero} />

        <Section tone="surface" headingId="figures-title" heading={figures}>
          <StatCards items={figures.items} />
        </Section>

        <Process {...process} />

        <CaseStory {...story} image={<Drawing art={contentArt(story.art)} alt="" className="h-auto w-full" />} />

        <Section tone="surface" headingId="deliverables-title" heading={deliverables}>
          <CheckList items={deliverables.items} />
        </Section>

        <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} tone="white" />

        <ContactSection intro={contact.intros.mvpLanding} />
      </>
    );
  }
}
