import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No source module over 400 lines in app/, server/, admin/ or vite/ (DESIGN.md, "small modules"): a
 * module that grows past it is split by what it does (admin/schema/inputs.tsx became inputs.tsx,
 * string-editor.tsx and structured-editor.tsx). Tests, type declarations and data are not modules.
 */
const MAX_LINES = 400;
const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "admin", "vite"];

/** The tracked source modules of those folders (git, so build output and node_modules never count). */
function sourceModules(): string[] {
  return execFileSync("git", ["ls-files", "--", ...FOLDERS], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"));
}

const linesOf = (file: string) => readFileSync(path.join(root, file), "utf8").split("\n").length;

describe(`source modules have at most ${MAX_LINES} lines`, () => {
  it("finds the modules it measures", () => {
    const modules = sourceModules();
    expect(modules.length).toBeGreaterThan(100);
    expect(modules).toContain("server/app.ts");
    expect(modules).toContain("admin/schema/inputs.tsx");
  });

  it("no module in app/, server/, admin/ or vite/ is longer", () => {
    const tooLong = sourceModules()
      .map((file) => ({ file, lines: linesOf(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
