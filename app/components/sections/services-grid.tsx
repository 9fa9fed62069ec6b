import { ArrowUpRight } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { FadeIn } from "~/components/ui/fade-in";
import type { ServiceCardItem } from "~/content/types";
import { serviceCardMore } from "~/content/services";

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
        <li key={item.title} className={`flex ${spanClass(i)} ${threeAndTwo && i === 4 ? "sm:max-lg:col-span-2" : ""}`}>
          <FadeIn className="flex w-full">
            <ServiceCard item={item} featured={i === 0 && items.length === 5} />
          </FadeIn>
        </li>
      ))}
    </ul>
  );
}

function ServiceCard({ item, featured }: { item: ServiceCardItem; featured?: boolean }) {
  const Icon = item.icon;
  const body = (
    <>
      <span
        className={`mb-6 grid size-12 place-items-center rounded-xl ${featured ? "bg-white/10 text-warm-300" : "bg-accent-50 text-accent-600"}`}
      >
        <Icon aria-hidden className="size-6" />
      </span>
      <h3 className={`text-xl font-semibold ${featured ? "text-white" : ""}`}>{item.title}</h3>
      <p className={`mt-3 flex-1 ${featured ? "text-ink-200" : ""}`}>{item.description}</p>
      {item.href && (
        <span
          className={`mt-6 inline-flex items-center gap-1.5 text-sm font-semibold ${featured ? "text-warm-300" : "text-accent-600"}`}
        >
          {serviceCardMore}{" "}
          <ArrowUpRight
            aria-hidden
            className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
          />
        </span>
      )}
    </>
  );
  const cls = `group relative flex w-full flex-col rounded-card border p-7 transition duration-300 ${
    featured ? "on-dark border-ink-800 bg-ink-900" : "border-hairline bg-white shadow-card"
  } ${item.href ? "hover:-translate-y-1 hover:shadow-lift" : ""}`;
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
          <ul key={i} className="space-y-3" data-testid="expertise-column">
            {col.map((term) => (
              <li key={term} className="flex items-center gap-2.5 font-medium text-heading">
                <span aria-hidden className="bg-accent-gradient size-1.5 shrink-0 rounded-full" />
                {term}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
