import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test, vi } from "vitest";
import { parseArticleBody } from "../vite/article-body";
import { imageFilesNamedIn } from "../vite/article-image-rules";
import { articleText } from "./schema/article-collection";
import { tablesForEditor, tablesForFile } from "./schema/table-caption";

/**
 * The articles' text through the admin's rich-text editor (admin/schema/article-collection.tsx): what
 * Keystatic reads from a file and writes back must be the same article for the page
 * (vite/article-body.ts), its tables' captions and its notes included.
 */

// Keystatic's Node build leaves out the editor's schema (its React Server Components stand-in): the
// test takes its browser build, the one the admin runs.
vi.mock("@keystatic/core", () => import("../node_modules/@keystatic/core/dist/keystatic-core.js"));
vi.mock(
  "@keystatic/core/content-components",
  () => import("../node_modules/@keystatic/core/dist/keystatic-core-content-components.js"),
);

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const articleFiles = ["de", "en"].flatMap((language) =>
  readdirSync(`content/${language}/articles`).map((name) => `content/${language}/articles/${name}`),
);
const bodyOf = (source: string) => source.slice(source.indexOf("\n---\n", 4) + 5);

type Files = ReadonlyMap<string, ReadonlyMap<string, Uint8Array>>;

/** The text as the admin saves it after opening the file, and the files it keeps beside it (an image's folder). */
function saved(body: string, external: Files = new Map()): { text: string; external: Files } {
  const field = articleText("de");
  const args = { content: encoder.encode(body), other: new Map(), external, slug: "x" };
  const state = field.parse(undefined, args as never);
  const out = field.serialize(state, { slug: "x" } as never);
  return { text: decoder.decode(out.content), external: out.external };
}
const throughEditor = (body: string) => saved(body).text;

describe("an article's text through the rich-text editor", () => {
  test.each(articleFiles)("%s is the same article after a save", (file) => {
    const body = bodyOf(readFileSync(file, "utf8"));
    const saved = throughEditor(body);
    expect(parseArticleBody(saved)).toEqual(parseArticleBody(body));
  });

  test("a table keeps its caption, a note its title", () => {
    const body =
      '## Kapitel\n\n{% table caption="Kosten im Vergleich" %}\n* A\n* B\n---\n* 1\n* 2\n{% /table %}\n\n{% note title="Faustregel" %}\nKlein anfangen.\n{% /note %}\n';
    const saved = throughEditor(body);
    expect(saved).toContain('{% table caption="Kosten im Vergleich" %}');
    expect(saved).toContain('{% note title="Faustregel" %}');
    expect(saved).not.toContain("tablecaption");
  });
});

describe("an image in the article's text", () => {
  test("is an uploaded file of the edition's folder, named in the text with its alt text and caption", () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const body =
      'Text.\n\n{% image src="/media/articles/de/x/whiteboard.jpg" alt="Skizze auf dem Whiteboard" caption="Der erste Entwurf" /%}\n';
    const out = saved(body, new Map([["content/media/articles/de", new Map([["whiteboard.jpg", photo]])]]));
    // Keystatic writes the tag's attributes one a line; the page reads the same image.
    expect(imageFilesNamedIn(out.text)).toEqual(["content/media/articles/de/x/whiteboard.jpg"]);
    // Keystatic writes it to content/media/articles/de/<the article's name>/whiteboard.jpg.
    expect(out.external.get("content/media/articles/de")?.get("whiteboard.jpg")).toEqual(photo);
    expect(parseArticleBody(out.text)).toEqual(parseArticleBody(body));
  });
});

describe("captioned tables in the editor's form and back", () => {
  test("the caption moves to the wrapper and back, a table without one stays", () => {
    const file =
      '{% table caption="Ein \\"Test\\"" %}\n* A\n---\n* 1\n{% /table %}\n\n{% table %}\n* B\n{% /table %}\n';
    const editor = tablesForEditor(file);
    expect(editor).toContain('{% tablecaption caption="Ein \\"Test\\"" %}\n{% table %}');
    expect(editor.match(/tablecaption/g)).toHaveLength(2);
    expect(tablesForFile(editor)).toBe(file);
  });
});
