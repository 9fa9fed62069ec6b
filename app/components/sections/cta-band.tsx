import { ButtonLink } from "~/components/ui/button";
import { FadeIn } from "~/components/ui/fade-in";

type Props = {
  title: string;
  text: string;
  button: { label: string; href: string };
  /** Id of the heading; pass one when a page shows more than one band. */
  headingId?: string;
};

/** A call to action on a dark gradient card. */
export function CtaBand({ title, text, button, headingId = "cta-title" }: Props) {
  return (
    <section aria-labelledby={headingId} className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <FadeIn>
          <div className="on-dark relative overflow-hidden rounded-[1.75rem] bg-ink-900 px-6 py-14 text-center sm:px-12 sm:py-16">
            <div
              aria-hidden
              className="absolute inset-0 bg-[radial-gradient(50%_80%_at_50%_0%,rgb(79_99_255/0.45),transparent)]"
            />
            <div className="relative mx-auto max-w-2xl">
              <h2 id={headingId} className="text-3xl font-bold text-white sm:text-4xl">
                {title}
              </h2>
              <p className="mt-4 text-lg text-ink-200">{text}</p>
              <ButtonLink to={button.href} arrow className="mt-8">
                {button.label}
              </ButtonLink>
            </div>
          </div>
        </FadeIn>
      </div>
    </section>
  );
}
