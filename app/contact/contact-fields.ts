/**
 * The contact form's fields, limits and messages: everything the form needs to render, without the
 * validation runtime (contact-schema.ts), so pages with a form do not load zod before it is used.
 */

import { formatNumber } from "~/content-model/format";

/**
 * The one call the site makes (requirements §7): JSON from the hydrated form (202 once the message is
 * stored), or a native form post before/without JavaScript, answered with a page.
 */
export const CONTACT_API_PATH = "/api/send-email";

/** Missing-field message of the narrow (≤ 640 px) form variant and of the server (requirements §5, §8). */
export const MISSING_FIELD_NARROW = "Dieses Feld wird benötigt";
/** Missing-field message of the wide form variant (requirements §5, §8). */
export const MISSING_FIELD_WIDE = "This field is required";
/** Requirements §5, verbatim. */
export const INVALID_EMAIL = "Ungültige Email Adresse";
export const INVALID_PHONE = "Bitte geben Sie eine gültige Telefonnummer an.";
export const INVALID_VALUE = "Ungültige Eingabe.";
const tooLongMessage = (max: number) => `Bitte höchstens ${formatNumber(max, "de")} Zeichen.`;

/**
 * The language of the page a message was sent from (issue 24): it picks the field messages, the
 * auto-reply's language and is named in the mail to the agency. Old clients send none: German.
 * The same values as `languages` in paths.ts, spelled out here so the form's code stays small.
 */
export const CONTACT_LANGUAGES = ["de", "en"] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];
export const DEFAULT_CONTACT_LANGUAGE: ContactLanguage = "de";

export type FieldMessages = {
  missing: Record<ContactVariant, string>;
  invalidEmail: string;
  invalidPhone: string;
  invalidValue: string;
  tooLong: (max: number) => string;
};

/**
 * The field messages per language. German: the requirements' texts verbatim, including the wide
 * variant's English missing-field message (§5, §8). English (/en pages): the same rules in English;
 * no layout quirk there, both variants say the same.
 */
export const FIELD_MESSAGES: Readonly<Record<ContactLanguage, FieldMessages>> = {
  de: {
    missing: { narrow: MISSING_FIELD_NARROW, wide: MISSING_FIELD_WIDE },
    invalidEmail: INVALID_EMAIL,
    invalidPhone: INVALID_PHONE,
    invalidValue: INVALID_VALUE,
    tooLong: tooLongMessage,
  },
  en: {
    missing: { narrow: "This field is required.", wide: "This field is required." },
    invalidEmail: "Please enter a valid email address.",
    invalidPhone: "Please enter a valid phone number.",
    invalidValue: "Invalid input.",
    tooLong: (max) => `Please use no more than ${formatNumber(max, "en")} characters.`,
  },
};

/**
 * Language of a field message where it differs from the page's: on German pages the wide
 * variant's English message is marked lang="en" (WCAG 3.1.2).
 */
export const messageLang = (message: string | undefined, page: ContactLanguage = "de") =>
  page === "de" && message === MISSING_FIELD_WIDE ? "en" : undefined;

export const CONTACT_FIELDS = ["name", "email", "phone", "company", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Maximum lengths (UTF-16 code units, as the browser's `maxLength` counts them). */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  phone: 40,
  company: 150,
  message: 5000,
};

/** Requirements §5: letters, digits and . _ % + - before the @, a domain, a dot, two or more letters. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export type ContactVariant = "narrow" | "wide";
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactValues = Partial<Record<ContactField, string>>;

export function isContactLanguage(value: unknown): value is ContactLanguage {
  return (CONTACT_LANGUAGES as readonly unknown[]).includes(value);
}

export function isContactField(key: string): key is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(key);
}

/**
 * What a native form submission (sent before or without JavaScript) came to, handed from the server
 * to the page that answers it: the same messages as the script-driven form, with the visitor's input.
 */
export type ContactSubmission =
  | { outcome: "success" }
  | { outcome: "invalid"; values: ContactValues; errors: ContactErrors }
  | { outcome: "failed"; values: ContactValues };
