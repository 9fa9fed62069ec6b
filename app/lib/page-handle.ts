import { createContext, useContext, useRef } from "react";
import { useMatches } from "react-router";
import type { Edition } from "~/content-model/edition";

/**
 * What a route tells the page chrome through its `handle`: the edition (language) whose words the
 * header, menus, footer and every section use, and for campaign landing pages the reduced chrome
 * (one goal: the contact form). `export const handle = pageHandle(en)` or `pageHandle(de, "landing")`.
 */
export type PageHandle = { edition: Edition; layout?: "site" | "landing" };

export const pageHandle = (edition: Edition, layout: PageHandle["layout"] = "site"): PageHandle => ({
  edition,
  layout,
});

const handleOf = (match: { handle: unknown }) => match.handle as Partial<PageHandle> | undefined;

/** The chrome of the current page: "landing" when a matched route asks for it. */
export function usePageLayout(): "site" | "landing" {
  const matches = useMatches();
  return matches.some((m) => handleOf(m)?.layout === "landing") ? "landing" : "site";
}

/**
 * The edition of the current page, from its route's handle. While a navigation fails before the
 * next page's module has loaded (the route error page), the chrome keeps the last page's language.
 * Undefined only when no page module could be loaded at all (a broken module on the server, or the
 * development server's first request while it still generates assets): root.tsx then renders a bare
 * error page instead of failing a second time.
 */
export function useRouteEdition(): Edition | undefined {
  const matches = useMatches();
  const edition = (matches.findLast((m) => handleOf(m)?.edition)?.handle as PageHandle | undefined)?.edition;
  const last = useRef(edition);
  if (edition) last.current = edition;
  return last.current;
}

const EditionContext = createContext<Edition | undefined>(undefined);

/** Hands the page's edition to every component below the root (root.tsx). */
export const EditionProvider = EditionContext.Provider;

/** The page's edition, or undefined outside the chrome (see useRouteEdition). */
export const useOptionalEdition = () => useContext(EditionContext);

/** The words and registries of the page's language (content-model/edition.ts). */
export function useEdition(): Edition {
  const edition = useContext(EditionContext);
  if (!edition) throw new Error("useEdition() outside a page: every route exports handle = pageHandle(edition)");
  return edition;
}
