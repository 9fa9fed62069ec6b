/**
 * One set of content rules, checked by the build and by the admin at save (vite/content-rules.ts,
 * admin/save-check.ts): for every rule there is a broken file here, and both the build's reading of
 * the working tree (content-data.ts) and the admin's check of a save (the function Keystatic calls
 * before it writes) refuse it by that rule. A rule added to the list without a case, or a case one
 * side lets through, fails this test.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dump, load } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { checkSave } from "../admin/save-check";
import { checkEditionsAgree, contentFiles, readContent } from "./content-data";
import { ContentError, ruleNames, type Problem, type RuleName } from "./content-rules";

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const root = mkdtempSync(path.join(tmpdir(), "content-rules-"));
cpSync("content", path.join(root, "content"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const yaml = (change: (data: Data) => void) => (source: string) => {
  const data = load(source) as Data;
  change(data);
  return dump(data);
};
const projects = contentFiles(root)
  .flatMap((f) => /^content\/de\/references\/(.+)\.yaml$/.exec(f)?.[1] ?? [])
  .filter(
    (slug) => !(load(readFileSync(path.join(root, "content/de/references.yaml"), "utf8")) as Data).order.includes(slug),
  );

/** A broken file for each rule: the file, what the editor did, and (for a new file) the file it copies. */
const cases: Record<RuleName, { file: string; change: (source: string) => string; from?: string }> = {
  "file-kind": { file: "content/de/references/Acme.yaml", change: (s) => s, from: "content/de/references/edeka.yaml" },
  yaml: { file: "content/de/shared.yaml", change: (s) => `${s}\nbroken: "unclosed\n` },
  schema: { file: "content/de/about.yaml", change: yaml((d) => (d.story.title = " ")) },
  placeholders: {
    file: "content/de/home.yaml",
    change: yaml((d) => (d.hero.subtitle = "Ein klickbarer Prototyp in {prototypeWeeks} Wochen.")),
  },
  lengths: { file: "content/de/home.yaml", change: yaml((d) => (d.hero.subtitle = "Software nach Maß. ".repeat(600))) },
  links: { file: "content/de/home.yaml", change: yaml((d) => (d.referencesBlock.more.href = "/gibt-es-nicht")) },
  "project-art": { file: "content/de/references/edeka.yaml", change: yaml((d) => (d.card.art = "home/hero")) },
  verbatim: { file: "content/de/home.yaml", change: yaml((d) => (d.hero.title = "Digitale Lösungen.")) },
  counts: { file: "content/de/references.yaml", change: yaml((d) => d.order.push(projects[0] ?? "edeka")) },
  // English ahead of German (a German save may leave the translation lagging: admin/save-check.ts).
  editions: { file: "content/en/services/mvps.yaml", change: yaml((d) => d.faq.items.push({ ...d.faq.items[0] })) },
  // An article whose author is not in the team (its translation must name it back, too: article-rules.ts).
  articles: {
    file: "content/de/articles/was-kostet-eine-app.mdoc",
    change: (s) => s.replace(/^author: .*$/m, "author: erika-mustermann"),
  },
  // An article showing an image that was never uploaded (size, format: article-image-rules.test.ts).
  images: {
    file: "content/de/articles/was-kostet-eine-app.mdoc",
    change: (s) => `${s}\n{% image src="/media/articles/de/was-kostet-eine-app/fehlt.jpg" alt="Ein Whiteboard" /%}\n`,
  },
};

/** The build's verdict on the working tree with the broken file: the rule it names. */
function buildRule(file: string): RuleName | "accepted" {
  try {
    readContent(file, root);
    checkEditionsAgree(contentFiles(root), root);
    return "accepted";
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problem.rule!;
  }
}

/** The admin's verdict on a save of the broken file: Keystatic's tree after the save, read as it reads it. */
async function saveRule(file: string): Promise<RuleName | "accepted"> {
  let problem: Problem | undefined;
  const entries = contentFiles(root).map((p) => ({ path: p, sha: p, type: "blob" }));
  try {
    await checkSave(
      { entries, changed: [file], deleted: [], read: (entry) => readFileSync(path.join(root, entry.path)) },
      (found) => (problem = found),
    );
    return "accepted";
  } catch (error) {
    expect((error as Error).message).toMatch(/^Nicht gespeichert\. /);
    return problem!.rule!;
  }
}

describe("one set of content rules", () => {
  it("has a broken file for every rule", () => {
    expect(Object.keys(cases).sort()).toEqual([...ruleNames].sort());
  });

  it("accepts the files as they are, in the build and at save", async () => {
    expect(buildRule("content/de/home.yaml")).toBe("accepted");
    expect(await saveRule("content/de/home.yaml")).toBe("accepted");
  });

  it("lets a German save leave its translation lagging (German first, then English), which the build refuses", async () => {
    const file = "content/de/services/mvps.yaml";
    const target = path.join(root, file);
    const original = readFileSync(target, "utf8");
    writeFileSync(target, yaml((d) => d.faq.items.push({ ...d.faq.items[0] }))(original));
    try {
      expect(await saveRule(file)).toBe("accepted");
      expect(buildRule(file)).toBe("editions");
      // The next English save must bring the translation along (it is refused while English still lacks it).
      expect(await saveRule("content/en/services/mvps.yaml")).toBe("editions");
    } finally {
      writeFileSync(target, original);
    }
  });

  it.each(ruleNames)("%s: the build and the admin's save both refuse its broken file", async (rule) => {
    const { file, change, from } = cases[rule];
    const target = path.join(root, file);
    const original = from ? undefined : readFileSync(target, "utf8");
    writeFileSync(target, change(readFileSync(path.join(root, from ?? file), "utf8")));
    try {
      expect(buildRule(file)).toBe(rule);
      expect(await saveRule(file)).toBe(rule);
    } finally {
      if (original === undefined) rmSync(target);
      else writeFileSync(target, original);
    }
  });
});
