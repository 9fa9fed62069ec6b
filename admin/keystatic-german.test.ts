/**
 * Keystatic's English words become German in the admin (admin/keystatic-german.ts): applied to the
 * installed Keystatic's browser files, every word of the table is found and replaced, and none of
 * them is left in a label's place. An update of Keystatic that rewords one fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { germanWords, inGerman } from "./keystatic-german";

const dist = path.dirname(createRequire(import.meta.url).resolve("@keystatic/core/ui"));
/** The files a browser loads: not the Node, worker or React server builds. */
const browserFiles = readdirSync(dist)
  .filter((file) => file.endsWith(".js") && !/\.(node|worker|react-server)\./.test(file))
  .map((file) => readFileSync(path.join(dist, file), "utf8"));

describe("Keystatic in German", () => {
  it("finds every word of the table in Keystatic's browser files, and the save button", () => {
    expect(browserFiles.length).toBeGreaterThan(3);
    const replaced = new Set<string>();
    for (const code of browserFiles) inGerman(code, replaced);
    expect([...Object.keys(germanWords), "Save"].filter((word) => !replaced.has(word))).toEqual([]);
  });

  it("leaves none of them English in a label's place, and changes nothing else", () => {
    for (const code of browserFiles) {
      const german = inGerman(code);
      for (const word of Object.keys(germanWords))
        expect(german).not.toMatch(new RegExp(`(children|label|title): ["']${word.replace(/[.?\\]/g, "\\$&")}["']`));
      expect(german).not.toContain('isCreating ? "Create" : "Save"');
      // Outside the labels the code is the same, line for line.
      expect(german.split("\n").length).toBe(code.split("\n").length);
    }
    expect(inGerman('const kind = "Done"; x({ children: "Done" })')).toBe(
      'const kind = "Done"; x({ children: "Fertig" })',
    );
  });
});
