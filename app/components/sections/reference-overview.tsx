import { ArrowUpRight } from "lucide-react";
import { useState } from "react";
import { Chip } from "~/components/ui/chip";
import type { ReferenceKind, ReferenceTeaser } from "~/content/references/types";
import { Drawing } from "~/components/ui/drawing";
import { projectArt } from "~/content/references/art";

type Filter = { kind: ReferenceKind; label: string };

/**
 * The references overview (requirements §2.7): cards with title, image and technology tags, and a filter by
 * kind of project. The filter only hides cards; without JavaScript all cards show.
 */
export function ReferenceOverview({ items, filters }: { items: ReferenceTeaser[]; filters: readonly Filter[] }) {
  const [active, setActive] = useState<ReferenceKind | null>(null);
  const visible = items.filter((i) => !active || i.kinds.includes(active));
  const options = [{ kind: null, label: "Alle" }, ...filters];

  return (
    <div>
      <div role="group" aria-label="Projekte filtern" className="mb-10 flex flex-wrap gap-2.5">
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
        {visible.length === items.length
          ? `${items.length} Projekte`
          : `${visible.length} von ${items.length} Projekten`}
      </p>
      <ul id="reference-grid" data-testid="reference-grid" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.href} hidden={!visible.includes(item)} className="flex">
            <ReferenceCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReferenceCard({ item }: { item: ReferenceTeaser }) {
  // A plain anchor on purpose: requirements §2.7 has the cards navigate "by setting the browser location",
  // i.e. a full page load of the prerendered reference page. It also works before and without JavaScript.
  return (
    <a
      href={item.href}
      data-testid="reference-card"
      className="group flex w-full flex-col overflow-hidden rounded-card border border-hairline bg-white shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-lift"
    >
      <div className="overflow-hidden border-b border-hairline">
        <div className="transition-transform duration-500 group-hover:scale-[1.03]">
          <Drawing art={projectArt[item.id]} alt="" className="block h-auto w-full" />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{item.customer}</p>
        <h3 className="mt-2 text-xl font-semibold">{item.cardTitle}</h3>
        <p className="mt-3 flex-1">{item.summary}</p>
        <div className="mt-5 flex items-end justify-between gap-4">
          <ul className="flex flex-wrap gap-2" aria-label="Technologien">
            {item.techStack.map((t) => (
              <li key={t}>
                <Chip>{t}</Chip>
              </li>
            ))}
          </ul>
          <ArrowUpRight
            aria-hidden
            className="size-5 shrink-0 text-accent-600 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
          />
        </div>
      </div>
    </a>
  );
}
