import { FadeIn } from "~/components/ui/fade-in";
import type { TimelineItem } from "~/content-model/types";

/**
 * Milestones in time order: a vertical line on phones, a horizontal track from 921 px on.
 * The last item is highlighted as the goal.
 */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  const cols = items.length === 4 ? "md:grid-cols-4" : "md:grid-cols-3";
  return (
    <FadeIn>
      <ol className={`relative grid gap-8 md:gap-6 ${cols}`} data-testid="timeline">
        {items.map((item, i) => {
          const goal = i === items.length - 1;
          return (
            <li key={item.label} className="relative pl-12 md:pt-12 md:pl-0">
              {/* track: vertical on phones, horizontal from md */}
              {!goal && (
                <span
                  aria-hidden
                  className="absolute top-8 bottom-[-2rem] left-[0.9rem] w-0.5 bg-accent-300 md:top-[0.9rem] md:right-[-1.5rem] md:bottom-auto md:left-8 md:h-0.5 md:w-auto"
                />
              )}
              <span
                aria-hidden
                className={`absolute top-0 left-0 grid size-8 place-items-center rounded-full border-4 ${
                  goal ? "bg-accent-gradient border-accent-100" : "border-accent-100 bg-white"
                }`}
              >
                <span className={`size-2 rounded-full ${goal ? "bg-white" : "bg-accent-600"}`} />
              </span>
              <p className="text-sm font-semibold tracking-[0.12em] text-accent-600 uppercase">{item.label}</p>
              <h3 className="mt-1.5 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2">{item.description}</p>
            </li>
          );
        })}
      </ol>
    </FadeIn>
  );
}
