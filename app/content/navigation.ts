import type { ServiceKey } from "~/route-table";
import { claimTexts } from "./services/shared";
import { site } from "./site";

export type NavLink = { label: string; href: string };

/** The five service pages in the order of the Leistungen menu (requirements §2.2). */
export const serviceNav: (NavLink & { key: ServiceKey; description: string })[] = [
  {
    key: "software-development",
    label: "Software-Entwicklung",
    href: "/services/software-development",
    description: "Individuelle Software für Ihre Prozesse",
  },
  {
    key: "ai-development",
    label: "AI-Entwicklung",
    href: "/services/ai-development",
    description: "KI-Lösungen mit messbarem Nutzen",
  },
  {
    key: "web-development",
    label: "Webanwendungen",
    href: "/services/web-development",
    description: "Portale, SaaS und Plattformen",
  },
  {
    key: "app-development",
    label: "App-Entwicklung",
    href: "/services/app-development",
    description: "iOS- und Android-Apps für B2B",
  },
  {
    key: "mvps",
    label: "Entwicklung von MVPs & Prototypen",
    href: "/services/mvps",
    description: claimTexts.prototype,
  },
];

export const mainNav = {
  home: { label: "Home", href: "/" },
  services: { label: "Leistungen", href: "/services" },
  references: { label: "Referenzen", href: "/references" },
  about: { label: "Über Uns", href: "/about" },
  /** Opened by a full page load (requirements §2.2). */
  contact: { label: "Kontakt", href: "/contact" },
  /** External conference site, opens in a new tab. */
  conference: { label: site.conference.name, href: site.conference.url },
} satisfies Record<string, NavLink>;

export const legalNav: NavLink[] = [
  { label: "Impressum", href: "/impressum" },
  { label: "Datenschutz", href: "/privacy" },
];
