import { describe, expect, it } from "vitest";
import { referenceSlugs } from "./content-model/references/slugs.server";
import { serviceKeys } from "./content-model/services/keys";
import { counterpart, enPaths, languageOf, pagePairs, paths, referenceSlugOf } from "./paths";
import { pageRoutes } from "./route-table";

describe("the two editions' addresses", () => {
  it("German at the requirements' addresses, English under /en", () => {
    expect(languageOf("/")).toBe("de");
    expect(languageOf("/entwicklung")).toBe("de");
    expect(languageOf("/en")).toBe("en");
    expect(languageOf("/en/about")).toBe("en");
    expect(enPaths.impressum).toBe("/en/legal-notice");
    expect(enPaths.reference("dyno2")).toBe("/en/dyno-reference2");
  });

  it("every page has its counterpart, and back", () => {
    // An article's twin has a slug of its own language, named in its file (tests/e2e/articles.spec.ts).
    const pages = pageRoutes.filter(
      (r) => r.prerender && !r.resource && languageOf(r.path) === "de" && !r.id.startsWith("article-"),
    );
    expect(pages.length).toBeGreaterThan(25);
    for (const { path } of pages) {
      const english = counterpart(path, "en");
      expect(english, path).toMatch(/^\/en(\/|$)/);
      expect(pageRoutes.some((r) => r.path === english)).toBe(true);
      expect(counterpart(english, "de")).toBe(path);
    }
    for (const key of serviceKeys) expect(counterpart(paths.service(key), "en")).toBe(enPaths.service(key));
    // The lists of articles: the same topic and page in the other edition (issue 37).
    expect(counterpart("/ratgeber/thema/mvps/seite/2", "en")).toBe("/en/insights/topic/mvps/page/2");
    expect(counterpart("/en/insights/page/3", "de")).toBe("/ratgeber/seite/3");
    expect(counterpart("/ratgeber/thema/blockchain", "en")).toBe("/en");
    for (const slug of referenceSlugs) expect(counterpart(enPaths.reference(slug), "de")).toBe(paths.reference(slug));
    // A project added later (no code lists them): its pages are each other's counterparts by the address.
    expect(counterpart("/acme-2-reference", "en")).toBe("/en/acme-2-reference");
    expect(counterpart("/en/acme-2-reference", "de")).toBe("/acme-2-reference");
    expect(pagePairs(referenceSlugs).filter(({ page }) => page.startsWith("reference:")).length).toBe(
      referenceSlugs.length,
    );
  });

  it("reads a reference project back from its page's address", () => {
    for (const slug of referenceSlugs) {
      expect(referenceSlugOf(paths.reference(slug))).toBe(slug);
      expect(referenceSlugOf(enPaths.reference(slug))).toBe(slug);
    }
    expect(paths.reference("dyno2")).toBe("/dyno-reference2");
    // Not a project's page: the example case study's alias, the address pattern of dyno2, bad names.
    for (const other of [
      "/example-reference",
      "/dyno2-reference",
      "/Acme-reference",
      "/reference",
      "/references",
      "/en/x",
    ])
      expect(referenceSlugOf(other), other).toBeUndefined();
  });

  it("keeps the page of a folder URL, drops query and anchor, and sends an unknown page home", () => {
    expect(counterpart("/about/", "en")).toBe("/en/about");
    expect(counterpart("/en/", "de")).toBe("/");
    expect(counterpart("/impressum?x=1#kontakt", "en")).toBe("/en/legal-notice");
    expect(counterpart("/leistungen", "en")).toBe("/en"); // an alias is no page of its own
    expect(counterpart("/en/nope", "de")).toBe("/");
    expect(counterpart("/about", "de")).toBe("/about");
  });
});
