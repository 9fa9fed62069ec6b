import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { de } from "./content-model/editions/de";
import { en } from "./content-model/editions/en";
import { heroArt } from "./content-model/hero-art";
import { projectArt } from "./content-model/references/art";
import { referenceSlugs } from "./content-model/references/slugs.server";
import type { ContentOf } from "./pages/registry";
import { serviceKeys } from "./content-model/services/keys";
import { pathsOf, languages, referenceSlugOf } from "./paths";
import { pageRoutes, prerenderedPages } from "./route-table";

/**
 * Keeps the README's "How to" recipes true: whatever is in a registry has everything the recipe
 * promises in both editions (a content file, a page, a route, a place in the sitemap, menus, cards
 * and strip), and nothing else has to be touched for it.
 */
const editions = { de, en };
const root = path.join(__dirname, "..");
const read = (file: string) => readFileSync(path.join(__dirname, file), "utf8");
const serviceFiles = import.meta.glob<{ hero: ContentOf<"services/mvps">["hero"] }>("../content/*/services/*.yaml", {
  query: "?pick=hero",
  import: "default",
  eager: true,
});

describe.each(languages)("recipe: add a reference (its two content files, nothing else), %s", (language) => {
  const edition = editions[language];
  const paths = pathsOf(language);
  const prefix = language === "de" ? "" : "en-";

  it("the projects are the files of the content folder, in the route table and in the edition alike", () => {
    expect([...referenceSlugs]).toEqual(edition.referenceSlugs);
    expect(referenceSlugs.length).toBeGreaterThanOrEqual(11);
  });

  it.each([...referenceSlugs])("%s has its page: content file, route, card, drawing, strip place", (slug) => {
    expect(existsSync(path.join(root, `content/${language}/references/${slug}.yaml`))).toBe(true);
    const route = pageRoutes.find((r) => r.id === `${prefix}reference-${slug}`);
    expect(route?.path).toBe(paths.reference(slug));
    expect(referenceSlugOf(route!.path), "the page finds its project by its address").toBe(slug);
    expect(prerenderedPages(), "prerendered, so in the sitemap").toContain(paths.reference(slug));
    expect(read(route!.file), "one module for every project, with the loader that reads its file").toContain(
      `referenceData("${language}", request.url)`,
    );
    expect(edition.teaser(slug).href).toBe(paths.reference(slug));
    expect(projectArt(edition.teaser(slug).art).width).toBe(640);
    expect(edition.stripEntries().map((t) => t.id)).toContain(slug);
  });

  it("the overview and the strip show projects of the folder only", () => {
    for (const slug of [...edition.overviewOrder, ...edition.stripEntries().map((t) => t.id)])
      expect(referenceSlugs).toContain(slug);
  });
});

describe.each(languages)("recipe: add a service (key, content file, route module, hero drawing), %s", (language) => {
  const edition = editions[language];
  const paths = pathsOf(language);
  const prefix = language === "de" ? "" : "en-";

  it.each(serviceKeys)("%s has its page, menu entry and card", (key) => {
    const route = pageRoutes.find((r) => r.id === `${prefix}service-${key}`);
    expect(route?.path).toBe(paths.service(key));
    expect(existsSync(path.join(__dirname, route!.file))).toBe(true);
    expect(prerenderedPages()).toContain(paths.service(key));
    const file = serviceFiles[`../content/${language}/services/${key}.yaml`];
    expect(heroArt(file!.hero.art).width).toBeGreaterThan(0);
    expect(read(route!.file)).toContain(`content/${language}/services/${key}.yaml"`);
    expect(edition.serviceNav.map((s) => s.href)).toContain(paths.service(key));
    expect(edition.serviceCards.map((s) => s.href)).toContain(paths.service(key));
  });
});
