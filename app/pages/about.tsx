import { AboutFigures } from "~/components/sections/about-figures";
import { AboutStory } from "~/components/sections/about-story";
import { AboutTeam } from "~/components/sections/about-team";
import { AboutCards } from "~/components/sections/about-values";
import { AboutWayOfWorking } from "~/components/sections/about-way-of-working";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Section } from "~/components/ui/section";
import { aboutContent } from "~/content-model/about";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import type { Edition } from "~/content-model/edition";
import { sectionAnchors } from "~/paths";
import { pageHandle } from "~/lib/page-handle";

export function aboutPage(file: unknown, edition: Edition) {
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
        <Hero {...aboutHero} />
        <AboutStory {...story} />
        <AboutWayOfWorking id={sectionAnchors[edition.language].wayOfWorking} {...wayOfWorking} />
        <Section id={sectionAnchors[edition.language].values} headingId="values-title" heading={values}>
          <AboutCards items={values.items} />
        </Section>
        <AboutFigures {...figures} />
        <AboutTeam {...teamSection} members={team} />
        <CtaBand title={aboutCta.title} text={aboutCta.text} button={aboutCta.button} />
      </>
    );
  }
}
