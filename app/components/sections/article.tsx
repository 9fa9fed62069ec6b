import { Hash } from "lucide-react";
import { useActiveSection } from "~/hooks/use-active-section";
import type { ArticleBlock, ArticleSection } from "~/content-model/types";

type Level = 2 | 3;

/**
 * The sections of an article. Each heading carries an anchor link; sub-headings are one level
 * below. `level` 3 embeds the article under a page section that has its own h2.
 */
export function ArticleBody({
  sections,
  level = 2,
  anchorLabel,
  figures = {},
}: {
  sections: readonly ArticleSection[];
  level?: Level;
  figures?: Record<string, React.ReactNode>;
  /** Accessible name of a heading's anchor link, followed by the heading. */
  anchorLabel: string;
}) {
  const H = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "h3" : "h4";
  return (
    <div className="min-w-0 max-w-[70ch] text-[1.075rem] leading-[1.75]">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-14 scroll-mt-8 first:mt-0"
        >
          <H
            id={`${section.id}-title`}
            className={`group mb-5 font-bold ${level === 2 ? "text-3xl sm:text-[2.1rem]" : "text-2xl sm:text-3xl"}`}
          >
            {section.title}
            <a
              href={`#${section.id}`}
              className="ml-2 inline-flex translate-y-0.5 text-accent-600 opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
              aria-label={`${anchorLabel}: ${section.title}`}
            >
              <Hash aria-hidden className="size-5" />
            </a>
          </H>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} Sub={Sub} figures={figures} />
          ))}
        </section>
      ))}
    </div>
  );
}

function Block({
  block,
  Sub,
  figures,
}: {
  block: ArticleBlock;
  Sub: "h3" | "h4";
  figures: Record<string, React.ReactNode>;
}) {
  switch (block.type) {
    case "p":
      return <p className="mt-5">{block.text}</p>;
    case "h":
      return <Sub className="mt-10 mb-1 text-xl font-semibold sm:text-[1.35rem]">{block.text}</Sub>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`mt-5 space-y-3 pl-6 ${block.ordered ? "list-decimal marker:font-semibold marker:text-accent-600" : "list-disc marker:text-accent-500"}`}
        >
          {block.items.map((item) =>
            typeof item === "string" ? (
              <li key={item} className="pl-1">
                {item}
              </li>
            ) : (
              <li key={item.term} className="pl-1">
                <strong className="font-semibold text-heading">{item.term}:</strong> {item.text}
              </li>
            ),
          )}
        </List>
      );
    }
    case "table":
      return (
        <figure className="mt-7">
          <div
            className="overflow-x-auto rounded-card border border-hairline"
            tabIndex={0}
            role="region"
            aria-label={block.caption}
          >
            <table className="w-full min-w-[36rem] border-collapse text-left text-[0.95rem] leading-snug">
              <caption className="sr-only">{block.caption}</caption>
              <thead className="bg-surface">
                <tr>
                  {block.head.map((h, i) => (
                    <th key={h || i} scope="col" className="px-4 py-3 font-semibold text-heading">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={row[0]} className="border-t border-hairline">
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" className="px-4 py-3 font-semibold text-heading">
                          {cell}
                        </th>
                      ) : (
                        <td key={i} className="px-4 py-3">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figcaption className="mt-2 text-sm text-muted" aria-hidden>
            {block.caption}
          </figcaption>
        </figure>
      );
    case "figure":
      return (
        <figure className="mt-7">
          <div className="overflow-hidden rounded-card border border-hairline">{figures[block.figure]}</div>
          <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption>
        </figure>
      );
    case "note":
      return (
        <aside className="mt-7 rounded-card border border-accent-100 bg-accent-50 px-6 py-5">
          <p className="font-semibold text-heading">{block.title}</p>
          <p className="mt-1">{block.text}</p>
        </aside>
      );
  }
}

/**
 * Table of contents of an article: sticky beside the text from 1001 px, a box above it on
 * narrower screens. The section being read is marked with aria-current.
 */
export function ArticleToc({
  title,
  sections,
  sticky = true,
  children,
}: {
  title: string;
  /** Stick beside the text from 1001 px (off when a parent already sticks). */
  sticky?: boolean;
  sections: readonly Pick<ArticleSection, "id" | "navTitle">[];
  /** Extra content under the list (e.g. a call to action), sticky with it. */
  children?: React.ReactNode;
}) {
  const active = useActiveSection(sections.map((s) => s.id));
  return (
    <div className={sticky ? "lg:sticky lg:top-28" : ""}>
      <nav
        aria-labelledby="toc-title"
        className="rounded-card border border-hairline bg-surface p-6 lg:border-0 lg:bg-transparent lg:p-0"
        data-testid="article-toc"
      >
        <p id="toc-title" className="mb-3 text-sm font-semibold tracking-[0.14em] text-muted uppercase">
          {title}
        </p>
        <ol className="space-y-1 lg:border-l lg:border-hairline">
          {sections.map((s, i) => {
            const current = active === s.id;
            return (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  aria-current={current ? "location" : undefined}
                  className={`-ml-px flex gap-3 border-l-2 py-1.5 pl-4 leading-snug transition-colors lg:py-2 ${
                    current
                      ? "border-transparent text-body lg:border-accent-600 lg:font-semibold lg:text-accent-700"
                      : "border-transparent text-body hover:text-heading lg:hover:border-accent-300"
                  }`}
                >
                  <span className="text-muted tabular-nums">{i + 1}.</span>
                  <span>{s.navTitle}</span>
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      {children}
    </div>
  );
}
