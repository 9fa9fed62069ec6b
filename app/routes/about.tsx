import { AboutFigures } from "~/components/sections/about-figures";
import { AboutStory } from "~/components/sections/about-story";
import { AboutTeam } from "~/components/sections/about-team";
import { AboutCards } from "~/components/sections/about-values";
import { AboutWayOfWorking } from "~/components/sections/about-way-of-working";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Section } from "~/components/ui/section";
import { aboutCta, aboutHero, aboutMeta, figures, story, teamSection, values, wayOfWorking } from "~/content/about";
import { team } from "~/content/team";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import type { Route } from "./+types/about";
import { paths } from "~/paths";

// /about and /ueber-uns render this module; both name /about as canonical.
export const meta: Route.MetaFunction = () => {
  return pageMeta({
    ...aboutMeta,
    path: paths.about,
    jsonLd: { ...webPageJsonLd(aboutMeta.title, aboutMeta.description, paths.about), "@type": "AboutPage" },
  });
};

export default function AboutPage() {
  return (
    <>
      <Hero {...aboutHero} />
      <AboutStory {...story} />
      <AboutWayOfWorking {...wayOfWorking} />
      <Section id="werte" headingId="values-title" heading={values}>
        <AboutCards items={values.items} />
      </Section>
      <AboutFigures {...figures} />
      <AboutTeam {...teamSection} members={team} />
      <CtaBand title={aboutCta.title} text={aboutCta.text} button={aboutCta.button} />
    </>
  );
}
