import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serviceNav } from "./content/navigation";
import { projectArt } from "./content/references/art";
import { overviewOrder, referenceSlugs, stripEntries, teasers } from "./content/references/registry";
import type { Reference } from "./content/references/types";
import { heroArt } from "./content/hero-art";
import { serviceCards, serviceKeys } from "./content/services";
import type { HeroContent } from "./content/types";
import { paths } from "./paths";
import { pageRoutes, prerenderedPages } from "./route-table";

/**
 * Keeps the README's "How to" recipes true: whatever is in a registry has everything the recipe
 * promises (a page, a route, a place in the sitemap, menus, cards and strip), and nothing else
 * has to be touched for it.
 */
const referenceModules = import.meta.glob<Record<string, unknown>>(
  ["./content/references/*.ts", "!./content/references/{registry,types,art,page,overview,example,slugs}.ts"],
  { eager: true },
);
const serviceModules = import.meta.glob<Record<string, unknown>>("./content/services/*.ts", { eager: true });
const read = (file: string) => readFileSync(path.join(__dirname, file), "utf8");

/** The exported object of a content module that has the given shape. */
function exported<T>(module: Record<string, unknown> | undefined, test: (value: T) => boolean): T | undefined {
  return Object.values(module ?? {}).find((v) => typeof v === "object" && v !== null && test(v as T)) as T | undefined;
}

describe("recipe: add a reference (content file, registry entry, route module, drawing)", () => {
  it("every content module of a reference is in the registry, and only those", () => {
    const slugs = Object.keys(referenceModules).map((f) => path.basename(f, ".ts"));
    expect(slugs.sort()).toEqual([...referenceSlugs].sort());
  });

  it.each(referenceSlugs)("%s has its page: route, module, content, card, drawing, strip place", (slug) => {
    const route = pageRoutes.find((r) => r.id === `reference-${slug}`);
    expect(route).toMatchObject({ path: paths.reference(slug), file: `routes/references/${slug}.tsx` });
    expect(prerenderedPages(), "prerendered, so in the sitemap").toContain(paths.reference(slug));
    expect(read(route!.file), "the route renders its own content module").toContain(`~/content/references/${slug}"`);
    const reference = exported<Reference>(referenceModules[`./content/references/${slug}.ts`], (v) => v.id === slug);
    expect(reference?.href).toBe(paths.reference(slug));
    expect(reference?.customer).toBe(teasers[slug].customer);
    expect(projectArt(slug).width).toBe(640);
    expect(stripEntries().map((t) => t.id)).toContain(slug);
  });

  it("the overview shows registry entries only", () => {
    for (const slug of overviewOrder) expect(referenceSlugs).toContain(slug);
  });
});

describe("recipe: add a service (registry entry, content file, route module, hero drawing)", () => {
  it.each(serviceKeys)("%s has its page, menu entry and card", (key) => {
    const route = pageRoutes.find((r) => r.id === `service-${key}`);
    expect(route).toMatchObject({ path: paths.service(key), file: `routes/services/${key}.tsx` });
    expect(existsSync(path.join(__dirname, route!.file))).toBe(true);
    expect(prerenderedPages()).toContain(paths.service(key));
    const module = serviceModules[`./content/services/${key}.ts`];
    expect(module, `content/services/${key}.ts`).toBeDefined();
    const content = exported<{ hero: HeroContent }>(module, (v) => "hero" in v && "meta" in v);
    expect(heroArt(content!.hero.art).width).toBeGreaterThan(0);
    expect(read(route!.file)).toContain(`~/content/services/${key}"`);
    expect(serviceNav.map((s) => s.href)).toContain(paths.service(key));
    expect(serviceCards.map((s) => s.href)).toContain(paths.service(key));
  });
});
