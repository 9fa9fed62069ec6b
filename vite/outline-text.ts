import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";

/**
 * Words in a drawing become outlines in Inter (docs/decisions/0007-drawings-as-static-svg.md).
 *
 * A drawing shown with `<img>` cannot use the page's web font, so its `<text>` was set in whatever the
 * device had (Segoe UI, Roboto, Helvetica, Arial …). Worse for speed: every SVG image is its own
 * document, and laying out its text (font matching, shaping) cost a phone more main-thread time
 * than the rest of the drawing together — measured on `/`, the drawings' text took ~35 ms of layout
 * and ~20 ms of paint (unthrottled; ×4 on Lighthouse's phone), most of the page's blocking time.
 * Outlined, a drawing is plain paths: it renders in the brand font everywhere and costs ~1 ms.
 *
 * The source files keep their `<text>` (editable by a designer); this runs at build time only.
 * Supported on `<text>`: x, y, fill, font-size, font-weight, font-style="italic" (slanted, as the
 * browser synthesises it for Inter), text-anchor, letter-spacing (user units); font-family is
 * ignored. Other attributes (opacity …) move to the path. Anything else (tspan, dx/dy, transform)
 * stops the build instead of drawing something different.
 */

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** The slant browsers synthesise for a font without an italic (Skia's skew of 1/4, about 14°). */
const SYNTHETIC_OBLIQUE = 0.25;

const TEXT_ELEMENT = /<text\b([^>]*)>([\s\S]*?)<\/text>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const HANDLED = new Set([
  "x",
  "y",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "letter-spacing",
]);
const UNSUPPORTED = new Set(["dx", "dy", "rotate", "transform", "textLength", "lengthAdjust", "style", "class"]);

let face: Promise<hb.Face> | undefined;
const fonts = new Map<number, hb.Font>();

/** Inter's face, read and converted once per build. */
function interFace(): Promise<hb.Face> {
  face ??= fontverter
    .convert(readFileSync(FONT_FILE), "truetype")
    .then((ttf: Uint8Array) => new hb.Face(new hb.Blob(ttf)));
  return face;
}

async function interAt(weight: number): Promise<hb.Font> {
  const inter = await interFace();
  let font = fonts.get(weight);
  if (!font) {
    font = new hb.Font(inter);
    font.setVariations([new hb.Variation("wght", weight)]);
    fonts.set(weight, font);
  }
  return font;
}

/** A glyph's outline in whole grid units: where it starts, and the rest as a relative path. */
interface GlyphOutline {
  start: [number, number];
  rest: string;
}

/** Outlines of the glyphs used so far in a build, one per weight, glyph and grid. */
class GlyphOutlines {
  private readonly outlines = new Map<string, GlyphOutline | null>();
  constructor(private readonly upem: number) {}

  of(weight: number, glyph: number, font: hb.Font, unitsPerEm: number): GlyphOutline | null {
    const key = `${weight}:${glyph}:${unitsPerEm}`;
    if (!this.outlines.has(key)) {
      this.outlines.set(key, relativeIntegerPath(font.glyphToPath(glyph), unitsPerEm / this.upem));
    }
    return this.outlines.get(key)!;
  }
}

/**
 * Outlines are stored in whole grid units, as fine as the text's size needs: a unit is at most
 * 1/16 of a user unit (MAX_UNIT), a rounding error of 1/32, which is 0.14 of a device pixel even
 * drawn 1.5 times its size at 3× density. The grid is a power of two per em, from 128 (8 px text) to
 * 1,024 (from 32 px; Inter has 2,048 units per em). The drawings' words are mostly 8–17 units high:
 * a finer grid only lengthened their numbers. Outlines are most of a drawing's bytes, and every
 * byte of an SVG image is parsed on the page's main thread (docs/decisions/0006): 1,024 per em
 * throughout made their outlines a fifth longer.
 */
const MAX_UNIT = 1 / 16;
const MAX_UNITS_PER_EM = 1024;

function unitsPerEmFor(fontSize: number): number {
  return Math.min(MAX_UNITS_PER_EM, 2 ** Math.ceil(Math.log2(fontSize / MAX_UNIT)));
}

/** The drawing with every `<text>` replaced by its words' outlines, in the same place and colour. */
export async function outlineText(svg: string, file = "svg"): Promise<string> {
  const glyphs = new GlyphOutlines((await interFace()).upem);
  const replacements: string[] = [];
  for (const [element, rawAttributes, content] of svg.matchAll(TEXT_ELEMENT)) {
    replacements.push(await outline(element, rawAttributes!, content!, file, glyphs));
  }
  let index = 0;
  const outlined = svg.replace(TEXT_ELEMENT, () => replacements[index++]!);
  if (/<text\b/.test(outlined)) throw new Error(`${file}: a <text> element this build step cannot read`);
  return outlined;
}

/**
 * How wide a `<text>` is drawn (its advance, in the drawing's user units), measured as outlineText
 * shapes it: the English drawings are checked against the room their German words take
 * (vite/drawing-texts.ts).
 */
export async function textWidth(rawAttributes: string, words: string): Promise<number> {
  const attributes = new Map([...rawAttributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]));
  const size = Number(attributes.get("font-size"));
  const weight = Number(attributes.get("font-weight") ?? 400);
  const spacing = Number(attributes.get("letter-spacing") ?? 0);
  const buffer = new hb.Buffer();
  buffer.addText(words.replace(/\s+/g, " ").trim());
  buffer.guessSegmentProperties();
  hb.shape(await interAt(weight), buffer);
  const upem = (await interFace()).upem;
  return buffer.getGlyphPositions().reduce((sum, p) => sum + (p.xAdvance / upem) * size + spacing, 0);
}

async function outline(
  element: string,
  rawAttributes: string,
  content: string,
  file: string,
  outlines: GlyphOutlines,
): Promise<string> {
  const where = `${file}: ${element.slice(0, 80)}`;
  if (content.includes("<")) throw new Error(`${where}: only plain words are supported inside <text> (no <tspan>)`);
  const attributes = new Map([...rawAttributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]));
  for (const name of attributes.keys()) {
    if (UNSUPPORTED.has(name)) throw new Error(`${where}: attribute ${name} is not supported`);
  }
  const number = (name: string, fallback?: number) => {
    const value = attributes.get(name);
    if (value === undefined && fallback !== undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`${where}: ${name}="${value}" must be a number (user units)`);
    return parsed;
  };
  const x = number("x", 0);
  const y = number("y", 0);
  const size = number("font-size");
  const weight = number("font-weight", 400);
  const anchor = attributes.get("text-anchor") ?? "start";
  const italic = attributes.get("font-style") === "italic";
  const words = decodeEntities(content).replace(/\s+/g, " ").trim();

  const font = await interAt(weight);
  const buffer = new hb.Buffer();
  buffer.addText(words);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();

  // Everything inside the group is in font units (y up); one transform scales, flips and slants it.
  const unitsPerEm = unitsPerEmFor(size);
  const toUnits = unitsPerEm / (await interFace()).upem;
  const scale = size / unitsPerEm;
  const spacing = number("letter-spacing", 0) / scale;
  const width = positions.reduce((sum, p) => sum + p.xAdvance * toUnits + spacing, 0);
  let pen = anchor === "middle" ? -width / 2 : anchor === "end" ? -width : 0;
  // One path for all glyphs: each starts with an absolute move to its place, and the rest of its
  // outline is relative, so a letter that recurs repeats the same characters (which compress well).
  let d = "";
  glyphs.forEach((glyph, i) => {
    if (glyph.codepoint === 0) throw new Error(`${where}: "${[...words][glyph.cluster] ?? "?"}" has no glyph in Inter`);
    const { xAdvance, xOffset, yOffset } = positions[i]!;
    const outline = outlines.of(weight, glyph.codepoint, font, unitsPerEm);
    if (outline) {
      const gx = Math.round(pen + xOffset * toUnits) + outline.start[0];
      const gy = Math.round(yOffset * toUnits) + outline.start[1];
      d += `M${compactNumbers([gx, gy])}${outline.rest}`;
    }
    pen += xAdvance * toUnits + spacing;
  });
  if (d === "") return "";

  const s = Number(scale.toPrecision(6));
  const matrix = [s, 0, italic ? Number((s * SYNTHETIC_OBLIQUE).toPrecision(6)) : 0, -s, x, y].join(" ");
  const kept = [...attributes].filter(([name]) => !HANDLED.has(name)).map(([name, value]) => ` ${name}="${value}"`);
  return `<path${kept.join("")} transform="matrix(${matrix})" d="${d}"/>`;
}

/**
 * HarfBuzz's absolute outline (M, L, Q, C, Z in font units) in whole grid units as the shortest
 * relative path: h/v for straight lines, a repeated command letter left out. The first move is
 * returned apart, as the glyph's start; null for a glyph without outline (a space).
 */
function relativeIntegerPath(d: string, grid: number): GlyphOutline | null {
  let start: [number, number] | undefined;
  let current = [0, 0];
  let subpathStart = [0, 0];
  let previous = "";
  let out = "";
  for (const [, command, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (command === "Z") {
      out += "z";
      previous = "z";
      current = subpathStart;
      continue;
    }
    const numbers = args!
      .trim()
      .split(/[\s,]+/)
      .map((n) => Math.round(Number(n) * grid));
    const deltas: number[] = [];
    for (let i = 0; i < numbers.length; i += 2) deltas.push(numbers[i]! - current[0]!, numbers[i + 1]! - current[1]!);
    current = numbers.slice(-2);
    if (!start) {
      if (command !== "M") throw new Error(`a glyph outline that does not start with a move: ${d.slice(0, 40)}`);
      start = [current[0]!, current[1]!];
      subpathStart = current;
      previous = "m";
      continue;
    }
    let letter = command!.toLowerCase();
    let values = deltas;
    if (letter === "l" && deltas[1] === 0) [letter, values] = ["h", [deltas[0]!]];
    else if (letter === "l" && deltas[0] === 0) [letter, values] = ["v", [deltas[1]!]];
    if (letter === "l" && deltas[0] === 0 && deltas[1] === 0) continue; // a zero-length line draws nothing
    const body = compactNumbers(values);
    // After "m", further pairs mean "l", so only a repeat of the same non-move command may drop its letter.
    out += letter === previous && letter !== "m" ? (body.startsWith("-") ? "" : " ") + body : letter + body;
    previous = letter;
    if (command === "M") subpathStart = current;
  }
  return start ? { start, rest: out } : null;
}

/** "12 -5 3" → "12-5 3": a minus sign separates numbers on its own. */
function compactNumbers(numbers: number[]): string {
  return numbers.map((n, i) => (i > 0 && n >= 0 ? " " : "") + n).join("");
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      return String.fromCodePoint(
        entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
      );
    }
    const named = NAMED_ENTITIES[entity];
    if (named === undefined) throw new Error(`unknown entity ${whole} in a drawing's <text>`);
    return named;
  });
}
