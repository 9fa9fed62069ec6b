import { useId } from "react";
import { useAdoptedState } from "~/hooks/use-adopted-state";
import { FILTER_KIND, FILTER_KINDS, FILTER_STATUS } from "~/lib/first-touch-hooks";
import type { ReferenceKind, ReferenceTeaser } from "~/content-model/references/types";
import { ReferenceCard } from "../../components/sections/reference-cards";
import type { ReferenceFilterText } from "./references-content";

type Filter = { kind: ReferenceKind; label: string };

/**
 * The references overview (requirements §2.7): cards with title, image and technology tags, and a filter by
 * kind of project. The filter only hides cards; without JavaScript all cards show. Before hydration the
 * first-touch script runs the filter (lib/first-touch.client.ts), and React adopts the kind it pressed.
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
  const id = useId();
  const [active, setActive] = useAdoptedState<ReferenceKind | null>(
    id,
    (el) => (el.querySelector(`[aria-pressed="true"]`)?.getAttribute(FILTER_KIND) || null) as ReferenceKind | null,
    null,
  );
  const options = [{ kind: null, label: text.all }, ...filters];
  const shownOf = (kind: ReferenceKind | null) => items.filter((i) => !kind || i.kinds.includes(kind));
  const status = (kind: ReferenceKind | null) => {
    const shown = shownOf(kind).length;
    return shown === items.length ? text.count(items.length) : text.shown(shown, items.length);
  };
  const visible = shownOf(active);

  return (
    <div>
      {/* data-filter-kind, data-status, data-kinds: the first-touch script's handles (first-touch-hooks.ts); it
          expects the buttons as the group's children and the status line right after the group. */}
      <div id={id} role="group" aria-label={text.label} className="mb-10 flex flex-wrap gap-2.5">
        {options.map((f) => {
          const count = shownOf(f.kind).length;
          return (
            <button
              key={f.label}
              type="button"
              aria-pressed={active === f.kind}
              aria-controls="reference-grid"
              {...{ [FILTER_KIND]: f.kind ?? "", [FILTER_STATUS]: status(f.kind) }}
              onClick={() => setActive(f.kind)}
              // Styled by aria-pressed, which the first-touch script sets too.
              className="group inline-flex items-center gap-2 rounded-full border border-hairline bg-white px-4 py-2 text-sm font-semibold text-heading transition not-aria-pressed:hover:border-accent-300 not-aria-pressed:hover:bg-accent-50 aria-pressed:border-transparent aria-pressed:bg-ink-900 aria-pressed:text-white"
            >
              {f.label}
              <span className="rounded-full bg-surface px-2 py-0.5 text-xs text-muted tabular-nums group-aria-pressed:bg-white/15 group-aria-pressed:text-white">
                {count}
              </span>
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {status(active)}
      </p>
      <ul
        id="reference-grid"
        data-testid="reference-grid"
        className="render-near grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((item) => (
          <li
            key={item.href}
            hidden={!visible.includes(item)}
            {...{ [FILTER_KINDS]: item.kinds.join(" ") }}
            className="flex"
          >
            <ReferenceCard item={item} reloadDocument testId="reference-card" />
          </li>
        ))}
      </ul>
    </div>
  );
}
