import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { heroArt } from "~/content-model/hero-art";
import { avatarArt } from "~/content-model/people";
import { projectArt } from "~/content-model/references/art";
import { site } from "~/content-model/site";
import { de } from "~/content-model/editions/de";

import { contentFiles, readContent } from "../../vite/content-data";
import { svgSize } from "../../vite/drawing-plugin";

/** The drawing files are the source of truth (a designer edits them); these checks keep them usable. */
const artDir = path.resolve("app/assets/art");
const files = readdirSync(artDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".svg"));
const read = (file: string) => readFileSync(path.join(artDir, file), "utf8");

/** Every drawing a content file names ("art": "home/hero", "logo": "logos/edeka", …). */
function contentArtNames(): string[] {
  const names: string[] = [];
  const walk = (value: unknown, key = ""): void => {
    if (typeof value === "string" && /^(art|logo)$/.test(key)) names.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  for (const file of contentFiles()) walk(readContent(file));
  return names;
}

/** The drawings reference projects name (`card.art`; content-model/references/art.ts resolves them). */
const projectArtNames = () => [...new Set(contentArtNames().filter((name) => name.startsWith("references/")))];

/** Every source file of the app, to find which drawings are used. */
function sources(dir = path.resolve("app")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes(".test.")
        ? [readFileSync(path.join(dir, e.name), "utf8")]
        : [],
  );
}

describe("drawing files", () => {
  it("exist", () => expect(files.length).toBeGreaterThan(40));

  it.each(files)("%s is a standalone SVG an <img> can show", (file) => {
    const svg = read(file);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const { width, height } = svgSize(svg, file);
    const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    expect(viewBox?.slice(1).map(Number), "viewBox matches width/height").toEqual([width, height]);
    // Inside an <img> there is no CSS colour to inherit, no accessibility tree and no web font.
    expect(svg).not.toMatch(/currentColor|\saria-|\srole=|\sclass=/);
    for (const text of svg.match(/<text\b[^>]*>/g) ?? [])
      expect(text).toMatch(/font-family="Inter, [^"]*, sans-serif"/);
  });

  it("every file is used, every used file exists", () => {
    const code = sources().join("\n");
    const imported = new Set([...code.matchAll(/~\/assets\/art\/([\w/-]+\.svg)\?drawing/g)].map((m) => m[1]));
    // The stylesheet uses a few as CSS masks (e.g. the banner's sparkle).
    const css = readdirSync(path.resolve("app/styles"))
      .map((name) => readFileSync(path.resolve("app/styles", name), "utf8"))
      .join("\n");
    const masks = [...css.matchAll(/url\("\.\.\/assets\/art\/([\w/-]+\.svg)"\)/g)].map((m) => m[1]);
    const avatars = [...de.team, ...de.testimonials].map((p) => `people/${p.avatar}.svg`);
    // Content files name theirs (reference projects: `card.art`; heroes: content-model/hero-art.ts; the others: components/sections/content-art.ts).
    const named = contentArtNames().map((name) => `${name}.svg`);
    // Our own icons are cells of the icon strip (vite/icon-mask-plugin.ts), named by their class.
    const ownIcons = files
      .filter((f) => f.startsWith(`icons${path.sep}`))
      .filter((f) => code.includes(`i-${path.basename(f, ".svg")}`));
    const used = new Set([...imported, ...masks, ...avatars, ...named, ...ownIcons]);
    expect([...used].sort()).toEqual([...files].map((f) => f.split(path.sep).join("/")).sort());
  });

  it("every person's avatar resolves to a drawing with its size", () => {
    for (const p of [...de.team, ...de.testimonials]) {
      expect(avatarArt(p.avatar)).toMatchObject({
        width: 120,
        height: 120,
        src: expect.stringMatching(/^\/.*\.svg\b/),
      });
    }
    expect(() => avatarArt("nobody")).toThrow(/people\/nobody\.svg/);
  });

  it("the contact person's avatar is a drawing, the same as in the team block", () => {
    const person = site.contactPerson;
    expect(avatarArt(person.avatar).width).toBe(120);
    const member = de.team.find((m) => m.name === person.name);
    if (member) expect(member.avatar).toBe(person.avatar);
  });

  it("every hero names a drawing that exists", () => {
    const names = contentArtNames().filter((name) => /(^[a-z]+\/hero|-hero)$/.test(name));
    expect(names.length).toBeGreaterThanOrEqual(7);
    for (const name of names) expect(heroArt(name).width, name).toBeGreaterThan(0);
    expect(() => heroArt("nowhere/hero")).toThrow(/nowhere\/hero\.svg/);
  });

  it("every reference project names a drawing that exists", () => {
    const names = projectArtNames();
    expect(names.length).toBeGreaterThanOrEqual(12);
    // 640 × 400: the cards keep a 16:10 box for it (.project-image in app/styles/components.css).
    for (const name of names) expect([projectArt(name).width, projectArt(name).height], name).toEqual([640, 400]);
    expect(() => projectArt("references/nowhere")).toThrow(/references\/nowhere\.svg/);
  });

  it("facts drawn into a file match the site's content", () => {
    // The region map names the office's city and the travel time of the copy.
    const region = read("services/web-development-region.svg");
    expect(region).toContain(`>${site.address.city}<`);
    expect(region).toContain(`ca. ${site.claims.travelMinutes} Min. Fahrzeit`);
  });
});
