/**
 * Keystatic as our editors see it (admin/keystatic-ui.ts): applied to the installed Keystatic's
 * browser files, every word of the German table is found and replaced, none of them is left in a
 * label's place, and the sidebar is wider. An update of Keystatic that rewords one fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  forEditors,
  germanPhrases,
  germanWords,
  reactAriaForEditors,
  reactAriaGerman,
  SIDEBAR_WIDTH,
} from "./keystatic-ui";

const require = createRequire(import.meta.url);
const dists = [
  path.dirname(require.resolve("@keystatic/core/ui")),
  path.dirname(require.resolve("@keystar/ui/split-view")),
];
/** The files a browser loads: not the Node, worker or React server builds. */
const browserFiles = dists.flatMap((dist) =>
  readdirSync(dist)
    .filter((file) => file.endsWith(".js") && !/\.(node|worker|react-server)\./.test(file))
    .map((file) => readFileSync(path.join(dist, file), "utf8")),
);

describe("Keystatic for our editors", () => {
  it("finds every word of the table in Keystatic's browser files, the save button and the sidebar", () => {
    expect(browserFiles.length).toBeGreaterThan(3);
    const replaced = new Set<string>();
    for (const code of browserFiles) forEditors(code, replaced);
    expect(
      [
        ...Object.keys(germanWords),
        ...germanPhrases.map(([name]) => name),
        "Save",
        "sidebar",
        "save check",
        "delete check",
        "saved notice",
        "written notice",
        "no drafts",
      ].filter((word) => !replaced.has(word)),
    ).toEqual([]);
    expect(browserFiles.map((code) => forEditors(code)).join("\n")).toContain(`defaultSize: ${SIDEBAR_WIDTH},`);
  });

  it("runs the content check in Keystatic's save and delete, before either writes, with the names it uses in scope", () => {
    const ui = browserFiles.find((code) => code.includes("function useUpsertItem("))!;
    const patched = forEditors(ui);
    for (const name of ["useUpsertItem", "useDeleteItem"]) {
      const body = patched.slice(patched.indexOf(`function ${name}(`));
      const check = body.indexOf("globalThis.__contentSaveCheck");
      // Before the first write of either place: the local API's POST and GitHub's commit mutation.
      expect(check, name).toBeGreaterThan(0);
      expect(check, name).toBeLessThan(body.indexOf("fetch('/api/keystatic/update'") >>> 0 || Infinity);
      expect(check, name).toBeLessThan(body.indexOf("mutate({"));
    }
    // The names the inserted call uses exist in Keystatic's file (a renamed one would fail at save).
    for (const name of ["function fetchBlob(", "const baseCommit = useBaseCommit()", "const repoInfo = useRepoInfo()"])
      expect(ui).toContain(name);
  });

  it("says 'saved' after both of the save's writes (GitHub's commit, the local API), and only after them", () => {
    const ui = browserFiles.find((code) => code.includes("function useUpsertItem("))!;
    const patched = forEditors(ui);
    const upsert = patched.slice(
      patched.indexOf("function useUpsertItem("),
      patched.indexOf("function useDeleteItem("),
    );
    const notice = "await globalThis.__contentSaved?.();";
    expect(upsert.split(notice).length - 1).toBe(2);
    // GitHub's commit, then its notice; the local API's POST, then its notice once the answer says it wrote
    // (a failed answer has thrown), before Keystatic reads the answer's tree and renders the entry anew.
    expect(upsert.indexOf("mutate({")).toBeLessThan(upsert.indexOf(notice));
    expect(upsert.indexOf("fetch('/api/keystatic/update'")).toBeGreaterThan(upsert.indexOf(notice));
    const local = upsert.slice(upsert.indexOf("fetch('/api/keystatic/update'"));
    expect(local.indexOf("throw new Error(await res.text())")).toBeLessThan(local.indexOf(notice));
    expect(local.indexOf(notice)).toBeLessThan(local.indexOf("await res.json()"));
    expect(local.indexOf(notice)).toBeLessThan(local.indexOf("setTreeSha("));
  });

  it("leaves none of them English in a label's place, and changes nothing else", () => {
    for (const code of browserFiles) {
      const german = forEditors(code);
      for (const word of Object.keys(germanWords))
        expect(german).not.toMatch(new RegExp(`(children|label|title): ["']${word.replace(/[.?\\]/g, "\\$&")}["']`));
      expect(german).not.toContain('isCreating ? "Create" : "Save"');
      // Outside the labels the code is the same, line for line.
      expect(german.split("\n").length).toBe(code.split("\n").length);
    }
    expect(forEditors('const kind = "Done"; x({ children: "Done" })')).toBe(
      'const kind = "Done"; x({ children: "Fertig" })',
    );
  });

  it("names react-aria's breadcrumbs 'Pfadnavigation' for German screen readers, in the file react-aria ships", () => {
    const intl = path.join(path.dirname(require.resolve("react-aria/package.json")), "dist/private/intl");
    for (const [file, english, german] of reactAriaGerman) {
      // Every build of the file (ES module, CommonJS) that a bundler may pick.
      for (const ext of ["mjs", "cjs"]) {
        const id = path.join(intl, `${file}.${ext}`);
        const code = readFileSync(id, "utf8");
        const replaced = new Set<string>();
        const patched = reactAriaForEditors(code, id, replaced);
        expect([...replaced], id).toEqual([file]);
        expect(patched).toContain(german);
        expect(patched).not.toContain(english);
      }
    }
    // Another language's file stays as it is.
    const english = path.join(intl, "breadcrumbs/en-US.mjs");
    expect(reactAriaForEditors(readFileSync(english, "utf8"), english)).toBe(readFileSync(english, "utf8"));
  });
});
