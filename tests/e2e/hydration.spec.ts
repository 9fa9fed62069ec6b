/**
 * Paint first, hydrate at the first interaction (app/lib/paint-first.server.ts, decision 0006): a
 * visitor who only looks at the first screen gets no JavaScript work on the main thread; the first
 * pointer movement, touch, key, scroll or focus runs the preloaded chunks and hydrates the page.
 */
import { expect, hydrated, test } from "./fixtures";

test.use({ visitorMovesPointer: false });

for (const [how, interact] of [
  ["a pointer movement", (page) => page.mouse.move(200, 300)],
  ["a key", (page) => page.keyboard.press("Tab")],
  ["a scroll", (page) => page.mouse.wheel(0, 400)],
] as const satisfies readonly (readonly [string, (page: import("@playwright/test").Page) => Promise<void>])[]) {
  test(`the page hydrates at ${how}, not before`, async ({ page }) => {
    await page.goto("/");
    // After the first paint the chunks are downloaded (fetched into the cache), but none has run.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType("resource")
              .filter((e) => (e as PerformanceResourceTiming).initiatorType === "fetch" && e.name.endsWith(".js"))
              .length,
        ),
      )
      .toBeGreaterThan(3);
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);

    await interact(page);
    await hydrated(page);
  });
}

test("the chunk downloads start only after the load event and the first screen's paints, never before them", async ({
  page,
}) => {
  for (const path of ["/", "/app-development-knowledge", "/contact"]) {
    await page.goto(path);
    const timing = () =>
      page.evaluate(() => {
        const chunks = performance
          .getEntriesByType("resource")
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === "fetch" && e.name.endsWith(".js"));
        const paints = [
          ...performance.getEntriesByType("paint"),
          ...performance.getEntriesByType("largest-contentful-paint"),
        ];
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return {
          firstChunk: Math.min(...chunks.map((e) => e.startTime)),
          lastPaint: Math.max(...paints.map((e) => e.startTime)),
          paints: paints.length,
          load: navigation.loadEventEnd,
        };
      });
    await expect.poll(async () => (await timing()).firstChunk, { message: path }).toBeLessThan(Infinity);
    const { firstChunk, lastPaint, paints, load } = await timing();
    expect(paints, path).toBeGreaterThan(1); // first-paint/first-contentful-paint and a largest paint
    expect(firstChunk, path).toBeGreaterThan(load);
    // Quiet for QUIET_MS (100 ms) after the last paint entry; a little slack for timer resolution.
    expect(firstChunk - lastPaint, path).toBeGreaterThan(90);
  }
});

test("below the first screen, sections wait for layout, and are rendered ahead in idle time once the page has loaded", async ({
  page,
}) => {
  await page.goto("/services/app-development");
  const state = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("main > section, body > footer")].map((el) => ({
        css: getComputedStyle(el).contentVisibility,
        rendered: el.style.contentVisibility,
      })),
    );
  const first = await state();
  expect(first.length).toBeGreaterThan(5);
  // The stylesheet defers all but the first section (app.css), …
  expect(first.slice(1).every((s) => s.css === "auto" || s.rendered === "visible")).toBe(true);
  // … and the bootstrap renders every one of them soon after the page has loaded, without any interaction.
  await expect.poll(async () => (await state()).every((s) => s.css === "visible"), { timeout: 5_000 }).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});
