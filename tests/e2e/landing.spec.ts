import { expect, test } from "./fixtures";

test.describe("campaign landing pages", () => {
  for (const path of ["/app-development-landing", "/web-development-landing", "/mvp-development-landing"]) {
    test(`${path} has a reduced header and footer with one goal: the form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
      await expect(page.locator("header").getByRole("link")).toHaveCount(1);
      await expect(page.locator("header").getByRole("link")).toHaveAttribute("href", "#contact");
      await expect(page.locator("footer").getByRole("link", { name: "Impressum" })).toHaveAttribute(
        "href",
        "/impressum",
      );
      await expect(page.locator("footer").getByRole("link", { name: "Datenschutz" })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator("#contact form")).toHaveCount(1);
    });
  }
});
