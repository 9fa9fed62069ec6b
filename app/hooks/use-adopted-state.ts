import { useState } from "react";

/**
 * State that starts from what the page shows when React takes over (docs/decisions/0014-first-touch.md):
 * during hydration `adopt` reads it from the element with `id` — what the visitor did before, with the
 * HTML alone or through the first-touch script — so the first render matches the DOM and state and
 * DOM never disagree. On the server, and for an element that is not in the page yet (a component
 * that mounts on a client navigation), the state starts from `initial`.
 */
export function useAdoptedState<T>(id: string, adopt: (element: HTMLElement) => T, initial: T) {
  return useState<T>(() => {
    const element = typeof document === "undefined" ? null : document.getElementById(id);
    return element ? adopt(element) : initial;
  });
}
