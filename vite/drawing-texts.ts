import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Language } from "../app/paths.ts";
import { ContentError, drawingTableFile, parseYaml } from "./content-data.ts";
import { decodeEntities, outlineText, textWidth } from "./outline-text.ts";

/**
 * The words in the drawings, per language (README, "Translate the words in a drawing"). The drawings under
 * app/assets/art are drawn with German words; content/en/drawings.yaml gives each drawing's German
 * texts their English wording, and the drawing plugin (vite/drawing-plugin.ts) draws an English copy
 * from it. The table is data an editor maintains, so it is checked like content when a build starts
 * (vite/content-plugin.ts): a text without its line, a line for a text the drawing no longer has, an
 * English text much wider than the German one, each stops the build with one line naming the drawing
 * and the text.
 *
 * Rules (for editors in the README's recipe):
 * - every text of a drawing needs its line, also a name that stays the same (`ERP: ERP`): the table
 *   shows that each text was looked at, and a new German text cannot slip through as "a name";
 * - a text of digits only (`2024`, `128`) reads the same in every language and needs no line;
 * - customer wordmarks (logos/…) are names and are never translated: no lines for them;
 * - one German text has one English text per drawing (all its places in that drawing).
 */

const ART_DIR = "app/assets/art";

/** The languages the drawings are translated into (German is the drawings' own language). */
export const drawingLanguages = ["en"] as const satisfies readonly Exclude<Language, "de">[];
export type DrawingLanguage = (typeof drawingLanguages)[number];

/** Drawings whose words are names: customer wordmarks stay as the customer writes them. */
export const translatable = (name: string) => !name.startsWith("logos/");

/** A text of digits only reads the same in every language. */
export const needsEntry = (text: string) => !/^\d+$/.test(text);

const TEXT_ELEMENT = /<text\b([^>]*)>([\s\S]*?)<\/text>/g;

/** A `<text>` of a drawing: its attributes as written and its words, entities decoded, spaces collapsed. */
export interface DrawingText {
  attributes: string;
  text: string;
}

export function drawingTexts(svg: string): DrawingText[] {
  return [...svg.matchAll(TEXT_ELEMENT)].map(([, attributes, content]) => ({
    attributes: attributes!,
    text: decodeEntities(content!).replace(/\s+/g, " ").trim(),
  }));
}

/** Every drawing by name ("home/hero") with its SVG source. */
export function drawingSources(root = "."): Map<string, string> {
  const dir = path.join(root, ART_DIR);
  return new Map(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".svg"))
      .map((file) => file.split(path.sep).join("/"))
      .sort()
      .map((file) => [file.replace(/\.svg$/, ""), readFileSync(path.join(dir, file), "utf8")]),
  );
}

/** A drawing's name from its file: ".../app/assets/art/home/hero.svg" → "home/hero". */
export function drawingName(file: string, artDir: string): string {
  return path
    .relative(artDir, file)
    .split(path.sep)
    .join("/")
    .replace(/\.svg$/, "");
}

const englishText = z
  .string({ error: "needs its English text (a name that stays the same is written twice: `ERP: ERP`)" })
  .trim()
  .min(1, { error: "needs its English text" });

/** content/en/drawings.yaml: drawing name → { German text: English text }. */
const drawingTableSchema = z.record(
  z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, { error: 'a drawing is named like "home/hero"' }),
  z.record(z.string(), englishText, { error: "lists the drawing's texts, each as `German text: English text`" }),
  { error: "lists drawings by name, each with its texts" },
);
export type DrawingTable = z.output<typeof drawingTableSchema>;

/** Reads and checks the table's form (not yet against the drawings: checkDrawingTable). */
export function readDrawingTable(language: DrawingLanguage, root = "."): DrawingTable {
  const file = drawingTableFile(language);
  if (!existsSync(path.join(root, file)))
    throw new ContentError(`${file}: missing (the ${language} words of the drawings)`);
  const parsed = parseYaml(file, readFileSync(path.join(root, file), "utf8"));
  const result = drawingTableSchema.safeParse(parsed);
  if (!result.success) {
    const [issue] = result.error.issues;
    const at = issue!.path.map((key, i) => (i === 1 ? `"${String(key)}"` : String(key))).join(": ");
    throw new ContentError(`${file}: ${at || "(file)"}: ${issue!.message}`);
  }
  return result.data;
}

/**
 * The table against the drawings: every text has its line, every line a text in its drawing, and no
 * line for a wordmark. Throws a ContentError naming the drawing and the text.
 */
export function checkDrawingTable(table: DrawingTable, language: DrawingLanguage, drawings = drawingSources()) {
  const file = drawingTableFile(language);
  for (const [name, svg] of drawings) {
    const texts = drawingTexts(svg).map((t) => t.text);
    if (!translatable(name)) {
      if (name in table)
        throw new ContentError(`${file}: ${name}: a customer wordmark stays as it is (remove its lines)`);
      continue;
    }
    for (const text of texts) {
      if (needsEntry(text) && table[name]?.[text] === undefined)
        throw new ContentError(`${file}: ${name}: "${text}" has no ${language} text (add the line under ${name})`);
    }
  }
  for (const [name, entries] of Object.entries(table)) {
    const svg = drawings.get(name);
    if (svg === undefined) throw new ContentError(`${file}: ${name}: no drawing ${ART_DIR}/${name}.svg`);
    const texts = new Set(drawingTexts(svg).map((t) => t.text));
    for (const text of Object.keys(entries)) {
      if (!texts.has(text))
        throw new ContentError(
          `${file}: ${name}: "${text}" is not in the drawing (remove the line, or write the drawing's text exactly)`,
        );
    }
  }
}

/** Where a text stands and what surrounds it, in the coordinates of its nearest transformed group. */
interface Placed {
  attributes: string;
  text: string;
  /** The transformed groups around it, by position in the file: boxes compare only within one. */
  frame: string;
  x: number;
  y: number;
  size: number;
  anchor: string;
}
interface Box {
  frame: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The drawing's own area: a text on the open canvas, not in a card. */
  drawing?: boolean;
  /** What the shape covers, where it is not the box (a circle: the box is the line's chord). */
  area?: number;
}

interface Circle {
  frame: string;
  cx: number;
  cy: number;
  r: number;
}

/** The part of a circle a line of text may take: the chord at the line's top or bottom, whichever is shorter. */
function lineIn(circle: Circle, line: Box): Box | undefined {
  const dy = Math.max(Math.abs(line.top - circle.cy), Math.abs(line.bottom - circle.cy));
  if (circle.frame !== line.frame || dy >= circle.r) return undefined;
  const half = Math.sqrt(circle.r ** 2 - dy ** 2);
  return {
    frame: circle.frame,
    left: circle.cx - half,
    right: circle.cx + half,
    top: line.top,
    bottom: line.bottom,
    area: Math.PI * circle.r ** 2,
  };
}

const TAG = /<(\/?)([a-zA-Z][\w:-]*)\b([^>]*?)(\/?)>/g;
const numberIn = (attributes: string, name: string, fallback = NaN) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
  return value === undefined ? fallback : Number(value);
};

/** The drawing's texts and rectangles with their frames; the drawing's own area is a box too. */
function layoutOf(svg: string): { texts: Placed[]; boxes: Box[]; circles: Circle[] } {
  const texts: Placed[] = [];
  const boxes: Box[] = [];
  const circles: Circle[] = [];
  // A group moved by translate() keeps its parent's frame (its offset is added); any other transform
  // (rotate, matrix) starts a frame of its own, compared with nothing outside it.
  type Frame = { frame: string; dx: number; dy: number };
  const open: Frame[] = [];
  let current: Frame = { frame: "", dx: 0, dy: 0 };
  for (const match of svg.matchAll(TAG)) {
    const [, closing, tag, raw, selfClosing] = match as unknown as [string, string, string, string, string];
    if (closing) {
      open.pop();
      current = open.at(-1) ?? { frame: "", dx: 0, dy: 0 };
      continue;
    }
    const transform = /\stransform="([^"]*)"/.exec(raw)?.[1];
    const translate = transform && /^\s*translate\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+))?\s*\)\s*$/.exec(transform);
    const here: Frame = !transform
      ? current
      : translate
        ? { ...current, dx: current.dx + Number(translate[1]), dy: current.dy + Number(translate[2] ?? 0) }
        : { frame: `${current.frame}/${match.index}`, dx: 0, dy: 0 };
    const own = here.frame;
    const attributes = raw;
    // Coordinates in the frame: x and y of the element plus the translations around it.
    const [x, y] = [numberIn(raw, "x", 0) + here.dx, numberIn(raw, "y", 0) + here.dy];
    if (tag === "svg") {
      const [, , width, height] = (/\sviewBox="([^"]*)"/.exec(attributes)?.[1] ?? "").split(/[\s,]+/).map(Number);
      if (width && height) boxes.push({ frame: own, left: 0, top: 0, right: width, bottom: height, drawing: true });
    } else if (tag === "rect") {
      const [width, height] = [numberIn(attributes, "width"), numberIn(attributes, "height")];
      if (width > 0 && height > 0) boxes.push({ frame: own, left: x, top: y, right: x + width, bottom: y + height });
    } else if (tag === "circle") {
      const [cx, cy, r] = [numberIn(raw, "cx", 0) + here.dx, numberIn(raw, "cy", 0) + here.dy, numberIn(raw, "r")];
      if (r > 0) circles.push({ frame: own, cx, cy, r });
    } else if (tag === "text") {
      const content = svg.slice(match.index + match[0].length, svg.indexOf("</text>", match.index));
      texts.push({
        attributes,
        text: decodeEntities(content).replace(/\s+/g, " ").trim(),
        frame: own,
        x,
        y,
        size: numberIn(attributes, "font-size"),
        anchor: /\stext-anchor="([^"]*)"/.exec(attributes)?.[1] ?? "start",
      });
    }
    if (!selfClosing) {
      open.push(here);
      current = here;
    }
  }
  return { texts, boxes, circles };
}

/** The box a line of text covers: its advance across, from cap height to below the baseline. */
function extent(placed: Placed, width: number): Box {
  const left =
    placed.anchor === "middle" ? placed.x - width / 2 : placed.anchor === "end" ? placed.x - width : placed.x;
  return {
    frame: placed.frame,
    left,
    right: left + width,
    top: placed.y - placed.size * 0.75,
    bottom: placed.y + placed.size * 0.25,
  };
}

const inside = (inner: Box, outer: Box, slack = 0.5) =>
  inner.left >= outer.left - slack &&
  inner.right <= outer.right + slack &&
  inner.top >= outer.top - slack &&
  inner.bottom <= outer.bottom + slack;
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const area = (box: Box) => box.area ?? (box.right - box.left) * (box.bottom - box.top);

/**
 * How much wider than its German text an English text may be where no rectangle or circle around it
 * tells (a text on the open drawing, or on a shape drawn as a path): a quarter more plus one em. Set
 * by looking at the drawings side by side: every text within it had room, the other texts beside it
 * are checked on their own.
 */
function roomFor(germanWidth: number, fontSize: number): number {
  return germanWidth * 1.25 + fontSize;
}

/**
 * Every English text fits where its German text stands, measured on the outlines the build draws:
 * inside the smallest rectangle around the German text (a card, a pill, a button, the drawing) with
 * the German text's smaller margin to its sides, or half an em if that is less; clear of the other
 * texts beside it; and where no rectangle encloses it, not wider than roomFor allows. Throws naming
 * the drawing and the text.
 */
export async function checkDrawingWidths(table: DrawingTable, language: DrawingLanguage, drawings = drawingSources()) {
  const file = drawingTableFile(language);
  for (const [name, entries] of Object.entries(table)) {
    const { texts, boxes, circles } = layoutOf(drawings.get(name) ?? "");
    const placed = await Promise.all(
      texts.map(async (t) => {
        const english = entries[t.text] ?? t.text;
        const german = extent(t, await textWidth(t.attributes, t.text));
        return { ...t, english, german, translated: extent(t, await textWidth(t.attributes, english)) };
      }),
    );
    for (const t of placed) {
      // No wider than the German text (within a unit, a pixel at the drawing's size): it fits where that one does.
      if (t.english === t.text || t.translated.right - t.translated.left <= t.german.right - t.german.left + 1)
        continue;
      const fault = (why: string) =>
        new ContentError(`${file}: ${name}: "${t.english}" (for "${t.text}") ${why}: shorten it`);
      const widths = [t.german, t.translated].map((box) => Math.round(box.right - box.left));
      const box = [...boxes, ...circles.flatMap((c) => lineIn(c, t.german) ?? [])]
        .filter((b) => b.frame === t.frame && inside(t.german, b))
        .sort((a, b) => area(a) - area(b))[0];
      if (box && !box.drawing) {
        const margin = Math.min(t.german.left - box.left, box.right - t.german.right, t.size / 2);
        const room: Box = { ...box, left: box.left + margin, right: box.right - margin };
        if (!inside(t.translated, room))
          throw fault(
            `runs out of its box (${widths[1]} units wide, "${t.text}" ${widths[0]}, the box ${Math.round(box.right - box.left)})`,
          );
      } else if (widths[1]! > roomFor(widths[0]!, t.size)) {
        throw fault(
          `is much wider than "${t.text}" (${widths[1]} units, ${widths[0]}; room for ${Math.round(roomFor(widths[0]!, t.size))})`,
        );
      }
      const neighbour = placed.find(
        (other) =>
          other !== t &&
          other.frame === t.frame &&
          !overlap(t.german, other.german) &&
          overlap(t.translated, other.translated),
      );
      if (neighbour) throw fault(`and "${neighbour.english}" (for "${neighbour.text}") run into each other`);
    }
  }
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The drawing with its words in another language: each `<text>` keeps its place, size and colour and
 * gets its line of the table. A text without its line stops (the build has checked the table; this
 * guards the development server, where a fault shows in the overlay).
 */
export function translateDrawing(svg: string, entries: Readonly<Record<string, string>>, where: string): string {
  return svg.replace(TEXT_ELEMENT, (element, attributes: string, content: string) => {
    const text = decodeEntities(content).replace(/\s+/g, " ").trim();
    const translated = entries[text];
    if (translated === undefined && needsEntry(text)) throw new ContentError(`${where}: "${text}" has no translation`);
    if (translated === undefined || translated === text) return element;
    return `<text${attributes}>${escapeText(translated)}</text>`;
  });
}

/**
 * The German texts still drawn in an outlined drawing: each German text of `source` that its table
 * changes, outlined on its own at its place, must not occur in `outlined` (an outlined text is one
 * path, so the same words at the same place give the same path).
 */
export async function germanLeftovers(
  source: string,
  entries: Readonly<Record<string, string>>,
  outlined: string,
): Promise<string[]> {
  const leftovers: string[] = [];
  for (const [element] of source.matchAll(TEXT_ELEMENT)) {
    const [{ text }] = drawingTexts(element) as [DrawingText];
    if (entries[text] === undefined || entries[text] === text) continue;
    const alone = await outlineText(`<svg xmlns="http://www.w3.org/2000/svg">${element}</svg>`);
    const path = /<path\b[^>]*\/>/.exec(alone)?.[0];
    if (path && outlined.includes(path)) leftovers.push(text);
  }
  return leftovers;
}
