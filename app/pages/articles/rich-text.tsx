import { Hash } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import type { Picture, RichNode } from "~/content-model/articles/rich-node";

/**
 * An article's text (the tree vite/article-body.ts made of its Markdoc at build): plain elements in the
 * article's typography. Headings carry their anchor and a link to it; a table scrolls on its own on a
 * phone; a link inside the site navigates in the app.
 */
export function RichText({ nodes, anchorLabel }: { nodes: readonly RichNode[]; anchorLabel: string }) {
  return (
    <div className="article-text min-w-0 max-w-[70ch] text-[1.075rem] leading-[1.75]">
      {nodes.map((node, i) => (
        <Node key={i} node={node} anchorLabel={anchorLabel} />
      ))}
    </div>
  );
}

const children = (nodes: readonly RichNode[] | undefined, anchorLabel: string) =>
  (nodes ?? []).map((node, i) => <Node key={i} node={node} anchorLabel={anchorLabel} />);

/** The plain text of nodes (a heading's name for its anchor link). */
const textOf = (nodes: readonly RichNode[] | undefined): string =>
  (nodes ?? []).map((node) => (typeof node === "string" ? node : textOf(node.c))).join("");

function Node({ node, anchorLabel }: { node: RichNode; anchorLabel: string }) {
  if (typeof node === "string") return node;
  const inner = () => children(node.c, anchorLabel);
  switch (node.t) {
    case "p":
      return <p className="mt-5">{inner()}</p>;
    case "h2":
    case "h3": {
      const H = node.t;
      return (
        <H
          id={node.id}
          className={
            H === "h2"
              ? "group mt-14 mb-5 scroll-mt-8 text-3xl font-bold sm:text-[2.1rem]"
              : "group mt-10 mb-1 scroll-mt-8 text-xl font-semibold sm:text-[1.35rem]"
          }
        >
          {inner()}
          <a
            href={`#${node.id}`}
            className="ml-2 inline-flex translate-y-0.5 text-accent-600 opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
            aria-label={`${anchorLabel}: ${textOf(node.c)}`}
          >
            <Hash aria-hidden className="size-5" />
          </a>
        </H>
      );
    }
    case "ul":
      return <ul className="mt-5 list-disc space-y-3 pl-6 marker:text-accent-500">{inner()}</ul>;
    case "ol":
      return (
        <ol className="mt-5 list-decimal space-y-3 pl-6 marker:font-semibold marker:text-accent-600">{inner()}</ol>
      );
    case "li":
      return <li className="pl-1">{inner()}</li>;
    case "strong":
      return <strong className="font-semibold text-heading">{inner()}</strong>;
    case "em":
      return <em>{inner()}</em>;
    case "code":
      return <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-[0.9em] text-heading">{inner()}</code>;
    case "br":
      return <br />;
    case "a":
      return node.href?.startsWith("/") ? (
        <SiteLink
          to={node.href}
          className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-600"
        >
          {inner()}
        </SiteLink>
      ) : (
        <a href={node.href} className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-600">
          {inner()}
        </a>
      );
    case "blockquote":
      return (
        <blockquote className="mt-7 border-l-4 border-accent-300 pl-5 text-[1.15rem] text-heading italic">
          {inner()}
        </blockquote>
      );
    case "pre":
      return (
        <pre
          className="mt-7 overflow-x-auto rounded-card bg-ink-950 p-5 text-[0.9rem] leading-relaxed text-ink-100"
          tabIndex={0}
        >
          <code>{inner()}</code>
        </pre>
      );
    case "note":
      return (
        <aside className="mt-7 rounded-card border border-accent-100 bg-accent-50 px-6 py-5">
          <p className="font-semibold text-heading">{node.title}</p>
          <div className="[&>p:first-child]:mt-1 [&>p]:mt-3">{inner()}</div>
        </aside>
      );
    case "table":
      return <Table caption={node.caption ?? ""} rows={node.rows ?? []} anchorLabel={anchorLabel} />;
    case "image":
      return node.picture ? <Figure picture={node.picture} alt={node.alt ?? ""} caption={node.caption} /> : null;
    default:
      return null;
  }
}

/**
 * An image of the text (vite/article-pictures.ts made its variants): AVIF where the browser reads it,
 * WebP otherwise, the width the column needs; its size reserves its space before it loads (no layout
 * shift), and it loads only when the reader scrolls near it.
 */
function Figure({ picture, alt, caption }: { picture: Picture; alt: string; caption: string | undefined }) {
  return (
    <figure className="mt-8">
      <picture>
        <source type="image/avif" srcSet={picture.avif} sizes={picture.sizes} />
        <source type="image/webp" srcSet={picture.webp} sizes={picture.sizes} />
        <img
          src={picture.fallback}
          width={picture.width}
          height={picture.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-card border border-hairline bg-surface"
        />
      </picture>
      {caption && <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption>}
    </figure>
  );
}

function Table({ caption, rows, anchorLabel }: { caption: string; rows: RichNode[][][]; anchorLabel: string }) {
  const [head = [], ...body] = rows;
  return (
    <figure className="mt-7">
      <div
        className="overflow-x-auto rounded-card border border-hairline"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-[0.95rem] leading-snug">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface">
            <tr>
              {head.map((cell, i) => (
                <th key={i} scope="col" className="px-4 py-3 font-semibold text-heading">
                  {children(cell, anchorLabel)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map((row, r) => (
              <tr key={r} className="border-t border-hairline">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-4 py-3 font-semibold text-heading">
                      {children(cell, anchorLabel)}
                    </th>
                  ) : (
                    <td key={i} className="px-4 py-3">
                      {children(cell, anchorLabel)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-2 text-sm text-muted" aria-hidden>
        {caption}
      </figcaption>
    </figure>
  );
}
