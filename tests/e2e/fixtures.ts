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
 * Navigates inside the single-page app, as a <Link> would, to a path no link on the page points to.
 * Uses the router instance React Router exposes on window for its dev tools.
 */
export async function clientNavigate(page: Page, to: string) {
  await hydrated(page);
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    if (!router) throw new Error("React Router's data router is not exposed on window");
    void router.navigate(path);
  }, to);
}
