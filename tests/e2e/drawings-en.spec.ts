import type { APIRequestContext } from "@playwright/test";
import { counterpart, languageOf, pathsOf } from "../../app/paths";
import { pageRoutes } from "../../app/route-table";
import { readFilledContent } from "../../vite/content-data";
import { drawingSources, germanLeftovers, readDrawingTable, translateDrawing } from "../../vite/drawing-texts";
import { outlineText } from "../../vite/outline-text";
import { expect, hydrated, test } from "./fixtures";

/**
 * The English pages show the English drawings (issue 24): each drawing whose words the table
 * content/en/drawings.yaml changes is served in its English copy on /en pages and in its German
 * one on German pages, and no image on an English page has a German description.
 */
const [de, en] = [pathsOf("de"), pathsOf("en")];
const pairs = [
  [de.home, en.home],
  [de.reference("edeka"), en.reference("edeka")],
  [de.service("app-development"), en.service("app-development")],
] as const;

const table = readDrawingTable("en");
const drawings = drawingSources();
/** The outlined German and English copies of every drawing the table changes, as the build draws them. */
const outlined = Promise.all(
  Object.entries(table).map(async ([name, entries]) => {
    const svg = drawings.get(name)!;
    const english = translateDrawing(svg, entries, name);
    return { name, svg, entries, german: await outlineText(svg), english: await outlineText(english) };
  }),
).then((list) => list.filter((d) => d.german !== d.english));

const images = async (request: APIRequestContext, path: string) => {
  const html = (await (await request.get(path)).text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([img]) => ({
    src: /\ssrc="([^"]*)"/.exec(img)![1]!,
    alt: /\salt="([^"]*)"/.exec(img)![1]!,
  }));
};

test.describe("drawings on the English pages", () => {
  for (const [german, english] of pairs) {
    test(`${english} shows the English drawings, ${german} the German ones`, async ({ request }) => {
      const known = await outlined;
      const [onGerman, onEnglish] = [await images(request, german), await images(request, english)];
      // Both editions are built by the same components: the same images in the same order.
      expect(onEnglish.length).toBe(onGerman.length);
      let translated = 0;
      for (const [i, { src }] of onEnglish.entries()) {
        const [germanSvg, englishSvg] = [
          await (await request.get(onGerman[i]!.src)).text(),
          await (await request.get(src)).text(),
        ];
        const drawing = known.find((d) => d.german === germanSvg);
        if (!drawing) {
          // A drawing without words to translate (an avatar, a wordmark): the same file in both.
          expect(src, `${english}: image ${i}`).toBe(onGerman[i]!.src);
          continue;
        }
        translated++;
        expect(src, `${english}: ${drawing.name}`).not.toBe(onGerman[i]!.src);
        expect(englishSvg, `${english}: ${drawing.name} is the English copy`).toBe(drawing.english);
        expect(await germanLeftovers(drawing.svg, drawing.entries, englishSvg), drawing.name).toEqual([]);
      }
      // The hero (home, service) or the project scene (reference) at least, and the cards and scenes below.
      expect(translated, english).toBeGreaterThanOrEqual(german === de.home ? 4 : 1);
    });
  }

  test("every drawing on every English page is described in English", async ({ request }) => {
    // Customer names are the same in both languages; every other description differs from the
    // German page's (each comes from the page's content file, or is empty for a decorative drawing).
    const names = new Set(
      readFilledContent<{ logos: { name: string }[] }>("content/en/customers.yaml").logos.map((l) => l.name),
    );
    const englishPages = pageRoutes
      .filter((r) => !r.path.includes(":") && r.path !== "*" && r.prerender && !r.resource)
      .map((r) => r.path)
      .filter((p) => languageOf(p) === "en");
    expect(englishPages.length).toBeGreaterThan(25);
    let described = 0;
    for (const english of englishPages) {
      const germanAlts = new Set((await images(request, counterpart(english, "de"))).map((i) => i.alt));
      for (const { alt } of await images(request, english)) {
        if (alt === "" || names.has(alt)) continue;
        described++;
        expect(germanAlts.has(alt), `${english}: "${alt}"`).toBe(false);
      }
    }
    // The project scenes of the reference pages and the article's figures at least.
    expect(described).toBeGreaterThanOrEqual(12);
  });

  test("the browser loads the English hero and keeps it after hydration", async ({ page, request }) => {
    const known = await outlined;
    const hero = known.find((d) => d.name === "home/hero")!;
    await page.goto(en.home);
    const img = page.locator("main img[fetchpriority=high]");
    await expect(img).toHaveJSProperty("complete", true);
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(await (await request.get(src)).text()).toBe(hero.english);
    await hydrated(page);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toBe(src);
  });
});
