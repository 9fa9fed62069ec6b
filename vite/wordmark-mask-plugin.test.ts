import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STRIP_HEIGHT, wordmarkCss, writeWordmarkMasks } from "./wordmark-mask-plugin";

const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n  ${body}\n</svg>\n`;

describe("wordmark masks", () => {
  it("puts every wordmark in one strip, scaled to its height, with its words outlined", async () => {
    const logos = tempDir("logos-");
    const out = tempDir("wordmarks-");
    writeFileSync(path.join(logos, "b-corp.svg"), svg(100, 40, '<rect width="20" height="20" fill="#3a4475"/>'));
    writeFileSync(
      path.join(logos, "a-gmbh.svg"),
      svg(60, 20, '<text x="0" y="15" fill="#3a4475" font-size="14" font-weight="700">AG</text>'),
    );
    writeFileSync(path.join(logos, "notes.txt"), "not a wordmark");

    const cells = await writeWordmarkMasks(logos, out);

    // Alphabetical; a-gmbh is twice as tall in the strip as in its file: 120 × 40. Then a gap of 8.
    expect(cells).toEqual([
      { name: "a-gmbh", x: 0, width: 120 },
      { name: "b-corp", x: 128, width: 100 },
    ]);
    const strip = readFileSync(path.join(out, "wordmarks.svg"), "utf8");
    expect(strip).toMatch(
      new RegExp(`^<svg [^>]*width="228" height="${STRIP_HEIGHT}" viewBox="0 0 228 ${STRIP_HEIGHT}"`),
    );
    expect(strip).toContain('<g transform="translate(0) scale(2)">');
    expect(strip).toContain('<g transform="translate(128)"><rect');
    expect(strip).not.toMatch(/<text\b/); // outlined, as every drawing is
    expect(strip).toMatch(/<path [^>]*d="M/);
    const css = readFileSync(path.join(out, "wordmarks.css"), "utf8");
    expect(css).toContain(".wordmark-a-gmbh { aspect-ratio: 120 / 40; mask-position: 0% 0; }");
    // The last cell sits at the strip's end: 100 %.
    expect(css).toContain(".wordmark-b-corp { aspect-ratio: 100 / 40; mask-position: 100% 0; }");
    expect(readdirSync(out).sort()).toEqual(["wordmarks.css", "wordmarks.svg"]);
  });

  it("scales a wordmark by its viewBox, the coordinates it is drawn in, not by its display size", async () => {
    const logos = tempDir("logos-");
    const out = tempDir("wordmarks-");
    // Drawn in 100 × 40 units from (10, 5), displayed at half size: its cell is 100 wide, unscaled, moved to the origin.
    writeFileSync(
      path.join(logos, "exported.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="20" viewBox="10 5 100 40"><rect x="10" y="5" width="100" height="40"/></svg>',
    );
    expect(await writeWordmarkMasks(logos, out)).toEqual([{ name: "exported", x: 0, width: 100 }]);
    expect(readFileSync(path.join(out, "wordmarks.svg"), "utf8")).toContain(
      '<g transform="translate(0) translate(-10 -5)"><rect',
    );
  });

  it("places a middle cell by the fraction that shows it in its box", () => {
    // Strip 300 wide; a cell of 50 at x = 125: p·(50 − 300) = −125 → p = 50 %.
    const css = wordmarkCss(
      [
        { name: "a", x: 0, width: 100 },
        { name: "b", x: 125, width: 50 },
        { name: "c", x: 200, width: 100 },
      ],
      300,
    );
    expect(css).toContain(".wordmark-b { aspect-ratio: 50 / 40; mask-position: 50% 0; }");
    expect(wordmarkCss([{ name: "only", x: 0, width: 80 }], 80)).toContain("mask-position: 0% 0;");
  });

  it("stops on a wordmark whose ids would clash in the strip, and on an empty folder", async () => {
    const logos = tempDir("logos-");
    await expect(writeWordmarkMasks(logos, tempDir("wordmarks-"))).rejects.toThrow(/no wordmark in/);
    writeFileSync(
      path.join(logos, "grad.svg"),
      svg(40, 40, '<defs><linearGradient id="g"/></defs><rect width="40" height="40" fill="url(#g)"/>'),
    );
    await expect(writeWordmarkMasks(logos, tempDir("wordmarks-"))).rejects.toThrow(/grad\.svg: ids would clash/);
  });
});
