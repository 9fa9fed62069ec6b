import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNav, serviceNav } from "~/content/navigation";

/** Delay before the dropdown closes after the pointer leaves (SPEC §9: 100 ms). */
export const DROPDOWN_CLOSE_DELAY_MS = 100;

/**
 * "Leistungen" with its dropdown of the five service pages. Opens on hover; the chevron button
 * opens it by keyboard (Enter/Space), Escape closes it and returns focus to the button.
 */
export function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => cancelClose, []);

  return (
    <div
      ref={wrapper}
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && openNow()}
      onPointerLeave={(e) => e.pointerType === "mouse" && closeSoon()}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
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
          aria-label="Menü der Leistungen"
          onClick={() => (open ? setOpen(false) : openNow())}
          className="-ml-1 grid size-8 place-items-center rounded-md text-ink-200 hover:text-white"
        >
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <div
        id={menuId}
        hidden={!open}
        data-testid="services-dropdown"
        className="absolute top-full left-1/2 w-[320px] -translate-x-1/2 pt-3"
      >
        <ul className="rounded-2xl border border-white/10 bg-white p-2 shadow-lift">
          {serviceNav.map((s) => (
            <li key={s.key}>
              <NavLink
                to={s.href}
                className={({ isActive }) =>
                  `block rounded-xl px-4 py-3 transition-colors hover:bg-accent-50 focus-visible:bg-accent-50 ${isActive ? "bg-accent-50" : ""}`
                }
              >
                <span className="block text-[0.95rem] font-semibold text-heading">{s.label}</span>
                <span className="block text-sm text-muted">{s.description}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-md px-2.5 py-2 text-[0.95rem] font-medium transition-colors hover:text-white lg:px-3 ${
    isActive
      ? "text-white after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded after:bg-warm-400"
      : "text-ink-200"
  }`;
