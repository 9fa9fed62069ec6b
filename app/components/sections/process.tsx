import { ButtonLink } from "~/components/ui/button";
import { FadeIn } from "~/components/ui/fade-in";
import { Section } from "~/components/ui/section";
import type { StepColor, ProcessContent } from "~/content-model/types";

type Props = ProcessContent & {
  /** Drawn illustration beside the consultation box (requirements §3 "imageSrc/imageAlt"). */
  image?: React.ReactNode;
  tone?: "white" | "surface";
};

const stepColors: Record<StepColor, string> = {
  accent: "bg-accent-600 text-white",
  violet: "bg-violet-600 text-white",
  warm: "bg-warm-400 text-heading",
  ink: "bg-ink-900 text-white",
};

/** Process section (requirements §2.6): id "process", heading, three numbered steps, optional consultation box. */
export function Process({ badge, heading, subheading, steps, consultation, image, tone = "white" }: Props) {
  return (
    <Section
      id="process"
      tone={tone}
      headingId="process-title"
      heading={{ eyebrow: badge, title: heading, intro: subheading }}
    >
      <ol className="grid gap-5 md:grid-cols-3" data-testid="process-steps">
        {steps.map((step) => (
          <FadeIn as="li" key={step.number} className="relative flex">
            <div className="card flex w-full flex-col p-7">
              <span
                className={`grid size-14 place-items-center rounded-2xl text-lg font-extrabold tabular-nums ${stepColors[step.colorBg]}`}
              >
                {step.number}
              </span>
              <h3 className="mt-6 text-xl font-semibold">{step.title}</h3>
              <p className="mt-3">{step.description}</p>
            </div>
          </FadeIn>
        ))}
      </ol>
      {consultation && (
        <FadeIn>
          <div
            className={`on-dark mt-10 grid items-center gap-8 overflow-hidden rounded-card bg-ink-900 p-8 sm:p-10 ${image ? "lg:grid-cols-[1.3fr_1fr]" : "md:grid-cols-[1fr_auto]"}`}
          >
            <div>
              <h3 className="text-2xl font-bold text-white sm:text-3xl">{consultation.heading}</h3>
              <p className="mt-3 max-w-2xl text-lg text-ink-200">{consultation.text}</p>
              {image && (
                <ButtonLink to={consultation.action.href} arrow className="mt-7">
                  {consultation.action.label}
                </ButtonLink>
              )}
            </div>
            {image ? (
              <div className="mx-auto w-full max-w-md">{image}</div>
            ) : (
              <ButtonLink to={consultation.action.href} arrow>
                {consultation.action.label}
              </ButtonLink>
            )}
          </div>
        </FadeIn>
      )}
    </Section>
  );
}
