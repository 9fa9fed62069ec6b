import { ChevronDown, ExternalLink, Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { legalNav, mainNav, serviceNav, type NavLink } from "~/content/navigation";
import { phoneHref } from "~/content/format";
import { site } from "~/content/site";
import { SiteLink } from "~/components/ui/site-link";
import { paths } from "~/paths";
import { Logo } from "./logo";
import { interfaceText as text } from "~/content/interface";

/**
 * Full-screen menu for widths of 640 px or less (requirements §2.2), built on <details> so that MENÜ,
 * SCHLIEßEN and the Leistungen sub-list work from the HTML alone, before the page has hydrated.
 * The <summary> is the one toggle: it reads MENÜ while closed and SCHLIEßEN while open, and sits
 * above the open panel. Once hydrated, React adds what HTML cannot: focus stays inside while it is
 * open, Escape closes it, choosing a link closes it, and the page behind does not scroll.
 */
export function MobileMenu() {
  const location = useLocation();
  // Prerendering renders every page at its folder URL ("/about/"; future.v8_trailingSlashAwareDataRequests
  // keeps that slash in the location), while the site's URLs have none: compare without it.
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : location.pathname;
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(pathname.startsWith(paths.services));
  const menu = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const onClose = useCallback(() => {
    setOpen(false);
    toggle.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const root = menu.current;
    if (!open || !root) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onClose();
      } else if (e.key === "Tab") {
        trapFocus(root, e);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  const isCurrent = (href: string) => pathname === href;
  const itemClass = (href: string) => (isCurrent(href) ? "menu-item menu-item-current" : "menu-item");
  const menuLink = (link: NavLink) => (
    <SiteLink
      to={link.href}
      onClick={onClose}
      className={itemClass(link.href)}
      aria-current={isCurrent(link.href) ? "page" : undefined}
    >
      {link.label}
    </SiteLink>
  );

  return (
    <details ref={menu} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group/menu sm:hidden">
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
          <SiteLink to={mainNav.home.href} onClick={onClose} aria-label={text.homeLink}>
            <Logo />
          </SiteLink>
        </div>
        <nav aria-label={text.mainNavigation} className="flex-1 px-3 pt-4 pb-8">
          <ul className="space-y-1">
            <li>{menuLink(mainNav.home)}</li>
            <li>
              <details
                open={servicesOpen}
                onToggle={(e) => setServicesOpen(e.currentTarget.open)}
                className="group/services"
              >
                <summary
                  className={`${itemClass(pathname.startsWith(paths.services) ? pathname : mainNav.services.href)} summary-plain`}
                >
                  {mainNav.services.label}
                  <ChevronDown aria-hidden className="size-5 transition-transform group-open/services:rotate-180" />
                </summary>
                <ul className="mt-1 mb-2 ml-4 space-y-0.5 border-l border-white/10 pl-3">
                  {[{ ...mainNav.services, label: text.allServices }, ...serviceNav].map((l) => (
                    <li key={l.href}>
                      <SiteLink
                        to={l.href}
                        onClick={onClose}
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
              <a
                href={mainNav.conference.href}
                target="_blank"
                rel="noopener"
                onClick={onClose}
                className={itemClass(mainNav.conference.href)}
              >
                {mainNav.conference.label}
                <ExternalLink aria-label={text.newTab} className="size-5" />
              </a>
            </li>
          </ul>
          <div className="mt-8 space-y-4 px-4">
            <SiteLink
              to={mainNav.contact.href}
              onClick={onClose}
              className="bg-accent-gradient block rounded-xl px-5 py-3.5 text-center font-semibold text-white"
            >
              {text.discoveryCall.prefix}
              {text.discoveryCall.label}
            </SiteLink>
            <p className="menu-meta flex flex-col items-start">
              <a href={phoneHref(site.phone)}>{site.phone}</a>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p className="menu-meta flex gap-4">
              {legalNav.map((l) => (
                <SiteLink key={l.href} to={l.href} onClick={onClose}>
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

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `root`. */
function trapFocus(root: HTMLElement, e: KeyboardEvent) {
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
