import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { writeIfChanged } from "./drawing-plugin.ts";
import { outlineText } from "./outline-text.ts";

/**
 * The customer wordmarks as CSS masks, like the icons (vite/icon-mask-plugin.ts;
 * docs/decisions/0012-icon-sprite.md). Every SVG image is a document of its own, and building one
 * cost the home page's main thread 3–5 ms (10–20 ms on one core) however small the file: the logo
 * strip built one per wordmark in view, and one more for each that scrolled in
 * (docs/decisions/0006-paint-first-hydration.md). One strip of all wordmarks is one document.
 *
 * The wordmarks are one colour each (ink-600), so a mask painted in `currentColor` draws them as the
 * files do, and keeps them visible in forced colours and in print (app/styles/base.css).
 * Every file in app/assets/art/logos/ is a cell of the strip, scaled to the strip's height and with a
 * gap, so that a cell's neighbour never bleeds into its box: `wordmarks.svg`, its words outlined in
 * Inter like every drawing's, and `wordmarks.css`, which gives each `.wordmark-<name>` its aspect
 * ratio and its cell. Both are written to app/assets/generated/ (not committed) at the start of a
 * build or of the dev server, and again when a wordmark changes; app.css imports the CSS.
 */

/** Height of the strip in user units; a wordmark of another height is scaled to it. */
export const STRIP_HEIGHT = 40;
/** Empty units between two cells. */
const GAP = 8;
const LOGO_DIR = path.resolve("app/assets/art/logos");
const OUT_DIR = path.resolve("app/assets/generated");

export function wordmarkMasks({ logoDir = LOGO_DIR, outDir = OUT_DIR } = {}): Plugin {
  const write = () => writeWordmarkMasks(logoDir, outDir);
  return {
    name: "wordmark-masks",
    async buildStart() {
      await write();
      for (const file of readdirSync(logoDir)) this.addWatchFile(path.join(logoDir, file));
    },
    configureServer(server) {
      server.watcher.add(logoDir);
      const rewrite = (file: string) => {
        if (path.dirname(file) === logoDir && file.endsWith(".svg")) {
          write().catch((error: Error) => server.config.logger.error(`wordmark-masks: ${error.message}`));
        }
      };
      for (const event of ["add", "change", "unlink"]) server.watcher.on(event, rewrite);
    },
  };
}

/** One cell of the strip: where it starts and how wide it is, in the strip's units. */
export type WordmarkCell = { name: string; x: number; width: number };

/**
 * Writes the strip (wordmarks.svg) and its cells (wordmarks.css), each only when it changed; returns
 * the cells. A file the strip cannot use (no size, a `<text>` the outliner cannot read) stops here
 * with its name.
 */
export async function writeWordmarkMasks(logoDir = LOGO_DIR, outDir = OUT_DIR): Promise<WordmarkCell[]> {
  const files = readdirSync(logoDir)
    .filter((file) => file.endsWith(".svg"))
    .sort();
  if (files.length === 0) throw new Error(`wordmark-masks: no wordmark in ${logoDir}`);
  const cells: WordmarkCell[] = [];
  const shapes: string[] = [];
  let x = 0;
  for (const file of files) {
    const where = path.join(logoDir, file);
    const svg = await outlineText(readFileSync(where, "utf8"), where);
    const box = viewBox(svg, where);
    const scale = STRIP_HEIGHT / box.height;
    const width = round(box.width * scale);
    const placed = [
      `translate(${x})`,
      scale === 1 ? "" : ` scale(${round(scale, 6)})`,
      box.x || box.y ? ` translate(${-box.x} ${-box.y})` : "",
    ].join("");
    shapes.push(`<g transform="${placed}">${innerMarkup(svg, where)}</g>`);
    cells.push({ name: file.slice(0, -".svg".length), x, width });
    x = round(x + width + GAP);
  }
  const total = round(x - GAP);
  await writeIfChanged(
    path.join(outDir, "wordmarks.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${STRIP_HEIGHT}" viewBox="0 0 ${total} ${STRIP_HEIGHT}">` +
      shapes.join("") +
      "</svg>\n",
  );
  await writeIfChanged(path.join(outDir, "wordmarks.css"), wordmarkCss(cells, total));
  return cells;
}

/**
 * The box of `.wordmark-<name>` has the cell's aspect ratio, and the strip is scaled to the box's
 * height (`mask-size: auto 100%`), so a cell's x in the strip is the same fraction of the box's height
 * at any size. A percentage position p puts the strip at p·(box − strip): p = x / (strip − cell).
 */
export function wordmarkCss(cells: readonly WordmarkCell[], total: number): string {
  const position = ({ x, width }: WordmarkCell) => (total === width ? 0 : round((100 * x) / (total - width), 5));
  return [
    "/* Written by vite/wordmark-mask-plugin.ts: the cells of the wordmark strip, one per file in app/assets/art/logos. */",
    "@layer base {",
    '  :where(.wordmark) { mask-image: url("./wordmarks.svg"); }',
    ...cells.map(
      (cell) =>
        `  .wordmark-${cell.name} { aspect-ratio: ${cell.width} / ${STRIP_HEIGHT}; mask-position: ${position(cell)}% 0; }`,
    ),
    "}",
    "",
  ].join("\n");
}

/** What lies between a drawing's `<svg …>` and `</svg>`. */
function innerMarkup(svg: string, file: string): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  const close = svg.lastIndexOf("</svg>");
  if (!open || close < 0) throw new Error(`wordmark-masks: ${file}: no <svg> element`);
  if (/\bid="/.test(svg)) {
    throw new Error(`wordmark-masks: ${file}: ids would clash in the strip; draw the wordmark without <defs> and ids`);
  }
  return svg
    .slice(open.index + open[0].length, close)
    .replace(/>\s+</g, "><")
    .trim();
}

function round(n: number, digits = 3): number {
  return Number(n.toFixed(digits));
}

/**
 * The area of the file's own coordinates that is drawn: its viewBox, else 0 0 width height. The
 * content is in these coordinates whatever size the file's width and height display it at.
 */
function viewBox(svg: string, file: string): { x: number; y: number; width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const [x = 0, y = 0, width, height] = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number) ?? [0, 0, parseFloat(attribute("width") ?? ""), parseFloat(attribute("height") ?? "")];
  if (!(width! > 0 && height! > 0)) throw new Error(`wordmark-masks: ${file}: needs a viewBox or width and height`);
  return { x, y, width: width!, height: height! };
}
