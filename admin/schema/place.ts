import type { Language } from "../../app/paths";

/**
 * Where an admin form field sits and what it may hold (admin/schema/inputs.tsx builds the fields, the
 * editors below it read this).
 */

export type Fixed = {
  (path: readonly (string | number)[]): { text: string; requirement: string } | undefined;
  /** Some fixed text lies below this path (a list with a fixed entry). */
  below(path: readonly (string | number)[]): boolean;
};

/** Where a field sits: the file (schema name), its path, the drawings there are, the fixed texts. */
export type Place = {
  file: string;
  path: (string | number)[];
  artNames: readonly string[];
  art: ArtPreview;
  fixed: Fixed;
  /** The collection of reference projects in this form's language: a project is picked from it. */
  references: string;
  /** The form's language: placeholders are filled in its words, a save's fault is shown in its form. */
  language: Language;
};

/** The URL of a drawing's file for its preview, or undefined where none can be shown (tests in Node). */
export type ArtPreview = (name: string) => string | undefined;

export const keysOf = (path: readonly (string | number)[]) => path.filter((p): p is string => typeof p === "string");

export function firstMessage(problems: readonly { message: string }[]) {
  return problems.length ? problems.map((p) => p.message).join(" ") : undefined;
}
