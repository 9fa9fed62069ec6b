import { CheckCircle2 } from "lucide-react";
import { ContactSection } from "~/contact/contact-section";
import { MovingBanner } from "./banner";
import { Benefits } from "./benefits";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { KeyFigures } from "~/components/sections/key-figures";
import { LogoStrip } from "./logo-strip";
import { ReferenceCards } from "~/components/sections/reference-cards";
import { ExpertiseList, ServicesGrid } from "~/components/sections/services-grid";
import { Team } from "~/components/sections/team";
import { Icon } from "~/components/ui/icon";
import { Testimonials } from "~/components/sections/testimonials";
import { ButtonLink } from "~/components/ui/button";
import { FadeIn } from "~/components/ui/fade-in";
import { Section, SectionHeading } from "~/components/ui/section";
import { StaticHtml } from "~/components/ui/static-html";
import type { Edition } from "~/content-model/edition";
import { homeContent } from "./home-content";
import { site } from "~/content-model/site";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import { pageHandle } from "~/lib/page-handle";
import type { HomeFile } from "./page-type";

/** The home page (requirements §2.3) of an edition: home.de.tsx and home.en.tsx. */
export function homePage(file: HomeFile, edition: Edition) {
  const content = homeContent(file, edition);
  const { hero, logoStrip, intro, servicesBlock, referencesBlock, keyFigures, banner, consultationCta, benefitsBlock } =
    content;
  const { customers, serviceCards, teaser, testimonials, testimonialsBlock, team, teamBlock, contact, paths } = edition;
  return {
    handle: pageHandle(edition),
    meta: () =>
      pageMeta({
        description: content.meta.description,
        path: paths.home,
        jsonLd: webPageJsonLd(`${site.name} | ${edition.tagline}`, content.meta.description, paths.home),
      }),
    Component: HomePage,
  };

  function HomePage() {
    return (
      <>
        {/* Everything but the testimonials' carousel and the contact form needs no JavaScript. */}
        <StaticHtml>
          <Hero {...hero} />
          <LogoStrip label={logoStrip.label} customers={customers} />

          <Section headingId="intro-title">
            <FadeIn className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
              <SectionHeading id="intro-title" eyebrow={intro.eyebrow} title={intro.title} />
              <div className="space-y-5 text-lg">
                {intro.paragraphs.map((p) => (
                  <p key={p.slice(0, 24)}>{p}</p>
                ))}
                <ul className="icon-list space-y-3 pt-2">
                  {intro.highlights.map(({ icon, text }) => (
                    <li key={text}>
                      <Icon name={icon} aria-hidden /> {text}
                    </li>
                  ))}
                </ul>
              </div>
            </FadeIn>
          </Section>

          <Section id="services" tone="surface" headingId="services-title" heading={servicesBlock}>
            <ServicesGrid items={serviceCards} />
            <FadeIn>
              <ExpertiseList title={servicesBlock.expertiseTitle} terms={servicesBlock.expertise} />
            </FadeIn>
          </Section>

          <Section id="references" headingId="references-title">
            <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
              <SectionHeading
                id="references-title"
                eyebrow={referencesBlock.eyebrow}
                title={referencesBlock.title}
                intro={referencesBlock.intro}
              />
            </div>
            <ReferenceCards items={referencesBlock.slugs.map(teaser)} />
            <div className="mt-12 text-center">
              <ButtonLink to={referencesBlock.more.href} variant="outline" arrow>
                {referencesBlock.more.label}
              </ButtonLink>
            </div>
          </Section>

          <KeyFigures title={keyFigures.title} items={keyFigures.items} />
          <MovingBanner {...banner} />
          <CtaBand title={consultationCta.title} text={consultationCta.text} button={consultationCta.button} />

          <Section tone="surface" headingId="benefits-title" heading={benefitsBlock}>
            <Benefits items={benefitsBlock.items} />
          </Section>
        </StaticHtml>

        <Section headingId="testimonials-title" heading={testimonialsBlock}>
          <Testimonials items={testimonials} />
        </Section>

        <StaticHtml>
          <Section tone="surface" headingId="team-title">
            <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
              <div>
                <SectionHeading
                  id="team-title"
                  eyebrow={teamBlock.eyebrow}
                  title={teamBlock.title}
                  intro={teamBlock.intro}
                />
                <ul className="icon-list -mt-4 mb-8 space-y-2 *:gap-2.5">
                  {teamBlock.highlights.map((t) => (
                    <li key={t}>
                      <CheckCircle2 aria-hidden /> {t}
                    </li>
                  ))}
                </ul>
                <ButtonLink to={teamBlock.more.href} variant="outline" arrow className="max-sm:hidden">
                  {teamBlock.more.label}
                </ButtonLink>
              </div>
              <Team members={team} />
            </div>
          </Section>
        </StaticHtml>

        <ContactSection intro={contact.intros.home} />
      </>
    );
  }
}
