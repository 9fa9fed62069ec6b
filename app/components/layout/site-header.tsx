import { NavLink, useLocation } from "react-router";
import { useScrolled } from "~/hooks/use-scrolled";
import { SiteLink } from "~/components/ui/site-link";
import { reloadsDocument } from "~/paths";
import { Logo } from "./logo";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { ServicesDropdown, navLinkClass } from "./services-dropdown";
import { ConferenceLink } from "~/components/ui/contact-details";
import { useEdition } from "~/lib/page-handle";
import { SearchForm } from "~/search/search-form";

/** Fixed top bar (requirements §2.2). Becomes more compact once the page is scrolled past 50 px. */
export function SiteHeader({ variant = "site" }: { variant?: "site" | "landing" }) {
  const { mainNav, text } = useEdition();
  const scrolled = useScrolled(50);
  // The home link is current on its own page only. Not NavLink's `end`: a prerendered home page
  // below a prefix is rendered at "/en/", which `end` would not match against "/en".
  const atHome = useLocation().pathname.replace(/(.)\/+$/, "$1") === mainNav.home.href;
  // An open mobile menu covers the viewport; a backdrop filter would make the header its containing block.
  const headerClass = `on-dark has-[details[open]]:backdrop-blur-none fixed inset-x-0 top-0 z-40 text-white transition-[background-color,box-shadow] duration-300 ${
    scrolled ? "bg-ink-950/92 shadow-[0_8px_30px_-12px_rgb(0_0_0/0.5)] backdrop-blur-md" : "bg-ink-950"
  }`;

  if (variant === "landing") {
    // Campaign pages: no navigation that leads away, one call to action to the form on the page
    // (decision 0003); their language switch is in the footer's legal bar.
    return (
      <header data-scrolled={scrolled} className={headerClass}>
        <div className="container-page flex h-16 items-center justify-between gap-4 sm:h-20">
          <Logo />
          <div className="flex items-center gap-2 sm:gap-4">
            <a href="#contact" className="cta-pill px-4 whitespace-nowrap sm:px-5">
              {/* A phone shows the short label; screen readers hear the full one everywhere. */}
              <span className="max-sm:sr-only">{text.discoveryCall.label}</span>
              <span aria-hidden="true" className="sm:hidden">
                {text.discoveryCall.short}
              </span>
            </a>
          </div>
        </div>
      </header>
    );
  }

  return (
    <header data-scrolled={scrolled} className={headerClass}>
      <div
        className={`container-page flex items-center justify-between gap-2 transition-[height] duration-300 sm:max-md:px-5 lg:gap-4 ${scrolled ? "h-16" : "h-16 sm:h-20"}`}
      >
        <SiteLink to={mainNav.home.href} aria-label={text.homeLink} className="shrink-0 rounded-lg">
          {/* From 641 to 1000 px the links, the search and the Kontakt button need the row: the mark alone. */}
          <Logo wordmarkClass="sm:max-lg:hidden" />
        </SiteLink>

        <nav aria-label={text.mainNavigation} className="hidden sm:block">
          <ul className="flex items-center gap-0.5 text-[0.95rem]">
            {/* Up to 920 px the logo beside it is the home link (labelled so): the row needs the room. */}
            <li className="sm:max-md:hidden">
              <SiteLink
                to={mainNav.home.href}
                className={atHome ? `${navLinkClass} active` : navLinkClass}
                aria-current={atHome ? "page" : undefined}
              >
                {mainNav.home.label}
              </SiteLink>
            </li>
            <li>
              <ServicesDropdown />
            </li>
            {[mainNav.references, mainNav.about, mainNav.contact].map((l) => (
              // The Kontakt button beside the menu stands in for the link on medium screens.
              <li key={l.href} className={l === mainNav.contact ? "max-md:hidden" : undefined}>
                <NavLink to={l.href} reloadDocument={reloadsDocument(l.href)} className={navLinkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ConferenceLink className={`${navLinkClass} inline-flex items-center gap-1`} iconClassName="size-3.5" />
            </li>
            <li>
              <LanguageSwitch compact className={`${navLinkClass} inline-flex items-center gap-1.5`} />
            </li>
          </ul>
        </nav>

        <SearchForm variant="header" />

        <SiteLink to={mainNav.contact.href} className="cta-pill hidden px-5 sm:inline-block">
          {mainNav.contact.label}
        </SiteLink>

        <MobileMenu />
      </div>
    </header>
  );
}
