import { test as base, expect, type Page } from "@playwright/test";

/**
 * `test` with a guard: every page a test opens must log no console error and throw no exception.
 * A test that expects an error (e.g. a failed request it provoked) lists it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      // Content-Security-Policy violations count as errors too (they are only reported, not logged).
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
        ),
      );
      page.on("console", (m) => {
        if (m.type() === "error" && !allowedConsoleErrors.some((re) => re.test(m.text()))) errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(String(e)));
      await use();
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (the header's menu button reacts to clicks then). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
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
