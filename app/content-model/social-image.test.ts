import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "../paths";
import { readFilledContent } from "../../vite/content-data";
import type { HomeFile } from "../pages/home/page-type";
import { socialImageOf } from "./social-image";

/** Width and height of a PNG file, from its IHDR chunk. */
function pngSize(file: string) {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe("the social preview image of each edition (og:image)", () => {
  it.each(languages)("%s: its own file, 1200×630, drawn by scripts/brand-images.mjs", (language) => {
    const { path } = socialImageOf(language);
    expect(pngSize(`public${path}`)).toEqual({ width: 1200, height: 630 });
  });

  it("the English edition has an image of its own", () => {
    expect(socialImageOf("en").path).not.toBe(socialImageOf("de").path);
    expect(readFileSync(`public${socialImageOf("en").path}`)).not.toEqual(
      readFileSync(`public${socialImageOf("de").path}`),
    );
  });

  it.each(languages)("%s: its description (og:image:alt) says the words the image shows", (language) => {
    const home = readFilledContent<HomeFile>(`content/${language}/home.yaml`);
    const { alt, name, tagline } = socialImageOf(language);
    expect(alt).toContain(name);
    expect(alt).toContain(home.hero.title);
    expect(alt).toContain(tagline);
  });
});
