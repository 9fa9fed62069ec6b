import { Check } from "lucide-react";
import { FadeIn } from "~/components/ui/fade-in";
import type { CheckItem } from "~/content-model/types";

/** A list of outcomes with check marks, in two or three columns on wide screens. */
export function CheckList({ items, columns = 3 }: { items: readonly CheckItem[]; columns?: 2 | 3 }) {
  return (
    <FadeIn>
      <ul className={`grid gap-x-10 gap-y-7 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="bg-accent-gradient mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-white">
              <Check aria-hidden className="size-4" strokeWidth={3} />
            </span>
            <span>
              <strong className="block text-lg font-semibold text-heading">{item.title}</strong>
              <span className="mt-1 block">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </FadeIn>
  );
}
