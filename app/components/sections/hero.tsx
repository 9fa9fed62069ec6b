import { ButtonLink } from "~/components/ui/button";
import { Drawing } from "~/components/ui/drawing";
import { heroArt } from "~/content-model/hero-art";
import type { HeroContent } from "~/content-model/types";

/**
 * Page hero (requirements §2.6): badge, title, subtitle, two buttons and an image. Above 1200 px text and
 * image sit side by side; at 1200 px or less they stack (requirements §4). Never faded in: it is the LCP,
 * and its drawing loads at once with high priority.
 */
export function Hero({ badge, title, subtitle, primary, secondary, art, proof }: HeroContent) {
  return (
    <section className="on-dark relative overflow-hidden bg-ink-950 text-ink-200" aria-labelledby="page-title">
      <div aria-hidden className="hero-glow" />
      <div aria-hidden className="hero-grid" />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-24 xl:grid-cols-[1.05fr_1fr] xl:gap-10 xl:py-28">
        <div className="max-w-3xl">
          {badge && (
            <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-ink-200">
              <span aria-hidden className="size-2 rounded-full bg-warm-400" />
              {badge}
            </p>
          )}
          <h1
            id="page-title"
            className="text-[2.5rem] leading-[1.05] font-extrabold tracking-[-0.03em] text-white sm:text-6xl xl:text-[4.25rem]"
          >
            {title}
          </h1>
          <div className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-200 sm:text-xl">{subtitle}</div>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={primary.href} arrow>
              {primary.label}
            </ButtonLink>
            {secondary && (
              <ButtonLink
                to={secondary.href}
                variant="ghost-dark"
                className={secondary.wideOnly ? "max-sm:hidden" : ""}
              >
                {secondary.label}
              </ButtonLink>
            )}
          </div>
          {proof && (
            <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-300">
              {proof.map((p) => (
                <li key={p} className="flex items-center gap-2">
                  <span aria-hidden className="size-1.5 rounded-full bg-accent-400" />
                  {p}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mx-auto w-full max-w-xl xl:max-w-none">
          <Drawing art={heroArt(art)} alt="" priority className="h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
