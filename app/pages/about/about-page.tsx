import { AboutFigures } from "./about-figures";
import { StaticHtml } from "~/components/ui/static-html";
import { AboutStory } from "./about-story";
import { AboutTeam } from "./about-team";
import { AboutCards } from "./about-values";
import { AboutWayOfWorking } from "./about-way-of-working";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Section } from "~/components/ui/section";
import { aboutContent } from "./about-content";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import type { Edition } from "~/content-model/edition";
import { sectionAnchors } from "~/paths";
import type { AboutFile } from "./page-type";
import { pageHandle } from "~/lib/page-handle";

export function aboutPage(file: AboutFile, edition: Edition) {
  const {
    meta: aboutMeta,
    hero: aboutHero,
    story,
    wayOfWorking,
    values,
    figures,
    teamSection,
    cta: aboutCta,
  } = aboutContent(file);
  const { paths, team } = edition;
  return {
    handle: pageHandle(edition),
    meta: () =>
      pageMeta({
        ...aboutMeta,
        path: paths.about,
        jsonLd: { ...webPageJsonLd(aboutMeta.title, aboutMeta.description, paths.about), "@type": "AboutPage" },
      }),
    Component: AboutPage,
  };

  function AboutPage() {
    return (
      <>
        {/* The whole page needs no JavaScript (ADR 0023). */}
        <StaticHtml>
          <Hero {...aboutHero} />
          <AboutStory {...story} />
          <AboutWayOfWorking id={sectionAnchors[edition.language].wayOfWorking} {...wayOfWorking} />
          <Section id={sectionAnchors[edition.language].values} headingId="values-title" heading={values}>
            <AboutCards items={values.items} />
          </Section>
          <AboutFigures {...figures} />
          <AboutTeam {...teamSection} members={team} />
          <CtaBand title={aboutCta.title} text={aboutCta.text} button={aboutCta.button} />
        </StaticHtml>
      </>
    );
  }
}
