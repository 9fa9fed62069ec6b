import type { Language } from "../../paths";

/**
 * What the German privacy policy and its English courtesy translation share. It lives in neither
 * language's module, so an English page never loads the German text (one language per chunk,
 * docs/decisions/0017-english-edition.md).
 */

/**
 * Anchors of the privacy policy's sections that other pages link to: the contact form's privacy
 * note points at the section about the form, in the policy of the page's own language. The
 * policies take their section ids from here, so a link and its target cannot drift apart.
 */
export const privacyAnchors = {
  de: { contactForm: "kontaktformular" },
  en: { contactForm: "contact-form" },
} as const satisfies Record<Language, Record<string, string>>;

/** Month of the privacy policy's current version, both editions (month counted from 1). */
const PRIVACY_VERSION = { year: 2026, month: 11 };

/** The version's month written out in the page's language ("März 2027", "March 2027"). */
export function privacyVersionDate(language: Language): string {
  return new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(PRIVACY_VERSION.year, PRIVACY_VERSION.month - 1, 1)));
}
