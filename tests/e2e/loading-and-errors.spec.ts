import { expect, hydrated, navigateInApp, test } from "./fixtures";

test.describe("loading and errors", () => {
  test("a progress indicator shows while the next page's code loads", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // Hold back the next route's module. (Not every script: clicking the footer scrolls the contact
    // form near the screen, and its code, held back too, would suspend the navigation's render.)
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/impressum.de-*.js", async (route) => {
      await gate;
      await route.continue();
    });
    await page.locator("footer").getByRole("link", { name: "Impressum" }).click();
    await expect(page.getByTestId("page-progress")).toBeVisible();
    await expect(page.getByRole("status").getByText("Seite wird geladen …")).toBeAttached();
    release();
    await expect(page).toHaveURL("/impressum");
    await expect(page.locator("h1")).toHaveText(/Impressum/);
    await expect(page.getByTestId("page-progress")).toBeHidden();
  });

  test.describe("when a route fails", () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });
    test("the error page shows 'Unexpected Application Error!' with the status and a way home", async ({ page }) => {
      await page.goto("/services");
      await hydrated(page);
      await page.route(/\/services\/quantum\.data/, (route) => route.fulfill({ status: 500, body: "kaputt" }));
      await navigateInApp(page, "/services/quantum");
      await expect(page.locator("h1")).toHaveText("Unexpected Application Error!");
      await expect(page.getByTestId("error-detail")).toContainText("500");
      await expect(page.locator("header").first()).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
      await expect(page).toHaveURL("/");
    });
  });
});

test.describe("production error page", () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });
  test("shows the status and a friendly text, never the internal message", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    // A broken data response: the client throws an Error whose message is internal.
    await page.route(/\/services\/quantum\.data/, (route) =>
      route.fulfill({ status: 200, contentType: "text/x-script", body: "internal-detail-7f3a<not a turbo stream" }),
    );
    await navigateInApp(page, "/services/quantum");
    await expect(page.locator("h1")).toHaveText("Unexpected Application Error!");
    await expect(page.getByTestId("error-detail")).toHaveText("500 – Diese Seite konnte nicht geladen werden.");
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/internal-detail|turbo|decode|Error:|\.js:\d+/i);
    await expect(page.locator("main pre")).toHaveCount(0);
  });
});
