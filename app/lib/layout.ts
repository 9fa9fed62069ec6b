import { useMatches } from "react-router";

/**
 * Page chrome chosen by a route's `handle`: campaign landing pages export
 * `handle = { layout: "landing" }` and get a reduced header and footer (one goal: the contact form).
 */
export type LayoutHandle = { layout?: "site" | "landing" };

export const landingLayout: LayoutHandle = { layout: "landing" };

export function usePageLayout(): "site" | "landing" {
  const matches = useMatches();
  return matches.some((m) => (m.handle as LayoutHandle | undefined)?.layout === "landing") ? "landing" : "site";
}
