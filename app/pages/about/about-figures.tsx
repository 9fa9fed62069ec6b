import type { IconName } from "~/content-model/types";
import { FadeIn } from "~/components/ui/fade-in";
import { Drawing } from "~/components/ui/drawing";
import awardBadge from "~/assets/art/about/award-badge.svg?drawing";
import { Eyebrow } from "~/components/ui/section";
import { Icon } from "~/components/ui/icon";

type Props = {
  eyebrow: string;
  title: string;
  items: readonly { icon: IconName; value: string; label: string }[];
  award: { label: string; title: string; text: string; year: number };
};

/** The claims as figures on the dark band, with the award beside them. */
export function AboutFigures({ eyebrow, title, items, award }: Props) {
  return (
    <section id="zahlen" aria-labelledby="figures-title" className="on-dark bg-ink-950 py-20 text-ink-200 sm:py-24">
      <div className="container-page">
        <FadeIn>
          <Eyebrow dark>{eyebrow}</Eyebrow>
          <h2 id="figures-title" className="mb-12 text-3xl font-bold text-white sm:text-4xl lg:text-[2.75rem]">
            {title}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2 sm:gap-5 md:grid-cols-3">
            {items.map(({ icon, value, label }) => (
              <div
                key={label}
                className="flex flex-row-reverse items-center justify-end gap-4 rounded-card border border-white/10 bg-white/[0.04] p-5 sm:flex-col-reverse sm:items-start sm:gap-1 sm:p-7"
              >
                <dt className="text-sm text-ink-300 sm:text-base">{label}</dt>
                <dd className="shrink-0 text-[1.625rem] font-extrabold tracking-tight tabular-nums max-sm:w-[9.75rem] sm:text-3xl lg:text-[2.5rem]">
                  {/* Inside the <dd>: a <dl> allows only <dt>/<dd> in its item groups. */}
                  <Icon name={icon} aria-hidden className="mb-4 block size-5 text-accent-300 max-sm:hidden" />
                  <span className="text-gradient">{value}</span>
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex flex-col gap-6 rounded-card border border-warm-300/30 bg-[linear-gradient(120deg,rgb(255_210_138/0.14),rgb(255_255_255/0.03)_60%)] p-6 sm:flex-row sm:items-center sm:gap-8 sm:p-8">
            <Drawing art={awardBadge} alt="" className="h-auto w-24 shrink-0 sm:w-28" />
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-[0.14em] text-warm-300 uppercase">{award.label}</p>
              <p className="mt-2 text-xl font-bold text-white sm:text-2xl">{award.title}</p>
              <p className="mt-2 text-ink-200">{award.text}</p>
            </div>
          </div>
        </FadeIn>
      </div>
    </section>
  );
}
