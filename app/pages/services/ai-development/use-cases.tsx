import { ArrowUpRight } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { Chip } from "~/components/ui/chip";
import { FadeIn } from "~/components/ui/fade-in";
import type { UseCase } from "~/content-model/types";

/** Use-case blocks: text and illustration, alternating sides on wide screens. */
export function UseCases({ items, images }: { items: readonly UseCase[]; images: readonly React.ReactNode[] }) {
  return (
    <ul className="space-y-16 lg:space-y-24">
      {items.map((item, i) => (
        <li key={item.title}>
          <FadeIn className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
            <div className={`max-w-3xl lg:max-w-none ${i % 2 ? "lg:order-2" : ""}`}>
              <p className="text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase tabular-nums">
                {String(i + 1).padStart(2, "0")}
              </p>
              <h3 className="mt-2 text-2xl font-bold sm:text-3xl">{item.title}</h3>
              <p className="mt-4 text-lg">{item.text}</p>
              <ul className="mt-6 flex flex-wrap gap-2">
                {item.outcomes.map((o) => (
                  <li key={o}>
                    <Chip tone="accent">{o}</Chip>
                  </li>
                ))}
              </ul>
              {item.reference && (
                <p className="mt-6 rounded-xl border-l-4 border-accent-500 bg-surface px-5 py-4">
                  {item.reference.text}{" "}
                  <SiteLink
                    to={item.reference.href}
                    className="inline-flex items-center gap-1 font-semibold text-accent-700 underline-offset-4 hover:underline"
                  >
                    {item.reference.label}
                    <ArrowUpRight aria-hidden className="size-4" />
                  </SiteLink>
                </p>
              )}
            </div>
            <div
              className={`w-full max-w-2xl overflow-hidden rounded-card border border-hairline shadow-card lg:max-w-none ${i % 2 ? "lg:order-1" : ""}`}
            >
              {images[i]}
            </div>
          </FadeIn>
        </li>
      ))}
    </ul>
  );
}
