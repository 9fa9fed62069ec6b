import { prerenderedPages } from "../../app/route-table";
import { axeViolations } from "./axe";
import { expect, hydrated, renderedAhead, test } from "./fixtures";

// axe-core checks of WCAG 2.2 A/AA rules on every content page, on a wide and a narrow screen.
async function violations(page: import("@playwright/test").Page) {
  await hydrated(page);
  await renderedAhead(page);
  // Fade-in sections wait below the fold at opacity 0; axe would measure their contrast against
  // nothing. Reduced motion keeps them visible, as users who ask for it see them.
  return axeViolations(page);
}

test.use({ reducedMotion: "reduce" });

// One page per template: aliases render the same page, the reference pages share one layout, the
// service and landing pages share their sections (the per-page tests cover their content).
const auditedPaths = [
  "/",
  "/services",
  "/services/ai-development",
  "/services/app-development",
  "/services/mvps",
  "/references",
  "/dyno-reference2",
  "/about",
  "/contact",
  "/app-development-knowledge",
  "/web-development-landing",
  "/impressum",
  "/privacy",
  // The English edition: the same templates in English (issue 24).
  "/en",
  "/en/services",
  "/en/services/app-development",
  "/en/references",
  "/en/edeka-reference",
  "/en/about",
  "/en/contact",
  "/en/app-development-knowledge",
  "/en/mvp-development-landing",
  "/en/legal-notice",
  "/en/privacy",
];
test("the audited pages exist", () => {
  for (const path of auditedPaths) expect(prerenderedPages()).toContain(path);
});

for (const path of auditedPaths) {
  test(`${path} has no axe violations at 1280 px`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

test.describe("narrow screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/contact", "/services/app-development", "/privacy", "/en", "/en/contact"]) {
    test(`${path} has no axe violations at 390 px`, async ({ page }) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the open mobile menu has no axe violations", async ({ page }) => {
    await page.goto("/services/mvps");
    await hydrated(page);
    await page.locator("header summary").first().click();
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
