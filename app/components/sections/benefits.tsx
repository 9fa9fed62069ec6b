import { ChevronDown } from "lucide-react";
import { FadeIn } from "~/components/ui/fade-in";
import type { Benefit } from "~/content/home";

const columnStart = { left: "lg:col-start-1", middle: "lg:col-start-2", right: "lg:col-start-3" } as const;

/**
 * Benefits (requirements §2.3 item 9). Above 1000 px a grid of cards in three columns (by `position`);
 * at 1000 px or less an accordion whose items open and close on click. Each item is a <details>,
 * so the accordion works from the HTML alone; above 1000 px its summary gives way to the card's
 * heading and the text is always shown (app.css, `.benefit`). One markup for every width, so the
 * server-rendered HTML fits and nothing shifts on hydration.
 */
export function Benefits({ items }: { items: Benefit[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-3 lg:gap-5" data-testid="benefits">
      {items.map((b) => {
        const Icon = b.icon;
        return (
          <li key={b.heading} className={`${columnStart[b.position]} flex`}>
            <FadeIn className="flex w-full">
              <details className="benefit group w-full rounded-card border border-hairline bg-white shadow-card lg:p-7 lg:transition lg:duration-300 lg:hover:-translate-y-1 lg:hover:shadow-lift">
                <summary className="flex w-full cursor-pointer list-none items-center gap-4 rounded-card p-5 text-left lg:hidden [&::-webkit-details-marker]:hidden">
                  <Icon aria-hidden className="size-6 shrink-0 text-accent-600" />
                  <h3 className="flex-1 text-lg font-semibold">{b.heading}</h3>
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <h3 className="hidden text-lg font-semibold lg:block">
                  <span className="mb-5 grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-600">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  {b.heading}
                </h3>
                <p className="px-5 pb-5 pl-15 lg:p-0 lg:pt-3">{b.text}</p>
              </details>
            </FadeIn>
          </li>
        );
      })}
    </ul>
  );
}
