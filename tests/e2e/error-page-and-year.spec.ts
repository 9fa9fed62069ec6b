import { clientNavigate, expect, hydrated, test } from "./fixtures";

test.describe("production error page", () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });
  test("shows the status and a friendly text, never the internal message", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    // A broken data response: the client throws an Error whose message is internal.
    await page.route(/\/services\/quantum\.data/, (route) =>
      route.fulfill({ status: 200, contentType: "text/x-script", body: "internal-detail-7f3a<not a turbo stream" }),
    );
    await clientNavigate(page, "/services/quantum");
    await expect(page.locator("h1")).toHaveText("Unexpected Application Error!");
    await expect(page.getByTestId("error-detail")).toHaveText("500 – Diese Seite konnte nicht geladen werden.");
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/internal-detail|turbo|decode|Error:|\.js:\d+/i);
    await expect(page.locator("main pre")).toHaveCount(0);
  });
});

test("the footer year hydrates without a mismatch in any year, and shows the visitor's year", async ({ page }) => {
  const nextYear = new Date().getFullYear() + 5;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-01T00:00:10`));
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator("footer")).toContainText(`© ${nextYear}`);
  // The console guard of ./fixtures fails the test on React's hydration mismatch error.
});
