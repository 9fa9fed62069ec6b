/** Rules shared by the JSON API and the native form post of the contact form. */

/** Largest request body taken; a contact message needs a fraction of it. */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** The hidden `website` field: people leave it empty, bots that fill every field do not. */
export function honeypotFilled(body: object): boolean {
  if (!Object.hasOwn(body, "website")) return false;
  const value = (body as { website?: unknown }).website;
  if (typeof value === "string") return value.trim() !== "";
  return value !== null && value !== undefined && value !== false;
}
