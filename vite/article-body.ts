import Markdoc, { type Node } from "@markdoc/markdoc";
import { anchorOf, MarkdocError } from "./article-markdoc.ts";
import type { RichNode, TocEntry } from "../app/content-model/articles/rich-node.ts";

/**
 * The text of an article (content/<language>/articles/*.mdoc, below its front matter) as the page renders
 * it: Markdoc parsed at build time into a small tree of plain data (`RichNode`), which the content
 * module carries to the page's loader, so no Markdoc parser reaches the browser
 * (app/pages/articles/rich-text.tsx renders the tree). What an editor may write: paragraphs with
 * **bold**, *italic*, `code` and [links](/contact); `##` chapters and `###` sections (the table of
 * contents is made from the chapters); lists; > quotes; code blocks; and three tags:
 *
 *   {% note title="…" %} … {% /note %}            a highlighted note
 *   {% table caption="…" %} … {% /table %}        a table (first row: the head)
 *   {% image src="…" alt="…" caption="…" /%}      an uploaded image (the article image pipeline)
 *
 * Everything else is refused with its line, so nothing an editor writes is dropped silently. Browser-safe:
 * the admin checks the text with the same function.
 */

export type ArticleBody = { body: RichNode[]; toc: TocEntry[]; words: number };

const fail = (node: Node, message: string): never => {
  throw new MarkdocError(`line ${(node.lines[0] ?? 0) + 1}: ${message}`);
};

function inline(node: Node): RichNode[] {
  switch (node.type) {
    case "text":
      return [String(node.attributes.content)];
    case "softbreak":
      return [" "];
    case "hardbreak":
      return [{ t: "br" }];
    case "inline":
      return node.children.flatMap(inline);
    case "strong":
    case "em":
      return [{ t: node.type, c: node.children.flatMap(inline) }];
    case "code":
      return [{ t: "code", c: [String(node.attributes.content)] }];
    case "link": {
      const href = String(node.attributes.href ?? "");
      if (!/^(\/[a-z0-9/-]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+)$/.test(href))
        fail(node, `Ein Link führt zu einer Seite der Website („/contact“) oder nach „https://…“, nicht zu „${href}“.`);
      return [{ t: "a", href, c: node.children.flatMap(inline) }];
    }
    default:
      return fail(node, `${node.type} steht in einem Artikel nicht im Fließtext.`);
  }
}

/** The plain text of rendered nodes (for anchors, word counts and search). */
function plainText(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) =>
      typeof node === "string"
        ? node
        : [node.title, node.caption, ...(node.c ? [plainText(node.c)] : []), ...(node.rows ?? []).flat().map(plainText)]
            .filter(Boolean)
            .join(" "),
    )
    .join(" ");
}

function block(node: Node): RichNode {
  switch (node.type) {
    case "paragraph":
      return { t: "p", c: node.children.flatMap(inline) };
    case "heading": {
      const level = Number(node.attributes.level);
      if (level !== 2 && level !== 3)
        fail(
          node,
          "Überschriften im Text sind ## (Kapitel) oder ### (Abschnitt); die Seite hat ihre Überschrift (#) schon.",
        );
      return { t: `h${level}`, c: node.children.flatMap(inline) };
    }
    case "list":
      return {
        t: node.attributes.ordered ? "ol" : "ul",
        c: node.children.map((item) => ({ t: "li", c: item.children.flatMap(listContent) })),
      };
    case "blockquote":
      return { t: "blockquote", c: node.children.map(block) };
    case "fence":
      return {
        t: "pre",
        c: [String(node.attributes.content).replace(/\n$/, "")],
        ...(node.attributes.language ? { lang: String(node.attributes.language) } : {}),
      };
    case "tag":
      return tag(node);
    default:
      return fail(node, `${node.type} gehört nicht in einen Artikel.`);
  }
}

/** A list item holds its text (inline) or, in a loose list, paragraphs and nested lists. */
function listContent(node: Node): RichNode[] {
  if (node.type === "inline") return inline(node);
  if (node.type === "paragraph") return node.children.flatMap(inline);
  return [block(node)];
}

function tag(node: Node): RichNode {
  const attributes = node.attributes as Record<string, unknown>;
  const text = (name: string, example: string) => {
    const value = attributes[name];
    if (typeof value !== "string" || !value.trim()) fail(node, `${example}`);
    return value as string;
  };
  switch (node.tag) {
    case "note":
      return {
        t: "note",
        title: text("title", 'Ein Hinweis braucht einen Titel: {% note title="…" %}'),
        c: node.children.map(block),
      };
    case "table": {
      const caption = text("caption", 'Eine Tabelle braucht eine Beschriftung: {% table caption="…" %}');
      const table = node.children.find((child) => child.type === "table");
      const rows = (table?.children.flatMap((part) => part.children) ?? []).map((row) =>
        row.children.map((cell) => cell.children.flatMap(listContent)),
      );
      if (rows.length < 2) fail(node, "Eine Tabelle braucht eine Kopfzeile und mindestens eine Zeile.");
      return { t: "table", caption, rows };
    }
    case "image":
      return {
        t: "image",
        src: text("src", 'Ein Bild nennt seine Datei: {% image src="…" alt="…" /%}'),
        alt: text("alt", 'Ein Bild braucht einen Alternativtext (was es zeigt): {% image src="…" alt="…" /%}'),
        ...(typeof attributes.caption === "string" && attributes.caption ? { caption: attributes.caption } : {}),
      };
    default:
      return fail(node, `Unbekannter Baustein {% ${node.tag} %} (ein Artikel kennt note, table und image).`);
  }
}

/**
 * An article's text as the page shows it, with the chapters for its table of contents and its words.
 * `fill` turns a text with placeholders into what the reader sees (for the anchors and the word count;
 * the tree keeps the placeholders, which the content module fills like every other text).
 */
export function parseArticleBody(source: string, fill: (text: string) => string = (text) => text): ArticleBody {
  const document = Markdoc.parse(source);
  for (const node of [document, ...document.walk()]) {
    const [error] = node.errors;
    if (error) fail(node, `kein gültiges Markdoc: ${error.message}`);
  }
  const body = document.children.map(block);
  const toc: TocEntry[] = [];
  const taken = new Set<string>();
  for (const node of body) {
    if (typeof node === "string" || (node.t !== "h2" && node.t !== "h3")) continue;
    const text = fill(plainText(node.c ?? []));
    let id = anchorOf(text);
    for (let n = 2; taken.has(id); n++) id = `${anchorOf(text)}-${n}`;
    taken.add(id);
    node.id = id;
    if (node.t === "h2") toc.push({ id, text: plainText(node.c ?? []) });
  }
  const words = fill(plainText(body)).split(/\s+/).filter(Boolean).length;
  return { body, toc, words };
}
