import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { load, dump } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "../app/content-model/site";
import { lockedTexts } from "../app/pages/registry";
import {
  ContentError,
  checkComplete,
  checkEditionsAgree,
  contentFiles,
  contentModule,
  readContent,
  readFilledContent,
} from "./content-data";
import { contentPlugin } from "./content-plugin";
import { referenceSlugs, referenceSlugsIn } from "../app/content-model/references/slugs.server";

/**
 * The content files are checked as the build checks them (docs/decisions/0015-content-as-data.md):
 * every file of content/ passes, and each kind of mistake an editor can make is refused with one line
 * that names the file, the field and the rule.
 */
describe("the content files", () => {
  const files = contentFiles();

  it("are all there in each edition", () => {
    expect(files.length).toBeGreaterThan(25);
    expect(new Set(files.map((file) => file.split("/")[1]))).toEqual(new Set(["de", "en"]));
    for (const language of ["de", "en"]) expect(() => checkComplete(files, language), language).not.toThrow();
    expect(() => checkComplete(files.filter((f) => f !== "content/de/references.yaml"))).toThrow(
      "content/de/references.yaml: (Datei): fehlt: jede Seite braucht ihre Inhaltsdatei",
    );
  });

  it("name the reference projects: the files of content/de/references are the list", () => {
    const inFolder = files
      .filter((file) => file.startsWith("content/de/references/"))
      .map((file) => path.basename(file, ".yaml"));
    expect(referenceSlugs).toEqual(inFolder.sort());
    expect(referenceSlugs.length).toBeGreaterThanOrEqual(11);
    // A copy with one more file has one more project; the list is read, not written down.
    const root = mkdtempSync(path.join(tmpdir(), "content-slugs-"));
    try {
      cpSync("content", path.join(root, "content"), { recursive: true });
      cpSync("content/de/references/edeka.yaml", path.join(root, "content/de/references/acme.yaml"));
      expect(referenceSlugsIn(root)).toEqual([...referenceSlugs, "acme"].sort());
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each(files)("%s passes its schema", (file) => {
    expect(() => readContent(file)).not.toThrow();
  });

  it("fill their placeholders from site.ts", () => {
    const home = readFilledContent<{ meta: { description: string }; hero: { proof: string[] } }>(
      "content/de/home.yaml",
    );
    expect(home.meta.description).toMatch(/^Individuelle Softwareentwicklung aus \p{Lu}\p{L}+: /u);
    expect(home.hero.proof).toContain(`Erstgespräch: ${site.claims.discoveryCallMinutes}\u00a0Min., kostenlos`);
  });
});

describe("a mistake in a content file", () => {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /**
   * Reads content/de/<file> of the copy with the field at `at` (a dotted path) set to `value`, or
   * removed for `undefined`, and returns the error line.
   */
  function mistake(file: string, at: string, value: string | undefined): string {
    const target = path.join(root, "content/de", file);
    const original = readFileSync(target, "utf8");
    const data = load(original) as Record<string, unknown>;
    const keys = at.split(".");
    const last = keys.pop()!;
    const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], data as unknown) as Record<
      string,
      unknown
    >;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
    writeFileSync(target, dump(data));
    try {
      readContent(`content/de/${file}`, root);
      return "accepted";
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return error.message;
    } finally {
      writeFileSync(target, original);
    }
  }

  it.each([
    [
      "an empty title",
      "home.yaml",
      "intro.title",
      " ",
      "content/de/home.yaml: intro.title = „ “: Bitte ausfüllen: darf nicht leer sein.",
    ],
    [
      "a missing title",
      "about.yaml",
      "story.title",
      undefined,
      "content/de/about.yaml: story.title: Bitte ausfüllen: darf nicht leer sein.",
    ],
    [
      "an unknown icon",
      "home.yaml",
      "benefitsBlock.items.1.icon",
      "unicorn",
      "content/de/home.yaml: benefitsBlock.items[1].icon = „unicorn“: Bitte eine der angebotenen Möglichkeiten wählen.",
    ],
    [
      "a reference that does not exist",
      "home.yaml",
      "referencesBlock.slugs.0",
      "acme",
      "content/de/home.yaml: referencesBlock.slugs[0] = „acme“: Dieses Projekt gibt es nicht",
    ],
    [
      "a placeholder that does not exist",
      "about.yaml",
      "story.title",
      "Seit {yearsOfExperiance} Jahren",
      "content/de/about.yaml: story.title = „Seit {yearsOfExperiance} Jahren“: Unbekannter Platzhalter {yearsOfExperiance}",
    ],
    [
      "a format that does not exist",
      "about.yaml",
      "story.title",
      "{employees|roman} Leute",
      "content/de/about.yaml: story.title = „{employees|roman} Leute“: Unbekanntes Format „roman“",
    ],
    ["a misspelt field", "team.yaml", "block.titel", "Team", "content/de/team.yaml: block: Unbekanntes Feld titel"],
    [
      "a drawing that does not exist",
      "home.yaml",
      "hero.art",
      "home/sunset",
      "content/de/home.yaml: hero.art = „home/sunset“: Diese Zeichnung gibt es nicht",
    ],
    [
      "a drawing as a customer's wordmark",
      "customers.yaml",
      "logos.0.logo",
      "home/hero",
      "content/de/customers.yaml: logos[0].logo = „home/hero“: Das ist kein Kundenlogo",
    ],
    [
      "a link to a page that does not exist",
      "home.yaml",
      "referencesBlock.more.href",
      "/referenzen",
      "content/de/home.yaml: referencesBlock.more.href = „/referenzen“: Die Seite „/referenzen“ gibt es nicht",
    ],
    [
      "a changed text the requirements fix",
      "home.yaml",
      "hero.title",
      "Digitale Lösungen.",
      "content/de/home.yaml: hero.title = „Digitale Lösungen.“: muss „Digitale Lösungen. Individuell programmiert.“ lauten (Anforderung R2.3-1",
    ],
  ] as const)("%s is refused with one line", (_name, file, at, value, message) => {
    const line = mistake(file, at, value);
    expect(line).toContain(message);
    expect(line).not.toContain("\n");
  });

  it("a file that is not YAML is refused with its line and column", () => {
    const target = path.join(root, "content/de/shared.yaml");
    const original = readFileSync(target, "utf8");
    writeFileSync(target, `${original}\nbroken: "unclosed\n`);
    try {
      expect(() => readContent("content/de/shared.yaml", root)).toThrow(
        /^content\/de\/shared\.yaml: Zeile \d+, Spalte \d+: kein gültiges YAML/,
      );
    } finally {
      writeFileSync(target, original);
    }
  });

  it.each([
    [
      "bold inside a paragraph",
      (body: string) => body.replace("App-Entwicklung umfasst alles", "**App-Entwicklung** umfasst alles"),
      /^content\/de\/knowledge\/app-development\.mdoc: Zeile \d+: Fettdruck erscheint im Ratgeber nicht: bitte schlichten Text schreiben/,
    ],
    [
      "a chapter with another chapter's anchor",
      (body: string) => `${body}\n## Ein neues Kapitel {% #plattformen %}\n\nText.\n`,
      "Zwei Kapitel haben den Anker „plattformen“",
    ],
    [
      "an unknown tag",
      (body: string) => `${body}\n{% video src="x" /%}\n`,
      "Unbekannter Baustein {% video %} (der Ratgeber kennt Tabelle, Hinweis und Abbildung).",
    ],
    [
      "a table without its caption",
      (body: string) => body.replace(/\{% table caption="[^"]*" %\}/, "{% table %}"),
      "Eine Tabelle braucht eine Beschriftung.",
    ],
  ])("in the article, %s is refused with its line", (_name, change, message) => {
    const target = path.join(root, "content/de/knowledge/app-development.mdoc");
    const original = readFileSync(target, "utf8");
    writeFileSync(target, change(original));
    try {
      expect(() => readContent("content/de/knowledge/app-development.mdoc", root)).toThrow(message);
    } finally {
      writeFileSync(target, original);
    }
  });

  it.each([
    ["Acme", "„Acme“ taugt nicht als Name einer Seite"],
    ["acme_gmbh", "„acme_gmbh“ taugt nicht als Name einer Seite"],
    ["acme--x", "„acme--x“ taugt nicht als Name einer Seite"],
    ["example", "„example“ ist vergeben (/example-reference ist eine andere Seite)"],
  ])("a reference project's file named %s is refused: the name is its page's address", (name, rule) => {
    const target = path.join(root, `content/de/references/${name}.yaml`);
    cpSync(path.join(root, "content/de/references/edeka.yaml"), target);
    try {
      expect(() => readContent(`content/de/references/${name}.yaml`, root)).toThrow(
        `content/de/references/${name}.yaml: Dateiname = „${name}“: ${rule}`,
      );
    } finally {
      rmSync(target);
    }
  });

  it("a new reference project's file with a good name passes", () => {
    const target = path.join(root, "content/de/references/acme-2.yaml");
    cpSync(path.join(root, "content/de/references/edeka.yaml"), target);
    try {
      expect(() => readContent("content/de/references/acme-2.yaml", root)).not.toThrow();
    } finally {
      rmSync(target);
    }
  });

  it("an unknown drawing, or one that is not a project's, is refused", () => {
    expect(mistake("references/edeka.yaml", "card.art", "references/nowhere")).toBe(
      "content/de/references/edeka.yaml: card.art = „references/nowhere“: Diese Zeichnung gibt es nicht: bitte eine aus der Liste wählen.",
    );
    expect(mistake("references/edeka.yaml", "card.art", "home/hero")).toBe(
      "content/de/references/edeka.yaml: card.art = „home/hero“: Ein Projekt zeigt eine Projektzeichnung: bitte eine aus „references/…“ wählen.",
    );
    expect(mistake("references/edeka.yaml", "card.art", undefined)).toBe(
      "content/de/references/edeka.yaml: card.art: Bitte ausfüllen: darf nicht leer sein.",
    );
  });

  it("an unknown project in the overview or the strip is refused", () => {
    expect(mistake("references.yaml", "order.0", "acme")).toBe(
      "content/de/references.yaml: order[0] = „acme“: Dieses Projekt gibt es nicht: bitte eines aus der Liste der Referenzprojekte wählen.",
    );
    expect(mistake("references.yaml", "stripOrder.1", "Bringman")).toBe(
      "content/de/references.yaml: stripOrder[1] = „Bringman“: Nur Kleinbuchstaben, Ziffern und Bindestriche.",
    );
  });
});

describe("the two editions", () => {
  // A copy of content/ in which one file at a time is changed or removed.
  const root = mkdtempSync(path.join(tmpdir(), "content-editions-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  // The build start also checks the drawings' English words against the drawings themselves.
  cpSync("app/assets/art", path.join(root, "app/assets/art"), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  /** The line checkEditionsAgree and the build (as in `npm run dev`: a warning) give after `change`. */
  async function afterChange(file: string, change: (data: Yaml) => void) {
    const target = path.join(root, file);
    const original = readFileSync(target, "utf8");
    const data = load(original) as Yaml;
    change(data);
    writeFileSync(target, dump(data));
    try {
      return { check: lineOf(() => checkEditionsAgree(contentFiles(root), root)), build: await buildWarnings() };
    } finally {
      writeFileSync(target, original);
    }
  }
  const lineOf = (run: () => void) => {
    try {
      run();
      return "accepted";
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return error.message;
    }
  };
  /** The content plugin's check at the start of a build, as the development server runs it. */
  async function buildWarnings() {
    const plugin = contentPlugin({ root });
    const warnings: string[] = [];
    (plugin.configureServer as () => void)();
    await (plugin.buildStart as (this: unknown) => unknown).call({ warn: (message: string) => warnings.push(message) });
    return warnings;
  }

  it("have the same files and fields today", async () => {
    expect(() => checkEditionsAgree(contentFiles())).not.toThrow();
    expect(await buildWarnings()).toEqual([]);
  });

  it("refuse a reference project in one language only, naming the missing twin", async () => {
    for (const [added, missing] of [
      ["content/de/references/acme.yaml", "content/en/references/acme.yaml"],
      ["content/en/references/acme.yaml", "content/de/references/acme.yaml"],
    ] as const) {
      const target = path.join(root, added);
      cpSync(path.join(root, added.replace("acme", "edeka")), target);
      try {
        const line = `${missing}: (Datei): fehlt (${added} gibt es; jede Seite hat beide Sprachen): bitte im Admin die andere Fassung anlegen.`;
        expect(lineOf(() => checkEditionsAgree(contentFiles(root), root))).toBe(line);
        expect(await buildWarnings()).toEqual([line]);
      } finally {
        rmSync(target);
      }
    }
  });

  it("refuse a page that exists in one language only", async () => {
    for (const [file, twin] of [
      ["content/en/about.yaml", "content/de/about.yaml"],
      ["content/de/services/mvps.yaml", "content/en/services/mvps.yaml"],
    ] as const) {
      const target = path.join(root, file);
      const original = readFileSync(target);
      rmSync(target);
      try {
        const line = `${file}: (Datei): fehlt: jede Seite braucht ihre Inhaltsdatei (bitte aus der Versionsverwaltung wiederherstellen).`;
        expect(() => checkComplete(contentFiles(root), file.split("/")[1])).toThrow(line);
        expect(await buildWarnings(), `${file} (${twin} exists)`).toEqual([line]);
      } finally {
        writeFileSync(target, original);
      }
    }
  });

  it("refuse English data without a field the German data has, naming file and field", async () => {
    const file = "content/en/references/bimetrics.yaml";
    const line = `${file}: story.solution.points: fehlt (content/de/references/bimetrics.yaml hat es): bitte auch hier ausfüllen.`;
    expect(await afterChange(file, (data) => delete data.story.solution.points)).toEqual({
      check: line,
      build: [line],
    });
    // An optional field the German file has not.
    expect((await afterChange("content/en/references/edeka.yaml", (data) => (data.notice = "Example"))).check).toBe(
      "content/en/references/edeka.yaml: notice: steht nicht in content/de/references/edeka.yaml: beide Sprachen haben dieselben Felder (bitte dort ergänzen oder hier entfernen).",
    );
    // The German file is compared the same way: a field only English has names the German file as lacking it.
    expect((await afterChange("content/de/example-reference.yaml", (data) => delete data.notice)).check).toBe(
      "content/en/example-reference.yaml: notice: steht nicht in content/de/example-reference.yaml: beide Sprachen haben dieselben Felder (bitte dort ergänzen oder hier entfernen).",
    );
  });

  it("refuse a list of entries with one missing, and allow a paragraph more or less", async () => {
    const file = "content/en/services/mvps.yaml";
    expect((await afterChange(file, (data) => data.faq.items.pop())).check).toMatch(
      /^content\/en\/services\/mvps\.yaml: faq\.items = „\d+ Einträge“: \d+ Einträge, content\/de\/services\/mvps\.yaml hat \d+: jeder Eintrag steht in beiden Sprachen/,
    );
    expect(
      (await afterChange("content/en/references/bimetrics.yaml", (data) => data.story.challenge.paragraphs.pop()))
        .check,
    ).toBe("accepted");
  });
});

describe("the module of a content file", () => {
  it("reads figures from site.ts at run time and keeps the rest as literals", () => {
    const code = contentModule({ a: "Seit {yearsOfExperience} Jahren", b: ["{city}"], c: true }, "/p.ts");
    expect(code).toBe(
      'import { placeholderText } from "/p.ts";\n' +
        'export default {"a": "Seit " + placeholderText("yearsOfExperience") + " Jahren", "b": [String(placeholderText("city"))], "c": true};',
    );
    expect(contentModule({ a: "{{count}} Projekte" }, "/p.ts")).toBe('export default {"a": "{{count}} Projekte"};');
  });
});

describe("the production build", () => {
  it("stops at a broken content file with one clear line", { timeout: 120_000 }, () => {
    // A copy of the project with one file broken, so the build under test touches nothing of ours.
    const copy = mkdtempSync(path.join(tmpdir(), "content-build-"));
    try {
      for (const entry of ["app", "content", "vite", "scripts", "server", "public"])
        cpSync(entry, path.join(copy, entry), { recursive: true, filter: (src) => !src.includes("/generated") });
      for (const file of ["package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"])
        cpSync(file, path.join(copy, file));
      symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"));
      const file = path.join(copy, "content/de/home.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace(/^( {2}title:) .*$/m, "$1 ''"));
      const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: copy, encoding: "utf8" });
      expect(result.status).not.toBe(0);
      const lines = result.stderr.split("\n").filter((line) => line.startsWith("content:"));
      expect(lines).toEqual(["content: content/de/home.yaml: hero.title = „“: Bitte ausfüllen: darf nicht leer sein."]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe("the texts the requirements fix", () => {
  it("each names a field that holds exactly that text today", () => {
    for (const fixed of lockedTexts) {
      const file = fixed.file.includes("*") ? undefined : `content/de/${fixed.file}.yaml`;
      expect(file, fixed.field).toBeDefined();
      expect(() => readContent(file!), `${file}: ${fixed.field}`).not.toThrow();
    }
    expect(lockedTexts.length).toBeGreaterThan(40);
  });
});
