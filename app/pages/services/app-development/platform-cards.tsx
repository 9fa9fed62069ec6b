import { Chip } from "~/components/ui/chip";
import { FadeIn } from "~/components/ui/fade-in";
import type { PlatformOption } from "~/content-model/types";
import { Icon } from "~/components/ui/icon";

type Props = {
  options: readonly PlatformOption[];
  bestForLabel: string;
  recommendedLabel: string;
  /** The technologies of the stack, shown as chips under the cards. */
  stack: { title: string; items: readonly string[] };
};

/** Platform choices (cross-platform, iOS, Android) side by side, with the technology stack below. */
export function PlatformCards({ options, bestForLabel, recommendedLabel, stack }: Props) {
  return (
    <>
      <ul className="grid gap-5 lg:grid-cols-3">
        {options.map(({ icon, ...o }) => (
          <FadeIn as="li" key={o.title} className="flex">
            <div
              className={`relative flex w-full flex-col rounded-card border p-7 ${
                o.recommended ? "border-accent-300 bg-white shadow-lift" : "border-hairline bg-white shadow-card"
              }`}
            >
              {o.recommended && (
                <span className="bg-accent-gradient absolute -top-3 right-6 rounded-full px-3 py-1 text-xs font-semibold text-white">
                  {recommendedLabel}
                </span>
              )}
              <span className="icon-tile">
                <Icon name={icon} aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{o.title}</h3>
              <p className="mt-1 text-sm font-semibold text-accent-700">{o.stack}</p>
              <p className="mt-3 flex-1">{o.description}</p>
              <p className="mt-5 border-t border-hairline pt-4 text-[0.95rem]">
                <strong className="font-semibold text-heading">{bestForLabel}</strong> {o.bestFor}
              </p>
            </div>
          </FadeIn>
        ))}
      </ul>
      <FadeIn>
        <div className="mt-10 rounded-card border border-hairline bg-white p-7 sm:p-8">
          <h3 className="text-lg font-semibold">{stack.title}</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {stack.items.map((t) => (
              <li key={t}>
                <Chip>{t}</Chip>
              </li>
            ))}
          </ul>
        </div>
      </FadeIn>
    </>
  );
}
