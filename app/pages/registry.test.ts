import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import about from "../../content/de/about.yaml";
import aboutEn from "../../content/en/about.yaml";
import { contentFiles, pageTypes as registered } from "./registry";
import type { AboutFile } from "./about/page-type";
import type { SomePageType } from "./define-page-type";
import { referenceSlugs } from "../content-model/references/slugs.server";
import { publishedArticles } from "../content-model/articles/articles.server";
import { editionFiles } from "../content-model/schema/edition-files";
import { counterpart, languages, pathsOf } from "../paths";
import { pageRoutes } from "../route-table";

/**
 * Keeps the README's recipe "Add a page type" true: a page type is its folder below app/pages and one
 * line in registry.ts, and that is all it takes to have routes in both editions, content files of both
 * editions typed at their import, a place in the admin and a counterpart for the language switch.
 * Forgetting the line, a route module, a content file or the types of one fails here.
 */
const root = path.join(import.meta.dirname, "../..");
const pageTypes: readonly SomePageType[] = registered;
const folderOf = (type: SomePageType) => path.join(import.meta.dirname, type.folder);

/** Every page-type.ts below app/pages, with what it exports. */
const definitions = import.meta.glob<Record<string, SomePageType>>("./**/page-type.ts", { eager: true });

describe("recipe: add a page type (its folder, one line in app/pages/registry.ts)", () => {
  it("registers every page type defined in a folder, each once, and each lives in the folder it names", () => {
    const defined = Object.entries(definitions).flatMap(([file, exports]) =>
      Object.values(exports).map((type) => ({ file, type })),
    );
    expect(defined.map(({ type }) => type).filter((type) => !pageTypes.includes(type))).toEqual([]);
    expect(new Set(pageTypes).size).toBe(pageTypes.length);
    for (const { file, type } of defined) expect(path.dirname(file.slice(2)), file).toBe(type.folder);
  });

  it("gives every content file one owner and every route one id", () => {
    const owned = [...pageTypes.flatMap((type) => Object.keys(type.content)), ...Object.keys(editionFiles)];
    expect(owned.toSorted()).toEqual([...new Set(owned)].toSorted());
    expect(contentFiles.toSorted()).toEqual(owned.toSorted());
    const ids = pageRoutes.map((route) => route.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  describe.each(pageTypes.map((type) => [type.folder, type] as const))("%s", (_folder, type) => {
    const routes = languages.map((language) =>
      type.routes(pathsOf(language), { projects: referenceSlugs, articles: publishedArticles[language] }),
    );

    it("has a route module per route in each edition, which renders the page with that edition", () => {
      for (const [i, language] of languages.entries())
        for (const route of routes[i]!.filter((r) => !r.resource)) {
          const file = path.join(folderOf(type), `${route.module}.${language}.tsx`);
          expect(existsSync(file), file).toBe(true);
          const source = readFileSync(file, "utf8");
          expect(source, file).toContain(`import { ${language} } from "~/content-model/editions/${language}";`);
          expect(source, file).toMatch(/^export default page\.Component;$/m);
          expect(source, file).toMatch(/^export const handle = page\.handle;$/m);
        }
    });

    it("has the same routes in both editions, each other's counterparts", () => {
      const [german, english] = routes;
      // The articles are the exception: an article may be in one edition only, its twin has another
      // name, and it names its twin itself (the loader's `alternates`; tests/e2e/articles.spec.ts).
      if (type.folder === "articles") return;
      expect(english!.map((r) => r.id)).toEqual(german!.map((r) => r.id));
      german!.forEach((route, i) => {
        if (route.prerender === false) return;
        expect(counterpart(route.path, "en"), route.path).toBe(english![i]!.path);
        expect(counterpart(english![i]!.path, "de"), english![i]!.path).toBe(route.path);
      });
    });

    it("has its content files in both editions, typed where a module imports them", () => {
      const declarations = existsSync(path.join(folderOf(type), "content-files.d.ts"))
        ? readFileSync(path.join(folderOf(type), "content-files.d.ts"), "utf8")
        : "";
      for (const file of Object.keys(type.content))
        for (const language of languages) {
          if (file.endsWith("/*")) {
            // A collection: one file per entry of a folder, read by the page's loader.
            expect(existsSync(path.join(root, "content", language, file.slice(0, -2))), file).toBe(true);
            continue;
          }
          const name = `${file}.${type.longTexts?.includes(file) ? "mdoc" : "yaml"}`;
          expect(existsSync(path.join(root, "content", language, name)), `content/${language}/${name}`).toBe(true);
          expect(declarations, `${type.folder}/content-files.d.ts`).toContain(`declare module "*/${name}" {`);
        }
    });

    it("names its content files in the admin", () => {
      for (const file of Object.keys(type.content)) expect(type.admin?.names, file).toHaveProperty([file]);
    });
  });
});

describe("content files are typed by their schema at the import", () => {
  it("types an import with its page type's schema, so a misspelt field is a type error", () => {
    expectTypeOf(about).toEqualTypeOf<AboutFile>();
    expectTypeOf(aboutEn).toEqualTypeOf<AboutFile>();
    // @ts-expect-error: the about page has no field "heroe" (`npm run check` fails when this line compiles).
    expect(about.heroe).toBeUndefined();
    expect(about.hero.title).toBeTypeOf("string");
  });

  it("knows no file that no page type or edition declares: importing one is a type error", () => {
    // @ts-expect-error: no content file of this name (a catch-all "*.yaml" declaration would hide it).
    expectTypeOf<typeof import("../../content/de/no-such-page.yaml")>().toBeAny();
  });
});
