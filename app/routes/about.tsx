import { AboutFigures } from "~/components/sections/about-figures";
import { AboutStory } from "~/components/sections/about-story";
import { AboutTeam } from "~/components/sections/about-team";
import { AboutCards } from "~/components/sections/about-values";
import { AboutWayOfWorking } from "~/components/sections/about-way-of-working";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { aboutCta, aboutHero, aboutMeta, figures, story, teamSection, values, wayOfWorking } from "~/content/about";
import { team } from "~/content/team";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import { Drawing } from "~/components/ui/drawing";
import aboutArt from "~/assets/art/about/hero.svg?drawing";

// /about and /ueber-uns render this module; both name /about as canonical.
export function meta() {
  return pageMeta({
    ...aboutMeta,
    path: "/about",
    jsonLd: { ...webPageJsonLd(aboutMeta.title, aboutMeta.description, "/about"), "@type": "AboutPage" },
  });
}

export default function AboutPage() {
  return (
    <>
      <Hero
        badge={aboutHero.badge}
        title={aboutHero.title}
        subtitle={aboutHero.subtitle}
        primary={aboutHero.primary}
        secondary={aboutHero.secondary}
        proof={aboutHero.proof}
        image={<Drawing art={aboutArt} alt="" priority className="h-auto w-full" />}
      />
      <AboutStory {...story} />
      <AboutWayOfWorking {...wayOfWorking} />
      <Section id="werte" labelledBy="values-title">
        <SectionHeading id="values-title" eyebrow={values.eyebrow} title={values.title} intro={values.intro} />
        <AboutCards items={values.items} />
      </Section>
      <AboutFigures {...figures} />
      <AboutTeam {...teamSection} members={team} />
      <CtaBand title={aboutCta.title} text={aboutCta.text} button={aboutCta.button} />
    </>
  );
}
