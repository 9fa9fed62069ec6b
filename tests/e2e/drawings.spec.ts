import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
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
    let images = 0;
    for (const p of [...contentPaths, "/this-page-does-not-exist"]) {
      const html = markup(await (await request.get(p)).text());
      // No inline <svg> at all: icons are empty elements masked with the hashed icon strip
      // (vite/icon-mask-plugin.ts), so their paths are never repeated in the HTML.
      expect(html.match(/<svg\b[^>]*>/g) ?? [], `inline <svg> on ${p}`).toEqual([]);
      for (const icon of html.match(/<span class="lucide[^"]*"[^>]*>[\s\S]*?<\/span>/g) ?? []) {
        expect(icon, `icon on ${p}`).toMatch(/^<span class="lucide i-[a-z0-9-]+( [^"]*)?"[^>]*><\/span>$/);
      }
      const imgs = html.match(/<img\b[^>]*>/g) ?? [];
      images += imgs.length;
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
    // Most pages show drawings (the legal pages none), so the checks above were not run on nothing.
    expect(images).toBeGreaterThan(contentPaths.length);
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

/** The pixels of PNG screenshots (RGBA, row by row), decoded by the page's own browser. */
async function pixelsOf(page: Page, pngs: Buffer[]): Promise<{ width: number; height: number; data: number[] }[]> {
  return page.evaluate(
    (encoded) =>
      Promise.all(
        encoded.map(async (png) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext("2d")!;
          context.drawImage(image, 0, 0);
          const { data } = context.getImageData(0, 0, image.width, image.height);
          return { width: image.width, height: image.height, data: Array.from(data) };
        }),
      ),
    pngs.map((png) => png.toString("base64")),
  );
}

/**
 * Per screenshot of an element: the share of pixels unlike its top-left corner (what is behind it),
 * read the same way whatever the colours (a pixel counts when it differs by more than half the most
 * any does), the inked shape within its bounding box (which may sit a sub-pixel off in a screenshot),
 * the inked pattern of its first 40 columns, and where the ink starts and ends, as fractions of the width.
 */
async function inkOf(page: Page, elements: Locator[]) {
  const shots: Buffer[] = [];
  for (const element of elements) shots.push(await element.screenshot());
  return (await pixelsOf(page, shots)).map(({ width, height, data }) => {
    const differences: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      differences.push(
        Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!),
      );
    }
    const most = Math.max(...differences);
    const inked = differences.map((d) => most > 60 && d > most / 2);
    const rows = Array.from({ length: height }, (_, y) => inked.slice(y * width, (y + 1) * width)).filter((row) =>
      row.includes(true),
    );
    const left = Math.min(...rows.map((row) => row.indexOf(true)));
    const right = Math.max(...rows.map((row) => row.lastIndexOf(true)));
    const shape = rows
      .map((row) =>
        row
          .slice(left, right + 1)
          .map(Number)
          .join(""),
      )
      .join("/");
    // The first 40 columns of the element as they are (not from the ink's edge).
    const head = Array.from({ length: height }, (_, y) =>
      inked
        .slice(y * width, y * width + 40)
        .map(Number)
        .join(""),
    ).join("/");
    return {
      ink: inked.filter(Boolean).length / inked.length,
      shape,
      head,
      from: left / width,
      to: (right + 1) / width,
    };
  });
}

test("icons are drawn through the icon strip: each its own shape, not a filled box or nothing", async ({ page }) => {
  await page.goto("/services");
  // The service cards' icons: one size, different shapes.
  const icons = (await page.locator("#services .lucide.size-6").all()).slice(0, 3);
  expect(icons).toHaveLength(3);
  const drawn = await inkOf(page, icons);
  for (const { ink } of drawn) {
    // A line icon covers part of its box: a missing mask shows nothing (0), a missing cell a full box.
    expect(ink).toBeGreaterThan(0.05);
    expect(ink).toBeLessThan(0.7);
  }
  // Three services, three icons: each class shows its own cell of the strip.
  expect(new Set(drawn.map((d) => d.shape)).size).toBe(3);
});

test("the icon strip is fetched once, with the page, so the first paint has its icons and the brand mark", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/icons-[\w-]+\.svg$/.test(request.url())) requests.push(request.url());
  });
  await page.goto("/");
  // Preloaded from <head>, before the stylesheet names it; in CORS mode, as masks are fetched, or the
  // browser fetches it a second time.
  const preload = page.locator('head link[rel="preload"][as="image"][href*="/assets/icons-"]');
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toContain((await preload.getAttribute("href"))!);
});

test.describe("customer wordmarks", () => {
  test.use({ reducedMotion: "reduce" }); // the strip stands still for the screenshots
  test("are drawn through the wordmark strip: each its own, whole, from edge to edge of its box", async ({ page }) => {
    await page.goto("/");
    // Below the first screen the strip's image waits until the visitor scrolls (components.css).
    await page.locator("section.logo-strip").scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some(
            (e) => /\/wordmarks-[\w-]+\.svg$/.test(e.name) && e.initiatorType === "css",
          ),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // Those clear of the strip's faded ends (its outer tenth on either side).
    const width = page.viewportSize()!.width;
    const marks: Locator[] = [];
    for (const mark of await page.locator(".logo-row:not([aria-hidden]) .wordmark").all()) {
      const box = (await mark.boundingBox())!;
      if (box.x > 0.12 * width && box.x + box.width < 0.88 * width) marks.push(mark);
    }
    marks.splice(4);
    expect(marks).toHaveLength(4);
    const drawn = await inkOf(page, marks);
    for (const { ink, from, to } of drawn) {
      expect(ink).toBeGreaterThan(0.05); // a missing mask shows nothing, …
      expect(ink).toBeLessThan(0.7); // … a missing cell a filled box
      // The wordmarks are drawn edge to edge in their files: a cell shifted by its neighbour's gap
      // would leave one side blank or show a neighbour's edge.
      expect(from).toBeLessThan(0.06);
      expect(to).toBeGreaterThan(0.94);
    }
    // Each shows its own cell: boxes of different widths on the same cell would still differ as a
    // whole, so their beginnings are compared too.
    expect(new Set(drawn.map((d) => d.shape)).size).toBe(4);
    // (alike within antialiasing when two show the same cell: compared pixel by pixel)
    const unlike = (a: string, b: string) => {
      let differing = 0;
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) differing++;
      return differing / Math.min(a.length, b.length);
    };
    for (const [i, a] of drawn.entries()) {
      for (const b of drawn.slice(i + 1)) expect(unlike(a.head, b.head)).toBeGreaterThan(0.1);
    }
  });
});

test.describe("the brand mark", () => {
  test.use({ deviceScaleFactor: 2 });
  test("drawn by CSS, it is the drawing of public/favicon.svg, pixel for pixel", async ({ page }) => {
    await page.goto("/");
    const mark = page.locator("header .brand-mark").first();
    // Its brackets are a cell of the icon strip: wait until the strip is there and painted.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType("resource").some((e) => /\/icons-[\w-]+\.svg$/.test(e.name))),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const box = (await mark.boundingBox())!;
    expect([box.width, box.height]).toEqual([32, 32]);
    const drawnByCss = await page.screenshot({ clip: box });
    // The file, as an image in its place (the mark hidden, so that the edges show the same background).
    await mark.evaluate((element) => (element.style.visibility = "hidden"));
    await page.evaluate(async ({ x, y }) => {
      const image = new Image(32, 32);
      image.src = "/favicon.svg";
      Object.assign(image.style, { position: "fixed", left: `${x}px`, top: `${y}px`, zIndex: "100" });
      document.body.append(image);
      await image.decode();
    }, box);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const drawnByFile = await page.screenshot({ clip: box });
    const [a, b] = (await pixelsOf(page, [drawnByCss, drawnByFile])).map((shot) => shot.data) as [number[], number[]];
    let sum = 0;
    let over = 0;
    for (let i = 0; i < a.length; i += 4) {
      const d = Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!));
      sum += d;
      if (d > 32) over++;
    }
    const differing = over / (a.length / 4);
    const mean = sum / (a.length / 4);
    // Antialiasing may differ along edges only: the dot alone is 1.5 % of the square, the brackets 14 %.
    expect(differing).toBeLessThan(0.01);
    expect(mean).toBeLessThan(2);
  });
});
