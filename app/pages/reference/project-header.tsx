import { ChevronRight } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { Chip } from "~/components/ui/chip";
import { Drawing } from "~/components/ui/drawing";
import { projectArt } from "~/content-model/references/art";
import type { ReferenceTeaser } from "~/content-model/references/types";
import { useEdition } from "~/lib/page-handle";

type Props = {
  /** The project's drawing (`card.art` of its file). */
  art: ReferenceTeaser["art"];
  customer: string;
  category: string;
  title: string;
  techStack: readonly string[];
  leistungen: readonly string[];
  descriptions: readonly [string, string];
  imageAlt: string;
  /** A badge above the title, e.g. for the example case study. */
  notice?: string;
  /** While the site is the demo: that the project is invented and the company no customer (reference-page.tsx). */
  demoNotice?: string;
};

/**
 * Header of a reference page (requirements §3 "Project header"): category, title, tech-stack chips, service
 * chips, image and two descriptions, on the dark band every inner page opens with.
 * Never faded in: it holds the page's h1 and its largest image.
 */
export function ProjectHeader({
  art,
  customer,
  category,
  title,
  techStack,
  leistungen,
  descriptions,
  imageAlt,
  notice,
  demoNotice,
}: Props) {
  const { referencePageText: text } = useEdition();
  return (
    <section
      aria-labelledby="page-title"
      data-testid="project-header"
      className="on-dark relative overflow-hidden bg-ink-950 text-ink-200"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(50%_70%_at_85%_0%,rgb(79_99_255/0.3),transparent),radial-gradient(35%_60%_at_0%_100%,rgb(139_92_246/0.2),transparent)]"
      />
      <div className="container-page relative pt-10 pb-14 sm:pt-14 sm:pb-20">
        <nav aria-label={text.breadcrumb.label} className="mb-8 text-sm">
          <ol className="flex flex-wrap items-center gap-1.5 text-ink-300">
            <li>
              <SiteLink
                to={text.breadcrumb.overview.href}
                className="rounded font-medium text-ink-200 hover:text-white"
              >
                {text.breadcrumb.overview.label}
              </SiteLink>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="text-ink-300">
              {customer}
            </li>
          </ol>
        </nav>
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.02fr] lg:gap-14">
          <div>
            {demoNotice && (
              <p
                role="note"
                data-testid="reference-demo-notice"
                data-copy="legal"
                className="mb-6 max-w-xl rounded-xl border border-warm-300/60 bg-warm-300/10 px-4 py-3 text-sm leading-relaxed text-ink-200"
              >
                {demoNotice}
              </p>
            )}
            {notice && (
              <p className="mb-5 inline-flex rounded-full bg-warm-300 px-3 py-1 text-sm font-semibold text-ink-950">
                {notice}
              </p>
            )}
            <p
              data-testid="project-category"
              className="mb-4 text-sm font-semibold tracking-[0.14em] text-warm-300 uppercase"
            >
              {category}
            </p>
            <h1
              id="page-title"
              className="text-[2.25rem] leading-[1.08] font-extrabold tracking-[-0.03em] text-white sm:text-5xl lg:text-[3.25rem]"
            >
              {title}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-ink-200 sm:text-xl">{descriptions[0]}</p>
            <p className="mt-4 leading-relaxed text-ink-300">{descriptions[1]}</p>
          </div>
          <div className="overflow-hidden rounded-[1.5rem] shadow-[0_30px_60px_-30px_rgb(0_0_0/0.8)] ring-1 ring-white/10">
            <Drawing art={projectArt(art)} alt={imageAlt} priority className="block h-auto w-full" />
          </div>
        </div>
        <dl className="mt-12 grid gap-6 border-t border-white/10 pt-8 sm:grid-cols-2">
          <ChipGroup label={text.techStack} items={techStack} testId="tech-stack" />
          <ChipGroup label={text.leistungen} items={leistungen} testId="leistungen" />
        </dl>
      </div>
    </section>
  );
}

function ChipGroup({ label, items, testId }: { label: string; items: readonly string[]; testId: string }) {
  return (
    <div>
      <dt className="mb-3 text-sm font-semibold text-white">{label}</dt>
      <dd>
        <ul className="flex flex-wrap gap-2" data-testid={testId}>
          {items.map((item) => (
            <li key={item}>
              <Chip tone="dark">{item}</Chip>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
