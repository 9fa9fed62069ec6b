import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { Process } from "~/components/sections/process";
import { UseCases } from "~/components/sections/use-cases";
import { Section, SectionHeading } from "~/components/ui/section";
import { aiDevelopment as content } from "~/content/services/ai-development";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd, serviceJsonLd } from "~/lib/service-json-ld";
import { Drawing } from "~/components/ui/drawing";

const path = "/services/ai-development";

export function meta() {
  const { title, description } = content.meta;
  return pageMeta({
    title,
    description,
    path,
    jsonLd: { "@graph": [serviceJsonLd(title, description, path), faqPageJsonLd(content.faq.items, path)] },
  });
}

/** AI development (requirements §2.5): hero, use cases, six service areas, three-step process, five-question FAQ. */
export default function AiDevelopmentPage() {
  const { hero, useCases, areas, process, faq, cta } = content;
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

      <Section id="use-cases" labelledBy="use-cases-title">
        <SectionHeading id="use-cases-title" eyebrow={useCases.eyebrow} title={useCases.title} intro={useCases.intro} />
        <UseCases
          items={useCases.items}
          images={useCases.art.map((art) => (
            <Drawing key={art.src} art={art} alt="" className="h-auto w-full" />
          ))}
        />
      </Section>

      <Section id="service-areas" tone="surface" labelledBy="areas-title">
        <SectionHeading id="areas-title" eyebrow={areas.eyebrow} title={areas.title} intro={areas.intro} />
        <FeatureGrid items={areas.items} />
      </Section>

      <Process {...process} />

      <FaqSection eyebrow={faq.eyebrow} title={faq.title} items={faq.items} />

      <CtaBand title={cta.title} text={cta.text} button={cta.button} />
    </>
  );
}
