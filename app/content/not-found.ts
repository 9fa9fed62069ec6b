import { mainNav } from "./navigation";
import { site } from "./site";

/** The not-found page (requirements §2.1 "*"). */
export const notFoundPage = {
  title: `Seite nicht gefunden | ${site.name}`,
  heading: "Seite nicht gefunden",
  text: "Diese Adresse gibt es bei uns nicht (mehr). Vielleicht hat sich ein Tippfehler eingeschlichen – oder die Seite ist umgezogen.",
  home: { label: "Zur Startseite", href: mainNav.home.href },
  contact: { label: "Kontakt aufnehmen", href: mainNav.contact.href },
  suggestionsTitle: "Beliebte Seiten",
  suggestions: [mainNav.services, mainNav.references, mainNav.about],
};
