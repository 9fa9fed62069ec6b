import { ChevronDown, Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "~/components/ui/site-link";
import { useAdoptedState } from "~/hooks/use-adopted-state";
import { trapFocus } from "~/lib/focus-trap";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { ConferenceLink, EmailLink, PhoneLink } from "~/components/ui/contact-details";
import { useEdition } from "~/lib/page-handle";
import type { NavLink } from "~/content-model/edition";
import { SearchForm } from "~/search/search-form";

/**
 * Full-screen menu for widths of 640 px or less (requirements §2.2), built on <details> so that MENÜ,
 * SCHLIEßEN and the Leistungen sub-list work from the HTML alone, before the page has hydrated.
 * The <summary> is the one toggle: it reads MENÜ while closed and SCHLIEßEN while open, and sits
 * above the open panel.
 *
 * The <details> elements are the truth (docs/decisions/0014-first-touch.md): React never renders
 * their `open` after the first render, it reads it (adopting a menu opened before hydration) and
 * follows their toggle events, and it opens and closes them by setting `open` on the element. Once
 * hydrated, React adds what HTML cannot: focus stays inside while the menu is open, Escape closes it,
 * choosing a link or any navigation (a link, Back, Forward) closes it, the page behind does not
 * scroll, and the Leistungen sub-list follows the current path. Before hydration the first-touch
 * script does the focus trap, Escape and links.
 */
export function MobileMenu() {
  const { mainNav, serviceNav, legalNav, text, paths } = useEdition();
  const location = useLocation();
  // Prerendering renders every page at its folder URL ("/about/"; future.v8_trailingSlashAwareDataRequests
  // keeps that slash in the location), while the site's URLs have none: compare without it.
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : location.pathname;
  const onServices = pathname.startsWith(paths.services);
  const menuId = useId();
  const [open, setOpen] = useAdoptedState(menuId, (el) => (el as HTMLDetailsElement).open, false);
  // The sub-list's `open` as the server rendered it for this page; later paths set it on the element.
  const [servicesOpenAtFirstRender] = useState(onServices);
  const menu = useRef<HTMLDetailsElement>(null);
  const servicesList = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);

  const close = useCallback((focusToggle: boolean) => {
    const root = menu.current;
    if (!root?.open) return;
    root.open = false;
    if (focusToggle) toggle.current?.focus({ preventScroll: true });
  }, []);
  const onChoose = useCallback(() => close(true), [close]);

  // A navigation (link, Back, Forward) closes the menu and sets the sub-list to the new path; the
  // first render keeps what the page shows, which is what the visitor may already have changed.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close(menu.current?.contains(document.activeElement) ?? false);
    if (servicesList.current) servicesList.current.open = onServices;
  }, [pathname, onServices, close]);

  useEffect(() => {
    const root = menu.current;
    if (!open || !root) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        close(true);
      } else if (e.key === "Tab") {
        trapFocus(root, e);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, close]);

  const isCurrent = (href: string) => pathname === href;
  const itemClass = (href: string) => (isCurrent(href) ? "menu-item menu-item-current" : "menu-item");
  const menuLink = (link: NavLink) => (
    <SiteLink
      to={link.href}
      onClick={onChoose}
      className={itemClass(link.href)}
      aria-current={isCurrent(link.href) ? "page" : undefined}
    >
      {link.label}
    </SiteLink>
  );

  return (
    <details
      ref={menu}
      id={menuId}
      data-menu // first-touch-hooks.ts: the first-touch script's handle on the menu
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group/menu sm:hidden"
    >
      <summary
        ref={toggle}
        className="summary-plain relative z-10 inline-flex items-center gap-2 rounded-lg border border-white/20 px-3 py-2 text-sm font-semibold tracking-wider"
      >
        <span className="inline-flex items-center gap-2 group-open/menu:hidden">
          {text.menu.open} <Menu aria-hidden className="size-4" />
        </span>
        <span className="hidden items-center gap-2 group-open/menu:inline-flex">
          {text.menu.close} <X aria-hidden className="size-4" />
        </span>
      </summary>
      <div
        data-testid="mobile-menu"
        className="on-dark fixed inset-0 flex flex-col overflow-y-auto overscroll-contain bg-ink-950 text-white"
      >
        <div className="flex h-16 shrink-0 items-center px-5">
          <SiteLink to={mainNav.home.href} onClick={onChoose} aria-label={text.homeLink}>
            <Logo />
          </SiteLink>
        </div>
        <SearchForm variant="menu" />
        <nav aria-label={text.mainNavigation} className="flex-1 px-3 pt-4 pb-8">
          <ul className="space-y-1">
            <li>{menuLink(mainNav.home)}</li>
            <li>
              <details ref={servicesList} open={servicesOpenAtFirstRender} className="group/services">
                <summary className={`${itemClass(onServices ? pathname : mainNav.services.href)} summary-plain`}>
                  {mainNav.services.label}
                  <ChevronDown aria-hidden className="size-5 transition-transform group-open/services:rotate-180" />
                </summary>
                <ul className="mt-1 mb-2 ml-4 space-y-0.5 border-l border-white/10 pl-3">
                  {[{ ...mainNav.services, label: text.allServices }, ...serviceNav].map((l) => (
                    <li key={l.href}>
                      <SiteLink
                        to={l.href}
                        onClick={onChoose}
                        aria-current={isCurrent(l.href) ? "page" : undefined}
                        className={subItemClass(isCurrent(l.href))}
                      >
                        {l.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {[mainNav.references, mainNav.about, mainNav.contact].map((l) => (
              <li key={l.href}>{menuLink(l)}</li>
            ))}
            <li>
              <ConferenceLink
                onClick={onChoose}
                className={itemClass(mainNav.conference.href)}
                iconClassName="size-5"
              />
            </li>
            <li>
              <LanguageSwitch onClick={onChoose} className="menu-item justify-start gap-3" />
            </li>
          </ul>
          <div className="mt-8 space-y-4 px-4">
            <SiteLink
              to={mainNav.contact.href}
              onClick={onChoose}
              className="bg-accent-gradient block rounded-xl px-5 py-3.5 text-center font-semibold text-white"
            >
              {text.discoveryCall.label}
            </SiteLink>
            <p className="menu-meta flex flex-col items-start">
              <PhoneLink />
              <EmailLink />
            </p>
            <p className="menu-meta flex gap-4">
              {legalNav.map((l) => (
                <SiteLink key={l.href} to={l.href} onClick={onChoose}>
                  {l.label}
                </SiteLink>
              ))}
            </p>
          </div>
        </nav>
      </div>
    </details>
  );
}

const subItemClass = (current: boolean) => (current ? "menu-subitem menu-subitem-current" : "menu-subitem");
