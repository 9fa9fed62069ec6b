import type { Browser, BrowserContext, Locator, Page, Worker } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A visitor who arrives fresh and touches the page for the first time (docs/decisions/0014-first-touch.md):
 * no pointer moves before the action, as on a phone. Pages hydrate when the visitor reaches for the
 * app (a mouse or key at once, a finger on a link, a form or a scroll; decision 0023), so how and
 * when the visitor acts decides whether the action meets the HTML alone, a page that is hydrating,
 * or the hydrated app; every row of the first-touch matrix must end the same.
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
 * Opens `path` and resolves once the page's chunk-download worker (app/lib/paint-first.server.ts) has
 * fetched every chunk and closed itself: the moment a visitor who reads for a while has the page as
 * it will stay until they reach for it. (A fixed 1.5 s stood here: too short on a busy machine, too
 * long on a quiet one.) Every page of the site has the worker: a page without it fails here, so a
 * changed bootstrap cannot turn this wait into none.
 */
export async function openUntouched(page: Page, path: string) {
  let onWorker!: (worker: Worker) => void;
  const downloaded = new Promise<void>((resolve) => {
    onWorker = (worker) => {
      if (/\/chunk-download\.worker-[\w-]+\.js$/.test(worker.url())) worker.once("close", () => resolve());
    };
  });
  page.on("worker", onWorker);
  try {
    await page.goto(path);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${path}: no chunk-download worker finished within 20 s`)), 20_000);
    });
    await Promise.race([downloaded, late]).finally(() => clearTimeout(timer));
  } finally {
    page.off("worker", onWorker);
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

/**
 * A first input that wakes the app and does nothing else (app/lib/paint-first.server.ts, `wake`): a
 * click on the page's heading (the mouse moves there first), a key that does nothing, or a finger
 * that rests on a link and slides off it (a touch the browser cancels, as when a scroll begins
 * there). A finger's tap on the heading would wake nothing: a tap only wakes the app on a link or a
 * form (decision 0023).
 */
export async function touchElsewhere(page: Page, input: Input) {
  if (input === "tap") await reachForALink(page);
  else if (input === "click") await page.locator("h1").first().click();
  else await page.keyboard.press("Shift");
}

/** A finger touches a link on the screen (in the open menu, if one is open) and the touch is cancelled: no click. */
async function reachForALink(page: Page) {
  const point = await page.evaluate(() => {
    const menu = document.querySelector<HTMLDetailsElement>("details[data-menu]");
    const scope = menu?.open ? menu : document;
    for (const link of scope.querySelectorAll("a[href]")) {
      const box = link.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if (box.width > 0 && y > 0 && y < innerHeight && document.elementFromPoint(x, y)?.closest("a") === link)
        return { x, y };
    }
    throw new Error("no link on the screen to touch");
  });
  await touchAt(page, point, "touchCancel");
}

/** A real finger on the touch screen at `point`: down, then lifted (`touchEnd`) or cancelled (no click). */
export async function touchAt(page: Page, point: { x: number; y: number }, end: "touchEnd" | "touchCancel") {
  const input = await page.context().newCDPSession(page);
  await input.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await input.send("Input.dispatchTouchEvent", { type: end, touchPoints: [] });
  await input.detach();
}

/**
 * Waits until the page has hydrated. A mouse or key began it already; a finger's tap on the menu, the
 * dropdown's chevron, a carousel or filter button wakes nothing (decision 0023), so a tapping visitor
 * reaches for a link first, as they would to go on.
 */
export async function untilHydrated(page: Page, input: Input) {
  if (input === "tap" && !(await isHydrated(page))) await reachForALink(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
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
 * The window's renderer stays the same: what an earlier page of it loaded comes from its memory cache
 * (and is reported as a request), so a test of what a first visit requests opens a window of its own.
 */
export async function openAsNewVisit(page: Page, path: string) {
  await page.goto("about:blank");
  await openUntouched(page, path);
  await page.waitForLoadState("networkidle");
}
