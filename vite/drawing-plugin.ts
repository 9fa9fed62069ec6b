import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

const QUERY = "?drawing";

/**
 * `import art from "~/assets/art/x.svg?drawing"` yields `{ src, width, height }`: `src` is the hashed,
 * immutable asset URL (Vite's own asset import; `?no-inline` keeps it a file, never a data: URL) and the
 * size is read from the file at build time, so an `<img>` can reserve its space without shipping the
 * drawing in JavaScript.
 */
export function drawingPlugin(): Plugin {
  return {
    name: "drawing",
    // Before Vite's asset plugin, which would otherwise answer every `.svg` import with a bare URL.
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const { width, height } = svgSize(await readFile(file, "utf8"), file);
      return [
        `import src from ${JSON.stringify(`${file}?no-inline`)};`,
        `export default { src, width: ${width}, height: ${height} };`,
      ].join("\n");
    },
  };
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
