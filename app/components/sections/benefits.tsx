import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { FadeIn } from "~/components/ui/fade-in";
import type { Benefit } from "~/content/home";

const columnStart = { left: "lg:col-start-1", middle: "lg:col-start-2", right: "lg:col-start-3" } as const;

/**
 * Benefits (SPEC §2.3 item 9). Above 1000 px a grid of cards in three columns (by `position`);
 * at 1000 px or less an accordion whose items open and close on click. One markup for both, switched
 * by CSS, so the server-rendered HTML fits every width and nothing shifts on hydration.
 */
export function Benefits({ items, idPrefix = "benefit" }: { items: Benefit[]; idPrefix?: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <ul className="grid gap-3 lg:grid-cols-3 lg:gap-5" data-testid="benefits">
      {items.map((b, i) => {
        const Icon = b.icon;
        const panelId = `${idPrefix}-panel-${i}`;
        const isOpen = open.has(i);
        return (
          <li key={b.heading} className={`${columnStart[b.position]} flex`}>
            <FadeIn className="flex w-full">
              <div className="w-full rounded-card border border-hairline bg-white shadow-card lg:p-7 lg:transition lg:duration-300 lg:hover:-translate-y-1 lg:hover:shadow-lift">
                <h3 className="text-lg font-semibold">
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => toggle(i)}
                    className="flex w-full items-center gap-4 rounded-card p-5 text-left lg:hidden"
                  >
                    <Icon aria-hidden className="size-6 shrink-0 text-accent-600" />
                    <span className="flex-1">{b.heading}</span>
                    <ChevronDown
                      aria-hidden
                      className={`size-5 shrink-0 text-muted transition-transform ${isOpen ? "rotate-180" : ""}`}
                    />
                  </button>
                  <span className="hidden lg:block">
                    <span className="mb-5 grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-600">
                      <Icon aria-hidden className="size-6" />
                    </span>
                    {b.heading}
                  </span>
                </h3>
                <div
                  id={panelId}
                  className={`px-5 pb-5 pl-15 lg:block lg:p-0 lg:pt-3 ${isOpen ? "" : "max-lg:hidden"}`}
                >
                  <p>{b.text}</p>
                </div>
              </div>
            </FadeIn>
          </li>
        );
      })}
    </ul>
  );
}
