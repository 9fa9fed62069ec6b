import { z } from "zod";
import {
  CONTACT_LANGUAGES,
  CONTACT_MAX_LENGTH,
  DEFAULT_CONTACT_LANGUAGE,
  EMAIL_PATTERN,
  FIELD_MESSAGES,
  isContactField,
  isContactLanguage,
  type ContactErrors,
  type ContactField,
  type ContactLanguage,
  type ContactVariant,
  type FieldMessages,
} from "./contact-fields";
import { VISIT_PATH_MAX, VISIT_VALUE_MAX } from "../stats/visit";

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

function field(name: ContactField, missing: string, messages: FieldMessages) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : messages.invalidValue),
    })
    .trim()
    .min(1, missing)
    .max(CONTACT_MAX_LENGTH[name], messages.tooLong(CONTACT_MAX_LENGTH[name]));
}

/** A bounded value of the visit, or nothing: a value that does not fit is dropped, never the message. */
const visitValue = (pattern: RegExp) => z.string().regex(pattern).optional().catch(undefined);
const PRINTABLE_VALUE = new RegExp(`^[^\\u0000-\\u001f\\u007f]{1,${VISIT_VALUE_MAX}}$`);

/**
 * Where the visit that sends the message came from (stats/visit.ts; issue 38): the page it began on,
 * the other site's host, the utm_* campaign. Optional and bounded; never a reason to refuse a message.
 */
const VisitSchema = z
  .object({
    entryPage: visitValue(new RegExp(`^/[^\\s?#]{0,${VISIT_PATH_MAX - 1}}$`)),
    referrerHost: visitValue(new RegExp(`^[a-z0-9.-]{1,${VISIT_VALUE_MAX}}$`)),
    utmSource: visitValue(PRINTABLE_VALUE),
    utmMedium: visitValue(PRINTABLE_VALUE),
    utmCampaign: visitValue(PRINTABLE_VALUE),
  })
  .optional()
  .catch(undefined);

function createContactSchema(variant: ContactVariant, language: ContactLanguage) {
  const messages = FIELD_MESSAGES[language];
  const missing = messages.missing[variant];
  // z.object drops unknown keys, so nothing but these fields ever reaches the store.
  return z.object({
    name: field("name", missing, messages),
    email: field("email", missing, messages).regex(EMAIL_PATTERN, messages.invalidEmail),
    phone: field("phone", missing, messages)
      .regex(PHONE_CHARS, messages.invalidPhone)
      .refine((v) => (v.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS, messages.invalidPhone),
    company: field("company", missing, messages),
    message: field("message", missing, messages),
    // The page's language (a hidden field of the form). Clients from before the English edition
    // send none: German. Anything but "de" or "en" is refused, never stored.
    language: z.enum(CONTACT_LANGUAGES, { error: messages.invalidValue }).default(DEFAULT_CONTACT_LANGUAGE),
    visit: VisitSchema,
  });
}

/** One schema per variant and language; the server's is the narrow one (German missing-field message on German pages). */
const SCHEMAS = {
  narrow: { de: createContactSchema("narrow", "de"), en: createContactSchema("narrow", "en") },
  wide: { de: createContactSchema("wide", "de"), en: createContactSchema("wide", "en") },
};

export type ContactMessage = z.infer<(typeof SCHEMAS)["narrow"]["de"]>;
/** Field messages, and for a tampered request a message for the hidden `language` field. */
type ContactInputErrors = ContactErrors & { language?: string };
export type ContactValidation = { ok: true; data: ContactMessage } | { ok: false; errors: ContactInputErrors };

/**
 * Validates a plain object (form values or a parsed JSON body). Returns the trimmed message, or
 * one message per invalid field (the first problem found for that field), in the language the
 * object names (`language`: "de" or "en", German when absent or invalid). Anything that is not a
 * plain object counts as an object with every field missing.
 */
export function validateContact(input: unknown, options: { variant?: ContactVariant } = {}): ContactValidation {
  const value: Record<string, unknown> =
    typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  // The messages speak the visitor's language: the one the message says it was sent in, else German.
  const language = isContactLanguage(value.language) ? value.language : DEFAULT_CONTACT_LANGUAGE;
  const schema = SCHEMAS[options.variant === "wide" ? "wide" : "narrow"][language];
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactInputErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && (isContactField(key) || key === "language") && errors[key] === undefined) {
      errors[key] = issue.message;
    }
  }
  return { ok: false, errors };
}
