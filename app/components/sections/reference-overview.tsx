import { useState } from "react";
import type { ReferenceKind, ReferenceTeaser } from "~/content/references/types";
import { ReferenceCard } from "./reference-cards";
import type { ReferenceFilterText } from "~/content/references/overview";

type Filter = { kind: ReferenceKind; label: string };

/**
 * The references overview (requirements §2.7): cards with title, image and technology tags, and a filter by
 * kind of project. The filter only hides cards; without JavaScript all cards show.
 */
export function ReferenceOverview({
  items,
  filters,
  text,
}: {
  items: ReferenceTeaser[];
  filters: readonly Filter[];
  /** The filter's words. */
  text: ReferenceFilterText;
}) {
  const [active, setActive] = useState<ReferenceKind | null>(null);
  const visible = items.filter((i) => !active || i.kinds.includes(active));
  const options = [{ kind: null, label: text.all }, ...filters];

  return (
    <div>
      <div role="group" aria-label={text.label} className="mb-10 flex flex-wrap gap-2.5">
        {options.map((f) => {
          const count = f.kind ? items.filter((i) => i.kinds.includes(f.kind)).length : items.length;
          const pressed = active === f.kind;
          return (
            <button
              key={f.label}
              type="button"
              aria-pressed={pressed}
              aria-controls="reference-grid"
              onClick={() => setActive(f.kind)}
              className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition ${
                pressed
                  ? "border-transparent bg-ink-900 text-white"
                  : "border-hairline bg-white text-heading hover:border-accent-300 hover:bg-accent-50"
              }`}
            >
              {f.label}
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${pressed ? "bg-white/15 text-white" : "bg-surface text-muted"}`}
              >
                {count}
              </span>
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {visible.length === items.length ? text.count(items.length) : text.shown(visible.length, items.length)}
      </p>
      <ul
        id="reference-grid"
        data-testid="reference-grid"
        className="render-near grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((item) => (
          <li key={item.href} hidden={!visible.includes(item)} className="flex">
            <ReferenceCard item={item} reloadDocument testId="reference-card" />
          </li>
        ))}
      </ul>
    </div>
  );
}
