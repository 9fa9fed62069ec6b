import { describe, expect, it } from "vitest";
import { mainBlocks, repeatedPhrases, spacedDashes, words } from "./page-text";

/** The helpers of the copy checks (tests/e2e/copy.spec.ts), on samples: each check can fail. */
describe("repeatedPhrases", () => {
  const page = (path: string, ...blocks: string[]) => ({ path, blocks });

  it("finds a phrase of three words on four pages, reported in its longest form", () => {
    const pages = ["/a", "/b", "/c", "/d"].map((p) =>
      page(p, `Sie erreichen uns aus Stuttgart in rund 40 Minuten. Seite ${p}.`),
    );
    expect(repeatedPhrases(pages)).toEqual([
      { phrase: "sie erreichen uns aus stuttgart in rund 40 minuten", pages: ["/a", "/b", "/c", "/d"] },
    ]);
  });

  it("allows three pages, grammar-only runs, and runs broken by a dash or a colon", () => {
    const three = ["/a", "/b", "/c"].map((p) => page(p, "Feste Ansprechpersonen vom ersten Tag an"));
    expect(repeatedPhrases(three)).toEqual([]);
    const grammar = ["/a", "/b", "/c", "/d"].map((p) => page(p, `In der Region und bei uns ${p}`));
    expect(repeatedPhrases(grammar)).toEqual([]);
    const broken = ["/a", "/b", "/c", "/d"].map((p, i) => page(p, `Prototyp ${i} – Kosten sparen: Zeit ${i}`));
    expect(repeatedPhrases(broken)).toEqual([]);
  });

  it("treats a pair form as one word", () => {
    expect(words("mit echten Nutzerinnen und Nutzern")).toEqual(["mit", "echten", "nutzerinnen/nutzern"]);
  });
});

describe("spacedDashes", () => {
  it("counts dashes set with spaces, not ranges or hyphens", () => {
    expect(spacedDashes("Software – nicht umgekehrt – in 2–4 Wochen, Web-Entwicklung")).toBe(2);
  });
});

describe("mainBlocks", () => {
  it("leaves out links and dropped elements", () => {
    const html =
      '<main><p>Text <a href="/x">Kostenloses Erstgespräch vereinbaren</a></p><ul data-copy="form"><li>kostenlos</li></ul></main>';
    expect(mainBlocks(html, { drop: [/<a\b[^>]*>/i, /<[a-z]+\b[^>]*data-copy="form"[^>]*>/i] })).toEqual(["Text"]);
  });
});
