import { describe, expect, it } from "vitest";
import { INVALID_EMAIL, MISSING_FIELD_NARROW } from "../../app/contact/contact-fields";
import { enPaths, paths } from "../../app/paths";
import type { OutboxStore } from "./store";
import { parseMail, sleep, testConfig, validMessage, waitFor } from "../../tests/support/contact-harness";
import { contactTestScope } from "../../tests/support/per-test";

/**
 * The visitor's language (issue 24): the English page's messages in English, the German page's
 * unchanged; the language stored with the message, named in the agency's mail, and the auto-reply
 * written in it. Real SQLite files and an in-process SMTP server.
 */
const { scope, serve, smtp: smtpServer, inspect } = contactTestScope();

async function setup(env: Record<string, string> = {}) {
  const smtp = await smtpServer();
  const h = await serve(testConfig({ DATA_DIR: scope.dir, RATE_LIMIT: "0", SMTP_URL: smtp.url, ...env }));
  return { smtp, h, store: inspect() };
}

const languages = async (store: OutboxStore) => (await store.list()).map((m) => [m.kind, m.language]);
const english = { ...validMessage(), language: "en" as const, message: "We need an app." };
const { language: _language, ...oldClient } = validMessage();

describe("the visitor's language on the server", () => {
  it("JSON API: English messages for an English page, German ones otherwise; language stored, German when absent", async () => {
    const { h, store } = await setup();
    const bad = { name: "", email: "nope", phone: "call me", company: "Acme", message: "x".repeat(5001) };
    const en = await h.post({ ...bad, language: "en" });
    expect(en.status).toBe(422);
    expect(((await en.json()) as { errors: unknown }).errors).toEqual({
      name: "This field is required.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
      message: "Please use no more than 5,000 characters.",
    });
    const de = await h.post(bad);
    expect(((await de.json()) as { errors: unknown }).errors).toEqual({
      name: MISSING_FIELD_NARROW,
      email: INVALID_EMAIL,
      phone: "Bitte geben Sie eine gültige Telefonnummer an.",
      message: "Bitte höchstens 5.000 Zeichen.",
    });
    expect(await store.list()).toHaveLength(0);

    expect((await h.post(english)).status).toBe(202);
    expect((await h.post(oldClient)).status).toBe(202);
    expect((await h.post({ ...validMessage(), language: "de" })).status).toBe(202);
    expect(await languages(store)).toEqual([
      ["lead", "en"],
      ["lead", "de"],
      ["lead", "de"],
    ]);
  });

  it("JSON API: any other language is refused with 422, never stored, never a 5xx", async () => {
    const { h, store } = await setup();
    for (const language of ["fr", "EN", "", 7, null, ["en"], { x: 1 }, "en\r\nBcc: x@evil.test"]) {
      const res = await h.post({ ...validMessage(), language });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ errors: { language: "Ungültige Eingabe." } });
    }
    expect(await store.list()).toHaveLength(0);
  });

  it("native post: /en/contact answers in English and ends on /en/contact/sent; /contact as before", async () => {
    const { h, store } = await setup();
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${h.base}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

    const sent = await form(enPaths.contact, { ...english, website: "" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(enPaths.contactSent);

    const invalid = await form(enPaths.contact, { ...english, email: "x@", company: " " });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      page: {
        outcome: "invalid",
        // The five fields as typed, nothing else.
        values: { ...oldClient, message: "We need an app.", email: "x@", company: " " },
        errors: { email: "Please enter a valid email address.", company: "This field is required." },
      },
    });

    // A page cached before the form carried its language: the address decides.
    const { language: _l, ...withoutLanguage } = english;
    expect((await form(enPaths.contact, withoutLanguage)).headers.get("location")).toBe(enPaths.contactSent);
    const german = await form(paths.contact, oldClient);
    expect(german.status).toBe(303);
    expect(german.headers.get("location")).toBe(paths.contactSent);
    const germanInvalid = await form(paths.contact, { ...oldClient, email: "x@" });
    expect(await germanInvalid.json()).toMatchObject({ page: { errors: { email: INVALID_EMAIL } } });

    // A tampered language: no field to show it at, so the generic failure; nothing stored.
    const tampered = await form(enPaths.contact, { ...english, language: "fr" });
    expect(tampered.status).toBe(422);
    expect(await tampered.json()).toMatchObject({ page: { outcome: "failed" } });

    expect(await languages(store)).toEqual([
      ["lead", "en"],
      ["lead", "en"],
      ["lead", "de"],
    ]);
  });

  it("the agency's mail names the language; the auto-reply is written in the visitor's language", async () => {
    const { h, smtp, store } = await setup({ CONTACT_AUTOREPLY: "1" });
    expect(
      (await h.post({ ...english, email: "john@example.com", name: "John Smith", company: "Acme Ltd" })).status,
    ).toBe(202);
    expect((await h.post(oldClient)).status).toBe(202);
    await waitFor(() => smtp.received.length === 4, 10_000, "two leads and two confirmations");
    await sleep(200);
    expect(smtp.received).toHaveLength(4);
    expect(await languages(store)).toEqual([
      ["lead", "en"],
      ["autoreply", "en"],
      ["lead", "de"],
      ["autoreply", "de"],
    ]);
    const to = (address: string) => smtp.received.filter((r) => r.to[0] === address).map((r) => parseMail(r.raw));

    const [leadEn, leadDe] = to("leads@agency.test");
    // The agency reads German: the lead stays German and names the visitor's language.
    expect(leadEn!.headers.get("subject")).toBe("Kontaktanfrage (Englisch): John Smith (Acme Ltd)");
    expect(leadEn!.text).toContain("Neue Kontaktanfrage über die Website");
    expect(leadEn!.text).toMatch(/^Sprache: Englisch$/m);
    expect(leadEn!.html).toMatch(/Sprache<\/th><td[^>]*>Englisch</);
    expect(leadDe!.headers.get("subject")).toBe("Kontaktanfrage: Erika Mustermann (Muster GmbH)");
    expect(leadDe!.text).toMatch(/^Sprache: Deutsch$/m);

    const [replyEn] = to("john@example.com");
    expect(replyEn!.headers.get("subject")).toBe("Your inquiry to Quellwerk");
    expect(replyEn!.headers.get("auto-submitted")).toBe("auto-generated");
    expect(replyEn!.text).toContain("Thank you for contacting Quellwerk.\nWe have received your message");
    expect(replyEn!.text).toContain("Kind regards");
    expect(replyEn!.text).toMatch(/Reutlingen, Germany/);
    expect(replyEn!.text).not.toMatch(/Anfrage|Grüße|Telefon|vielen Dank/);
    expect(replyEn!.text).not.toContain("We need an app."); // fixed text, no echo
    expect(replyEn!.html).toMatch(/<html lang="en">/);

    const [replyDe] = to("erika@example.org");
    expect(replyDe!.headers.get("subject")).toBe("Ihre Anfrage bei Quellwerk");
    expect(replyDe!.text).toContain("vielen Dank für Ihre Anfrage an Quellwerk");
    expect(replyDe!.html).toMatch(/<html lang="de">/);
  });
});
