import { FadeIn } from "~/components/ui/fade-in";
import { Paragraphs, Section, SectionHeading } from "~/components/ui/section";

type Props = {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  milestones: readonly { label: string; text: string }[];
};

/** The agency's story: running text beside a short vertical timeline. */
export function AboutStory({ eyebrow, title, paragraphs, milestones }: Props) {
  return (
    <Section id="geschichte" headingId="story-title">
      <div className="grid gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-20">
        <FadeIn>
          <SectionHeading id="story-title" eyebrow={eyebrow} title={title} />
          <Paragraphs items={paragraphs} className="-mt-2 space-y-5 text-lg leading-relaxed" />
        </FadeIn>
        <FadeIn>
          <ol className="relative space-y-8 rounded-card border border-hairline bg-surface p-6 sm:p-9">
            {milestones.map((m, i) => (
              <li key={m.label} className="relative flex gap-5">
                <div className="flex flex-col items-center">
                  <span
                    aria-hidden
                    className={`grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold ${
                      i === milestones.length - 1
                        ? "bg-accent-gradient text-white"
                        : "bg-white text-accent-700 shadow-card"
                    }`}
                  >
                    {i + 1}
                  </span>
                  {i < milestones.length - 1 && (
                    <span aria-hidden className="-mb-8 mt-2 w-px flex-1 bg-accent-300/70" />
                  )}
                </div>
                <div className="pb-1">
                  <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">{m.label}</p>
                  <p className="mt-1 text-heading">{m.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </FadeIn>
      </div>
    </Section>
  );
}
