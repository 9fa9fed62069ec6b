import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pageRoutes } from "../../app/route-table";
import { expect, test } from "./fixtures";

/**
 * Drawings are static, hashed SVG files shown with <img> (issue 10, item 3): none is inlined into the
 * HTML or the JavaScript, every image reserves its space and loads lazily below the fold, and no id
 * occurs twice on a page.
 */
const contentPaths = pageRoutes
  .filter((r) => r.path !== "*" && !r.path.includes(":") && r.prerender && !r.resource)
  .map((r) => r.path);
const artDir = path.resolve("app/assets/art");
const clientAssets = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** Markup without scripts, so JSON in the hydration data is not mistaken for elements. */
const markup = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

test.describe("drawings in the prerendered HTML", () => {
  test("no inline drawing, every <img> sized and described, lazy ones async, ids unique", async ({ request }) => {
    // The 404 page is served for any unknown path; it shares the layout (logo, footer).
    for (const p of [...contentPaths, "/this-page-does-not-exist"]) {
      const html = markup(await (await request.get(p)).text());
      // No inline <svg> at all: icons are empty elements masked with the hashed icon strip
      // (vite/icon-mask-plugin.ts), so their paths are never repeated in the HTML.
      expect(html.match(/<svg\b[^>]*>/g) ?? [], `inline <svg> on ${p}`).toEqual([]);
      for (const icon of html.match(/<span class="lucide[^"]*"[^>]*>[\s\S]*?<\/span>/g) ?? []) {
        expect(icon, `icon on ${p}`).toMatch(/^<span class="lucide i-[a-z0-9-]+( [^"]*)?"[^>]*><\/span>$/);
      }
      const imgs = html.match(/<img\b[^>]*>/g) ?? [];
      expect(imgs.length, `images on ${p}`).toBeGreaterThan(0);
      for (const img of imgs) {
        expect(attr(img, "src"), img).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.svg$/);
        expect(Number(attr(img, "width")), img).toBeGreaterThan(0);
        expect(Number(attr(img, "height")), img).toBeGreaterThan(0);
        expect(attr(img, "alt"), img).toBeDefined();
        expect(["lazy", "eager"], img).toContain(attr(img, "loading"));
        if (attr(img, "loading") === "lazy") expect(attr(img, "decoding"), img).toBe("async");
        if (attr(img, "fetchpriority") === "high") expect(attr(img, "loading"), img).toBe("eager");
      }
      expect(
        imgs.filter((img) => /fetchpriority="high"/i.test(img)).length,
        `priority images on ${p}`,
      ).toBeLessThanOrEqual(1);
      const ids = [...html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map((m) => m[1]);
      const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(twice, `ids used more than once on ${p}`).toEqual([]);
    }
  });

  test("drawings are served as immutable SVG files", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const src = attr(html.match(/<img\b[^>]*>/)![0], "src")!;
    const response = await request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers()["cache-control"]).toMatch(/immutable/);
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  test("words in drawings are served as Inter outlines, not as text the phone must lay out", async ({ request }) => {
    const sources = new Set<string>();
    for (const p of ["/", "/services/app-development", "/references"]) {
      const html = await (await request.get(p)).text();
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) sources.add(attr(img, "src")!);
    }
    let outlined = 0;
    for (const src of sources) {
      const svg = await (await request.get(src)).text();
      expect(svg, src).not.toMatch(/<text\b/);
      // An outlined <text> is one path, drawn in font units (flipped: the y scale is negative).
      if (/<path [^>]*transform="matrix\([\d.]+ 0 [\d.]+ -[\d.]+ /.test(svg)) outlined++;
    }
    // The hero, the customer wordmarks and the project scenes carry words.
    expect(outlined).toBeGreaterThan(10);
  });
});

test("no client JavaScript chunk contains drawing markup", async () => {
  // Signatures: the long path data of every drawing file. Inlining a drawing (as a component or a
  // ?raw import) would put them into a chunk.
  const signatures = new Set<string>();
  for (const group of await readdir(artDir)) {
    for (const file of await readdir(path.join(artDir, group))) {
      const svg = await readFile(path.join(artDir, group, file), "utf8");
      for (const [, d] of svg.matchAll(/\sd="([^"]{40,})"/g)) signatures.add(d!);
    }
  }
  expect(signatures.size).toBeGreaterThan(20);
  const chunks = (await readdir(clientAssets)).filter((f) => f.endsWith(".js"));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const js = await readFile(path.join(clientAssets, chunk), "utf8");
    for (const d of signatures)
      expect(js.includes(d), `${chunk} contains the drawing path ${d.slice(0, 40)}…`).toBe(false);
  }
});

test.describe("drawings load eagerly above the fold and lazily below it", () => {
  const pages = ["/", "/services/app-development", "/references", "/edeka-reference", "/about", "/contact"];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const p of pages) {
        await page.goto(p);
        const images = await page.locator("img").evaluateAll((imgs) =>
          imgs.map((img) => {
            const rect = img.getBoundingClientRect();
            return {
              src: img.getAttribute("src"),
              loading: img.getAttribute("loading"),
              priority: img.getAttribute("fetchpriority") === "high",
              top: rect.top + window.scrollY,
              visible: rect.width > 0 && rect.height > 0,
            };
          }),
        );
        for (const img of images.filter((i) => i.visible)) {
          const aboveFold = img.top < viewport.height;
          // A lazy image in the first screen would wait for layout; the page's hero drawing is eager
          // at every width, even where the stacked layout pushes it below a phone's first screen.
          if (img.loading === "lazy") expect(aboveFold, `${p}: lazy image in the first screen ${img.src}`).toBe(false);
          else if (!img.priority) expect(aboveFold, `${p}: eager image below the fold ${img.src}`).toBe(true);
        }
      }
    });
  }
});
