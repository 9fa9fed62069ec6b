import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { useAdoptedState } from "~/hooks/use-adopted-state";
import { useEdition } from "~/lib/page-handle";

/**
 * "Leistungen" with its dropdown of the five service pages. CSS shows it while the pointer is over
 * it or focus is inside it and hides it 100 ms after the pointer leaves (app/styles/components.css, `.dropdown`), so
 * it works before the page has hydrated (focus a mouse click leaves on a link does not count). The chevron button pins it open and closes it again
 * (`data-open`, `aria-expanded`), Escape dismisses it (`data-dismissed`) while pointer or focus are
 * still inside. Before hydration the first-touch script handles the chevron; React adopts what it
 * left in the DOM (docs/decisions/0014-first-touch.md). Choosing a service (or any navigation)
 * closes the dropdown, also when the chosen link keeps focus or the pointer rests on the menu.
 */
export function ServicesDropdown() {
  const { mainNav, serviceNav, text } = useEdition();
  const menuId = useId();
  const buttonId = `${menuId}-toggle`;
  const [open, setOpen] = useAdoptedState(buttonId, (el) => el.getAttribute("aria-expanded") === "true", false);
  const [dismissed, setDismissed] = useAdoptedState(
    buttonId,
    (el) => el.closest(".dropdown")?.hasAttribute("data-dismissed") ?? false,
    false,
  );
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
    // The link just chosen keeps focus, and the pointer may rest where the panel was: both would
    // show the panel again on the new page until they leave.
    const root = wrapper.current;
    setDismissed(!!root && (root.contains(document.activeElement) || root.matches(":hover")));
  }, [pathname, setOpen, setDismissed]);

  // The pointer moving outside ends a dismissal, unless keyboard focus inside still asks for the panel.
  // A move, not `pointerleave`: the panel hiding under a pointer at rest is a leave too, which would
  // show it again at once.
  useEffect(() => {
    if (!dismissed) return;
    const onMove = (e: PointerEvent) => {
      const root = wrapper.current;
      if (root && !root.contains(e.target as Node) && !root.matches(":has(:focus-visible)")) setDismissed(false);
    };
    document.addEventListener("pointermove", onMove, { passive: true });
    return () => document.removeEventListener("pointermove", onMove);
  }, [dismissed, setDismissed]);

  return (
    <div
      ref={wrapper}
      className="dropdown relative"
      data-open={open || undefined}
      data-dismissed={dismissed || undefined}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          setOpen(false);
          setDismissed(true);
          button.current?.focus();
        }
      }}
      // Focus coming in from outside ends a dismissal; focus leaving unpins. (A link the panel hides
      // loses focus too, which must not show the panel again: hence no reset on the way out.)
      onFocus={(e) => !wrapper.current?.contains(e.relatedTarget as Node | null) && setDismissed(false)}
      onBlur={(e) => !wrapper.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <div className="flex items-center">
        <NavLink to={mainNav.services.href} className={navLinkClass} end={false}>
          {mainNav.services.label}
        </NavLink>
        <button
          ref={button}
          id={buttonId}
          type="button"
          data-dropdown-toggle // first-touch-hooks.ts: the first-touch script's handle on the button
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={text.servicesMenu}
          onClick={() => {
            setDismissed(open);
            setOpen(!open);
          }}
          className="-ml-1 grid size-8 place-items-center rounded-md text-ink-200 hover:text-white"
        >
          <ChevronDown aria-hidden className="dropdown-chevron size-4 transition-transform" />
        </button>
      </div>
      <div
        id={menuId}
        data-testid="services-dropdown"
        className="dropdown-panel absolute top-full left-1/2 w-[320px] -translate-x-1/2 pt-3"
      >
        <ul className="rounded-2xl border border-white/10 bg-white p-2 shadow-lift">
          {serviceNav.map((s) => (
            <li key={s.key}>
              <NavLink to={s.href} className="dropdown-item">
                <span>{s.label}</span>
                <span>{s.description}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A link of the main navigation; `.nav-link` in app/styles/components.css marks the current page's by its aria-current. */
export const navLinkClass = "nav-link";
