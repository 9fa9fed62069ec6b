import type { Browser, BrowserContext, Locator, Page, Request } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A visitor who arrives fresh and touches the page for the first time (docs/decisions/0014-first-touch.md):
 * no pointer moves before the action, as on a phone. Pages hydrate at the first interaction, so how
 * and when the visitor acts decides whether the action meets the HTML alone, a page that is
 * hydrating, or the hydrated app; every row of the first-touch matrix must end the same.
 */
export type Input = "tap" | "click" | "key";
export type Timing = "first" | "during" | "hydrated";

export const inputs: readonly Input[] = ["tap", "click", "key"];
export const timings: readonly Timing[] = ["first", "during", "hydrated"];

/** "During hydration": the action comes this long after the first touch elsewhere. */
const DURING_MS = 100;

export type Visit = { context: BrowserContext; page: Page; errors: string[] };

/** A new browser window of `width` × 800 px, with a touch screen for tapping visitors. */
export async function visit(browser: Browser, baseURL: string, width: number, input: Input): Promise<Visit> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 800 },
    hasTouch: input === "tap",
    locale: "de-DE",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return { context, page, errors };
}

/**
 * Opens `path` and resolves once every script chunk the page's bootstrap hands to its download worker
 * (app/lib/paint-first.server.ts) has arrived: the moment a visitor who reads for a while has the
 * page as it will stay until they touch it. (A fixed 1.5 s stood here: too short on a busy machine,
 * too long on a quiet one.) Every page of the site has the worker: a page without it fails here, so
 * a changed bootstrap cannot turn this wait into none.
 */
export async function openUntouched(page: Page, path: string) {
  const arrived = new Set<string>();
  const seen = (request: Request) => arrived.add(new URL(request.url()).pathname);
  page.on("requestfinished", seen);
  page.on("requestfailed", seen);
  try {
    await page.goto(path);
    const chunks = await page.evaluate(() => {
      const bootstrap = [...document.scripts].find((s) => s.text.includes('name:"chunk-download"'));
      const list = bootstrap?.text.match(/\.postMessage\((\[[^\]]*\])\)/)?.[1];
      return list ? (JSON.parse(list) as string[]) : [];
    });
    expect(chunks.length, "the chunks the page's bootstrap hands to its download worker").toBeGreaterThan(0);
    await expect
      .poll(() => chunks.filter((chunk) => !arrived.has(new URL(chunk, page.url()).pathname)), {
        message: "the chunks the page's worker downloads",
        intervals: [25],
      })
      .toEqual([]);
  } finally {
    page.off("requestfinished", seen);
    page.off("requestfailed", seen);
  }
}

/** Waits 100 ms into the hydration that a first touch began: the definition of a "during" row, not a wait for something. */
export const intoHydration = (page: Page) => page.waitForTimeout(DURING_MS);

/** Resolves after the page's next two animation frames: events and scrolls queued before now have run. */
export const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Opens `path` and brings the page to `timing`: untouched, hydrating (first touch 100 ms ago), or hydrated. */
export async function arrive(page: Page, path: string, input: Input, timing: Timing) {
  if (timing === "hydrated") {
    await page.goto(path);
    await touchElsewhere(page, input);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    return;
  }
  await openUntouched(page, path);
  // The row is only meaningful when nothing has hydrated the page yet.
  expect(await isHydrated(page), "the page hydrated without any input").toBe(false);
  if (timing === "during") {
    await touchElsewhere(page, input);
    await intoHydration(page);
  }
}

export const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** A touch on something that does nothing: the page's heading (or a key press that does nothing). */
export async function touchElsewhere(page: Page, input: Input) {
  const heading = page.locator("h1").first();
  if (input === "tap") await heading.tap();
  else if (input === "click") await heading.click();
  else await page.keyboard.press("Shift");
}

/** Activates a control the way the visitor does: a tap, a click (the mouse moves there first), or focus and Enter. */
export async function activate(page: Page, control: Locator, input: Input) {
  if (input === "tap") await control.tap();
  else if (input === "click") await control.click();
  else {
    await control.focus();
    await page.keyboard.press("Enter");
  }
}

/**
 * Opens `path` as a new visit (through about:blank: the same URL again would load as a reload, which
 * lays out the whole page at once) and leaves it alone until its chunks are downloaded and the network is quiet.
 */
export async function openAsNewVisit(page: Page, path: string) {
  await page.goto("about:blank");
  await openUntouched(page, path);
  await page.waitForLoadState("networkidle");
}
