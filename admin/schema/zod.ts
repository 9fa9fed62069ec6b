import type { z } from "zod";
import { art, href, icon, text } from "../../app/content-model/schema/fields";
import type { Language } from "../../app/paths";
import { schemaMessage, textProblem } from "../../vite/content-texts";

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

/**
 * The rules of the schema and of the texts (placeholders, length: vite/content-texts.ts, the build's
 * own) a value at `at` breaks, in German.
 */
export function problemsOf(
  schema: z.ZodType,
  value: unknown,
  at: readonly (string | number)[] = [],
  language: Language = "de",
): Problem[] {
  const result = schema.safeParse(value);
  const problems: Problem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: schemaMessage(issue) }));
  eachString(value, (textValue, path) => {
    const field = [...at, ...path].filter((p) => typeof p === "string").join(".");
    const message = textProblem(textValue, field, language);
    if (message) problems.push({ path, message });
  });
  return problems;
}
