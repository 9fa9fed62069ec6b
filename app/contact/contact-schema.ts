import { z } from "zod";

// zod probes for `new Function` to compile faster validators; our Content-Security-Policy forbids
// eval, so the probe would be reported as a violation in every browser. Validate without it.
z.config({ jitless: true });

/**
 * The contact message, validated by the same schema in the browser (on submit) and on the
 * server (POST /api/send-email). Browser code imports this file: keep it free of Node imports.
 */

/** Missing-field message of the narrow (≤ 640 px) form variant and of the server (SPEC §5, §8). */
export const MISSING_FIELD_NARROW = "Dieses Feld wird benötigt";
/** Missing-field message of the wide form variant (SPEC §5, §8). */
export const MISSING_FIELD_WIDE = "This field is required";
/** Language of a field message: the wide variant's English one is marked lang="en" (WCAG 3.1.2). */
export const messageLang = (message: string | undefined) => (message === MISSING_FIELD_WIDE ? "en" : undefined);
/** SPEC §5, verbatim. */
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

/** SPEC §5: letters, digits and . _ % + - before the @, a domain, a dot, two or more letters. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
/** Digits, spaces (also no-break space), + ( ) / . - : what people type into a phone field. */
const PHONE_CHARS = /^[0-9+()/.\- \u00a0]+$/;
const PHONE_MIN_DIGITS = 3;

export type ContactVariant = "narrow" | "wide";

function field(name: ContactField, missing: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : INVALID_VALUE) })
    .trim()
    .min(1, missing)
    .max(CONTACT_MAX_LENGTH[name], tooLongMessage(CONTACT_MAX_LENGTH[name]));
}

function createContactSchema(variant: ContactVariant) {
  const missing = variant === "wide" ? MISSING_FIELD_WIDE : MISSING_FIELD_NARROW;
  // z.object drops unknown keys, so nothing but these five fields ever reaches the store.
  return z.object({
    name: field("name", missing),
    email: field("email", missing).regex(EMAIL_PATTERN, INVALID_EMAIL),
    phone: field("phone", missing)
      .regex(PHONE_CHARS, INVALID_PHONE)
      .refine((v) => (v.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS, INVALID_PHONE),
    company: field("company", missing),
    message: field("message", missing),
  });
}

/** The schema with the server's (German) missing-field message. */
export const ContactSchema = createContactSchema("narrow");
const WideContactSchema = createContactSchema("wide");

export type ContactMessage = z.infer<typeof ContactSchema>;
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactValidation = { ok: true; data: ContactMessage } | { ok: false; errors: ContactErrors };

/**
 * Validates a plain object (form values or a parsed JSON body). Returns the trimmed message, or
 * one message per invalid field (the first problem found for that field). Anything that is not
 * a plain object counts as an object with every field missing.
 */
export function validateContact(input: unknown, options: { variant?: ContactVariant } = {}): ContactValidation {
  const schema = options.variant === "wide" ? WideContactSchema : ContactSchema;
  const value = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && isContactField(key) && errors[key] === undefined) {
      errors[key] = issue.message;
    }
  }
  return { ok: false, errors };
}

export function isContactField(key: string): key is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(key);
}
