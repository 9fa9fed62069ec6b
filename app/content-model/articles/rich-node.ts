/**
 * An article's text as plain data (vite/article-body.ts makes it of the Markdoc at build;
 * app/pages/articles/rich-text.tsx renders it). Browser-safe types only.
 */

/** A node of an article's text: a text, or an element with its children. */
export type RichNode = string | RichElement;
export type RichElement = {
  /** The element: p, h2, h3, ul, ol, li, strong, em, code, a, blockquote, pre, br, note, table, image. */
  t: string;
  c?: RichNode[];
  /** A link's target (checked against the site's pages like every `href` of content). */
  href?: string;
  /** A heading's anchor. */
  id?: string;
  /** A note's title. */
  title?: string;
  /** A table's or an image's caption. */
  caption?: string;
  /** A table's rows; the first is its head. */
  rows?: RichNode[][][];
  /** A code block's language ("ts"). */
  lang?: string;
  /** An image's file and its text for those who cannot see it. */
  src?: string;
  alt?: string;
  /** An image as the build made it (vite/article-images.ts): its size in pixels and its variants' `srcset`s. */
  picture?: Picture;
};

/** The `<picture>` of an image: AVIF and WebP in up to three widths, and the WebP `<img>` falls back to. */
export type Picture = { width: number; height: number; avif: string; webp: string; fallback: string; sizes: string };

/** A chapter of the article: its anchor and heading, for the table of contents. */
export type TocEntry = { id: string; text: string };
