import { ArrowUpRight } from "lucide-react";
import { Chip } from "~/components/ui/chip";
import { Drawing } from "~/components/ui/drawing";
import { FadeIn } from "~/components/ui/fade-in";
import { SiteLink } from "~/components/ui/site-link";
import { projectArt } from "~/content-model/references/art";
import type { ReferenceTeaser } from "~/content-model/references/types";
import { useEdition } from "~/lib/page-handle";

/** Cards of reference projects (home page): image, customer, title, summary, technology chips. */
export function ReferenceCards({ items }: { items: readonly ReferenceTeaser[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <FadeIn as="li" key={item.href} className="flex">
          <ReferenceCard item={item} />
        </FadeIn>
      ))}
    </ul>
  );
}

/** A project's drawing at the top of a card; it grows a little while the card is hovered. */
export function ProjectImage({ art }: { art: ReferenceTeaser["art"] }) {
  return (
    <div className="project-image">
      <Drawing art={projectArt(art)} alt="" />
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
  const { technologiesLabel } = useEdition();
  return (
    <SiteLink
      to={item.href}
      reloadDocument={reloadDocument}
      data-testid={testId}
      className="group card card-lift flex w-full flex-col overflow-hidden"
    >
      <ProjectImage art={item.art} />
      <div className="flex flex-1 flex-col p-6">
        <p className="kicker">{item.customer}</p>
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
          <ArrowUpRight aria-hidden className="arrow-nudge-up size-5 shrink-0 text-accent-600" />
        </div>
      </div>
    </SiteLink>
  );
}
