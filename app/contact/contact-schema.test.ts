import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  INVALID_EMAIL,
  INVALID_PHONE,
  INVALID_VALUE,
  MISSING_FIELD_NARROW,
  MISSING_FIELD_WIDE,
  FIELD_MESSAGES,
  messageLang,
} from "./contact-fields";
import { validateContact } from "./contact-schema";

const valid = {
  name: "Erika Mustermann",
  email: "erika@example.org",
  phone: "+49 (0) 7121 / 9640-20",
  company: "Muster GmbH",
  message: "Wir brauchen eine App.",
};

describe("validateContact", () => {
  it("accepts a valid message, trims it and drops unknown fields", () => {
    const r = validateContact({ ...valid, name: "  Erika  ", extra: "x", website: "" });
    // No language (a client from before the English edition): German.
    expect(r).toEqual({ ok: true, data: { ...valid, name: "Erika", language: "de" } });
  });

  it("uses the requirements §5 messages verbatim for missing fields in both variants", () => {
    expect(MISSING_FIELD_NARROW).toBe("Dieses Feld wird benötigt");
    expect(MISSING_FIELD_WIDE).toBe("This field is required");
    const narrow = validateContact({});
    const wide = validateContact({}, { variant: "wide" });
    expect(narrow).toEqual({
      ok: false,
      errors: Object.fromEntries(CONTACT_FIELDS.map((f) => [f, MISSING_FIELD_NARROW])),
    });
    // Reading D3 (docs/decisions/0011-reading-the-requirements.md): the wide variant names every missing
    // field, company and message included.
    expect(wide).toEqual({ ok: false, errors: Object.fromEntries(CONTACT_FIELDS.map((f) => [f, MISSING_FIELD_WIDE])) });
  });

  it("treats blank, null and non-object input as missing", () => {
    expect(validateContact({ ...valid, name: "   ", company: null })).toEqual({
      ok: false,
      errors: { name: MISSING_FIELD_NARROW, company: MISSING_FIELD_NARROW },
    });
    for (const input of [null, undefined, "x", 42, [valid]]) {
      const r = validateContact(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(Object.keys(r.errors)).toEqual([...CONTACT_FIELDS]);
    }
  });

  it("checks the e-mail with the requirements §5 pattern", () => {
    for (const email of ["a@b.de", "A.B_c%d+e-f@sub.example.COM", "x@1-2.io"]) {
      expect(validateContact({ ...valid, email }).ok).toBe(true);
    }
    for (const email of ["a@b", "a b@c.de", "a@b.c", "@b.de", "a@b.de\r\nBcc: x@y.de", "ä@b.de", "a@b.d3"]) {
      expect(validateContact({ ...valid, email })).toEqual({ ok: false, errors: { email: INVALID_EMAIL } });
    }
  });

  it("accepts plausible phone numbers only", () => {
    for (const phone of ["0711 123456", "+49 7121 964020", "(0711) 12-34.56", "0171/1234567"]) {
      expect(validateContact({ ...valid, phone }).ok).toBe(true);
    }
    for (const phone of ["call me", "12", "+49 711 <b>", "0711\n123456", "+49 711 123456 ext. 5"]) {
      expect(validateContact({ ...valid, phone })).toEqual({ ok: false, errors: { phone: INVALID_PHONE } });
    }
  });

  it("enforces the maximum lengths with a German message", () => {
    for (const field of CONTACT_FIELDS) {
      const max = CONTACT_MAX_LENGTH[field];
      const tooLong =
        field === "email" ? "a".repeat(max) + "@b.de" : field === "phone" ? "1".repeat(max + 1) : "x".repeat(max + 1);
      expect(validateContact({ ...valid, [field]: tooLong })).toEqual({
        ok: false,
        errors: { [field]: `Bitte höchstens ${max.toLocaleString("de-DE")} Zeichen.` },
      });
    }
    expect(validateContact({ ...valid, message: "x".repeat(5000) }).ok).toBe(true);
  });

  it("rejects values that are not strings", () => {
    expect(validateContact({ ...valid, name: 5, message: { a: 1 }, company: ["x"] })).toEqual({
      ok: false,
      errors: { name: INVALID_VALUE, message: INVALID_VALUE, company: INVALID_VALUE },
    });
  });

  it("keeps the language of the page the message was sent from: German or English, nothing else", () => {
    expect(validateContact({ ...valid, language: "en" })).toEqual({ ok: true, data: { ...valid, language: "en" } });
    expect(validateContact({ ...valid, language: "de" })).toEqual({ ok: true, data: { ...valid, language: "de" } });
    for (const language of ["fr", "EN", "", " en", 1, null, ["en"], { en: true }]) {
      expect(validateContact({ ...valid, language })).toEqual({ ok: false, errors: { language: INVALID_VALUE } });
    }
  });

  it("speaks English to the English page, in both variants, and never the German texts", () => {
    const en = (input: object, variant: "wide" | "narrow" = "narrow") =>
      validateContact({ ...input, language: "en" }, { variant });
    const missing = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, "This field is required."]));
    expect(en({}, "narrow")).toEqual({ ok: false, errors: missing });
    expect(en({}, "wide")).toEqual({ ok: false, errors: missing });
    expect(en({ ...valid, email: "x@y", phone: "call me" })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address.", phone: "Please enter a valid phone number." },
    });
    expect(en({ ...valid, message: "x".repeat(5001), name: 5 })).toEqual({
      ok: false,
      errors: { message: "Please use no more than 5,000 characters.", name: "Invalid input." },
    });
    // The German page keeps the requirements' texts.
    expect(FIELD_MESSAGES.de).toMatchObject({
      missing: { narrow: "Dieses Feld wird benötigt", wide: "This field is required" },
      invalidEmail: "Ungültige Email Adresse",
    });
    const german = new Set([MISSING_FIELD_NARROW, INVALID_EMAIL, INVALID_PHONE, INVALID_VALUE, "Bitte höchstens"]);
    const english = FIELD_MESSAGES.en;
    for (const text of [english.invalidEmail, english.invalidPhone, english.invalidValue, english.tooLong(5000)])
      for (const g of german) expect(text).not.toContain(g);
  });

  it("marks the wide variant's English message as English on German pages only", () => {
    expect(messageLang(MISSING_FIELD_WIDE, "de")).toBe("en");
    expect(messageLang(MISSING_FIELD_NARROW, "de")).toBeUndefined();
    expect(messageLang(MISSING_FIELD_WIDE, "en")).toBeUndefined();
  });

  it("never throws and only reports known fields, whatever the input", () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (input) => {
        const r = validateContact(input);
        if (!r.ok) for (const key of Object.keys(r.errors)) expect([...CONTACT_FIELDS, "language"]).toContain(key);
      }),
      { numRuns: 300 },
    );
  });
});
