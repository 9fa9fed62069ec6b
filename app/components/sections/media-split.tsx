import { Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { FadeIn } from "~/components/ui/fade-in";
import { Drawing } from "~/components/ui/drawing";
import { Eyebrow, Paragraphs, Section } from "~/components/ui/section";
import type { SplitContent } from "~/content-model/types";
import { contentArt } from "./content-art";

type Props = SplitContent & {
  id?: string;
  /** Id of the h2, for the section's accessible name. */
  headingId: string;
  /** Image on the left on wide screens. */
  reverse?: boolean;
  tone?: "white" | "surface";
  children?: React.ReactNode;
};

/** Text and illustration side by side above 1000 px, stacked below (text first). */
export function MediaSplit({
  id,
  headingId,
  eyebrow,
  title,
  paragraphs,
  bullets,
  action,
  art,
  reverse,
  tone = "white",
  children,
}: Props) {
  return (
    <Section id={id} tone={tone} headingId={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className={`max-w-3xl lg:max-w-none ${reverse ? "lg:order-2" : ""}`}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          <Paragraphs items={paragraphs} className="mt-6 space-y-4 text-lg" />
          {bullets && (
            <div className="mt-7">
              {bullets.title && <p className="mb-3 font-semibold text-heading">{bullets.title}</p>}
              <ul className="space-y-3">
                {bullets.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Check aria-hidden className="mt-1 size-5 shrink-0 text-accent-600" strokeWidth={2.5} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {action && (
            <ButtonLink to={action.href} variant="outline" arrow className="mt-8">
              {action.label}
            </ButtonLink>
          )}
        </div>
        <FadeIn className={`w-full max-w-2xl lg:max-w-none ${reverse ? "lg:order-1" : ""}`}>
          <div className="overflow-hidden rounded-card border border-hairline shadow-card">
            <Drawing art={contentArt(art)} alt="" className="h-auto w-full" />
          </div>
        </FadeIn>
      </div>
      {children}
    </Section>
  );
}
