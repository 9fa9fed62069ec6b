import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { ContentError, drawingTableFile } from "./content-data.ts";
import {
  drawingLanguages,
  drawingName,
  type DrawingLanguage,
  readDrawingTable,
  translatable,
  translateDrawing,
} from "./drawing-texts.ts";
import { outlineText } from "./outline-text.ts";

const QUERY = "?drawing";
/** `import variants from "virtual:drawing-variants/en"`: drawing name → its English copy's URL. */
const VARIANTS = "virtual:drawing-variants";

/**
 * `import art from "~/assets/art/x.svg?drawing"` yields `{ src, width, height }`: `src` is the hashed,
 * immutable asset URL (Vite's own asset import; `?no-inline` keeps it a file, never a data: URL) and the
 * size is read from the file at build time, so an `<img>` can reserve its space without shipping the
 * drawing in JavaScript.
 *
 * A drawing with words is served in outlined form (vite/outline-text.ts): the outlined copy is written
 * to app/assets/generated/art/ (not committed) and that file is what gets hashed and shipped; the
 * source under app/assets/art/ keeps its editable `<text>`.
 *
 * Its words are German. For each further language with a table of the drawings' words
 * (content/en/drawings.yaml, vite/drawing-texts.ts) a drawing whose words that table changes gets a
 * second outlined copy, `<name>-en.svg` under app/assets/generated/art/en/, hashed and shipped like
 * the first. `virtual:drawing-variants/en` maps each drawing's name to its English copy's URL; only the
 * English edition imports it (app/content-model/editions/en.ts), so a German page carries no English URL,
 * and the Drawing component shows the copy of the page's language.
 */
export function drawingPlugin({
  artDir = "app/assets/art",
  outDir = "app/assets/generated/art",
  root = ".",
} = {}): Plugin {
  const sources = path.resolve(artDir);
  const outlined = path.resolve(outDir);

  /** The copy of a drawing in `language`, written under generated/art/<language>/; undefined when its words stay. */
  async function variantOf(file: string, svg: string, language: DrawingLanguage, fail: (message: string) => never) {
    const name = drawingName(file, sources);
    if (!/<text\b/.test(svg) || !translatable(name)) return undefined;
    let translated: string;
    try {
      const where = `${drawingTableFile(language)}: ${name}`;
      translated = translateDrawing(svg, readDrawingTable(language, root)[name] ?? {}, where);
    } catch (error) {
      // A fault shows in the overlay in development; the build has stopped on it before (vite/content-plugin.ts).
      if (error instanceof ContentError) fail(error.message);
      throw error;
    }
    // Names and figures only: the German copy serves every language.
    if (translated === svg) return undefined;
    const target = path.join(outlined, language, `${name}-${language}.svg`);
    await writeIfChanged(target, await outlineText(translated, file));
    return target;
  }

  return {
    name: "drawing",
    // Before Vite's asset plugin, which would otherwise answer every `.svg` import with a bare URL.
    enforce: "pre",
    /**
     * `npm run dev` writes every outlined copy before it serves the first page. Written by the first
     * request instead (a fresh checkout has none), each new file reached Vite's watcher while the
     * server already held its module: the server's next render imported it with a timestamp (`?t=…`)
     * the browser's modules lack, and React reported a hydration mismatch on the first page. A
     * drawing that cannot be written here is left to its first request, whose error names it.
     */
    async configureServer() {
      const skip = (): never => {
        throw new Error("left to the request");
      };
      for (const file of svgFiles(sources)) {
        const svg = await readFile(file, "utf8");
        if (!/<text\b/.test(svg)) continue;
        await writeOutlined(file, svg, sources, outlined).catch(() => undefined);
        for (const language of drawingLanguages) await variantOf(file, svg, language, skip).catch(() => undefined);
      }
    },
    resolveId(id) {
      return id.startsWith(VARIANTS) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${VARIANTS}`)) {
        // Every drawing's copy in this language, by the drawing's name ("home/hero"): importing the
        // German copies here would tie the English chunk to the German pages' assets.
        const language = id.slice(VARIANTS.length + 2) as DrawingLanguage;
        if (!drawingLanguages.includes(language)) this.error(`${id.slice(1)}: no drawing table for "${language}"`);
        this.addWatchFile(path.resolve(root, drawingTableFile(language)));
        const variants: [name: string, file: string][] = [];
        for (const file of svgFiles(sources)) {
          this.addWatchFile(file);
          const variant = await variantOf(file, await readFile(file, "utf8"), language, (message) =>
            this.error(message),
          );
          if (variant) variants.push([drawingName(file, sources), variant]);
        }
        return [
          ...variants.map(([, variant], i) => `import variant${i} from ${JSON.stringify(`${variant}?no-inline`)};`),
          `export default { ${variants.map(([name], i) => `${JSON.stringify(name)}: variant${i}`).join(", ")} };`,
        ].join("\n");
      }
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const svg = await readFile(file, "utf8");
      const { width, height } = svgSize(svg, file);
      const served = /<text\b/.test(svg) ? await writeOutlined(file, svg, sources, outlined) : file;
      // Its name only where another language may have its own copy (words that are not a wordmark).
      const name = drawingName(file, sources);
      const named = /<text\b/.test(svg) && translatable(name) ? `name: ${JSON.stringify(name)}, ` : "";
      return [
        `import src from ${JSON.stringify(`${served}?no-inline`)};`,
        `export default { ${named}src, width: ${width}, height: ${height} };`,
      ].join("\n");
    },
  };
}

/** Every SVG file below `dir`. */
function svgFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .sort()
    .map((file) => path.join(dir, file));
}

/**
 * Writes the outlined copy of `file` (at the same relative path under `outlined`) and returns its
 * path. Written only when it changed, and atomically, since the client and server builds (and the
 * dev server) may ask for the same drawing at once.
 */
async function writeOutlined(file: string, svg: string, sources: string, outlined: string): Promise<string> {
  const relative = path.relative(sources, file);
  if (relative.startsWith("..") || path.isAbsolute(relative))
    throw new Error(`${file}: drawings live under ${sources}`);
  const target = path.join(outlined, relative);
  await writeIfChanged(target, await outlineText(svg, file));
  return target;
}

/**
 * Writes `content` to `target` only when it differs, atomically (a temporary file renamed over it).
 * Each call has a temporary file of its own: writers in one process (the test runner's projects,
 * each with the plugins) may write the same file at once, and a shared one was renamed away under
 * the second.
 */
export async function writeIfChanged(target: string, content: string) {
  const current = await readFile(target, "utf8").catch(() => undefined);
  if (current !== content) await writeAtomically(target, content);
}

/** Writes `target` through a temporary file of its own, renamed over it: a reader never sees half a file. */
export async function writeAtomically(target: string, content: string | Uint8Array) {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${randomUUID()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, target);
}

/** Intrinsic size of an SVG: its width/height attributes, else its viewBox. */
export function svgSize(svg: string, file = "svg"): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) throw new Error(`${file}: no <svg> element`);
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const viewBox = attr("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = parseFloat(attr("width") ?? "") || viewBox?.[2];
  const height = parseFloat(attr("height") ?? "") || viewBox?.[3];
  if (!width || !height) throw new Error(`${file}: needs width/height or a viewBox`);
  return { width, height };
}
