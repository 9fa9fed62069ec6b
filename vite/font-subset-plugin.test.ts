import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_CHARACTERS } from "./font-subset-plugin";

/** Every file that can put text on a page: the copy, the components, the routes. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("the subset web font", () => {
  it("covers every character the site's sources contain", () => {
    const covered = new Set(FONT_CHARACTERS);
    const missing = new Map<string, string>();
    for (const file of sourceFiles("app")) {
      for (const char of readFileSync(file, "utf8")) {
        if (char >= " " && !covered.has(char) && !missing.has(char)) missing.set(char, file);
      }
    }
    expect([...missing].map(([char, file]) => `${char} (U+${char.codePointAt(0)!.toString(16)}) in ${file}`)).toEqual(
      [],
    );
  });
});
