import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { parseArticleBody } from "../vite/article-body";
import { imageFilesNamedIn } from "../vite/article-image-rules";
import { parseArticle } from "../vite/article-markdoc";
import { contentFiles } from "../vite/content-data";
import { articleText } from "./schema/article-collection";
import { guideText } from "./schema/guide-text";
import { checkSave } from "./save-check";
import { tablesForEditor, tablesForFile } from "./schema/table-caption";

/**
 * The articles' and the guide's text through the admin's rich-text editor
 * (admin/schema/article-collection.tsx, admin/schema/guide-text.ts): what Keystatic reads from a file
 * and writes back must be the same text for the page (vite/article-body.ts, vite/article-markdoc.ts),
 * its tables' captions, notes, figures and the chapters' anchors included.
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
function saved(
  body: string,
  external: Files = new Map(),
  field: ReturnType<typeof articleText> = articleText("de"),
): { text: string; external: Files } {
  const args = { content: encoder.encode(body), other: new Map(), external, slug: "x" };
  const state = field.parse(undefined, args as never);
  const out = field.serialize(state, { slug: "x" } as never);
  return { text: decoder.decode(out.content), external: out.external };
}
const throughEditor = (body: string, field?: ReturnType<typeof articleText>) => saved(body, new Map(), field).text;

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

describe("the guide's text through the rich-text editor", () => {
  const guides = ["de", "en"].map((language) => `content/${language}/knowledge/app-development.mdoc`);

  test.each(guides)("%s is the same guide after a save, its chapters' anchors and short titles included", (file) => {
    const body = bodyOf(readFileSync(file, "utf8"));
    const saved = throughEditor(body, guideText());
    expect(parseArticle(saved)).toEqual(parseArticle(body));
    expect(parseArticle(saved).map((chapter) => chapter.id)).toEqual([
      "was-ist-app-entwicklung",
      "plattformen",
      "entwickler-finden",
      "kosten-und-zeitrahmen",
      "monetarisierung",
    ]);
    // Readable: the figure and the note stay tags of their own lines, a table keeps its caption.
    expect(saved).toMatch(/^\{% figure\s+name="cross-platform"\s+caption="[^"]+" \/%\}$/m);
    expect(saved).toMatch(/^\{% note title="[^"]+" %\}$/m);
    expect(saved).toMatch(/^\{% table caption="[^"]+" %\}$/m);
  });

  test("a new chapter's anchor and short title come from its heading; a heading's own win", () => {
    const saved = throughEditor(
      '## Kosten und Nutzen im Überblick\n\nText.\n\n## Wartung {% #pflege navTitle="Pflege" %}\n\nText.\n',
      guideText(),
    );
    expect(parseArticle(saved).map(({ id, navTitle }) => ({ id, navTitle }))).toEqual([
      { id: "kosten-und-nutzen-im-ueberblick", navTitle: "Kosten und Nutzen im Überblick" },
      { id: "pflege", navTitle: "Pflege" },
    ]);
  });

  describe("a save of the guide is judged by the build's rules", () => {
    const root = mkdtempSync(path.join(tmpdir(), "guide-save-"));
    cpSync("content", path.join(root, "content"), { recursive: true });
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const file = "content/de/knowledge/app-development.mdoc";
    const original = readFileSync(file, "utf8");
    const frontMatter = original.slice(0, original.length - bodyOf(original).length);

    /** The German message of the refused save, or "gespeichert". */
    async function save(body: string): Promise<string> {
      writeFileSync(path.join(root, file), frontMatter + throughEditor(body, guideText()));
      const entries = contentFiles(root).map((p) => ({ path: p, sha: p, type: "blob" }));
      try {
        await checkSave({ entries, changed: [file], deleted: [], read: (e) => readFileSync(path.join(root, e.path)) });
        return "gespeichert";
      } catch (error) {
        return (error as Error).message;
      } finally {
        writeFileSync(path.join(root, file), original);
      }
    }
    const body = bodyOf(original);

    test("the guide as it is saves", async () => {
      expect(await save(body)).toBe("gespeichert");
    });
    test.each([
      [
        "bold inside a sentence",
        body.replace("Eine App hat direkten", "Eine **App** hat direkten"),
        /Zeile \d+: Fettdruck erscheint im Ratgeber nicht/,
      ],
      [
        "two chapters with one anchor",
        body.replace("{% #monetarisierung", "{% #plattformen"),
        /Zwei Kapitel haben den Anker „plattformen“/,
      ],
      [
        "an unknown placeholder",
        body.replace("Eine App hat direkten", "Eine App {gibtEsNicht} hat direkten"),
        /gibtEsNicht/,
      ],
    ])("%s is refused with a German message", async (_name, changed, message) => {
      const refused = await save(changed);
      expect(refused).toMatch(/^Nicht gespeichert\. Ratgeber App-Entwicklung – Deutsch › /);
      expect(refused).toMatch(message);
    });
  });
});
