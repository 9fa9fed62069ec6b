import { useSyncExternalStore } from "react";
import { previewLinks } from "./preview";
import { languageNames } from "./schema/labels";

/**
 * The preview of the open entry (admin/preview.ts): a small bar with its page in German and in English,
 * each opened in a new tab, showing the saved state; a strip below the form (admin.css), never over it. Keystatic's own `previewUrl` offers one link,
 * hidden in the entry's menu; an editor needs both editions in sight. Keystatic navigates with the
 * History API, so the bar follows the address through pushState, replaceState and popstate.
 */
const LOCATION_CHANGE = "admin-location-change";
for (const method of ["pushState", "replaceState"] as const) {
  const original = history[method].bind(history);
  history[method] = (...args: Parameters<History["pushState"]>) => {
    original(...args);
    dispatchEvent(new Event(LOCATION_CHANGE));
  };
}

function subscribe(onChange: () => void) {
  addEventListener(LOCATION_CHANGE, onChange);
  addEventListener("popstate", onChange);
  return () => {
    removeEventListener(LOCATION_CHANGE, onChange);
    removeEventListener("popstate", onChange);
  };
}

export function PreviewLinks() {
  const pathname = useSyncExternalStore(subscribe, () => location.pathname);
  const links = previewLinks(pathname);
  if (links.length === 0) return null;
  return (
    <nav className="preview-links" aria-label="Vorschau">
      <span>Gespeicherte Seite:</span>
      {links.map(({ language, href }) => (
        <a key={language} href={href} target="_blank" rel="noopener noreferrer" hrefLang={language}>
          {languageNames[language]}
          <span aria-hidden="true"> ↗</span>
          <span className="visually-hidden"> (neuer Tab)</span>
        </a>
      ))}
    </nav>
  );
}
