import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type WebError,
} from "@playwright/test";

/**
 * `test` with a guard: every page a test opens must log no console error and throw no exception.
 * A test that expects an error (e.g. a failed request it provoked, or the exception that follows) lists
 * it in `allowedConsoleErrors`. The guard watches the test's browser context (every window it opens),
 * and comes with the `page` fixture: a test that only sends requests starts no browser context, and one
 * that opens its own windows (the first-touch matrix) watches them itself.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; visitorMovesPointer: boolean }>({
  allowedConsoleErrors: [[], { option: true }],
  /**
   * Pages hydrate when the visitor reaches for the app (app/lib/paint-first.server.ts, `wake`): a mouse's
   * first movement is enough. The test visitor
   * does not touch the page before its action, as on a phone, so every test meets the page as a new
   * visitor does (docs/decisions/0014-first-touch.md). A test about the hydrated app that must not
   * depend on its own first action turns this on: the visitor then moves the pointer until the page
   * has hydrated.
   */
  visitorMovesPointer: [false, { option: true }],
  page: async ({ page, visitorMovesPointer, allowedConsoleErrors }, provide) => {
    const stopWatching = await watchForErrors(page.context(), allowedConsoleErrors);
    if (visitorMovesPointer) {
      // Every 25 ms until the page has hydrated: the page starts listening only after its first paint.
      await page.addInitScript(() => {
        const moving = setInterval(() => {
          // The script starts before the document has its <html> element.
          if (document.documentElement?.dataset.hydrated) clearInterval(moving);
          else document.dispatchEvent(new PointerEvent("pointermove"));
        }, 25);
        setTimeout(() => clearInterval(moving), 20_000);
      });
    }
    await provide(page);
    expect(stopWatching(), "console errors on the page").toEqual([]);
  },
});

/** Collects the console errors and uncaught exceptions of every page of `context`; the returned function stops and returns them. */
async function watchForErrors(context: BrowserContext, allowed: RegExp[]) {
  // Content-Security-Policy violations count as errors too (they are only reported, not logged).
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    ),
  );
  const errors: string[] = [];
  const unexpected = (text: string) => !allowed.some((re) => re.test(text));
  const onConsole = (m: ConsoleMessage) => m.type() === "error" && unexpected(m.text()) && errors.push(m.text());
  // An uncaught exception too, unless the test provoked it (a chunk it let fail to load).
  const onError = (e: WebError) => unexpected(String(e.error())) && errors.push(String(e.error()));
  context.on("console", onConsole);
  context.on("weberror", onError);
  return () => {
    context.off("console", onConsole);
    context.off("weberror", onError);
    return errors;
  };
}

export { expect };

/**
 * Hydrates the page the way a desktop visitor does, and waits for it: the pointer moves (again
 * every 50 ms, in case the page is still loading and not yet listening) until React has hydrated.
 * For tests about the hydrated app; the first-touch matrix (first-touch.spec.ts) covers what a
 * visitor meets before.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      if (document.documentElement.dataset.hydrated === "true") return true;
      document.dispatchEvent(new PointerEvent("pointermove"));
      return false;
    },
    undefined,
    { polling: 50 },
  );
}

/**
 * Waits until the sections below the first screen are laid out (app.css defers them with
 * `content-visibility: auto`; at the visitor's first scroll the bootstrap lays them out in idle time
 * and keeps each one's height as its placeholder size). Until then the page has the 900 px guesses
 * for them, so what depends on their geometry (`innerText`, positions) is not right yet. Scrolls a
 * pixel to start it.
 */
export async function renderedAhead(page: Page) {
  // It begins at the visitor's first scroll: one pixel down and back, as a visitor's first flick.
  await page.evaluate(async () => {
    const y = scrollY;
    scrollBy(0, y > 0 ? -1 : 1);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    scrollTo(0, y);
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("main > *, body > footer")].every(
      (el) => getComputedStyle(el).contentVisibility !== "auto" || el.style.containIntrinsicBlockSize !== "",
    ),
  );
}

/**
 * Renders every section below the first screen, as scrolling past them would: `innerText` leaves
 * out the text of a section the browser still skips (`content-visibility: auto`, off screen), and
 * the render-ahead only lays them out.
 */
export async function renderAll(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("main > *, body > footer"))
      el.style.contentVisibility = "visible";
  });
}

/**
 * Navigates inside the single-page app to a path no link on the page points to, the way the
 * browser's Back and Forward buttons do: a history entry and a `popstate` event, which the router
 * follows without loading a document. (Standard History API only, nothing of the router's internals.)
 */
export async function navigateInApp(page: Page, to: string) {
  await hydrated(page);
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, to);
}
