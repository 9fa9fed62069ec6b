import { paths } from "../paths";
import { services, type ServiceKey } from "./services";
import { site } from "./site";

export type NavLink = { label: string; href: string };

/** The five service pages in the order of the Leistungen menu (requirements §2.2), from the services registry. */
export const serviceNav: (NavLink & { key: ServiceKey; description: string })[] = services.map((s) => ({
  key: s.key,
  label: s.label,
  href: s.href,
  description: s.menuDescription,
}));

export const mainNav = {
  home: { label: "Home", href: paths.home },
  services: { label: "Leistungen", href: paths.services },
  references: { label: "Referenzen", href: paths.references },
  about: { label: "Über Uns", href: paths.about },
  /** Opened by a full page load (requirements §2.2; paths.ts `reloadsDocument`). */
  contact: { label: "Kontakt", href: paths.contact },
  /** External conference site, opens in a new tab. */
  conference: { label: site.conference.name, href: site.conference.url },
} satisfies Record<string, NavLink>;

export const legalNav: NavLink[] = [
  { label: "Impressum", href: paths.impressum },
  { label: "Datenschutz", href: paths.privacy },
];
