import { describe, expect, it } from "vitest";
import { outlineText } from "./outline-text";

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">${body}</svg>`;
const text = (attributes: string, words: string) =>
  svg(
    `<text ${attributes} fill="#123456" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">${words}</text>`,
  );

/** The transform of the path that replaced a <text>: [scale, 0, slant, -scale, x, y]. */
function matrixOf(outlined: string): number[] {
  const matrix = /transform="matrix\(([^)]*)\)"/.exec(outlined)?.[1];
  if (!matrix) throw new Error("no transform in " + outlined);
  return matrix.split(" ").map(Number);
}

/** Where each glyph's outline starts (the x of its absolute move), in order. */
function glyphOffsets(outlined: string): number[] {
  return [...outlined.matchAll(/M(-?\d+)/g)].map((m) => Number(m[1]));
}

/** Each glyph's outline after its absolute move (the same letter at the same weight repeats it). */
function glyphShapes(outlined: string): string[] {
  return [...outlined.matchAll(/M-?\d+[ -]?\d+([^M"]*)/g)].map((m) => m[1]!);
}

describe("outlineText", () => {
  it("replaces every <text> by one path of its glyphs, in the text's colour and place", async () => {
    const outlined = await outlineText(
      svg(
        '<text x="10" y="40" font-size="20" fill="#123456">Anna</text><text x="10" y="80" font-size="10" fill="#fff">an</text>',
      ),
    );
    expect(outlined).not.toMatch(/<text\b/);
    expect(outlined).not.toContain("font-family");
    // One element per <text>, no <use> instances for the browser to clone and style.
    expect(outlined.match(/<path /g)).toHaveLength(2);
    expect(outlined).not.toContain("<use");
    // The grid is as fine as the size needs: 512 units per em at 20, 256 at 10 (a unit ≤ 1/16 user unit).
    expect(outlined).toMatch(/<path fill="#123456" transform="matrix\(0\.0390625 0 0 -0\.0390625 10 40\)" d="M\d/);
    expect(outlined).toMatch(/<path fill="#fff" transform="matrix\(0\.0390625 0 0 -0\.0390625 10 80\)" d="M\d/);
    // "Anna": four glyphs; both "n" have the same outline, placed further right the second time.
    const anna = outlined.slice(0, outlined.indexOf('fill="#fff"'));
    const [a, n1, n2, a2] = glyphShapes(anna);
    expect(glyphShapes(anna)).toHaveLength(4);
    expect(n1).toBe(n2);
    expect(a).not.toBe(a2); // capital and small a
    const [, x1, x2] = glyphOffsets(anna);
    expect(x2).toBeGreaterThan(x1!);
  });

  it("draws each weight with its own outlines", async () => {
    const regular = await outlineText(text('x="0" y="50" font-size="20"', "Rente"));
    const bold = await outlineText(text('x="0" y="50" font-size="20" font-weight="700"', "Rente"));
    expect(glyphShapes(bold)).toHaveLength(glyphShapes(regular).length);
    expect(glyphShapes(bold)).not.toEqual(glyphShapes(regular));
    // Bold letters are wider, so the last glyph sits further right.
    expect(glyphOffsets(bold).at(-1)).toBeGreaterThan(glyphOffsets(regular).at(-1)!);
  });

  it("centres and right-aligns by the width of the shaped words, letter-spacing included", async () => {
    const start = glyphOffsets(await outlineText(text('x="200" y="50" font-size="20"', "Woche 6")));
    const middle = glyphOffsets(
      await outlineText(text('x="200" y="50" font-size="20" text-anchor="middle"', "Woche 6")),
    );
    const end = glyphOffsets(await outlineText(text('x="200" y="50" font-size="20" text-anchor="end"', "Woche 6")));
    const shift = start[0]! - middle[0]!;
    expect(shift).toBeGreaterThan(0);
    expect(Math.abs(start[0]! - end[0]! - 2 * shift)).toBeLessThanOrEqual(1);
    const spaced = glyphOffsets(await outlineText(text('x="0" y="50" font-size="20" letter-spacing="2"', "Woche 6")));
    // 2 user units at 20 px are 51.2 of 512 units per em, added after each of the 6 glyphs before the last.
    expect(spaced.at(-1)! - start.at(-1)!).toBeCloseTo(6 * 51.2, -1);
  });

  it.each([6, 8, 10, 13, 17, 26, 48])(
    "draws %s-unit words on a grid of at most 1/16 user unit, no finer than it needs",
    async (size) => {
      const [scale] = matrixOf(await outlineText(text(`x="0" y="50" font-size="${size}"`, "Ab")));
      // scale = size / units per em = the grid's unit in user units.
      expect(scale).toBeLessThanOrEqual(1 / 16);
      if (size < 32) expect(scale).toBeGreaterThan(1 / 32);
      expect(Math.log2(size / scale!)).toBeCloseTo(Math.round(Math.log2(size / scale!)), 4); // a power of two per em
    },
  );

  it("slants italic words the way browsers synthesise it", async () => {
    const [scale, , slant, flip] = matrixOf(
      await outlineText(text('x="0" y="50" font-size="16" font-style="italic"', "Walter")),
    );
    expect(slant).toBeCloseTo(scale! * 0.25, 5);
    expect(flip).toBeCloseTo(-scale!, 6);
  });

  it("reads entities and collapses white space as SVG does", async () => {
    const plain = await outlineText(text('x="0" y="50" font-size="20"', "A & B"));
    const encoded = await outlineText(text('x="0" y="50" font-size="20"', "\n  A &amp;   B  "));
    expect(encoded).toBe(plain);
  });

  it("keeps other attributes and leaves drawings without words alone", async () => {
    expect(await outlineText(text('x="0" y="50" font-size="20" opacity=".6"', "KI"))).toContain(
      '<path opacity=".6" fill="#123456" transform=',
    );
    const noWords = svg('<rect width="10" height="10" fill="red"/>');
    expect(await outlineText(noWords)).toBe(noWords);
  });

  it("stops the build rather than draw something different", async () => {
    await expect(outlineText(svg('<text x="0" y="9" font-size="9"><tspan>a</tspan></text>'), "a.svg")).rejects.toThrow(
      /a\.svg.*tspan/,
    );
    await expect(outlineText(svg('<text x="0" y="9" font-size="9" dy="2">a</text>'), "b.svg")).rejects.toThrow(/dy/);
    await expect(outlineText(svg('<text x="0" y="9" font-size="1em">a</text>'), "c.svg")).rejects.toThrow(/font-size/);
    await expect(outlineText(svg('<text x="0" y="9" font-size="9">日本</text>'), "d.svg")).rejects.toThrow(
      /"日" has no glyph in Inter/,
    );
  });
});
