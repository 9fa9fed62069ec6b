import { ArrowUpRight } from "lucide-react";
import { Chip } from "~/components/ui/chip";
import { Drawing } from "~/components/ui/drawing";
import { FadeIn } from "~/components/ui/fade-in";
import { SiteLink } from "~/components/ui/site-link";
import { projectArt } from "~/content/references/art";
import type { ProjectScene, ReferenceTeaser } from "~/content/references/types";
import { technologiesLabel } from "~/content/references/registry";

/** Cards of reference projects (home page): image, customer, title, summary, technology chips. */
export function ReferenceCards({ items }: { items: readonly ReferenceTeaser[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.href} className="flex">
          <FadeIn className="flex w-full">
            <ReferenceCard item={item} />
          </FadeIn>
        </li>
      ))}
    </ul>
  );
}

/** A project's drawing at the top of a card; it grows a little while the card is hovered. */
export function ProjectImage({ scene }: { scene: ProjectScene }) {
  return (
    <div className="overflow-hidden border-b border-hairline">
      <div className="transition-transform duration-500 group-hover:scale-[1.03]">
        <Drawing art={projectArt(scene)} alt="" className="block h-auto w-full" />
      </div>
    </div>
  );
}

/**
 * One reference project as a card linking to its page. The overview's cards open their page by a
 * full page load (`reloadDocument`, requirements §2.7 "by setting the browser location").
 */
export function ReferenceCard({
  item,
  reloadDocument,
  testId,
}: {
  item: ReferenceTeaser;
  reloadDocument?: boolean;
  testId?: string;
}) {
  return (
    <SiteLink
      to={item.href}
      reloadDocument={reloadDocument}
      data-testid={testId}
      className="group flex w-full flex-col overflow-hidden rounded-card border border-hairline bg-white shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-lift"
    >
      <ProjectImage scene={item.id} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{item.customer}</p>
        <h3 className="mt-2 text-xl font-semibold">{item.cardTitle}</h3>
        <p className="mt-3 flex-1">{item.summary}</p>
        <div className="mt-5 flex items-end justify-between gap-4">
          <ul className="flex flex-wrap gap-2" aria-label={technologiesLabel}>
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
    </SiteLink>
  );
}
