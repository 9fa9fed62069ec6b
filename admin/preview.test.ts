/**
 * The admin's preview links (admin/preview.ts): every entry, in either language, links to its page in
 * German and in English, and each link is a page of the route table's pairs (app/paths.ts pagePairs),
 * so no preview leads to a 404. admin.spec.ts opens some of them from the admin in a browser.
 */
import { describe, expect, it } from "vitest";
import { referenceSlugs } from "../app/content-model/references/slugs.server";
import { enPaths, languages, pagePairs, paths } from "../app/paths";
import { readFileSync } from "node:fs";
import { articlesKey, referencesKey, singletonEntries } from "./entries";
import { previewLinks } from "./preview";

const pages = pagePairs(referenceSlugs);

describe("the preview links of an entry", () => {
  it.each(singletonEntries().map((entry) => [entry.key, entry]))("%s: its page in German and English", (key) => {
    const links = previewLinks(`/keystatic/singleton/${key}`);
    expect(links.map((link) => link.language)).toEqual(["de", "en"]);
    const [de, en] = links.map((link) => link.href);
    expect(pages, `${de} and ${en} are one page of the route table`).toContainEqual(
      expect.objectContaining({ de, en }),
    );
  });

  it("names each file's own page", () => {
    const hrefs = (key: string) => previewLinks(`/keystatic/singleton/${key}`).map((link) => link.href);
    expect(hrefs("home")).toEqual([paths.home, enPaths.home]);
    expect(hrefs("enServicesMvps")).toEqual([paths.service("mvps"), enPaths.service("mvps")]);
    expect(hrefs("exampleReference")).toEqual([paths.exampleReference, enPaths.exampleReference]);
    expect(hrefs("search")).toEqual([paths.search, enPaths.search]);
    // The header, footer and shared words are on every page: the home page shows them.
    expect(hrefs("enLayout")).toEqual([paths.home, enPaths.home]);
  });

  it.each(languages)("a reference project of the %s collection: the project's page", (language) => {
    const [slug] = referenceSlugs;
    const links = previewLinks(`/keystatic/collection/${referencesKey(language)}/item/${slug}`);
    expect(links).toEqual([
      { language: "de", href: paths.reference(slug!) },
      { language: "en", href: enPaths.reference(slug!) },
    ]);
  });

  it("none where no entry is open: the dashboard, a list, a new project", () => {
    for (const pathname of [
      "/keystatic",
      "/keystatic/",
      "/keystatic/collection/referenceProjects",
      "/keystatic/collection/referenceProjects/create",
      "/keystatic/singleton/nothing",
    ])
      expect(previewLinks(pathname), pathname).toEqual([]);
  });

  it("an article: its page, and its translation's where it has one", () => {
    const article = (language: "de" | "en", slug: string) =>
      previewLinks(`/keystatic/collection/${articlesKey(language)}/item/${slug}`);
    const translation = /^translation: (.+)$/m.exec(
      readFileSync("content/de/articles/was-kostet-eine-app.mdoc", "utf8"),
    )?.[1];
    expect(translation).toBe("what-does-an-app-cost");
    expect(article("de", "was-kostet-eine-app")).toEqual([
      { language: "de", href: paths.article("was-kostet-eine-app") },
      { language: "en", href: enPaths.article("what-does-an-app-cost") },
    ]);
    // German first, from the English entry too.
    expect(article("en", "what-does-an-app-cost")).toEqual([
      { language: "de", href: paths.article("was-kostet-eine-app") },
      { language: "en", href: enPaths.article("what-does-an-app-cost") },
    ]);
    // Saved since the admin page loaded: its own edition.
    expect(article("de", "neu-seit-dem-laden")).toEqual([
      { language: "de", href: paths.article("neu-seit-dem-laden") },
    ]);
    // A new article not yet saved: nothing to open.
    expect(previewLinks(`/keystatic/collection/${articlesKey("de")}/create`)).toEqual([]);
  });
});
