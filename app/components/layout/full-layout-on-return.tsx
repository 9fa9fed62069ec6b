import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Back and Forward inside the app restore the scroll position the visitor left (React Router's
 * <ScrollRestoration>, in its layout effect). The page it returns to is rendered anew, with the
 * 900 px placeholders app.css keeps for sections below the first screen, so the position would
 * land on the wrong section. Before the restore, this lays out every section in full, as
 * paint-first.server.ts does for a reload or a return to a new document. Rendered before
 * <ScrollRestoration>, so its layout effect runs first. The page's own load is left alone: there
 * the <head> script has decided.
 */
export function FullLayoutOnReturn() {
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType === "POP") document.documentElement.dataset.fullLayout = "";
  }, [key, navigationType]);
  return null;
}
