import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "../app/content-model/site";
import { ContentError, contentFiles, readFilledContent } from "./content-data";
import {
  checkDrawingTable,
  checkDrawingWidths,
  drawingSources,
  drawingTexts,
  germanLeftovers,
  needsEntry,
  readDrawingTable,
  translatable,
  translateDrawing,
  type DrawingTable,
} from "./drawing-texts";
import { outlineText } from "./outline-text";

const drawings = drawingSources();
const table = readDrawingTable("en");
/** Drawings with words an English page could show: all but the customer wordmarks. */
const withWords = [...drawings].filter(([name, svg]) => translatable(name) && drawingTexts(svg).length > 0);
/** A copy of the table to break one line at a time. */
const copy = (): DrawingTable => structuredClone(table);

describe("content/en/drawings.yaml against the drawings", () => {
  it("covers the drawings with words", () => {
    expect(withWords.length).toBeGreaterThan(30);
    expect(() => checkDrawingTable(table, "en", drawings)).not.toThrow();
  });

  it.each(withWords)("%s: every text has its English text", (name, svg) => {
    for (const { text } of drawingTexts(svg)) {
      if (needsEntry(text)) expect(table[name]?.[text], `${name}: "${text}"`).toEqual(expect.any(String));
    }
  });

  it("has no line for a text no drawing contains", () => {
    for (const [name, entries] of Object.entries(table)) {
      const texts = drawingTexts(drawings.get(name) ?? "").map((t) => t.text);
      for (const text of Object.keys(entries)) expect(texts, `${name}: "${text}"`).toContain(text);
    }
  });

  it("translates no customer wordmark", () => {
    expect(Object.keys(table).filter((name) => !translatable(name))).toEqual([]);
  });

  it("keeps the drawn facts of the site in English too", () => {
    const region = table["services/web-development-region"]!;
    expect(region[site.address.city]).toBe(site.address.city);
    expect(region[`ca. ${site.claims.travelMinutes} Min. Fahrzeit`]).toContain(`${site.claims.travelMinutes} min`);
  });

  it("the English project scenes show the words their descriptions quote", () => {
    // A reference's image description quotes the scene's labels (“AI suggestion”, “Send to machine”);
    // each quoted word is a word of the English drawing, so the two never tell different things.
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
    const files = contentFiles().filter((f) => /^content\/en\/(references\/[\w-]+|example-reference)\.yaml$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(12);
    let quoted = 0;
    for (const file of files) {
      const scene = file.includes("example") ? "example" : path.basename(file, ".yaml");
      const name = `references/${scene}`;
      const english = translateDrawing(drawings.get(name)!, table[name]!, name);
      const drawn = new Set(drawingTexts(english).flatMap((t) => words(t.text)));
      const { alt } = readFilledContent<{ image: { alt: string } }>(file).image;
      for (const [, quote] of alt.matchAll(/“([^”]*)”/g)) {
        quoted++;
        for (const word of words(quote!)) expect(drawn, `${file}: “${quote}”`).toContain(word);
      }
    }
    expect(quoted).toBeGreaterThan(10);
  });

  it("every English text fits where its German text stands", async () => {
    await expect(checkDrawingWidths(table, "en", drawings)).resolves.toBeUndefined();
  });
});

describe("the English drawings", () => {
  it.each(withWords)("%s contains none of its German texts", async (name, svg) => {
    const entries = table[name] ?? {};
    const english = translateDrawing(svg, entries, name);
    const changed = Object.entries(entries).filter(([german, translated]) => german !== translated);
    const left = drawingTexts(english).map((t) => t.text);
    for (const [german] of changed) expect(left, `${name}`).not.toContain(german);
    // And outlined, as shipped: no German text's outline at its place.
    expect(await germanLeftovers(svg, entries, await outlineText(english, name))).toEqual([]);
  });

  it("the leftover check finds a German text that is still drawn", async () => {
    const svg = drawings.get("home/hero")!;
    const entries = { ...table["home/hero"]! };
    const outlinedGerman = await outlineText(svg);
    expect(await germanLeftovers(svg, entries, outlinedGerman)).toContain("Pilot in Woche 6");
    delete entries["Guten Morgen"];
    const halfway = translateDrawing(svg, { ...entries, "Guten Morgen": "Guten Morgen" }, "home/hero");
    expect(await germanLeftovers(svg, table["home/hero"]!, await outlineText(halfway))).toEqual(["Guten Morgen"]);
  });

  it("keeps every attribute and the texts of digits", () => {
    const svg = drawings.get("references/bringman")!;
    const english = translateDrawing(svg, table["references/bringman"]!, "references/bringman");
    expect(english.replace(/>[^<]*<\/text>/g, "")).toBe(svg.replace(/>[^<]*<\/text>/g, ""));
    expect(drawingTexts(english).map((t) => t.text)).toEqual(expect.arrayContaining(["1", "2", "3", "Route 7"]));
  });

  it("writes & as an entity", () => {
    const english = translateDrawing(drawings.get("services/guide")!, table["services/guide"]!, "services/guide");
    expect(english).toContain(">Costs &amp; timelines</text>");
  });
});

describe("a fault in the table stops the build with one line naming the drawing and the text", () => {
  const fault = (run: () => void) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as Error).message).not.toContain("\n");
      return (error as Error).message;
    }
    throw new Error("no fault");
  };

  it("a missing line", () => {
    const broken = copy();
    delete broken["home/hero"]!["Pilot in Woche 6"];
    expect(fault(() => checkDrawingTable(broken, "en", drawings))).toBe(
      'content/en/drawings.yaml: home/hero: "Pilot in Woche 6" has no en text (add the line under home/hero)',
    );
  });

  it("a drawing without its lines", () => {
    const broken = copy();
    delete broken["services/mvp-pitch"];
    expect(fault(() => checkDrawingTable(broken, "en", drawings))).toMatch(/^[^:]+: services\/mvp-pitch: "Traktion"/);
  });

  it("a stale line", () => {
    const broken = copy();
    broken["home/hero"]!["Pilot in Woche 7"] = "Pilot in week 7";
    expect(fault(() => checkDrawingTable(broken, "en", drawings))).toBe(
      'content/en/drawings.yaml: home/hero: "Pilot in Woche 7" is not in the drawing (remove the line, or write the drawing\'s text exactly)',
    );
  });

  it("a drawing that does not exist, a wordmark", () => {
    const broken = copy();
    broken["home/heroo"] = { Hallo: "Hello" };
    expect(fault(() => checkDrawingTable(broken, "en", drawings))).toMatch(/home\/heroo: no drawing app\/assets\/art/);
    const wordmark = copy();
    wordmark["logos/edeka"] = { EDEKA: "EDEKA" };
    expect(fault(() => checkDrawingTable(wordmark, "en", drawings))).toMatch(/logos\/edeka: a customer wordmark/);
  });

  it("an English text too wide for its box", async () => {
    const broken = copy();
    broken["home/hero"]!["Guten Morgen"] = "Good morning, dear visitor";
    await expect(checkDrawingWidths(broken, "en", drawings)).rejects.toThrow(
      /^content\/en\/drawings\.yaml: home\/hero: "Good morning, dear visitor" \(for "Guten Morgen"\) runs out of its box/,
    );
  });

  it("an English text that runs into the one beside it", async () => {
    const broken = copy();
    broken["references/plantafel"]!["Mi"] = "Wednesday, 12 November 2026";
    await expect(checkDrawingWidths(broken, "en", drawings)).rejects.toThrow(
      /references\/plantafel: "Tue" \(for "Di"\) and "Wednesday, 12 November 2026" \(for "Mi"\) run into each other/,
    );
  });

  describe("in the file", () => {
    const root = mkdtempSync(path.join(tmpdir(), "drawing-table-"));
    cpSync("content", path.join(root, "content"), { recursive: true });
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const file = path.join(root, "content/en/drawings.yaml");
    const source = readFileSync("content/en/drawings.yaml", "utf8");
    const write = (text: string) => writeFileSync(file, text);

    it("an empty English text", () => {
      write(source.replace("  Pilot in Woche 6: Pilot in week 6\n", "  Pilot in Woche 6:\n"));
      expect(fault(() => readDrawingTable("en", root))).toBe(
        'content/en/drawings.yaml: home/hero: "Pilot in Woche 6": needs its English text (a name that stays the same is written twice: `ERP: ERP`)',
      );
    });

    it("a German text YAML reads as a number (unquoted 10.000 is ten)", () => {
      write(source.replace('  "10.000": "10,000"', "  10.000: 10,000"));
      expect(fault(() => checkDrawingTable(readDrawingTable("en", root), "en", drawings))).toMatch(
        /references\/whitemacs: "10(\.000)?" (has no|is not in)/,
      );
    });

    it("a missing file", () => {
      rmSync(file);
      expect(fault(() => readDrawingTable("en", root))).toBe(
        "content/en/drawings.yaml: missing (the en words of the drawings)",
      );
    });
  });

  it("is not a page's content file (the admin and the edition check leave it alone)", () => {
    expect(contentFiles()).not.toContain("content/en/drawings.yaml");
  });

  it("translating a drawing whose line is missing fails too (the development server's guard)", () => {
    expect(fault(() => translateDrawing(drawings.get("home/hero")!, {}, "content/en/drawings.yaml: home/hero"))).toBe(
      'content/en/drawings.yaml: home/hero: "Projekt-Cockpit" has no translation',
    );
  });
});
