import { site } from "./site";

/**
 * Words of the page chrome (header, menus, footer, progress indicator), with the names screen
 * readers announce. Sections take theirs from the content module of what they show.
 */
export const interfaceText = {
  skipToContent: "Zum Inhalt springen",
  homeLink: `${site.name} – zur Startseite`,
  mainNavigation: "Hauptnavigation",
  legalNavigation: "Rechtliches",
  newTab: "(öffnet in neuem Tab)",
  servicesMenu: "Menü der Leistungen",
  allServices: "Alle Leistungen",
  menu: { open: "MENÜ", close: "SCHLIEßEN" },
  /** The header's and the mobile menu's call to action; campaign pages show only its last word on phones. */
  discoveryCall: { prefix: "Kostenloses ", label: "Erstgespräch" },
  loading: "Seite wird geladen …",
  footer: {
    about: `Individuelle Software, KI-Lösungen, Web- und App-Entwicklung für Unternehmen – seit über ${site.claims.yearsOfExperience}\u00a0Jahren aus ${site.address.city}.`,
    services: "Leistungen",
    company: "Unternehmen",
    contact: "Kontakt",
  },
};
