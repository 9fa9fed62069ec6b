import Markdoc, { type Node } from "@markdoc/markdoc";

/**
 * Long text as Markdoc (docs/decisions/0015-content-as-data.md): the body of an .mdoc file becomes the
 * article's chapters and blocks (app/content-model/schema/blocks.ts, `articleSection`). A chapter starts at
 * each `##` heading; `###` is a sub-heading; lists, tables and two tags make the other blocks:
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

export type ChapterData = { title: string; blocks: ArticleBlockData[] };

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
      return fail(node, `${node.type === "strong" ? "bold" : node.type} is not shown in the article: write plain text`);
  }
}

function listItem(item: Node): string | { term: string; text: string } {
  const inline = item.children.find((child) => child.type === "inline") ?? item.children[0]?.children[0];
  if (!inline) return fail(item, "an empty list item");
  const [first, ...rest] = inline.children;
  if (first?.type === "strong") {
    const term = first.children.map(plain).join("");
    if (!term.endsWith(":")) fail(item, "a term in bold ends with a colon: **Begriff:** Text");
    return { term: term.slice(0, -1), text: rest.map(plain).join("").trim() };
  }
  return plain(inline).trim();
}

function table(tag: Node): ArticleBlockData {
  const caption = tag.attributes.caption;
  if (typeof caption !== "string" || !caption.trim()) fail(tag, 'a table needs a caption: {% table caption="…" %}');
  const tableNode = tag.children.find((child) => child.type === "table");
  const rows = tableNode?.children.flatMap((part) => part.children) ?? [];
  const cells = rows.map((row) => row.children.map((cell) => plain(cell).trim()));
  const [head, ...body] = cells;
  if (!head || !body.length) return fail(tag, "a table needs a head row and at least one row");
  return { type: "table", caption: caption as string, head, rows: body };
}

function block(node: Node): ArticleBlockData {
  switch (node.type) {
    case "paragraph":
      return { type: "p", text: plain(node).trim() };
    case "heading":
      if (node.attributes.level !== 3) fail(node, "inside a chapter, headings are ### (## starts a chapter)");
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
        if (typeof title !== "string" || !title.trim()) fail(node, 'a note needs a title: {% note title="…" %}');
        return { type: "note", title, text: node.children.map(plain).join(" ").trim() };
      }
      if (node.tag === "figure") {
        const { name, caption } = node.attributes as { name?: unknown; caption?: unknown };
        if (typeof name !== "string" || typeof caption !== "string")
          fail(node, 'a figure names its drawing and caption: {% figure name="…" caption="…" /%}');
        return { type: "figure", figure: name as string, caption: caption as string };
      }
      return fail(node, `unknown tag {% ${node.tag} %} (the article knows table, note and figure)`);
    default:
      return fail(node, `${node.type} is not part of an article`);
  }
}

/** The chapters of a Markdoc body. */
export function parseArticle(body: string): ChapterData[] {
  const document = Markdoc.parse(body);
  for (const node of [document, ...document.walk()]) {
    const [error] = node.errors;
    if (error) fail(node, `not valid Markdoc: ${error.message}`);
  }
  const chapters: ChapterData[] = [];
  for (const node of document.children) {
    if (node.type === "heading" && node.attributes.level === 2) {
      chapters.push({ title: plain(node).trim(), blocks: [] });
      continue;
    }
    const chapter = chapters.at(-1);
    if (!chapter) return fail(node, "the article starts with a chapter heading (## …)");
    chapter.blocks.push(block(node));
  }
  return chapters;
}
