import { z } from "zod";
import {
  CONTACT_MAX_LENGTH,
  EMAIL_PATTERN,
  INVALID_EMAIL,
  INVALID_PHONE,
  INVALID_VALUE,
  MISSING_FIELD_NARROW,
  MISSING_FIELD_WIDE,
  isContactField,
  tooLongMessage,
  type ContactErrors,
  type ContactField,
  type ContactVariant,
} from "./contact-fields";

// zod probes for `new Function` to compile faster validators; our Content-Security-Policy forbids
// eval, so the probe would be reported as a violation in every browser. Validate without it.
z.config({ jitless: true });

/**
 * The contact message, validated by the same schema in the browser (on submit) and on the
 * server (POST /api/send-email). Browser code loads this file only when a visitor starts using
 * the form (it carries the zod runtime); the field names and messages are in contact-fields.ts.
 * Keep it free of Node imports.
 */

/** Digits, spaces (also no-break space), + ( ) / . - : what people type into a phone field. */
const PHONE_CHARS = /^[0-9+()/.\- \u00a0]+$/;
const PHONE_MIN_DIGITS = 3;

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
const ContactSchema = createContactSchema("narrow");
const WideContactSchema = createContactSchema("wide");

export type ContactMessage = z.infer<typeof ContactSchema>;
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
