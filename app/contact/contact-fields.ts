/**
 * The contact form's fields, limits and messages: everything the form needs to render, without the
 * validation runtime (contact-schema.ts), so pages with a form do not load zod before it is used.
 */

/**
 * The one call the site makes (requirements §7): JSON from the hydrated form (202 once the message is
 * stored), or a native form post before/without JavaScript, answered with a page.
 */
export const CONTACT_API_PATH = "/api/send-email";

/** Missing-field message of the narrow (≤ 640 px) form variant and of the server (requirements §5, §8). */
export const MISSING_FIELD_NARROW = "Dieses Feld wird benötigt";
/** Missing-field message of the wide form variant (requirements §5, §8). */
export const MISSING_FIELD_WIDE = "This field is required";
/** Language of a field message: the wide variant's English one is marked lang="en" (WCAG 3.1.2). */
export const messageLang = (message: string | undefined) => (message === MISSING_FIELD_WIDE ? "en" : undefined);
/** Requirements §5, verbatim. */
export const INVALID_EMAIL = "Ungültige Email Adresse";
export const INVALID_PHONE = "Bitte geben Sie eine gültige Telefonnummer an.";
export const INVALID_VALUE = "Ungültige Eingabe.";
export const tooLongMessage = (max: number) => `Bitte höchstens ${max.toLocaleString("de-DE")} Zeichen.`;

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
