import { mainNav } from "./navigation";
import { site } from "./site";

/** The route error page (requirements §2.1, §8; docs/decisions/0011-reading-the-requirements.md): the original heading, the status, a way home. */
export const errorPage = {
  title: `Fehler | ${site.name}`,
  badge: "Fehler",
  /** requirements §2.1, verbatim (English). */
  heading: "Unexpected Application Error!",
  notFound: "Diese Seite gibt es nicht.",
  failed: "Diese Seite konnte nicht geladen werden.",
  text: "Beim Laden dieser Seite ist etwas schiefgegangen. Bitte versuchen Sie es in einem Moment erneut oder kehren Sie zur Startseite zurück.",
  home: { label: "Zur Startseite", href: mainNav.home.href },
};
