import { describe, expect, it } from "vitest";
import { outlineText } from "./outline-text";

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">${body}</svg>`;
const text = (attributes: string, words: string) =>
  svg(
    `<text ${attributes} fill="#123456" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">${words}</text>`,
  );

/** The transform of the group that replaced a <text>: [scale, 0, slant, -scale, x, y]. */
function matrixOf(outlined: string): number[] {
  const matrix = /transform="matrix\(([^)]*)\)"/.exec(outlined)?.[1];
  if (!matrix) throw new Error("no transform in " + outlined);
  return matrix.split(" ").map(Number);
}

/** The x attributes of the glyphs placed, in order (0 when left out). */
function glyphOffsets(outlined: string): number[] {
  return [...outlined.matchAll(/<use href="#[^"]+"(?: x="(-?\d+)")?/g)].map((m) => Number(m[1] ?? 0));
}

describe("outlineText", () => {
  it("replaces every <text> by its glyphs, defined once, in the text's colour and place", async () => {
    const outlined = await outlineText(
      svg(
        '<text x="10" y="40" font-size="20" fill="#123456">Anna</text><text x="10" y="80" font-size="10" fill="#fff">an</text>',
      ),
    );
    expect(outlined).not.toMatch(/<text\b/);
    expect(outlined).not.toContain("font-family");
    // "A", "n", "a" at weight 400: three outlines for six glyphs.
    expect(outlined.match(/<path id="glyph-/g)).toHaveLength(3);
    expect(outlined.match(/<use href="#glyph-/g)).toHaveLength(6);
    expect(outlined).toMatch(/^<svg[^>]*><defs><path id="glyph-0" d="m[-\d]/);
    expect(outlined).toContain('<g fill="#123456" transform="matrix(0.0195313 0 0 -0.0195313 10 40)">');
    expect(outlined).toContain('<g fill="#fff" transform="matrix(0.00976563 0 0 -0.00976563 10 80)">');
  });

  it("draws each weight with its own outlines", async () => {
    const regular = await outlineText(text('x="0" y="50" font-size="20"', "Rente"));
    const bold = await outlineText(text('x="0" y="50" font-size="20" font-weight="700"', "Rente"));
    const outlines = (s: string) => [...s.matchAll(/<path id="[^"]+" d="([^"]+)"/g)].map((m) => m[1]);
    expect(outlines(bold)).toHaveLength(outlines(regular).length);
    expect(outlines(bold)).not.toEqual(outlines(regular));
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
    // 2 user units at 20 px are 102.4 of 1,024 units per em, added after each of the 6 glyphs before the last.
    expect(spaced.at(-1)! - start.at(-1)!).toBeCloseTo(6 * 102.4, -1);
  });

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
      '<g opacity=".6" fill="#123456" transform=',
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
    await expect(outlineText(svg('<g id="glyph-0"/>'), "e.svg")).rejects.toThrow(/reserved/);
  });
});
