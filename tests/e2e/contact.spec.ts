import type { Locator, Page, Request, Route } from "@playwright/test";
import { site } from "../../app/content-model/site";
import { pathsOf } from "../../app/paths";
import { findDeliveredMail, mailHeaders } from "../support/outbox";
import { expect, hydrated, test } from "./fixtures";
import { axeViolations } from "./axe";

// Requirements §8, verbatim: the tests spell the texts out instead of importing them, so a changed text fails.
const SUCCESS = "Email wurde erfolgreich versendet!";
const FAILED = "Email konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.";
const ERROR = "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.";
const INVALID_EMAIL = "Ungültige Email Adresse";
const MISSING_NARROW = "Dieses Feld wird benötigt";
const MISSING_WIDE = "This field is required";
const SEND_PATH = "/api/send-email";

const LABELS = {
  name: "Name",
  email: "E-Mail",
  phone: "Telefon",
  company: "Unternehmen",
  message: "Nachricht",
} as const;
type Field = keyof typeof LABELS;
type Values = Record<Field, string>;

const form = (page: Page) => page.getByRole("form", { name: "Kontaktformular" });
const field = (page: Page, name: Field) => form(page).getByRole("textbox", { name: LABELS[name], exact: true });
const submitButton = (page: Page) => form(page).getByRole("button", { name: "Nachricht senden" });
const successRegion = (page: Page) => form(page).getByRole("status");
const errorRegion = (page: Page) => form(page).getByRole("alert");

async function openForm(page: Page, url = "/contact") {
  await page.goto(url);
  await hydrated(page);
  // The form hydrates when it comes near the screen; until then it would post natively.
  await form(page).scrollIntoViewIfNeeded();
  await expect(form(page)).toHaveAttribute("data-enhanced", "true");
}

/** A unique, valid message (the name carries a token the delivery test looks for). */
function validValues(overrides: Partial<Values> = {}): Values {
  const token = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Erika Test ${token}`,
    email: `erika.${token}@example.com`,
    phone: "+49 7121 123456",
    company: "Muster GmbH",
    message: `Wir planen ein Kundenportal mit App. Anfrage ${token}.`,
    ...overrides,
  };
}

async function fill(page: Page, values: Partial<Values>) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) await field(page, name).fill(value);
}

async function expectValues(page: Page, values: Values) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    await expect(field(page, name)).toHaveValue(value);
  }
}

/** Every request the page sends to the contact API, in order. */
function sends(page: Page): Request[] {
  const list: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SEND_PATH) list.push(request);
  });
  return list;
}

async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
}

const variants = [
  { name: "wide", viewport: { width: 1280, height: 900 }, missing: MISSING_WIDE, other: MISSING_NARROW },
  { name: "narrow", viewport: { width: 390, height: 844 }, missing: MISSING_NARROW, other: MISSING_WIDE },
] as const;

for (const variant of variants) {
  test.describe(`contact form, ${variant.name} variant (${variant.viewport.width} px)`, () => {
    test.use({ viewport: variant.viewport });

    test(`missing fields: '${variant.missing}' under every field, focus on the first, nothing sent`, async ({
      page,
    }) => {
      await openForm(page);
      const sent = sends(page);
      await submitButton(page).click();
      for (const name of Object.keys(LABELS) as Field[]) await expectFieldError(field(page, name), variant.missing);
      await expect(form(page).getByText(variant.missing, { exact: true })).toHaveCount(5);
      await expect(form(page).getByText(variant.other)).toHaveCount(0);
      await expect(field(page, "name")).toBeFocused();
      // The focused field and its label are in view, not hidden under the fixed header.
      const header = await page.locator("header").first().boundingBox();
      const label = await form(page)
        .locator("label", { hasText: /^Name$/ })
        .boundingBox();
      expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await expect(field(page, "name")).toBeInViewport();

      // Name and e-mail given: the phone is the first invalid field now.
      await fill(page, { name: "Erika Mustermann", email: "erika@example.com" });
      await submitButton(page).click();
      await expect(field(page, "phone")).toBeFocused();
      await expect(form(page).getByText(variant.missing, { exact: true })).toHaveCount(3);
      await expect(field(page, "name")).not.toHaveAttribute("aria-invalid");
      await expect(field(page, "name")).toHaveValue("Erika Mustermann");

      await expect(successRegion(page)).toBeEmpty();
      await expect(errorRegion(page)).toBeEmpty();
      expect(sent).toHaveLength(0);
    });

    test(`invalid e-mail: '${INVALID_EMAIL}', focus on the e-mail field, nothing sent`, async ({ page }) => {
      await openForm(page);
      const sent = sends(page);
      await fill(page, validValues({ email: "erika@example" }));
      await submitButton(page).click();
      await expectFieldError(field(page, "email"), INVALID_EMAIL);
      await expect(field(page, "email")).toBeFocused();
      await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(1);
      // Editing the field takes its error away; the next submit checks again.
      await field(page, "email").pressSequentially(".de");
      await expect(field(page, "email")).not.toHaveAttribute("aria-invalid");
      await expect(form(page).getByText(INVALID_EMAIL)).toHaveCount(0);
      expect(sent).toHaveLength(0);
    });

    test(`success: the server accepts the message, '${SUCCESS}', the form is reset`, async ({ page }) => {
      await openForm(page);
      const sent = sends(page);
      const values = validValues();
      await fill(page, values);
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === SEND_PATH);
      await submitButton(page).click();
      expect((await response).status()).toBe(202);
      await expect(successRegion(page)).toContainText(SUCCESS);
      for (const name of Object.keys(LABELS) as Field[]) await expect(field(page, name)).toHaveValue("");
      await expect(errorRegion(page)).toBeEmpty();
      await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0);

      // The body is JSON with the five trimmed fields, the page's language (and the empty honeypot).
      expect(sent).toHaveLength(1);
      const [request] = sent as [Request];
      expect(request.method()).toBe("POST");
      expect(await request.headerValue("content-type")).toBe("application/json");
      // The visit began on the contact page (reach measurement sends where it began; decision 0020).
      expect(request.postDataJSON()).toEqual({
        ...values,
        language: "de",
        website: "",
        visit: { entryPage: "/contact" },
      });
    });

    test.describe("failures", () => {
      test.use({ allowedConsoleErrors: [/Failed to load resource/] });

      test(`non-OK answer: '${FAILED}', values stay; success and failure replace each other`, async ({ page }) => {
        await openForm(page);
        const values = validValues();
        await fill(page, values);
        await page.route(`**${SEND_PATH}`, (route) => route.fulfill({ status: 503, body: "" }));
        await submitButton(page).click();
        await expect(errorRegion(page)).toContainText(FAILED);
        await expect(successRegion(page)).toBeEmpty();
        await expectValues(page, values);
        await expect(submitButton(page)).toBeEnabled();

        // Sent again (the values are still there), the real server accepts: success replaces the failure.
        await page.unroute(`**${SEND_PATH}`);
        await submitButton(page).click();
        await expect(successRegion(page)).toContainText(SUCCESS);
        await expect(errorRegion(page)).toBeEmpty();
        await expect(field(page, "name")).toHaveValue("");

        // A 500 after a success: the failure replaces the success.
        const next = validValues();
        await fill(page, next);
        await page.route(`**${SEND_PATH}`, (route) => route.fulfill({ status: 500, body: "" }));
        await submitButton(page).click();
        await expect(errorRegion(page)).toContainText(FAILED);
        await expect(successRegion(page)).toBeEmpty();
        await expectValues(page, next);
      });

      test(`network failure: '${ERROR}', values stay`, async ({ page }) => {
        await openForm(page);
        const values = validValues();
        await fill(page, values);
        await page.route(`**${SEND_PATH}`, (route) => route.abort("internetdisconnected"));
        await submitButton(page).click();
        await expect(errorRegion(page)).toContainText(ERROR);
        await expect(errorRegion(page)).not.toContainText(FAILED);
        await expect(successRegion(page)).toBeEmpty();
        await expectValues(page, values);
        // The alert offers the direct ways to reach us.
        await expect(errorRegion(page).getByRole("link", { name: site.email })).toHaveAttribute(
          "href",
          `mailto:${site.email}`,
        );
      });
    });

    test("the button shows progress, and a double click sends once", async ({ page }) => {
      await openForm(page);
      const sent = sends(page);
      await fill(page, validValues());
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${SEND_PATH}`, async (route) => {
        await held;
        await route.continue();
      });
      await submitButton(page).dblclick();
      const button = form(page).getByRole("button", { name: /Wird gesendet/ });
      await expect(button).toHaveAttribute("aria-disabled", "true");
      await expect(button.locator(".lucide:visible")).toHaveCount(1);
      await field(page, "message").press("Enter"); // in the textarea: a new line, not a submit
      await form(page).locator("input[name=company]").press("Enter"); // implicit submission: ignored while sending
      release();
      await expect(successRegion(page)).toContainText(SUCCESS);
      await expect(submitButton(page)).not.toHaveAttribute("aria-disabled");
      expect(sent).toHaveLength(1);
    });
  });
}

test.describe("contact form details", () => {
  test.describe("server answers", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test(`no answer within 20 s: '${ERROR}', the button is usable again`, async ({ page }) => {
      await openForm(page);
      // Installed after hydration: the page's bootstrap waits for a painted frame with real timers.
      await page.clock.install();
      const values = validValues();
      await fill(page, values);
      await page.route(`**${SEND_PATH}`, () => undefined); // never answered
      await submitButton(page).click();
      await expect(form(page).getByRole("button", { name: /Wird gesendet/ })).toBeVisible();
      // The installed clock also runs in real time while the test works (seconds on a busy machine),
      // so the checks keep a margin either side of the 20 s.
      await page.clock.fastForward(16_000);
      await expect(form(page).getByRole("button", { name: /Wird gesendet/ })).toBeVisible();
      await page.clock.fastForward(5_000);
      await expect(errorRegion(page)).toContainText(ERROR);
      await expect(submitButton(page)).not.toHaveAttribute("aria-disabled");
      await expectValues(page, values);
    });

    test("a 422 answer shows the failure and the server's messages at their fields", async ({ page }) => {
      await openForm(page);
      const values = validValues();
      await fill(page, values);
      await page.route(`**${SEND_PATH}`, (route) =>
        route.fulfill({
          status: 422,
          contentType: "application/json",
          body: JSON.stringify({ errors: { phone: "Bitte geben Sie eine gültige Telefonnummer an.", bogus: "x" } }),
        }),
      );
      await submitButton(page).click();
      await expect(errorRegion(page)).toContainText(FAILED);
      await expectFieldError(field(page, "phone"), "Bitte geben Sie eine gültige Telefonnummer an.");
      await expect(field(page, "phone")).toBeFocused();
      await expectValues(page, values);
    });
  });

  test("the schema's German messages: too long, invalid phone number", async ({ page }) => {
    await openForm(page);
    const sent = sends(page);
    await fill(page, validValues({ phone: "bitte anrufen", message: "x".repeat(5001) }));
    await submitButton(page).click();
    await expectFieldError(field(page, "phone"), "Bitte geben Sie eine gültige Telefonnummer an.");
    await expectFieldError(field(page, "message"), "Bitte höchstens 5.000 Zeichen.");
    await expect(field(page, "phone")).toBeFocused();
    // Nothing is cut off silently: the whole text stays for the visitor to shorten.
    await expect(field(page, "message")).toHaveValue("x".repeat(5001));
    expect(sent).toHaveLength(0);
  });

  test("fields: types, autocomplete, required, placeholders ending with an asterisk", async ({ page }) => {
    await openForm(page);
    const expected = {
      name: ["text", "name"],
      email: ["email", "email"],
      phone: ["tel", "tel"],
      company: ["text", "organization"],
    } as const;
    for (const [name, [type, autocomplete]] of Object.entries(expected)) {
      const control = field(page, name as Field);
      await expect(control).toHaveAttribute("type", type);
      await expect(control).toHaveAttribute("autocomplete", autocomplete);
    }
    await expect(field(page, "message")).toHaveJSProperty("tagName", "TEXTAREA");
    for (const name of Object.keys(LABELS) as Field[]) {
      await expect(field(page, name)).toHaveAttribute("required", "");
      await expect(field(page, name)).toHaveAttribute("aria-required", "true");
      await expect(field(page, name)).toHaveAttribute("placeholder", /\*$/);
    }
    await expect(form(page)).toHaveAttribute("novalidate", "");
    // Before hydration (or without JavaScript) the form posts natively to the same endpoint.
    await expect(form(page)).toHaveAttribute("method", "post");
    await expect(form(page)).toHaveAttribute("action", "/contact");
  });

  test("the honeypot is invisible and out of the tab order", async ({ page }) => {
    await openForm(page);
    const honeypot = form(page).locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).toHaveValue("");
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    // Off-screen and clipped to one pixel: never seen, never in the viewport.
    await form(page).scrollIntoViewIfNeeded();
    const box = await honeypot.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    await expect(honeypot).not.toBeInViewport();
    // Tab order: message → privacy link → submit button; the honeypot is skipped.
    await field(page, "message").focus();
    await page.keyboard.press("Tab");
    await expect(form(page).getByRole("link", { name: /Datenschutzerklärung/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(field(page, "message")).toBeFocused();
  });

  test("the privacy notice links to the contact-form part of the privacy policy, in a new tab", async ({ page }) => {
    await openForm(page);
    await expect(form(page)).toContainText("Mit dem Absenden");
    const link = form(page).getByRole("link", { name: /Datenschutzerklärung/ });
    await expect(link).toHaveAttribute("href", "/privacy#kontaktformular");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAccessibleName(/neuen Tab/);
    await page.goto("/privacy");
    await expect(page.locator("#kontaktformular")).toHaveCount(1);
  });

  test("a sent message arrives in the outbox with the visitor as Reply-To", async ({ page }) => {
    await openForm(page);
    const values = validValues();
    await fill(page, values);
    await submitButton(page).click();
    await expect(successRegion(page)).toContainText(SUCCESS);

    const token = values.name.split(" ").at(-1)!;
    const headers = mailHeaders(await findDeliveredMail(token));
    const replyTo = headers.split(/\r?\n/).find((line) => /^reply-to:/i.test(line));
    expect(replyTo).toBeDefined();
    expect(replyTo).toContain(`<${values.email}>`);
    expect(headers).toMatch(new RegExp(`^Subject: .*${token}`, "im"));
  });
});

test.describe("a submit before the form's script is in charge", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] });

  test("is held with 'Wird gesendet …' shown, and sent natively at once when the scripts fail to load", async ({
    page,
  }) => {
    // Every script request waits until the test lets it fail: the page's chunks, its download worker.
    const waiting: Route[] = [];
    let failing = false;
    await page.route(/\.js(\?|$)/, (route) => (failing ? route.abort() : void waiting.push(route)));
    await page.goto("/contact");
    const values = validValues();
    await fill(page, values); // the first input: the page starts loading its scripts
    await submitButton(page).click();
    const held = form(page).getByRole("button", { name: /Wird gesendet/ });
    await expect(held).toBeVisible();
    await expect(form(page)).toHaveAttribute("data-pending-submit", "");
    expect(waiting.length, "script requests held by the test").toBeGreaterThan(0);

    const post = page.waitForRequest((r) => r.method() === "POST", { timeout: 4_000 });
    const failedAt = Date.now();
    failing = true;
    for (const route of waiting.splice(0)) await route.abort();
    // At once, not after the last resort's 8 s: the bootstrap reports the failed load.
    expect(new URL((await post).url()).pathname).toBe(pathsOf("de").contact);
    expect(Date.now() - failedAt).toBeLessThan(4_000);
    await expect(page).toHaveURL(pathsOf("de").contactSent);
    await expect(successRegion(page)).toContainText(SUCCESS);
    const headers = mailHeaders(await findDeliveredMail(values.name.split(" ").at(-1)!));
    expect(headers).toMatch(/^reply-to:.*<erika\.[a-z0-9]+@example\.com>/im);
  });
});

test.describe("accessibility of the form states", () => {
  test.use({ reducedMotion: "reduce", allowedConsoleErrors: [/Failed to load resource/] });

  async function axe(page: Page) {
    return axeViolations(page, { include: "#contact" });
  }

  for (const variant of variants) {
    test(`no axe violations with field errors, after a failure and after a success (${variant.viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(variant.viewport);
      await openForm(page);
      await submitButton(page).click();
      await expect(field(page, "name")).toBeFocused();
      expect(await axe(page), "field errors").toEqual([]);

      await fill(page, validValues());
      await page.route(`**${SEND_PATH}`, (route) => route.fulfill({ status: 503, body: "" }));
      await submitButton(page).click();
      await expect(errorRegion(page)).toContainText(FAILED);
      expect(await axe(page), "failure").toEqual([]);

      await page.unroute(`**${SEND_PATH}`);
      await submitButton(page).click();
      await expect(successRegion(page)).toContainText(SUCCESS);
      expect(await axe(page), "success").toEqual([]);
    });
  }
});

test.describe("contact section and page", () => {
  test("/contact: one h1, the free 30-minute call, the 40-minute claim, address, phone, e-mail, three steps", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(`Kontakt | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Starten Sie jetzt Ihr Software Projekt mit ${site.name}`,
    );
    await expect(page.locator("section#contact h1")).toHaveCount(1);
    const main = page.locator("main");
    await expect(main).toContainText(`${site.claims.discoveryCallMinutes} Minuten`);
    await expect(main).toContainText("kostenlos");
    await expect(main).toContainText("unverbindlich");
    await expect(main).toContainText(`rund ${site.claims.travelMinutes} Minuten`);
    await expect(main).toContainText(site.address.street);
    await expect(main).toContainText(`${site.address.postalCode} ${site.address.city}`);
    await expect(main.getByRole("link", { name: site.phone }).first()).toHaveAttribute("href", "tel:+497121964020");
    await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(main.getByRole("link", { name: "Erstgespräch anfragen" })).toHaveAttribute("href", "#contact");
    const steps = page.locator("section#ablauf ol > li");
    await expect(steps).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 2, name: "Was nach dem Absenden passiert" })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("ContactPage");
  });

  test("wide: the contact person card with avatar, name, 'Ihr Ansprechpartner', e-mail and phone", async ({ page }) => {
    await page.goto("/contact");
    const card = page.getByRole("complementary", { name: "Ihr Ansprechpartner" });
    await expect(card).toBeVisible();
    await expect(card.locator("img").first()).toBeVisible();
    await expect(card).toContainText(site.contactPerson.name);
    await expect(card).toContainText("Ihr Ansprechpartner");
    await expect(card.getByRole("link", { name: site.contactPerson.email })).toHaveAttribute(
      "href",
      `mailto:${site.contactPerson.email}`,
    );
    await expect(card.getByRole("link", { name: site.contactPerson.phone })).toHaveAttribute(
      "href",
      "tel:+497121964021",
    );
    await expect(card).toContainText(`${site.claims.travelMinutes} Minuten`);
    await expect(page.locator("#contact address")).toBeHidden();
  });

  test.describe("narrow", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("/contact at 390 px: no horizontal overflow, the address block instead of the card", async ({ page }) => {
      await page.goto("/contact");
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(form(page)).toBeVisible();
      await expect(page.locator('aside[aria-label="Ihr Ansprechpartner"]')).toBeHidden();
      const address = page.locator("#contact address");
      await expect(address).toBeVisible();
      for (const text of [site.legal.company, site.address.street, site.address.city, site.phone]) {
        await expect(address).toContainText(text);
      }
      await expect(address).toContainText(`${site.claims.travelMinutes} Minuten`);
      // Every element stays inside the viewport (nothing is cut off on the right).
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.right > window.innerWidth + 0.5 && !el.closest('[aria-hidden="true"]');
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(outside).toEqual([]);
    });
  });

  test("the same form on the home, service and landing pages", async ({ page }) => {
    for (const url of ["/", "/services/app-development", "/services/web-development", "/mvp-development-landing"]) {
      await page.goto(url);
      await expect(page.locator("section#contact h2")).toHaveText(
        `Starten Sie jetzt Ihr Software Projekt mit ${site.name}`,
      );
      await expect(page.locator("section#contact").getByRole("form", { name: "Kontaktformular" })).toHaveCount(1);
    }
    await hydrated(page);
    await form(page).scrollIntoViewIfNeeded();
    await expect(form(page)).toHaveAttribute("data-enhanced", "true");
    await submitButton(page).click();
    await expect(form(page).getByText(MISSING_WIDE, { exact: true })).toHaveCount(5);
    await expect(field(page, "name")).toBeFocused();
  });
});
