import type { Page } from "@playwright/test";
import { paths } from "../../app/paths";
import { countDeliveredMail, findDeliveredMail, mailHeaders } from "../support/outbox";
import { expect, test } from "./fixtures";
import { serviceKeys } from "../../app/content-model/services/keys";

/**
 * Hydration starts only after the first paint, so everything a visitor can touch must work from
 * the HTML alone. These tests switch JavaScript off entirely: what passes here also works in the
 * moments before the page has hydrated.
 */
test.use({ javaScriptEnabled: false });

const form = (page: Page) => page.getByRole("form", { name: "Kontaktformular" });
const field = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true });
const submit = (page: Page) => form(page).getByRole("button", { name: "Nachricht senden" });

test.describe("navigation without JavaScript", () => {
  test("links are real links: the header leads to the references page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Referenzen" }).click();
    await expect(page).toHaveURL("/references");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("hovering Leistungen opens the dropdown, and it closes about 100 ms after the pointer leaves", async ({
    page,
  }) => {
    await page.goto("/");
    const dropdown = page.getByTestId("services-dropdown");
    await expect(dropdown).toBeHidden();
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Leistungen" }).hover();
    await expect(dropdown).toBeVisible();
    expect((await dropdown.boundingBox())!.width).toBe(320);
    await dropdown.getByRole("link", { name: /App-Entwicklung/ }).hover();
    await page.mouse.move(640, 700);
    // Hidden by a visibility transition that waits 100 ms (too short to catch reliably from here).
    expect(await dropdown.evaluate((el) => getComputedStyle(el).transitionDelay)).toBe("0.1s");
    await expect(dropdown).toBeHidden({ timeout: 1000 });
  });

  test("keyboard focus inside Leistungen shows the five service pages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Leistungen" }).focus();
    await expect(page.getByTestId("services-dropdown")).toBeVisible();
    await expect(page.getByTestId("services-dropdown").getByRole("link")).toHaveCount(serviceKeys.length);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("MENÜ opens the full menu, Leistungen toggles its sub-list, SCHLIEßEN closes it", async ({ page }) => {
      await page.goto("/");
      const toggle = page.locator("header summary").first();
      const menu = page.getByTestId("mobile-menu");
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveText(/MENÜ/);
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveText(/SCHLIEßEN/);
      await expect(menu.getByRole("link", { name: "App-Entwicklung" })).toBeHidden();
      await menu.locator("details summary").click();
      await expect(menu.getByRole("link", { name: "App-Entwicklung" })).toBeVisible();
      await toggle.click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveText(/MENÜ/);
    });

    test("a link in the menu leads to its page; under /services the sub-list starts open", async ({ page }) => {
      await page.goto("/");
      await page.locator("header summary").first().click();
      await page.getByTestId("mobile-menu").locator("details summary").click();
      await page.getByTestId("mobile-menu").getByRole("link", { name: "Entwicklung von MVPs & Prototypen" }).click();
      await expect(page).toHaveURL("/services/mvps");
      await expect(page.getByTestId("mobile-menu")).toBeHidden();
      await page.locator("header summary").first().click();
      await expect(page.getByTestId("mobile-menu").locator("details")).toHaveAttribute("open");
      await expect(
        page.getByTestId("mobile-menu").getByRole("link", { name: "Entwicklung von MVPs & Prototypen" }),
      ).toHaveAttribute("aria-current", "page");
    });
  });
});

test.describe("accordions and carousel without JavaScript", () => {
  test("FAQ answers open and close on click", async ({ page }) => {
    await page.goto("/services/ai-development");
    const item = page.getByTestId("faq").locator("details").first();
    await expect(item.locator("p")).toBeHidden();
    await item.locator("summary").click();
    await expect(item.locator("p")).toBeVisible();
    await item.locator("summary").click();
    await expect(item.locator("p")).toBeHidden();
  });

  test.describe("at 1000 px", () => {
    test.use({ viewport: { width: 1000, height: 900 } });
    test("the benefits accordion opens and closes on click", async ({ page }) => {
      await page.goto("/");
      const item = page.getByTestId("benefits").locator("details").first();
      await expect(item.locator("p")).toBeHidden();
      await item.locator("summary").click();
      await expect(item.locator("p")).toBeVisible();
      await item.locator("summary").click();
      await expect(item.locator("p")).toBeHidden();
    });
  });

  test("the testimonial track scrolls natively (keyboard); without scripts there are no buttons that do nothing", async ({
    page,
  }) => {
    await page.goto("/");
    const track = page.getByTestId("testimonial-track");
    await track.scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Nächste Kundenstimme" })).toBeHidden();
    await track.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("contact form without JavaScript", () => {
  // The browser reports the 422 of the answer page as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 422/] });

  test("invalid input: the server answers with the form, the visitor's input and the field messages", async ({
    page,
  }) => {
    await page.goto("/contact");
    await field(page, "Name").fill("Erika Mustermann");
    await field(page, "E-Mail").fill("erika@");
    await field(page, "Unternehmen").fill("Muster GmbH");
    await field(page, "Nachricht").fill("Wir planen ein Kundenportal.");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await submit(page).click();
    // The answer is the contact page itself: its address, never an /api/ one.
    expect((await response).status()).toBe(422);
    expect(new URL((await response).url()).pathname).toBe(paths.contact);
    // The visitor's own input is never indexed.
    expect((await response).headers()["x-robots-tag"]).toBe("noindex");
    await expect(page).toHaveURL(paths.contact);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Starten Sie jetzt Ihr Software Projekt mit");
    await expect(field(page, "Name")).toHaveValue("Erika Mustermann");
    await expect(field(page, "E-Mail")).toHaveValue("erika@");
    await expect(field(page, "Nachricht")).toHaveValue("Wir planen ein Kundenportal.");
    await expect(field(page, "E-Mail")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page)).toContainText("Ungültige Email Adresse");
    await expect(field(page, "Telefon")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page)).toContainText("Dieses Feld wird benötigt");
  });

  test("valid input: the success message, an empty form, and the mail in the outbox", async ({ page }) => {
    const token = `nojs${Date.now().toString(36)}`;
    await page.goto("/contact");
    await field(page, "Name").fill(`Erika ${token}`);
    await field(page, "E-Mail").fill("erika@example.com");
    await field(page, "Telefon").fill("+49 7121 123456");
    await field(page, "Unternehmen").fill("Muster GmbH");
    await field(page, "Nachricht").fill("Wir planen ein Kundenportal mit App.");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await submit(page).click();
    // POST/redirect/GET: the post is answered with a redirect to a page of its own.
    expect((await response).status()).toBe(303);
    await expect(page).toHaveURL(paths.contactSent);
    await expect(form(page).getByRole("status")).toContainText("Email wurde erfolgreich versendet!");
    await expect(field(page, "Name")).toHaveValue("");
    const headers = mailHeaders(await findDeliveredMail(token));
    expect(headers).toMatch(/^reply-to:.*<erika@example\.com>/im);
    // A reload asks for that page again and sends nothing twice.
    const reload = page.waitForRequest(() => true);
    await page.reload();
    expect((await reload).method()).toBe("GET");
    await expect(form(page).getByRole("status")).toContainText("Email wurde erfolgreich versendet!");
    // A second submission would be a request (none while the network is quiet) answered only after
    // the message is stored and handed to the outbox, which delivers it at once here.
    await page.waitForLoadState("networkidle");
    expect(await countDeliveredMail(token)).toBe(1);
  });

  test("the form on the home page posts natively too", async ({ page }) => {
    await page.goto("/");
    await expect(form(page)).toHaveAttribute("method", "post");
    await expect(form(page)).toHaveAttribute("action", paths.contact);
    await expect(submit(page)).toBeEnabled();
  });
});
