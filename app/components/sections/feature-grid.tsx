import { FadeIn } from "~/components/ui/fade-in";
import type { FeatureItem } from "~/content-model/types";
import { Icon } from "~/components/ui/icon";

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards with icon, title and description, without links (promises, service areas, trust points). */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid gap-5 ${columnClass[columns]}`}>
      {items.map(({ icon, title, description }) => (
        <FadeIn as="li" key={title} className="flex">
          <div className="card w-full p-7">
            <span className="icon-tile">
              <Icon name={icon} aria-hidden className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{title}</h3>
            <p className="mt-2">{description}</p>
          </div>
        </FadeIn>
      ))}
    </ul>
  );
}
