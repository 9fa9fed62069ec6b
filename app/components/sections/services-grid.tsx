import { ArrowUpRight } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { FadeIn } from "~/components/ui/fade-in";
import type { ServiceCardItem } from "~/content-model/types";
import { Icon } from "~/components/ui/icon";
import { useEdition } from "~/lib/page-handle";

/**
 * Grid of service cards (requirements §2.6 "services grid with id services"). Cards with `href` are links
 * over their whole surface; the heading stays the link's accessible name.
 */
export function ServicesGrid({ items, columns = 3 }: { items: ServiceCardItem[]; columns?: 2 | 3 }) {
  // Five cards in three columns would leave a hole: lay them out as a row of three and a row of two.
  const threeAndTwo = columns === 3 && items.length === 5;
  const gridClass = threeAndTwo ? "lg:grid-cols-6" : columns === 3 ? "lg:grid-cols-3" : "";
  const spanClass = (i: number) => (threeAndTwo ? (i < 3 ? "lg:col-span-2" : "lg:col-span-3") : "");
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${gridClass}`}>
      {items.map((item, i) => (
        <FadeIn
          as="li"
          key={item.title}
          className={`flex ${spanClass(i)} ${threeAndTwo && i === 4 ? "sm:max-lg:col-span-2" : ""}`}
        >
          <ServiceCard item={item} featured={i === 0 && items.length === 5} />
        </FadeIn>
      ))}
    </ul>
  );
}

function ServiceCard({ item, featured }: { item: ServiceCardItem; featured?: boolean }) {
  const { serviceCardMore } = useEdition().shared;
  const body = (
    <>
      <span className={featured ? "icon-tile mb-6 bg-white/10 text-warm-300" : "icon-tile mb-6"}>
        <Icon name={item.icon} aria-hidden className="size-6" />
      </span>
      <h3 className={`text-xl font-semibold ${featured ? "text-white" : ""}`}>{item.title}</h3>
      <p className={`mt-3 flex-1 ${featured ? "text-ink-200" : ""}`}>{item.description}</p>
      {item.href && (
        <span className={featured ? "more-link text-warm-300" : "more-link"}>
          {serviceCardMore} <ArrowUpRight aria-hidden className="arrow-nudge-up size-4" />
        </span>
      )}
    </>
  );
  const surface = featured ? "on-dark rounded-card border border-ink-800 bg-ink-900" : "card";
  const cls = `group ${surface} relative flex w-full flex-col p-7${item.href ? " card-lift" : ""}`;
  return item.href ? (
    <SiteLink to={item.href} className={cls}>
      {body}
    </SiteLink>
  ) : (
    <div className={cls}>{body}</div>
  );
}

/** The expertise terms, in columns of four (requirements §2.3: 16 terms). */
export function ExpertiseList({ title, terms }: { title: string; terms: string[] }) {
  const columns: string[][] = [];
  for (let i = 0; i < terms.length; i += 4) columns.push(terms.slice(i, i + 4));
  return (
    <div className="mt-16 rounded-card border border-hairline bg-white p-8 sm:p-10">
      <h3 className="mb-6 text-lg font-semibold">{title}</h3>
      <div className="grid grid-cols-1 gap-x-8 gap-y-3 min-[480px]:grid-cols-2 md:grid-cols-4">
        {columns.map((col, i) => (
          <ul key={i} className="dot-list space-y-3" data-testid="expertise-column">
            {col.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
