import Markdoc, { type Node } from "@markdoc/markdoc";

/**
 * Long text as Markdoc (docs/decisions/0015-content-as-data.md): the body of an .mdoc file becomes the
 * article's chapters and blocks (app/content-model/schema/blocks.ts, `articleSection`). A chapter starts at
 * each `##` heading; `###` is a sub-heading; lists, tables and two tags make the other blocks:
 *
 *   ## Plattformen: Android, iOS oder beides? {% #plattformen navTitle="Plattformen" %}
 *                                              a chapter; its anchor and its short title in the table
 *                                              of contents are the heading's own (both optional: the
 *                                              anchor is made from the heading, the short title is it),
 *                                              so the chapter list is never kept in step by hand
 *
 *   - **Kunden-Apps:** Bestellungen …          a list item with a term
 *   {% table caption="…" %} … {% /table %}     a table (first row: the head)
 *   {% note title="…" %} … {% /note %}         a highlighted note
 *   {% figure name="cross-platform" caption="…" /%}   a drawing named in the file's `figures`
 *
 * Text is plain: the pages set no bold, italics or links inside the article, so the parser refuses
 * them (with the line) rather than drop them silently.
 */

type ArticleBlockData =
  | { type: "p"; text: string }
  | { type: "h"; text: string }
  | { type: "list"; items: (string | { term: string; text: string })[]; ordered?: boolean }
  | { type: "table"; caption: string; head: string[]; rows: string[][] }
  | { type: "note"; title: string; text: string }
  | { type: "figure"; figure: string; caption: string };

export type ChapterData = { id: string; navTitle: string; title: string; blocks: ArticleBlockData[] };

/** An anchor from a heading: "Was kostet eine App?" → "was-kostet-eine-app". */
export const anchorOf = (text: string): string => addressWords(text) || "abschnitt";

/**
 * A text as lowercase a–z, digits and single hyphens, umlauts spelled out: for anchors and for the
 * names of uploaded files (vite/article-image-rules.ts). Empty when nothing of it is left.
 */
export function addressWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a heading's own attributes say (`{% #anchor navTitle="…" %}`); an empty field says nothing. */
function headingNames(node: Node): { id?: string; navTitle?: string } {
  const { id, navTitle } = node.attributes as { id?: unknown; navTitle?: unknown };
  const given = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
  return { id: given(id), navTitle: given(navTitle) };
}

/** Thrown with a message that names the line of the body; the caller adds the file. */
export class MarkdocError extends Error {}

const fail = (node: Node, message: string): never => {
  throw new MarkdocError(`line ${(node.lines[0] ?? 0) + 1}: ${message}`);
};

/** The plain text of an inline node; soft line breaks become spaces. */
function plain(node: Node): string {
  switch (node.type) {
    case "text":
      return String(node.attributes.content);
    case "softbreak":
      return " ";
    case "inline":
    case "heading":
    case "paragraph":
    case "item":
    case "th":
    case "td":
      return node.children.map(plain).join("");
    default:
      return fail(
        node,
        `${node.type === "strong" ? "Fettdruck" : node.type === "em" ? "Kursivschrift" : node.type === "link" ? "Ein Link" : node.type} erscheint im Ratgeber nicht: bitte schlichten Text schreiben (fett nur für den Begriff am Anfang eines Listenpunkts).`,
      );
  }
}

function listItem(item: Node): string | { term: string; text: string } {
  const inline = item.children.find((child) => child.type === "inline") ?? item.children[0]?.children[0];
  if (!inline) return fail(item, "Ein Listenpunkt ist leer.");
  const [first, ...rest] = inline.children;
  if (first?.type === "strong") {
    const term = first.children.map(plain).join("");
    if (!term.endsWith(":"))
      fail(item, "Ein fetter Begriff am Anfang eines Listenpunkts endet mit einem Doppelpunkt: **Begriff:** Text.");
    return { term: term.slice(0, -1), text: rest.map(plain).join("").trim() };
  }
  return plain(inline).trim();
}

function table(tag: Node): ArticleBlockData {
  const caption = tag.attributes.caption;
  if (typeof caption !== "string" || !caption.trim()) fail(tag, "Eine Tabelle braucht eine Beschriftung.");
  const tableNode = tag.children.find((child) => child.type === "table");
  const rows = tableNode?.children.flatMap((part) => part.children) ?? [];
  const cells = rows.map((row) => row.children.map((cell) => plain(cell).trim()));
  const [head, ...body] = cells;
  if (!head || !body.length) return fail(tag, "Eine Tabelle braucht eine Kopfzeile und mindestens eine Zeile.");
  return { type: "table", caption: caption as string, head, rows: body };
}

function block(node: Node): ArticleBlockData {
  switch (node.type) {
    case "paragraph":
      return { type: "p", text: plain(node).trim() };
    case "heading":
      if (headingNames(node).id ?? headingNames(node).navTitle)
        fail(node, "Anker und Kurztitel hat nur eine Kapitelüberschrift (Überschrift 2).");
      if (node.attributes.level !== 3)
        fail(
          node,
          "Innerhalb eines Kapitels steht eine Zwischenüberschrift (Überschrift 3); Überschrift 2 beginnt ein Kapitel.",
        );
      return { type: "h", text: plain(node).trim() };
    case "list":
      return {
        type: "list",
        items: node.children.map(listItem),
        ...(node.attributes.ordered ? { ordered: true } : {}),
      };
    case "tag":
      if (node.tag === "table") return table(node);
      if (node.tag === "note") {
        const title = node.attributes.title;
        if (typeof title !== "string" || !title.trim()) fail(node, "Ein Hinweis braucht einen Titel.");
        return { type: "note", title, text: node.children.map(plain).join(" ").trim() };
      }
      if (node.tag === "figure") {
        const { name, caption } = node.attributes as { name?: unknown; caption?: unknown };
        if (typeof name !== "string" || typeof caption !== "string")
          fail(node, "Eine Abbildung nennt ihre Zeichnung und ihre Bildunterschrift.");
        return { type: "figure", figure: name as string, caption: caption as string };
      }
      return fail(node, `Unbekannter Baustein {% ${node.tag} %} (der Ratgeber kennt Tabelle, Hinweis und Abbildung).`);
    default:
      return fail(
        node,
        `${node.type === "blockquote" ? "Ein Zitat" : node.type === "hr" ? "Eine Trennlinie" : node.type === "fence" ? "Ein Codeblock" : node.type} gehört nicht in den Ratgeber.`,
      );
  }
}

/** A chapter's anchor: the end of its address after "#". */
const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The chapters of a Markdoc body. */
export function parseArticle(body: string): ChapterData[] {
  const document = Markdoc.parse(body);
  for (const node of [document, ...document.walk()]) {
    const [error] = node.errors;
    if (error) fail(node, `kein gültiges Markdoc: ${error.message}`);
  }
  const chapters: ChapterData[] = [];
  for (const node of document.children) {
    if (node.type === "heading" && node.attributes.level === 2) {
      const title = plain(node).trim();
      const named = headingNames(node);
      const id = named.id ?? anchorOf(title);
      if (!ANCHOR.test(id))
        fail(node, `Der Anker „${id}“ besteht aus Kleinbuchstaben, Ziffern und einzelnen Bindestrichen.`);
      if (chapters.some((chapter) => chapter.id === id))
        fail(node, `Zwei Kapitel haben den Anker „${id}“: bitte einem einen eigenen geben.`);
      chapters.push({ id, navTitle: named.navTitle ?? title, title, blocks: [] });
      continue;
    }
    const chapter = chapters.at(-1);
    if (!chapter) return fail(node, "Der Text beginnt mit einer Kapitelüberschrift (Überschrift 2).");
    chapter.blocks.push(block(node));
  }
  return chapters;
}
