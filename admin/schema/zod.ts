import type { z } from "zod";
import { art, href, icon, text } from "../../app/content-model/schema/fields";
import { placeholderFormats, placeholderValues } from "../../app/content-model/placeholders";

/**
 * Reading the content schemas (app/content-model/schema) as the admin needs them: what kind of field a
 * schema is, what an empty value of it looks like, and the rules the build checks beyond the schema
 * (placeholders), with messages in German for editors.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

// The parts of zod's definition objects this module reads (zod 4: schema._zod.def).
type Def =
  | { type: "string" }
  | { type: "boolean" }
  | { type: "literal"; values: readonly unknown[] }
  | { type: "enum"; entries: Record<string, string> }
  | { type: "optional"; innerType: z.ZodType }
  | { type: "object"; shape: Record<string, z.ZodType> }
  | { type: "array"; element: z.ZodType; checks?: { _zod: { def: { check: string; minimum?: number } } }[] }
  | { type: "tuple"; items: z.ZodType[] }
  | { type: "union"; options: z.ZodType[]; discriminator?: string }
  | { type: "record"; keyType: z.ZodType; valueType: z.ZodType };

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A text the site shows (never empty), a drawing, a link target or an icon: the named building blocks. */
export const isText = (schema: z.ZodType) => schema === text;
export const isArt = (schema: z.ZodType) => schema === art;
export const isHref = (schema: z.ZodType) => schema === href;
export const isIcon = (schema: z.ZodType) => schema === icon;

/** The schema without `.optional()`, and whether it had it. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  const def = defOf(schema);
  return def.type === "optional" ? { inner: def.innerType, optional: true } : { inner: schema, optional: false };
}

/** The least entries a list needs (nonEmpty: 1). */
export function minLength(schema: z.ZodType): number {
  const def = defOf(schema);
  if (def.type === "tuple") return def.items.length;
  if (def.type !== "array") return 0;
  return Math.max(0, ...(def.checks ?? []).map((c) => (c._zod.def.check === "min_length" ? c._zod.def.minimum! : 0)));
}

export function enumValues(schema: z.ZodType): string[] {
  const def = defOf(schema);
  return def.type === "enum" ? Object.values(def.entries) : [];
}

/** A value to start from when an editor adds an entry or switches an optional part on. */
export function emptyValue(schema: z.ZodType): Json | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
      return undefined;
    case "string":
      return "";
    case "boolean":
      return false;
    case "literal":
      return def.values[0] as Json;
    case "enum":
      return Object.values(def.entries)[0]!;
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape).flatMap(([key, field]) => {
          const value = emptyValue(field);
          return value === undefined ? [] : [[key, value]];
        }),
      );
    case "array":
      return [];
    case "tuple":
      return def.items.map((item) => emptyValue(item) ?? null);
    case "union":
      return emptyValue(def.options[0]!) ?? null;
    case "record":
      return {};
  }
}

/**
 * `{name}` or `{name|format}` in a text (app/content-model/schema/fields.ts, with which the build checks the
 * same; a test keeps the two expressions equal). `{{count}}` is a slot the page fills, not a placeholder.
 */
export const PLACEHOLDER = /(?<!\{)\{([A-Za-z][A-Za-z0-9]*)(?:\|([a-zA-Z]+))?\}(?!\})/g;

/** Why a text's placeholders would stop the build, in German; undefined when they are fine. */
export function placeholderProblem(value: string): string | undefined {
  for (const [written, name, format] of value.matchAll(PLACEHOLDER)) {
    if (!(name! in placeholderValues)) return `Unbekannter Platzhalter ${written} (die Platzhalter: docs/editing.md).`;
    if (format && !(format in placeholderFormats))
      return `Unbekanntes Format „${format}“ in ${written} (möglich: ${Object.keys(placeholderFormats).join(", ")}).`;
    if (format && typeof placeholderValues[name as keyof typeof placeholderValues] !== "number")
      return `${written}: nur Zahlen haben ein Format.`;
  }
  return undefined;
}

/** Every string in a value with its path. */
function eachString(
  value: unknown,
  visit: (text: string, path: (string | number)[]) => void,
  path: (string | number)[] = [],
) {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => eachString(item, visit, [...path, i]));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) eachString(item, visit, [...path, key]);
}

export type Problem = { path: (string | number)[]; message: string };

/** The first rule of the schema (and of the placeholders) a value breaks, in German. */
export function problemsOf(schema: z.ZodType, value: unknown): Problem[] {
  const result = schema.safeParse(value);
  const problems: Problem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: germanMessage(issue) }));
  eachString(value, (textValue, path) => {
    const message = placeholderProblem(textValue);
    if (message) problems.push({ path, message });
  });
  return problems;
}

type Issue = z.core.$ZodIssue;

function germanMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "array" ? "Liste fehlt." : "Bitte ausfüllen: darf nicht leer sein.";
    case "custom": {
      if (issue.message.startsWith("no drawing")) return "Diese Zeichnung gibt es nicht (app/assets/art).";
      // metaDescription (app/content-model/schema/fields.ts): "at most 160 characters … (now 187)".
      const tooLong = /^at most (\d+) characters.*\(now (\d+)\)/.exec(issue.message);
      if (tooLong)
        return `Höchstens ${tooLong[1]} Zeichen, mit eingesetzten Platzhaltern gezählt (jetzt ${tooLong[2]}); Suchmaschinen schneiden Längeres ab.`;
      return "Bitte ausfüllen: darf nicht leer sein.";
    }
    case "invalid_format":
      return issue.message.startsWith("a link")
        ? "Ein Link führt zu einer Seite („/contact“), einem Abschnitt („#contact“) oder einer Adresse („https://…“)."
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
      return `Unbekanntes Feld ${issue.keys.join(", ")}.`;
    default:
      return issue.message;
  }
}
