import { FadeIn } from "~/components/ui/fade-in";
import { Section } from "~/components/ui/section";
import type { AboutItem } from "./about-content";
import { Drawing } from "~/components/ui/drawing";
import feedbackLoopArt from "~/assets/art/about/feedback-loop.svg?drawing";
import { Icon } from "~/components/ui/icon";

type Props = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  principles: readonly AboutItem[];
  processTitle: string;
  stepLabel: string;
  steps: readonly { title: string; text: string }[];
};

/**
 * How we work (anchor `id`: #arbeitsweise in German, paths.ts sectionAnchors): the four promises beside the iteration loop, then the path
 * from the first call to operation as numbered steps (a row on wide screens, a column on narrow ones).
 */
export function AboutWayOfWorking({ id, eyebrow, title, intro, principles, processTitle, stepLabel, steps }: Props) {
  return (
    <Section id={id} tone="surface" headingId="way-title" heading={{ eyebrow: eyebrow, title: title, intro: intro }}>
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_0.8fr] lg:gap-14">
        <ul className="grid gap-5 sm:grid-cols-2">
          {principles.map(({ icon, title: t, text }) => (
            <FadeIn as="li" key={t} className="flex">
              <div className="card w-full p-6">
                <span className="bg-accent-gradient mb-4 grid size-11 place-items-center rounded-xl text-white">
                  <Icon name={icon} aria-hidden className="size-5" />
                </span>
                <h3 className="text-lg font-semibold">{t}</h3>
                <p className="mt-2">{text}</p>
              </div>
            </FadeIn>
          ))}
        </ul>
        <FadeIn className="mx-auto w-full max-w-md lg:max-w-none">
          <Drawing art={feedbackLoopArt} alt="" className="h-auto w-full" />
        </FadeIn>
      </div>

      <FadeIn className="mt-20">
        <h3 className="mb-10 text-2xl font-bold sm:text-3xl">{processTitle}</h3>
        <ol className="grid gap-0 lg:grid-cols-5 lg:gap-6">
          {steps.map((s, i) => (
            <li key={s.title} className="relative flex gap-5 pb-8 lg:block lg:pb-0">
              {i < steps.length - 1 && (
                <span
                  aria-hidden
                  className="absolute top-12 bottom-0 left-[1.375rem] w-px bg-accent-300 lg:top-[1.375rem] lg:right-[-1.5rem] lg:bottom-auto lg:left-14 lg:h-px lg:w-auto"
                />
              )}
              <span
                aria-hidden
                className="relative grid size-11 shrink-0 place-items-center rounded-full border border-accent-100 bg-white text-base font-bold text-accent-700 shadow-card"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <div className="lg:mt-5">
                <h4 className="text-lg font-semibold text-heading">
                  <span className="sr-only">
                    {stepLabel} {i + 1}:{" "}
                  </span>
                  {s.title}
                </h4>
                <p className="mt-1.5">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </FadeIn>
    </Section>
  );
}
