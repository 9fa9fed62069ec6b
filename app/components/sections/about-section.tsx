import { ButtonLink } from "~/components/ui/button";
import { FadeIn } from "~/components/ui/fade-in";
import { Eyebrow, Paragraphs, Section } from "~/components/ui/section";
import type { AboutContent } from "~/content-model/types";
import { Icon } from "~/components/ui/icon";

/** About section (requirements §2.6): id "about", a feature list and a 'Kontakt aufnehmen' link. */
export function AboutSection({
  eyebrow,
  title,
  paragraphs,
  features,
  link,
  tone = "surface",
}: AboutContent & { tone?: "white" | "surface" }) {
  return (
    <Section id="about" tone={tone} headingId="about-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
        <div className="max-w-3xl lg:max-w-none">
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2 id="about-title" className="section-title">
            {title}
          </h2>
          <Paragraphs items={paragraphs} className="mt-6 space-y-4 text-lg" />
          <ButtonLink to={link.href} arrow className="mt-8">
            {link.label}
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {features.map(({ icon, title: featureTitle, description }) => (
            <FadeIn as="li" key={featureTitle} className="flex">
              <div className="card w-full p-6">
                <Icon name={icon} aria-hidden className="size-7 text-accent-600" />
                <h3 className="mt-4 text-lg font-semibold">{featureTitle}</h3>
                <p className="mt-2">{description}</p>
              </div>
            </FadeIn>
          ))}
        </ul>
      </div>
    </Section>
  );
}
