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
    // After the first paint the chunks are preloaded, but none has run.
    await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);

    await interact(page);
    await hydrated(page);
  });
}
