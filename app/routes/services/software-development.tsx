import { CtaBand } from "~/components/sections/cta-band";
import { DiscoveryCall } from "~/components/sections/discovery-call";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { Process } from "~/components/sections/process";
import { Section } from "~/components/ui/section";
import { softwareDevelopment as content } from "~/content/services/software-development";
import { paths } from "~/paths";
import { serviceMeta } from "~/lib/service-json-ld";
import type { Route } from "./+types/software-development";

const path = paths.service("software-development");

export const meta: Route.MetaFunction = () => serviceMeta(content.meta, path);

/** Software development (requirements §2.5): hero, discovery call, four-point promise, three-step roadmap. */
export default function SoftwareDevelopmentPage() {
  const { hero, discoveryCall, intro, promise, roadmap, reference, cta } = content;
  return (
    <>
      <Hero {...hero} />
      <DiscoveryCall {...discoveryCall} />

      <MediaSplit headingId="intro-title" {...intro} />

      <Section id="promise" tone="surface" headingId="promise-title" heading={promise}>
        <FeatureGrid items={promise.items} columns={4} />
      </Section>

      <Process {...roadmap} />

      <MediaSplit headingId="reference-title" tone="surface" reverse {...reference} />

      <CtaBand title={cta.title} text={cta.text} button={cta.button} />
    </>
  );
}
