import { FadeIn } from "~/components/ui/fade-in";
import type { AboutItem } from "./about-content";
import { Icon } from "~/components/ui/icon";

/** Icon cards with a title and a short text: the values and the principles of the about page. */
export function AboutCards({ items, columns = 3 }: { items: readonly AboutItem[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map(({ icon, title, text }) => (
        <FadeIn as="li" key={title} className="flex">
          <div className="card w-full p-6 sm:p-7">
            <span className="icon-tile mb-5">
              <Icon name={icon} aria-hidden className="size-6" />
            </span>
            <h3 className="text-lg font-semibold sm:text-xl">{title}</h3>
            <p className="mt-2.5">{text}</p>
          </div>
        </FadeIn>
      ))}
    </ul>
  );
}
