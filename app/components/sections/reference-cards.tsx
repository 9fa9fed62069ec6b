import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { Chip } from "~/components/ui/chip";
import { FadeIn } from "~/components/ui/fade-in";

export type ReferenceCardItem = {
  href: string;
  customer: string;
  title: string;
  summary?: string;
  technologies: readonly string[];
  /** Drawn project image (DeviceMockup or project art). */
  image: React.ReactNode;
};

/** Cards of reference projects: image, customer, title, technology chips. */
export function ReferenceCards({ items }: { items: ReferenceCardItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.href} className="flex">
          <FadeIn className="flex w-full">
            <Link
              to={item.href}
              className="group flex w-full flex-col overflow-hidden rounded-card border border-hairline bg-white shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-lift"
            >
              <div className="overflow-hidden border-b border-hairline">
                <div className="transition-transform duration-500 group-hover:scale-[1.03]">{item.image}</div>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{item.customer}</p>
                <h3 className="mt-2 text-xl font-semibold">{item.title}</h3>
                {item.summary && <p className="mt-3 flex-1">{item.summary}</p>}
                <div className="mt-5 flex items-end justify-between gap-4">
                  <ul className="flex flex-wrap gap-2" aria-label="Technologien">
                    {item.technologies.map((t) => (
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
            </Link>
          </FadeIn>
        </li>
      ))}
    </ul>
  );
}
