import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNav, serviceNav } from "~/content/navigation";
import { interfaceText as text } from "~/content/interface";

/**
 * "Leistungen" with its dropdown of the five service pages. CSS opens it while the pointer is over
 * it or focus is inside it and closes it 100 ms after the pointer leaves (app.css, `.dropdown`), so
 * it works before the page has hydrated. React adds the keyboard toggle: the chevron button opens
 * and closes it (Enter/Space), and Escape closes it and returns focus to the button.
 */
export function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  // Escape hides the panel even while focus or the pointer is still inside; leaving resets it.
  const [dismissed, setDismissed] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    setOpen(false);
    setDismissed(false);
  }, [pathname]);

  return (
    <div
      ref={wrapper}
      className="dropdown relative"
      data-open={open || undefined}
      data-dismissed={dismissed || undefined}
      onPointerLeave={() => setDismissed(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          setOpen(false);
          setDismissed(true);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) {
          setOpen(false);
          setDismissed(false);
        }
      }}
    >
      <div className="flex items-center">
        <NavLink to={mainNav.services.href} className={navLinkClass} end={false}>
          {mainNav.services.label}
        </NavLink>
        <button
          ref={button}
          type="button"
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

/** A link of the main navigation; `.nav-link` in app.css marks the current page's by its aria-current. */
export const navLinkClass = "nav-link";
