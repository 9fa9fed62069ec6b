import { ChevronDown, ShieldCheck } from "lucide-react";
import { Fragment } from "react";
import {
  type Block,
  type Inline,
  type LegalDocument as LegalDocumentData,
  type LegalLabels,
  type LegalSection,
  type Rich,
} from "~/content-model/legal/document";
import { SiteLink } from "~/components/ui/site-link";

type Props = {
  sections: LegalDocumentData;
  /**
   * "toc": long text in a readable column with a table of contents (sticky beside it on wide screens,
   * collapsible above it on narrow ones). "cards": short entries as a grid of cards (Impressum).
   */
  layout?: "toc" | "cards";
  /** The words and typesetting of the page's language. */
  labels: LegalLabels;
  /** Shown above the sections, set apart: the English pages' note that the German text is binding. */
  notice?: readonly Rich[];
};

/** Long-form legal text (Impressum, privacy policy) rendered from typed content: h2 per section, h3 below. */
export function LegalDocument({ sections, layout = "toc", labels, notice }: Props) {
  const { tableOfContents: toc, typeset } = labels;
  const noticeBlock = notice && <BlockView block={{ kind: "note", content: notice }} typeset={typeset} />;
  if (layout === "cards") {
    return (
      <div className="bg-surface py-14 sm:py-20">
        {noticeBlock && <div className="container-page mb-5">{noticeBlock}</div>}
        <div className="container-page grid gap-5 md:grid-cols-2">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="card p-6 sm:p-8">
              <h2 id={`${s.id}-title`} className="mb-4 text-xl font-bold">
                {typeset(s.title)}
              </h2>
              <Blocks blocks={s.blocks} typeset={typeset} />
            </section>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="bg-white py-12 sm:py-16 lg:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 xl:gap-24">
        <aside>
          <nav aria-label={toc.label} className="lg:hidden">
            <details className="group rounded-card border border-hairline bg-surface">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold text-heading [&::-webkit-details-marker]:hidden">
                {toc.title}
                <ChevronDown aria-hidden className="size-5 text-muted transition-transform group-open:rotate-180" />
              </summary>
              <TocList sections={sections} typeset={typeset} className="px-5 pb-5" />
            </details>
          </nav>
          <nav aria-label={toc.label} className="sticky top-28 max-h-[calc(100dvh-8rem)] overflow-y-auto max-lg:hidden">
            <p className="mb-4 text-sm font-semibold tracking-[0.14em] text-muted uppercase">{toc.title}</p>
            <TocList sections={sections} typeset={typeset} />
          </nav>
        </aside>
        <div className="max-w-[70ch] min-w-0">
          {noticeBlock && <div className="mb-12">{noticeBlock}</div>}
          {sections.map((s, i) => (
            <DocumentSection key={s.id} section={s} first={i === 0} typeset={typeset} />
          ))}
        </div>
      </div>
    </div>
  );
}

type Typeset = LegalLabels["typeset"];

function TocList({
  sections,
  typeset,
  className = "",
}: {
  sections: LegalDocumentData;
  typeset: Typeset;
  className?: string;
}) {
  return (
    <ol className={`space-y-1 text-[0.95rem] ${className}`}>
      {sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="flex gap-3 rounded-md py-1 text-body transition-colors hover:text-accent-700 hover:underline hover:underline-offset-4"
          >
            <span aria-hidden className="w-5 shrink-0 text-right text-muted tabular-nums">
              {i + 1}.
            </span>
            <span>{typeset(s.title)}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

function DocumentSection({ section, first, typeset }: { section: LegalSection; first: boolean; typeset: Typeset }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={first ? "" : "mt-12 border-t border-hairline pt-12"}
    >
      <h2 id={`${section.id}-title`} className="mb-5 text-2xl font-bold sm:text-[1.75rem]">
        {typeset(section.title)}
      </h2>
      <Blocks blocks={section.blocks} typeset={typeset} />
      {section.subsections?.map((sub) => (
        <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-title`} className="mt-9">
          <h3 id={`${sub.id}-title`} className="mb-3 text-lg font-semibold sm:text-xl">
            {sub.title}
          </h3>
          <Blocks blocks={sub.blocks} typeset={typeset} />
        </section>
      ))}
    </section>
  );
}

function Blocks({ blocks, typeset }: { blocks: readonly Block[]; typeset: Typeset }) {
  return (
    <div className="space-y-4 leading-[1.7]">
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} typeset={typeset} />
      ))}
    </div>
  );
}

function BlockView({ block, typeset }: { block: Block; typeset: Typeset }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <RichText rich={block.content} typeset={typeset} />
        </p>
      );
    case "list":
      return (
        <ul className="space-y-2 pl-1">
          {block.items.map((item, i) => (
            <li key={i} className="flex gap-3">
              <span aria-hidden className="bg-accent-gradient mt-[0.7em] size-1.5 shrink-0 rounded-full" />
              <span>
                <RichText rich={item} typeset={typeset} />
              </span>
            </li>
          ))}
        </ul>
      );
    case "lines":
      return (
        <p className="text-heading">
          {block.lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              <RichText rich={line} typeset={typeset} />
            </Fragment>
          ))}
        </p>
      );
    case "facts":
      return (
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(9rem,auto)_1fr]">
          {block.rows.map((row) => (
            <div key={row.term} className="contents">
              <dt className="text-sm font-medium text-muted sm:pt-px sm:text-base">{row.term}</dt>
              <dd className="mb-2 text-heading sm:mb-1">
                <RichText rich={row.value} typeset={typeset} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "note":
      return (
        <div className="flex gap-4 rounded-card border border-accent-100 bg-accent-50 p-5 sm:p-6">
          <ShieldCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-accent-600" />
          <div className="space-y-3 text-heading">
            {block.content.map((rich, i) => (
              <p key={i}>
                <RichText rich={rich} typeset={typeset} />
              </p>
            ))}
          </div>
        </div>
      );
  }
}

const linkClass =
  "font-medium text-accent-700 underline decoration-accent-300 underline-offset-[3px] [overflow-wrap:anywhere] hover:decoration-accent-600";

function RichText({ rich, typeset }: { rich: Rich; typeset: Typeset }) {
  if (typeof rich === "string") return typeset(rich);
  return rich.map((part, i) => <InlineView key={i} part={part} typeset={typeset} />);
}

function InlineView({ part, typeset }: { part: Inline; typeset: Typeset }) {
  if (typeof part === "string") return typeset(part);
  if ("strong" in part) return <strong className="font-semibold text-heading">{typeset(part.strong)}</strong>;
  // Addresses and numbers stay on one line where there is room for them.
  const nowrap = /^(mailto|tel):/.test(part.href) ? " sm:whitespace-nowrap" : "";
  return (
    <SiteLink to={part.href} className={linkClass + nowrap}>
      {part.text}
    </SiteLink>
  );
}
