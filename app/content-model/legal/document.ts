/**
 * Shape of a long legal text (Impressum, privacy policy) as data: sections with blocks of rich text.
 * The copy stays in content modules; `LegalDocument` in components/sections only renders it.
 */
import type { Language } from "../../paths";

/** A piece of running text: plain, a link, or emphasised. */
export type Inline = string | { text: string; href: string } | { strong: string };
/** Running text: one string, or a sequence of pieces. */
export type Rich = string | readonly Inline[];

export type Block =
  | { kind: "p"; content: Rich }
  | { kind: "list"; items: readonly Rich[] }
  /** Postal address or similar: one line each. */
  | { kind: "lines"; lines: readonly Rich[] }
  /** Label–value pairs (register number, VAT ID …). */
  | { kind: "facts"; rows: readonly { term: string; value: Rich }[] }
  /** Set apart from the rest, e.g. the right to object (Art. 21 Abs. 4 DSGVO asks for that). */
  | { kind: "note"; content: readonly Rich[] };

export type LegalSubsection = { id: string; title: string; blocks: readonly Block[] };

export type LegalSection = {
  /** Anchor of the section (table of contents, deep links). */
  id: string;
  title: string;
  blocks: readonly Block[];
  subsections?: readonly LegalSubsection[];
};

export type LegalDocument = readonly LegalSection[];

export const link = (text: string, href: string): Inline => ({ text, href });
export const mailto = (address: string): Inline => ({ text: address, href: `mailto:${address}` });

/** The text of rich content without markup, e.g. for tests and structured data. */
export function richText(rich: Rich): string {
  if (typeof rich === "string") return rich;
  return rich.map((part) => (typeof part === "string" ? part : "text" in part ? part.text : part.strong)).join("");
}

function blockText(block: Block): string[] {
  switch (block.kind) {
    case "p":
      return [richText(block.content)];
    case "list":
      return block.items.map(richText);
    case "lines":
      return block.lines.map(richText);
    case "facts":
      return block.rows.map((r) => `${r.term}: ${richText(r.value)}`);
    case "note":
      return block.content.map(richText);
  }
}

/** All text of a section (title, blocks, subsections), one paragraph a line. */
export function sectionText(section: LegalSection | LegalSubsection): string {
  const parts = [section.title, ...section.blocks.flatMap(blockText)];
  if ("subsections" in section && section.subsections) parts.push(...section.subsections.map(sectionText));
  return parts.join("\n");
}

export const documentText = (doc: LegalDocument) => doc.map(sectionText).join("\n\n");

/**
 * Non-breaking spaces where German typesetting keeps words together: after §, Art., Abs., Nr., lit.
 * and before the abbreviation of a law ("§ 5 DDG" never breaks after the §).
 */
export function typeset(text: string): string {
  return text
    .replace(/(§|Art\.|Abs\.|Nr\.|lit\.) (?=\S)/g, "$1\u00a0")
    .replace(/(\d+[a-z]?|\u00a0[a-z]) (DDG|MStV|DSGVO|BDSG|TDDDG|HGB|AO|UStG)\b/g, "$1\u00a0$2");
}

/** "A", "A und B", "A, B und C". */
export function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}

/** German statutes the English texts cite, by the abbreviation they keep in English citations. */
const GERMAN_STATUTES = "DDG|MStV|BDSG|TDDDG|HGB|AO|UStG|UrhG";

/**
 * Non-breaking spaces of English legal typesetting: after "§", "Art." and "no.", inside a
 * provision ("§ 25(2) no. 2"), between a provision and the law it belongs to ("Art. 6(1)(f) GDPR",
 * "§ 257 HGB" never break), and between a number and its unit ("30 days", "24 hours").
 */
export function typesetEn(text: string): string {
  return text
    .replace(/(§|Art\.|no\.) (?=\d)/g, "$1\u00a0")
    .replace(/(\d\)) (?=no\.)/g, "$1\u00a0")
    .replace(new RegExp(`(\\d[a-z]?(?:\\(\\d+\\))*(?:\\([a-z]\\))?) (GDPR|${GERMAN_STATUTES})\\b`, "g"), "$1\u00a0$2")
    .replace(/(\d) (days?|hours?|minutes?|weeks?|months?|years?)\b/g, "$1\u00a0$2");
}

/** "A", "A and B", "A, B and C" (the English edition writes lists without a serial comma). */
export function englishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * What the renderer (components/sections/legal-document.tsx) needs of a page's language: the names
 * of the table of contents (`tableOfContents` of content/<language>/shared.yaml) and the typesetting
 * rules applied to every text it shows.
 */
export type LegalLabels = {
  tableOfContents: { label: string; title: string };
  typeset: (text: string) => string;
};

/** The typesetting rules of each language. */
export const legalTypeset: Record<Language, LegalLabels["typeset"]> = { de: typeset, en: typesetEn };
