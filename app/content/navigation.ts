import { paths } from "../paths";
import { layout } from "./layout";
import { services, type ServiceKey } from "./services";
import { site } from "./site";

export type NavLink = { label: string; href: string };

const labels = layout.navigation;

/** The five service pages in the order of the Leistungen menu (requirements §2.2), from the services registry. */
export const serviceNav: (NavLink & { key: ServiceKey; description: string })[] = services.map((s) => ({
  key: s.key,
  label: s.label,
  href: s.href,
  description: s.menuDescription,
}));

/** The main menu: where each entry leads is fixed here, its label is content (content/de/layout.yaml). */
export const mainNav = {
  home: { label: labels.main.home, href: paths.home },
  services: { label: labels.main.services, href: paths.services },
  references: { label: labels.main.references, href: paths.references },
  about: { label: labels.main.about, href: paths.about },
  /** Opened by a full page load (requirements §2.2; paths.ts `reloadsDocument`). */
  contact: { label: labels.main.contact, href: paths.contact },
  /** External conference site, opens in a new tab. */
  conference: { label: labels.main.conference, href: site.conference.url },
} satisfies Record<string, NavLink>;

export const legalNav: NavLink[] = [
  { label: labels.legal.impressum, href: paths.impressum },
  { label: labels.legal.privacy, href: paths.privacy },
];
