import type { z } from "zod";
import { placeholderFormats, placeholderText, placeholderValues } from "../app/content-model/placeholders.ts";
import type { PlaceholderFormat, PlaceholderName } from "../app/content-model/placeholders.ts";
import { anchors, paths, type Language } from "../app/paths.ts";
import { META_DESCRIPTION_MAX, PLACEHOLDER } from "../app/content-model/schema/fields.ts";

/**
 * The rules of one text of a content file, in German (the editors' language): its `{placeholders}`,
 * a unit the placeholder already carries, and a length that fits its place in the layout. Part of the
 * content rules (vite/content-rules.ts): the build, the development server and the admin's fields and
 * save check all call these functions, so a text is judged alike everywhere. Browser-safe.
 */

/** Why a text's placeholders cannot be filled, in German; undefined when they can. */
export function placeholderProblem(value: string, language: Language = "de"): string | undefined {
  for (const match of value.matchAll(PLACEHOLDER)) {
    const [written, name, format] = match;
    if (!(name! in placeholderValues))
      return `Unbekannter Platzhalter ${written}: die möglichen stehen in der Anleitung („Platzhalter“).`;
    if (format && !(format in placeholderFormats))
      return `Unbekanntes Format „${format}“ in ${written} (möglich: ${Object.keys(placeholderFormats).join(", ")}).`;
    if (format && typeof placeholderValues[name as PlaceholderName] !== "number")
      return `${written}: nur Zahlen haben ein Format; bitte „|${format}“ streichen.`;
    // "{prototypeWeeks} Wochen" reads "2–4 Wochen Wochen": the value ends in its unit already.
    const filled = placeholderText(name as PlaceholderName, format as PlaceholderFormat | undefined, language);
    const unit = /\d[\s\u00a0]*(\p{L}+)$/u.exec(filled)?.[1];
    const next = /^[\s\u00a0]*(\p{L}+)/u.exec(value.slice(match.index + written.length))?.[1];
    if (unit && next && unit.toLowerCase() === next.toLowerCase())
      return `${written} steht schon für „${filled}“: bitte das „${next}“ danach streichen (sonst steht „${unit} ${next}“ auf der Seite).`;
  }
  return undefined;
}

/** The text as a visitor reads it: every placeholder filled in (an unknown one stays as written). */
export function filledText(value: string, language: Language = "de"): string {
  return value.replace(PLACEHOLDER, (written, name: string, format?: string) =>
    name in placeholderValues && (!format || format in placeholderFormats)
      ? safeText(
          () => placeholderText(name as PlaceholderName, format as PlaceholderFormat | undefined, language),
          written,
        )
      : written,
  );
}

const safeText = (fill: () => string, fallback: string) => {
  try {
    return fill();
  } catch {
    return fallback;
  }
};

/** Each placeholder of a text with the value it shows: "{city} = Kassel". */
export function placeholderValuesIn(value: string, language: Language = "de"): string[] {
  return [...new Set([...value.matchAll(PLACEHOLDER)].map(([written]) => written))].map(
    (written) => `${written} = „${filledText(written, language)}“`,
  );
}

/**
 * How long a text may be where it stands, by the field's name (the last name of its path): a title in
 * a heading, a line in a button, a paragraph. Measured as the page shows it (placeholders filled in).
 * The figures leave the longest text of the site room and stop what breaks the layout (an 11,200
 * character subtitle pushes the hero drawing off the screen). Fields not named here: `defaultLimit`.
 */
const limits: [RegExp, number, string][] = [
  [/(^|\.)meta\.description$/, META_DESCRIPTION_MAX, "eine Beschreibung für Suchmaschinen"],
  [/(^|\.)(title|heading|cardTitle|processTitle|question|name|customer|headline)$/, 120, "eine Überschrift"],
  [/(^|\.)(label|eyebrow|badge|tagline|category|value|role|submit|link|cta|button)$/, 160, "eine kurze Zeile"],
  [/(^|\.)(subtitle|intro|lead|summary|description|cardDescription|menuDescription|subheading)$/, 400, "ein Vorspann"],
];
const defaultLimit = 800;
/** Fields that hold names, not text: drawings, icons, links, ids. */
const NOT_TEXT = /(^|\.)(href|art|icon|avatar|logo|slug|id|figure|kind|type)$/;

/** The limit of a field ("hero.subtitle", "faq.items[2].answer"), or undefined for a name-like field. */
export function lengthLimit(field: string): { limit: number; place: string } | undefined {
  const named = field.replace(/\[\d+\]/g, "");
  if (NOT_TEXT.test(named)) return undefined;
  const found = limits.find(([pattern]) => pattern.test(named));
  return found ? { limit: found[1], place: found[2] } : { limit: defaultLimit, place: "ein Text" };
}

/** Why a text is too long for its place, in German; undefined when it fits. */
export function lengthProblem(value: string, field: string, language: Language = "de"): string | undefined {
  const found = lengthLimit(field);
  if (!found) return undefined;
  const length = [...filledText(value, language)].length;
  if (length <= found.limit) return undefined;
  return `Zu lang: ${length} Zeichen, hier passen höchstens ${found.limit} (${found.place}). Bitte um ${length - found.limit} Zeichen kürzen.`;
}

/** The first rule a text breaks, in German. */
export function textProblem(value: string, field: string, language: Language = "de"): string | undefined {
  return placeholderProblem(value, language) ?? lengthProblem(value, field, language);
}

type Issue = z.core.$ZodIssue;

/** A rule of a content schema a value breaks, in German, with what to do. */
export function schemaMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "array" ? "Liste fehlt." : "Bitte ausfüllen: darf nicht leer sein.";
    case "custom": {
      if (issue.message.startsWith("no drawing"))
        return "Diese Zeichnung gibt es nicht: bitte eine aus der Liste wählen.";
      if (issue.message.startsWith("no reference project"))
        return "Dieses Projekt gibt es nicht: bitte eines aus der Liste der Referenzprojekte wählen.";
      // metaDescription (app/content-model/schema/fields.ts): "at most 160 characters … (now 187)".
      const tooLong = /^at most (\d+) characters.*\(now (\d+)\)/.exec(issue.message);
      if (tooLong)
        return `Höchstens ${tooLong[1]} Zeichen, mit eingesetzten Platzhaltern gezählt (jetzt ${tooLong[2]}); Suchmaschinen schneiden Längeres ab.`;
      if (issue.message.includes("is no wordmark")) return "Das ist kein Kundenlogo: bitte eines aus „logos/…“ wählen.";
      return issue.message === "must not be empty" ? "Bitte ausfüllen: darf nicht leer sein." : issue.message;
    }
    case "invalid_format":
      return issue.message.startsWith("a link")
        ? `Ein Link führt zu einer Seite („${paths.contact}“), einem Abschnitt („${anchors.contact}“) oder einer Adresse („https://…“).`
        : issue.message.startsWith("a drawing")
          ? "Bitte eine Zeichnung wählen."
          : "Nur Kleinbuchstaben, Ziffern und Bindestriche.";
    case "too_small":
      return issue.minimum === 1 ? "Mindestens ein Eintrag." : `Mindestens ${String(issue.minimum)} Einträge.`;
    case "too_big":
      return `Höchstens ${String(issue.maximum)} Einträge.`;
    case "invalid_value":
      return "Bitte eine der angebotenen Möglichkeiten wählen.";
    case "invalid_union":
      return "Bitte die Art wählen und alle Felder ausfüllen.";
    case "unrecognized_keys":
      return `Unbekanntes Feld ${issue.keys.join(", ")}: bitte entfernen.`;
    default:
      return issue.message;
  }
}
