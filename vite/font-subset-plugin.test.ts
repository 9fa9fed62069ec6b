import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { Blob, Face } from "harfbuzzjs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cutInter, FONT_CHARACTERS } from "./font-subset-plugin";

/** The soft hyphen is never drawn itself: where the browser breaks there, it draws "-". */
const NOT_DRAWN = new Set(["\u00ad"]);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * The text each file can put on a page: every content file (YAML, Markdoc) whole, and of the
 * components, routes and locked texts in app/ their literal texts (tests left out).
 */
function pageTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of filesUnder("content", () => true)) texts.set(file, readFileSync(file, "utf8"));
  for (const file of filesUnder("app", (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))) {
    texts.set(file, literalTexts(readFileSync(file, "utf8"), file));
  }
  return texts;
}

/** The texts of a module: its string literals, template parts and JSX text (no comments, no names). */
function literalTexts(source: string, file: string): string {
  const parts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) parts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(
    ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind[file.endsWith("x") ? "TSX" : "TS"]),
  );
  return parts.join(" ");
}

/** The characters the subset font really maps, read from the font the build writes (as TrueType). */
async function subsetCharacters(): Promise<Set<string>> {
  const face = new Face(new Blob(await cutInter(undefined, "truetype")));
  return new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)));
}

const describeMissing = (missing: Map<string, string>) =>
  [...missing].map(([char, where]) => `${char} (U+${char.codePointAt(0)!.toString(16)}) in ${where}`);

describe("the subset web font", () => {
  it("has a glyph for every character the content and the components contain", async () => {
    const drawn = await subsetCharacters();
    const missing = new Map<string, string>();
    for (const [file, text] of pageTexts()) {
      for (const char of text) {
        if (char >= " " && !NOT_DRAWN.has(char) && !drawn.has(char) && !missing.has(char)) missing.set(char, file);
      }
    }
    expect(describeMissing(missing)).toEqual([]);
  });

  it("has a glyph for every character its list asks for (the list promises nothing the source lacks)", async () => {
    const drawn = await subsetCharacters();
    const missing = new Map(
      [...FONT_CHARACTERS].filter((c) => !NOT_DRAWN.has(c) && !drawn.has(c)).map((c) => [c, "FONT_CHARACTERS"]),
    );
    expect(describeMissing(missing)).toEqual([]);
  });

  it("reads every content file, Markdoc included", () => {
    const files = [...pageTexts().keys()];
    expect(files.filter((f) => f.startsWith(`content${path.sep}`))).toHaveLength(
      filesUnder("content", () => true).length,
    );
    expect(files.some((f) => f.endsWith(".mdoc"))).toBe(true);
  });
});
