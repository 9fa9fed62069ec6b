import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { afterTwoFrames } from "./visitor";

test.describe("header and navigation (wide)", () => {
  test("hovering Leistungen opens the 320 px dropdown; it closes after the pointer leaves", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const dropdown = page.getByTestId("services-dropdown");
    await expect(dropdown).toBeHidden();
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Leistungen" }).hover();
    await expect(dropdown).toBeVisible();
    expect((await dropdown.boundingBox())!.width).toBe(320);
    await expect(dropdown.getByRole("link")).toHaveText([
      /Software-Entwicklung/,
      /AI-Entwicklung/,
      /Webanwendungen/,
      /App-Entwicklung/,
      /Entwicklung von MVPs & Prototypen/,
    ]);
    // Moving from the trigger into the panel keeps it open (the close delay bridges the gap).
    await dropdown.getByRole("link", { name: /Webanwendungen/ }).hover();
    await expect(dropdown).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(dropdown).toBeHidden();
  });

  test("the dropdown works by keyboard: Enter opens, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Menü der Leistungen" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("services-dropdown").getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("Kontakt opens by a full page load; Konferenz opens in a new tab", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const conference = nav.getByRole("link", { name: /Konferenz/ });
    await expect(conference).toHaveAttribute("target", "_blank");
    await expect(conference).toHaveAttribute("rel", /noopener/);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await nav.getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL("/contact");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });

  test("the header changes once the page is scrolled past 50 px", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 49));
    // The scroll event is dispatched before the next frame: by the second, the header has seen it.
    await afterTwoFrames(page);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("navigation scrolls to the top and shows the new page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Referenzen" }).click();
    await expect(page).toHaveURL("/references");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu (640 px or less)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The menu is a <details> (it works before hydration): its <summary> reads MENÜ or SCHLIEßEN.
  const menuToggle = (page: Page) => page.locator("header summary").first();
  const menuPanel = (page: Page) => page.getByTestId("mobile-menu");

  test("MENÜ opens the full menu; Leistungen toggles; a link closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
    await expect(menuToggle(page)).toHaveText(/MENÜ/);
    await menuToggle(page).click();
    const menu = menuPanel(page);
    await expect(menu).toBeVisible();
    await expect(menuToggle(page)).toHaveText(/SCHLIEßEN/);
    await expect(menuToggle(page)).toBeFocused();
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const services = menu.locator("details");
    await expect(services).not.toHaveAttribute("open");
    await expect(menu.getByRole("link", { name: "App-Entwicklung" })).toBeHidden();
    await services.locator("summary").click();
    await expect(services).toHaveAttribute("open");
    await menu.getByRole("link", { name: "App-Entwicklung" }).click();
    await expect(page).toHaveURL("/services/app-development");
    await expect(menu).toBeHidden();
    await expect(menuToggle(page)).toHaveText(/MENÜ/);
  });

  test("under /services the sub-list is open and the current page highlighted", async ({ page }) => {
    await page.goto("/services/mvps");
    await hydrated(page);
    await menuToggle(page).click();
    const menu = menuPanel(page);
    await expect(menu.locator("details")).toHaveAttribute("open");
    await expect(menu.getByRole("link", { name: "Entwicklung von MVPs & Prototypen" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("focus stays in the open menu; Escape closes it and returns focus to MENÜ", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await menuToggle(page).click();
    const menu = page.locator("header details").first();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await expect(menuToggle(page)).toHaveText(/MENÜ/);
  });

  test("narrow layout variants: no second hero button, no contact person card, address shown", async ({ page }) => {
    await page.goto("/");
    // Located by CSS, not by role: role queries skip hidden elements and could never fail here.
    await expect(page.locator('main a[href="/about"]', { hasText: "Wie wir arbeiten" })).toHaveCount(1);
    await expect(page.locator('main a[href="/about"]', { hasText: "Wie wir arbeiten" })).toBeHidden();
    await expect(page.locator('aside[aria-label="Ihr Ansprechpartner"]')).toHaveCount(1);
    await expect(page.locator('aside[aria-label="Ihr Ansprechpartner"]')).toBeHidden();
    await expect(page.locator("#contact address")).toBeVisible();
  });
});
