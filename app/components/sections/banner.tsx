import { Sparkle } from "lucide-react";

/** Slowly moving text banner; pauses on hover, stands still under reduced motion. */
export function MovingBanner({ items }: { items: string[] }) {
  return (
    <div
      className="marquee bg-accent-gradient overflow-hidden py-5 text-white"
      role="region"
      aria-label="Leistungen im Überblick"
    >
      <p className="sr-only">{items.join(", ")}</p>
      <div className="marquee-track flex w-max [animation-duration:40s]" aria-hidden>
        {[0, 1, 2, 3].map((copy) => (
          <ul key={copy} className="flex shrink-0 items-center">
            {items.map((t) => (
              <li
                key={t}
                className="flex items-center gap-8 pr-8 text-2xl font-bold tracking-tight whitespace-nowrap sm:text-3xl"
              >
                {t}
                <Sparkle className="size-5 text-warm-300" />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
