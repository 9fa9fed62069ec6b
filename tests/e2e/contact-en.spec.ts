import type { Page, Request } from "@playwright/test";
import { enPaths, paths } from "../../app/paths";
import { findDeliveredMail, mailHeaders } from "../support/outbox";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";

/**
 * The contact form of the English edition (issue 24) in the production build: English labels and
 * messages on /en/contact, its language sent with the message and named in the agency's mail, the
 * native post answered in English, and the German page unchanged. The texts are spelled out here,
 * not imported, so a changed text fails. The visitor is a first-time visitor: nothing touches the
 * page before the test's own action (docs/decisions/0014-first-touch.md).
 */

const MISSING = "This field is required.";
const INVALID_EMAIL = "Please enter a valid email address.";
const SUCCESS = "Your message has been sent.";
const GERMAN_TEXTS = [/Dieses Feld wird benötigt/, /Ungültige Email Adresse/, /Bitte /, /Email wurde erfolgreich/];
const SEND_PATH = "/api/send-email";

const LABELS = { name: "Name", email: "Email", phone: "Phone", company: "Company", message: "Message" } as const;
type Field = keyof typeof LABELS;

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });
const field = (page: Page, name: Field) => form(page).getByRole("textbox", { name: LABELS[name], exact: true });
const submitButton = (page: Page) => form(page).getByRole("button", { name: "Send message" });

function values(token: string): Record<Field, string> {
  return {
    name: `John Smith ${token}`,
    email: `john.${token}@example.com`,
    phone: "+44 20 7946 0018",
    company: "Acme Ltd",
    message: `We are planning a customer portal with an app. Request ${token}.`,
  };
}
const newToken = () => `en${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function fill(page: Page, input: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(input) as [Field, string][]) await field(page, name).fill(value);
}

async function expectNoGerman(page: Page) {
  const text = await form(page).innerText();
  for (const german of GERMAN_TEXTS) expect(text).not.toMatch(german);
}

const viewports = [
  { name: "wide", viewport: { width: 1280, height: 900 } },
  { name: "narrow", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of viewports) {
  test.describe(`/en/contact, ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("the first submit of a first-time visitor: English messages under every field, nothing sent", async ({
      page,
    }) => {
      const sent: Request[] = [];
      page.on("request", (r) => void (new URL(r.url()).pathname === SEND_PATH && sent.push(r)));
      await page.goto(enPaths.contact);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(form(page).locator('input[type="hidden"][name="language"]')).toHaveValue("en");
      await expect(form(page)).toHaveAttribute("action", enPaths.contact);
      // The submit is the visitor's first touch: held until the form's script is in charge, then validated.
      await form(page).scrollIntoViewIfNeeded();
      await submitButton(page).click();
      for (const f of Object.keys(LABELS) as Field[]) {
        await expect(field(page, f)).toHaveAttribute("aria-invalid", "true");
        await expect(field(page, f)).toHaveAccessibleDescription(MISSING);
      }
      await expect(form(page).getByText(MISSING, { exact: true })).toHaveCount(5);
      // The page is English: its messages need no lang attribute of their own.
      await expect(form(page).locator("[lang]")).toHaveCount(0);
      await expect(field(page, "name")).toBeFocused();

      await fill(page, { ...values("x"), email: "john@", phone: "call me" });
      await submitButton(page).click();
      await expect(field(page, "email")).toHaveAccessibleDescription(INVALID_EMAIL);
      await expect(field(page, "phone")).toHaveAccessibleDescription("Please enter a valid phone number.");
      await expect(field(page, "email")).toBeFocused();
      await expectNoGerman(page);
      expect(sent).toHaveLength(0);
    });
  });
}

test.describe("/en/contact", () => {
  test("a successful send: the English success state, the language in the request and in the agency's mail", async ({
    page,
  }) => {
    const token = newToken();
    await page.goto(enPaths.contact);
    await form(page).scrollIntoViewIfNeeded();
    await fill(page, values(token));
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === SEND_PATH);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === SEND_PATH);
    await submitButton(page).click();
    expect((await response).status()).toBe(202);
    // The visit began on the contact page (reach measurement sends where it began; decision 0020).
    expect((await request).postDataJSON()).toEqual({
      ...values(token),
      language: "en",
      website: "",
      visit: { entryPage: "/en/contact" },
    });
    await expect(form(page).getByRole("status")).toContainText(SUCCESS);
    await expect(form(page).getByRole("status")).toContainText(
      "Thank you! We’ll get back to you personally within one business day.",
    );
    await expect(form(page).getByRole("alert")).toBeEmpty();
    for (const f of Object.keys(LABELS) as Field[]) await expect(field(page, f)).toHaveValue("");
    await expectNoGerman(page);

    const mail = await findDeliveredMail(token);
    expect(mailHeaders(mail)).toMatch(/^Subject: Kontaktanfrage \(Englisch\): /im);
    expect(mail).toMatch(/^Sprache: Englisch\r?$/m);
  });

  test("the privacy notice links to the English policy's contact-form section, in a new tab", async ({ page }) => {
    await page.goto(enPaths.contact);
    const link = form(page).getByRole("link", { name: /privacy policy/ });
    await expect(link).toHaveAttribute("href", `${enPaths.privacy}#contact-form`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
    await page.goto(enPaths.privacy);
    await expect(page.locator("#contact-form")).toContainText("the language of the page from which you sent the form");
  });

  test("no axe violations with the English field messages", async ({ page }) => {
    await page.goto(enPaths.contact);
    await form(page).scrollIntoViewIfNeeded();
    await submitButton(page).click();
    await expect(form(page).getByText(MISSING, { exact: true })).toHaveCount(5);
    expect(await axeViolations(page, { include: "form", tags: ["wcag2a", "wcag2aa", "wcag22aa"] })).toEqual([]);
  });
});

test.describe("/en/contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // The browser reports the 422 of the answer page as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 422/] });

  test("invalid input: 422 on /en/contact with the input kept and English messages", async ({ page }) => {
    await page.goto(enPaths.contact);
    await fill(page, { name: "John Smith", email: "john@", company: "Acme Ltd", message: "A portal." });
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await submitButton(page).click();
    expect((await response).status()).toBe(422);
    expect(new URL((await response).url()).pathname).toBe(enPaths.contact);
    await expect(page).toHaveURL(enPaths.contact);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(field(page, "name")).toHaveValue("John Smith");
    await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page)).toContainText(INVALID_EMAIL);
    await expect(field(page, "phone")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page)).toContainText(MISSING);
    await expectNoGerman(page);
  });

  test("valid input: redirected to /en/contact/sent with the English success message", async ({ page }) => {
    const token = newToken();
    await page.goto(enPaths.contact);
    await fill(page, values(token));
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await submitButton(page).click();
    expect((await response).status()).toBe(303);
    expect((await response).headers().location).toBe(enPaths.contactSent);
    await expect(page).toHaveURL(enPaths.contactSent);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(form(page).getByRole("status")).toContainText(SUCCESS);
    await expect(field(page, "name")).toHaveValue("");
    await expectNoGerman(page);
    expect(await findDeliveredMail(token)).toMatch(/^Sprache: Englisch\r?$/m);
  });
});

test.describe("the German page keeps the requirements' messages", () => {
  for (const { name, viewport, missing } of [
    { name: "wide", viewport: { width: 1280, height: 900 }, missing: "This field is required" },
    { name: "narrow", viewport: { width: 390, height: 844 }, missing: "Dieses Feld wird benötigt" },
  ]) {
    test(`/contact, ${name}: '${missing}' and 'Ungültige Email Adresse'`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.contact);
      const de = page.getByRole("form", { name: "Kontaktformular" });
      await expect(de.locator('input[type="hidden"][name="language"]')).toHaveValue("de");
      await de.scrollIntoViewIfNeeded();
      await de.getByRole("button", { name: "Nachricht senden" }).click();
      await expect(de.getByText(missing, { exact: true })).toHaveCount(5);
      await de.getByRole("textbox", { name: "E-Mail", exact: true }).fill("erika@");
      await de.getByRole("button", { name: "Nachricht senden" }).click();
      await expect(de.getByText("Ungültige Email Adresse", { exact: true })).toHaveCount(1);
      await expect(de.getByText(INVALID_EMAIL)).toHaveCount(0);
      const link = de.getByRole("link", { name: /Datenschutzerklärung/ });
      await expect(link).toHaveAttribute("href", "/privacy#kontaktformular");
    });
  }
});
