import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
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

/** How long a fresh page is left alone before the action (the chunks are downloaded by then). */
const LEFT_ALONE_MS = 1500;
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

/** Opens `path` and brings the page to `timing`: untouched, hydrating (first touch 100 ms ago), or hydrated. */
export async function arrive(page: Page, path: string, input: Input, timing: Timing) {
  await page.goto(path);
  if (timing === "hydrated") {
    await touchElsewhere(page, input);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    return;
  }
  await page.waitForTimeout(LEFT_ALONE_MS);
  // The row is only meaningful when nothing has hydrated the page yet.
  expect(await isHydrated(page), "the page hydrated without any input").toBe(false);
  if (timing === "during") {
    await touchElsewhere(page, input);
    await page.waitForTimeout(DURING_MS);
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
 * lays out the whole page at once) and leaves it alone until the network is quiet.
 */
export async function openAsNewVisit(page: Page, path: string) {
  await page.goto("about:blank");
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
}
