/**
 * Paint first, hydrate when the visitor reaches for the app (app/lib/paint-first.server.ts, decisions
 * 0006 and 0023): a visitor who only looks at the first screen gets no JavaScript work on the main
 * thread; the first pointer movement, key, wheel or focus, a finger on a link or a form, or a scroll
 * runs the downloaded chunks and hydrates the page. A finger's tap on the menu or on text does not.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { afterTwoFrames, openUntouched, touchAt, visit } from "./visitor";

test.use({ visitorMovesPointer: false });

for (const [how, interact] of [
  ["a pointer movement", (page) => page.mouse.move(200, 300)],
  ["a key", (page) => page.keyboard.press("Tab")],
  ["a scroll", (page) => page.mouse.wheel(0, 400)],
] as const satisfies readonly (readonly [string, (page: import("@playwright/test").Page) => Promise<void>])[]) {
  test(`the page hydrates at ${how}, not before`, async ({ page }) => {
    const downloads = chunkDownloads(page);
    await openUntouched(page, "/");
    // After the first paint the chunks are downloaded (fetched into the cache by a worker), but none
    // has run, also once the network has been quiet for a while.
    expect(downloads.length).toBeGreaterThan(3);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);

    await interact(page);
    await hydrated(page);
  });
}

/**
 * A phone visitor (390 px, touch) on `path`, untouched until its chunks are downloaded, and the
 * page's own check whether anything started hydrating: React's mark (entry.client.tsx) or a route
 * module imported.
 */
async function phoneVisitor(browser: Browser, baseURL: string, path: string) {
  const visitor = await visit(browser, baseURL, 390, "tap");
  await openUntouched(visitor.page, path);
  const woke = () => visitor.page.evaluate(() => "__reactHydrating" in window || "__reactRouterRouteModules" in window);
  return { ...visitor, woke };
}

/** A real finger on the touch screen at the middle of `selector`'s first match: down, then `up` or cancelled. */
async function finger(page: Page, selector: string, end: "touchEnd" | "touchCancel") {
  const box = (await page.locator(selector).first().boundingBox())!;
  await touchAt(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, end);
}

test("a finger's taps on the menu and on text wake nothing: the page stays as the server sent it (issue 42)", async ({
  browser,
  baseURL,
}) => {
  for (const path of ["/", "/services/app-development", "/contact", "/ratgeber/was-kostet-eine-app"]) {
    const { context, page, errors, woke } = await phoneVisitor(browser, baseURL!, path);
    const menu = page.locator("details[data-menu]");
    await page.locator("details[data-menu] > summary").tap();
    await expect(menu).toHaveAttribute("open");
    await page.locator("details[data-menu] > summary").tap();
    await expect(menu).not.toHaveAttribute("open");
    await page.locator("main h1").tap();
    // Time enough for the imports and the hydration a wake would start (they take 0.1–0.5 s here).
    await page.waitForTimeout(1_000);
    expect(await woke(), `${path}: hydration started`).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }
});

for (const [how, path, reach] of [
  ["touches a link (and slides off it)", "/", (page: Page) => finger(page, "header a[href]", "touchCancel")],
  ["taps the search field", "/suche", (page: Page) => finger(page, "main form input", "touchEnd")],
  [
    "scrolls",
    "/",
    async (page: Page) => {
      // A swipe up: the finger moves 300 px in ten steps, a frame apart, and lifts.
      const input = await page.context().newCDPSession(page);
      await input.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 200, y: 600 }] });
      for (let step = 1; step <= 10; step++) {
        await input.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: 200, y: 600 - step * 30 }],
        });
        await page.waitForTimeout(16);
      }
      await input.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await input.detach();
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    },
  ],
] as const) {
  test(`the page hydrates when a finger ${how}`, async ({ browser, baseURL }) => {
    const { context, page, errors, woke } = await phoneVisitor(browser, baseURL!, path);
    expect(await woke()).toBe(false);
    await reach(page);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(errors).toEqual([]);
    await context.close();
  });
}

/**
 * The chunk downloads of the page (app/lib/chunk-download.worker.ts) that arrived: a download its
 * worker's CSP blocks is requested but never answered.
 */
function chunkDownloads(page: Page) {
  const downloads: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "fetch" && response.url().endsWith(".js") && response.ok())
      downloads.push(response.url());
  });
  return downloads;
}

/**
 * When the chunk downloads began (the worker's script was requested, on the page's clock), and when
 * the last paint or largest-paint entry came. The worker's own requests are in its timeline, not the page's.
 */
function downloadTiming(page: Page) {
  return page.evaluate(async () => {
    const worker = performance
      .getEntriesByType("resource")
      .filter((e) => /\/chunk-download\.worker-[\w-]+\.js$/.test(e.name));
    // Largest-paint entries are not in the performance timeline, only in a (buffered) observer.
    const largest = await new Promise<PerformanceEntryList>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const paints = [...performance.getEntriesByType("paint"), ...largest];
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      firstChunk: Math.min(...worker.map((e) => e.startTime)),
      lastPaint: Math.max(...paints.map((e) => e.startTime)),
      largestPaints: largest.length,
      load: navigation.loadEventEnd,
    };
  });
}

async function expectDownloadsAfterPaints(page: Page, path: string) {
  await expect.poll(async () => (await downloadTiming(page)).firstChunk, { message: path }).toBeLessThan(Infinity);
  const { firstChunk, lastPaint, largestPaints, load } = await downloadTiming(page);
  expect(largestPaints, path).toBeGreaterThan(0);
  expect(firstChunk, path).toBeGreaterThan(load);
  // Quiet for QUIET_MS (100 ms) after the last paint or largest-paint entry; a little slack for
  // timer resolution.
  expect(firstChunk - lastPaint, path).toBeGreaterThan(90);
}

test("the chunk downloads start only after the load event and the first screen's paints, never before them", async ({
  page,
}) => {
  for (const path of ["/", "/app-development-knowledge", "/contact"]) {
    await page.goto(path);
    await expectDownloadsAfterPaints(page, path);
  }
});

test("a larger paint while the bootstrap waits for quiet starts the 100 ms over", async ({ page }) => {
  // The page's timers run on Playwright's clock, so the 100 ms are counted exactly; paints and
  // their entries still come in real time.
  await page.clock.install({ time: new Date("2026-01-05T08:00:00") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:00"));
  // (The clock also replaces performance.getEntries…(), so the requests are counted here.)
  let downloads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" && request.url().endsWith(".js")) downloads++;
  });
  await page.goto("/contact");
  const largestPaints = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries().length);
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
  await expect.poll(largestPaints).toBeGreaterThan(0);
  const before = await largestPaints();

  // The first frame (within 16 ms), the load, the first paint: the 100 ms of quiet start, and
  // at most 100 ms have passed.
  await page.clock.runFor(20);
  await page.clock.runFor(80);
  expect(downloads).toBe(0);

  // A screen-filling text paints, the way a late drawing does on a slow phone.
  await page.evaluate(() => {
    const late = document.createElement("p");
    late.textContent = "Spät gezeichneter Text ".repeat(60);
    late.style.cssText = "position:fixed;inset:0;z-index:100;margin:0;font-size:32px;background:#fff";
    document.body.append(late);
  });
  await expect.poll(largestPaints).toBeGreaterThan(before);

  // Without the new paint the downloads would start within the next 20 ms; with it, 100 ms after
  // the bootstrap notices it (at the latest when its quiet time is up, 120 ms in).
  await page.clock.runFor(50);
  expect(downloads).toBe(0);
  await page.clock.runFor(150);
  await expect.poll(() => downloads).toBeGreaterThan(0);
});

test("below the first screen, sections wait, clipped, until the visitor scrolls, and are then rendered in idle time, for good", async ({
  page,
}) => {
  await page.goto("/services/app-development");
  const state = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("main > section, body > footer")].map((el) => ({
        css: getComputedStyle(el).contentVisibility,
        overflow: getComputedStyle(el).overflow,
        ownOverflow: el.classList.contains("overflow-hidden") ? "hidden" : "visible",
        // false while the browser skips the section's content (neither laid out nor painted)
        painted: (el.firstElementChild ?? el).checkVisibility({ contentVisibilityAuto: true }),
      })),
    );
  const first = await state();
  expect(first.length).toBeGreaterThan(5);
  // The stylesheet defers all but the first section (app.css), …
  expect(first.slice(1).every((s) => s.css === "auto")).toBe(true);
  // … a visitor who only reads gets none of those below the first screen rendered: each clips what
  // overflows its placeholder, so nothing reading the page's geometry finds its text over the next
  // section; …
  // (A fixed wait: the test shows that nothing renders while the visitor only reads, for a while.)
  await page.waitForTimeout(2_000);
  const untouched = await state();
  expect(untouched.at(-1)!.painted).toBe(false);
  expect(untouched.slice(1).every((s) => s.css === "auto")).toBe(true);
  expect(
    untouched
      .slice(1)
      .filter((s) => !s.painted)
      .every((s) => s.overflow === "hidden"),
  ).toBe(true);
  // … an interaction that does not move the page (a tap on the menu, the pointer over the first
  // screen) hydrates it but renders none of them: that work is a static page's too (issue 42), …
  await page.mouse.move(640, 300);
  await hydrated(page);
  await page.waitForTimeout(500);
  expect((await state()).slice(1).every((s) => s.css === "auto")).toBe(true);
  // … at the first scroll the bootstrap renders every one of them, unclipped, …
  await page.mouse.wheel(0, 100);
  await expect
    .poll(async () => (await state()).slice(1).every((s) => s.css === "visible" && s.painted), { timeout: 5_000 })
    .toBe(true);
  // (each with its own overflow again: a section that clips its decoration keeps doing so)
  expect((await state()).slice(1).every((s) => s.overflow === s.ownOverflow)).toBe(true);
  expect((await state()).slice(1).some((s) => s.ownOverflow === "visible")).toBe(true);
  // (Pages the app renders next are not clipped: the mark that clips is gone.)
  expect(await page.evaluate(() => document.documentElement.dataset.layoutLater)).toBeUndefined();
  // … and for good: scrolled to the end and back, the last one is still painted.
  await page.evaluate(() => document.querySelector("body > footer")!.scrollIntoView());
  await page.evaluate(() => scrollTo(0, 0));
  await afterTwoFrames(page);
  expect((await state()).at(-1)!.painted).toBe(true);
});

// Before the sections are laid out, the contact section's form must end inside its placeholder: it
// reached 260–370 px into the footer on a phone, and Lighthouse's target-size check then found the
// footer's language link covered by the textarea (app/styles/base.css).
for (const width of [320, 412, 640]) {
  test(`at ${width} px, the contact form of an untouched page ends inside its section's placeholder`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const address of ["/", "/mvp-development-landing", "/en/services/app-development"]) {
      await openUntouched(page, address);
      const overlap = await page.evaluate(() => {
        const section = document.querySelector<HTMLElement>("main > section#contact")!;
        const footer = document.querySelector("body > footer")!;
        // Still the placeholder: not laid out, skipped by content-visibility.
        const skipped = getComputedStyle(section).contentVisibility === "auto" && !section.dataset.laidOut;
        const form = section.querySelector("form")!.getBoundingClientRect();
        return { skipped, intoFooter: form.bottom - footer.getBoundingClientRect().top };
      });
      expect(overlap.skipped, address).toBe(true);
      expect(overlap.intoFooter, address).toBeLessThanOrEqual(0);
    }
  });
}

test("a visitor who scrolls through the page without a pointer, key or touch (a full-page screenshot) sees every section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main > *, body > footer")]
          .filter((el) => !(el.firstElementChild ?? el).checkVisibility({ contentVisibilityAuto: true }))
          .map((el) => el.id || el.className),
      ),
    )
    .toEqual([]);
  // Unclipped, each section has its own overflow again: the moving banner keeps its strip inside,
  // and the page is no wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

/**
 * Whether React has taken over an element: React DOM keeps its fiber on every element it hydrated or
 * rendered (a `__reactFiber$…` key), and none on HTML it left as the server sent it.
 */
function hydratedBy(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")));
}

test("parts without behaviour keep the server's HTML after hydration; a tap or key in one hydrates it first (static parts, ADR 0023)", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  // The header and the carousel are React's; the hero, the services and the references stay as sent.
  expect(await hydratedBy(page, "header summary")).toBe(true);
  expect(await hydratedBy(page, "[data-testid=testimonial-track]")).toBe(true);
  expect(await hydratedBy(page, "main h1")).toBe(false);
  expect(await hydratedBy(page, "#services h3")).toBe(false);
  expect(await hydratedBy(page, "#references h2")).toBe(false);
  expect(await hydratedBy(page, "#team-title")).toBe(false);
  // A key pressed on the hero's first button: React hydrates the hero before it handles the key (its
  // elements stay the same) …
  const title = await page.locator("main h1").elementHandle();
  await page.locator("main section").first().getByRole("link").first().focus();
  expect(await hydratedBy(page, "main h1")).toBe(false);
  await page.keyboard.press("Shift");
  expect(await hydratedBy(page, "main h1")).toBe(true);
  expect(await title!.evaluate((el) => el.isConnected)).toBe(true);
  // … the part it is in (the home page's first screens, up to the testimonials), and nothing else.
  expect(await hydratedBy(page, "#services h3")).toBe(true);
  expect(await hydratedBy(page, "#team-title")).toBe(false);
  // A reference card, clicked, navigates inside the app (references.spec.ts checks the request).
  await page.locator("#references a[href$='-reference']").first().click();
  await expect(page.locator("main h1")).not.toHaveText(await title!.evaluate((el) => el.textContent ?? ""));
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
});
