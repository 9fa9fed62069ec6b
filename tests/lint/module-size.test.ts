import { readdirSync, readFileSync } from "node:fs";
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

/**
 * Generated at build time (ignored by git, see .gitignore). The walk reads the disk, not git, because
 * CI also runs the tests in a copy of the checkout without `.git`.
 */
const GENERATED = ["app/assets/fonts/", "app/assets/generated/"];

/** The source modules of those folders. */
function sourceModules(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((file) =>
      path.posix.join(folder, file.split(path.sep).join("/")),
    ),
  )
    .filter((file) => !GENERATED.some((prefix) => file.startsWith(prefix)))
    .filter((file) => !file.split("/").includes("node_modules"))
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
