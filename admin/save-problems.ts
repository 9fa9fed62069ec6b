import { useSyncExternalStore } from "react";
import type { Problem } from "../vite/content-rules";
import { contentKind, languageOfFile } from "../vite/content-rules";

/**
 * The fault of the last refused save (admin/save-check.ts), for the field it names: the field shows
 * the message under its input until its value changes or the next save. A field in a list is found by
 * its path without positions ("faq.items[5].answer" → "faq.items.answer"); the message names the entry.
 */
let current: { key: string; message: string } | undefined;
const listeners = new Set<() => void>();

/** A field's key: its file kind, language and path without list positions. */
export const fieldKey = (kind: string, language: string, path: readonly (string | number)[]) =>
  `${language}|${kind}|${path.filter((p) => typeof p === "string").join(".")}`;

export function showSaveProblem(problem: Problem | undefined) {
  let key: string | undefined;
  try {
    key =
      problem &&
      fieldKey(
        contentKind(problem.file),
        languageOfFile(problem.file),
        problem.field.split(/[.[\]]+/).filter((p) => p && !/^\d+$/.test(p)),
      );
  } catch {
    key = undefined;
  }
  current = problem && key ? { key, message: problem.message } : undefined;
  for (const listener of listeners) listener();
}

/** The message of the last refused save for this field, if it names it. */
export function useSaveProblem(key: string): string | undefined {
  const message = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (current?.key === key ? current.message : undefined),
  );
  return message;
}

/** The editor changed the field: its message of the refused save is answered. */
export function clearSaveProblem(key: string) {
  if (current?.key !== key) return;
  current = undefined;
  for (const listener of listeners) listener();
}
