import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every repository path that README.md and docs/ name in backticks exists, so the docs cannot drift
 * from the code after a move or a rename. Decision records whose status is "superseded" are history
 * and exempt. A path with a placeholder (`<slug>`) or a glob (`*`) is checked up to the part before it.
 * A path the build writes and git ignores (`app/assets/generated/…`) need not exist in a fresh clone:
 * it counts when .gitignore ignores it and the folder above the ignored part exists. The rules are
 * read from .gitignore rather than asked of git, because CI also runs the tests in a copy without `.git`.
 */
const root = path.resolve(import.meta.dirname, "../..");
const topLevel = ["app", "content", "admin", "server", "scripts", "tests", "vite", "public", "docs", ".ci"];
const pathPattern = new RegExp(`\`((?:${topLevel.map((d) => d.replace(".", "\\.")).join("|")})/[^\`\\s]*)\``, "g");

function markdownFiles(): string[] {
  const files = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".md")) files.push(rel);
    }
  };
  walk("docs");
  return files;
}

const superseded = (text: string) => /^Status:\s*superseded/im.test(text);

/** The part of a named path that must exist: without a line suffix (`:12`), placeholder or glob. */
function checkedPart(named: string): string {
  const cut = named.search(/[<*{]/);
  const stem = cut === -1 ? named : named.slice(0, named.lastIndexOf("/", cut) + 1);
  return stem.replace(/:\d+(-\d+)?$/, "").replace(/[.,;:]$/, "");
}

/** A .gitignore rule anchored at the root, such as "/build" followed by a glob, as a pattern for a path's start. */
function ruleAsPattern(rule: string): RegExp {
  const escaped = rule.slice(1).replace(/[.+?^$(){}|[\]\\]/g, "\\$&");
  return new RegExp("^" + escaped.replace(/\*/g, "[^/]*"));
}

/** The anchored rules of .gitignore (the build folders, `/app/assets/generated/`). */
const ignoredPrefixes = readFileSync(path.join(root, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line.startsWith("/"))
  .map(ruleAsPattern);

/** Build output: ignored by .gitignore, below a committed folder that exists. */
function isBuildOutput(named: string): boolean {
  const withSlash = named.endsWith("/") ? named : `${named}/`;
  if (!ignoredPrefixes.some((rule) => rule.test(withSlash))) return false;
  let folder = path.dirname(named.replace(/\/$/, ""));
  while (folder !== "." && !existsSync(path.join(root, folder))) folder = path.dirname(folder);
  return folder !== ".";
}

describe("paths named in README.md and docs/", () => {
  for (const file of markdownFiles()) {
    const text = readFileSync(path.join(root, file), "utf8");
    if (superseded(text)) continue;
    it(`${file} names only paths that exist`, () => {
      const missing = [...text.matchAll(pathPattern)]
        .map((m) => checkedPart(m[1]!))
        .filter((p) => p && !existsSync(path.join(root, p)) && !isBuildOutput(p));
      expect([...new Set(missing)]).toEqual([]);
    });
  }
});
