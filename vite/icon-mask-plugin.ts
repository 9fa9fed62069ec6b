import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { writeIfChanged } from "./drawing-plugin.ts";

/**
 * Lucide icons as CSS masks (docs/decisions/0012-icon-sprite.md). lucide-react renders every icon
 * as inline SVG paths, in the HTML once per use and again in the JavaScript. In the production build
 * this plugin answers `import { Check } from "lucide-react"` in app/ with components that render
 * `<span class="lucide i-check">`: the stylesheet masks a `currentColor` box with one hashed
 * strip of all icons side by side (icons.svg), and each icon's class shifts the strip to its cell.
 *
 * An element per icon and nothing else: the first version drew `<svg><use href="sprite#check">`,
 * and every `<use>` is a cloned subtree the browser builds while parsing and styles like any other;
 * the 46 icons of a service page cost ~13 ms of HTML parsing and ~10 ms of style (unthrottled).
 * One file for all masks, not one per icon: each mask image that arrives makes the browser restyle
 * the page, and twenty of them doubled the style work of the first screen.
 *
 * A mask cannot take a stroke width from CSS, so each width an icon is drawn with is its own cell:
 * 2 (Lucide's default) for every icon, and each `strokeWidth={number}` written next to the icon in
 * app/. The strip and its CSS are written to app/assets/generated/ (also in development, where the
 * components stay lucide-react's own and the CSS is unused), and app.css imports the CSS.
 *
 * Our own icons are cells of the same strip: each file in app/assets/art/icons/ (24 × 24, drawn like
 * a Lucide icon) is the cell `i-<file name>`, which the markup names as a class. The brand mark's
 * brackets are one (app/components/layout/logo.tsx): an image of their own would be one more
 * document on every page's first screen.
 */

const require = createRequire(import.meta.url);
const LUCIDE_ESM = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm");
const VIRTUAL_ID = "\0lucide-mask-icons";
const OUT_DIR = path.resolve("app/assets/generated");
const COMPONENT = path.resolve("app/components/ui/mask-icon.tsx");
const OWN_ICONS_DIR = path.resolve("app/assets/art/icons");
const DEFAULT_STROKE_WIDTH = 2;

type IconNode = [tag: string, attrs: Record<string, string | number>][];
/** An icon's export name → its mask class per stroke width. */
export type IconClasses = Map<string, Record<number, string>>;

export function iconMasks({ appDir = path.resolve("app"), outDir = OUT_DIR } = {}): Plugin {
  let icons: IconClasses = new Map();
  let build = false;
  return {
    name: "icon-masks",
    enforce: "pre",
    configResolved(config) {
      build = config.command === "build";
    },
    async buildStart() {
      icons = await writeIconMasks(usedIcons(appDir), outDir);
    },
    resolveId(id, importer) {
      if (build && id === "lucide-react" && importer?.startsWith(appDir)) return VIRTUAL_ID;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return;
      return [
        `import { maskIcon } from ${JSON.stringify(COMPONENT)};`,
        ...[...icons].map(([name, classes]) => `export const ${name} = maskIcon(${JSON.stringify(classes)});`),
      ].join("\n");
    },
  };
}

/**
 * Every icon imported from "lucide-react" under app/ (type-only imports and tests excluded), with the
 * stroke widths it is drawn with: the default, and each `strokeWidth={number}` on its JSX elements.
 */
export function usedIcons(dir: string): Map<string, Set<number>> {
  const icons = new Map<string, Set<number>>();
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const code = readFileSync(path.join(dir, file), "utf8");
    for (const [, specifiers] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const raw of specifiers!.split(",")) {
        const spec = raw.trim();
        if (!spec || spec.startsWith("type ")) continue;
        const [name, local = name] = spec.split(/\s+as\s+/) as [string, string?];
        const widths = icons.get(name) ?? new Set([DEFAULT_STROKE_WIDTH]);
        for (const width of strokeWidthsOf(code, local, `${dir}/${file}`)) widths.add(width);
        icons.set(name, widths);
      }
    }
  }
  return icons;
}

/** The `strokeWidth={number}` of every `<Local …>` element in the code. */
function strokeWidthsOf(code: string, local: string, file: string): number[] {
  const widths: number[] = [];
  for (const match of code.matchAll(new RegExp(`<${local}\\b`, "g"))) {
    const attributes = jsxAttributes(code, match.index + match[0].length);
    const written = /\bstrokeWidth=(\{[^}]*\}|"[^"]*")/.exec(attributes)?.[1];
    if (written === undefined) continue;
    const width = Number(/^\{\s*([\d.]+)\s*\}$/.exec(written)?.[1]);
    if (!Number.isFinite(width)) {
      throw new Error(`icon-masks: ${file}: <${local} strokeWidth=${written}> must be a number literal, e.g. {2.5}`);
    }
    widths.push(width);
  }
  return widths;
}

/** The text of a JSX opening tag's attributes, from `start` to its closing `>` outside any braces. */
function jsxAttributes(code: string, start: number): string {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (c === ">" && depth === 0) return code.slice(start, i);
  }
  return code.slice(start);
}

/**
 * Writes the strip of all icons at their stroke widths and of our own icons (icons.svg) and the CSS
 * that names the cells (icons.css), each only when it changes; returns each Lucide icon's classes.
 */
export async function writeIconMasks(
  icons: Map<string, Set<number>>,
  outDir = OUT_DIR,
  ownIconsDir = OWN_ICONS_DIR,
): Promise<IconClasses> {
  const modules = exportedIconModules();
  const classes: IconClasses = new Map();
  const cells = new Map<string, string>(); // class → the icon drawn at its width
  for (const name of [...icons.keys()].sort()) {
    const module = modules.get(name);
    if (!module) throw new Error(`icon-masks: "${name}" is not an icon of lucide-react`);
    const { __iconData } = (await import(pathToFileURL(path.join(LUCIDE_ESM, module)).href)) as {
      __iconData: { name: string; node: IconNode };
    };
    const byWidth: Record<number, string> = {};
    for (const width of [...icons.get(name)!].sort((a, b) => a - b)) {
      const suffix = width === DEFAULT_STROKE_WIDTH ? "" : `-w${String(width).replace(".", "-")}`;
      const cell = `i-${__iconData.name}${suffix}`;
      byWidth[width] = cell;
      cells.set(cell, `<g stroke-width="${width}">${shapes(__iconData.node)}</g>`);
    }
    classes.set(name, byWidth);
  }
  for (const [cell, drawing] of ownIcons(ownIconsDir)) {
    if (cells.has(cell)) throw new Error(`icon-masks: ${ownIconsDir}/${cell.slice(2)}.svg is named like a Lucide icon`);
    cells.set(cell, drawing);
  }
  const names = [...cells.keys()].sort();
  // Cell i is 24 units wide at x = 24 i; masks use only the alpha, so it is drawn in black. Presentation
  // attributes, not a <style>: the file is served with a CSP that allows no styles.
  await writeIfChanged(
    path.join(outDir, "icons.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${24 * names.length}" height="24" fill="none" stroke="#000"` +
      ` stroke-linecap="round" stroke-linejoin="round">` +
      names
        .map((name, i) =>
          i === 0 ? cells.get(name) : cells.get(name)!.replace("<g ", `<g transform="translate(${24 * i})" `),
        )
        .join("") +
      "</svg>\n",
  );
  // The strip is as many boxes wide as it has cells; position p% puts cell i = p/100·(n−1) in the box.
  const position = (i: number) => (names.length === 1 ? 0 : Number(((100 * i) / (names.length - 1)).toFixed(5)));
  await writeIfChanged(
    path.join(outDir, "icons.css"),
    [
      "/* Written by vite/icon-mask-plugin.ts: the cells of the icon strip, one per Lucide icon and stroke width. */",
      "@layer base {",
      `  :where(span.lucide) { mask-image: url("./icons.svg"); mask-size: ${100 * names.length}% 100%; }`,
      ...names.map((name, i) => `  .${name} { mask-position: ${position(i)}% 0; }`),
      "}",
      "",
    ].join("\n"),
  );
  return classes;
}

/**
 * Our own icons as cells (class → drawing): each file's shapes in a group with its stroke width. The
 * strip draws every cell in black, without fill, with round caps and joins, so a file must too.
 */
export function ownIcons(dir: string): Map<string, string> {
  const cells = new Map<string, string>();
  if (!existsSync(dir)) return cells;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".svg"))
    .sort()) {
    const svg = readFileSync(path.join(dir, file), "utf8").replace(/<!--[\s\S]*?-->/g, "");
    const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root?.[1] ?? "")?.[1];
    const drawnLikeTheStrip =
      attribute("viewBox") === "0 0 24 24" &&
      attribute("fill") === "none" &&
      attribute("stroke") === "#000" &&
      attribute("stroke-linecap") === "round" &&
      attribute("stroke-linejoin") === "round" &&
      Number(attribute("stroke-width")) > 0;
    if (!root || !drawnLikeTheStrip) {
      throw new Error(
        `icon-masks: ${dir}/${file} must be a 24 × 24 icon drawn like Lucide's (viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width, round caps and joins)`,
      );
    }
    const shapes = root[2]!.replace(/>\s+</g, "><").trim();
    cells.set(`i-${file.slice(0, -4)}`, `<g stroke-width="${attribute("stroke-width")}">${shapes}</g>`);
  }
  return cells;
}

/** Export name → module file, read from lucide-react's own index (it lists every alias). */
function exportedIconModules(): Map<string, string> {
  const index = readFileSync(path.join(LUCIDE_ESM, "lucide-react.mjs"), "utf8");
  const modules = new Map<string, string>();
  for (const [, list, module] of index.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g)) {
    for (const [, alias] of list!.matchAll(/default as (\w+)/g)) modules.set(alias!, module!);
  }
  return modules;
}

/** An icon's shapes, as lucide-react draws them. */
function shapes(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${String(value).replace(/"/g, "&quot;")}"`)
        .join("");
      return `<${tag}${attributes}/>`;
    })
    .join("");
}
