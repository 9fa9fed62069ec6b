import { teasers } from "./registry";
import type { Reference } from "./types";

export const clubscale = {
  ...teasers.clubscale,
  title: "Clubscale: Vereinsverwaltung, Website und Ticketing aus einem Guss",
  leistungen: ["App-Entwicklung", "Web-Entwicklung", "Zahlungsabwicklung", "UI/UX-Design"],
  descriptions: [
    "Clubscale bringt Vereine in die digitale Gegenwart: Mitglieder verwalten, Termine teilen, Tickets verkaufen und Beiträge einziehen – in einer App, mit passender Vereinswebsite.",
    "Wir haben die Mitglieder-App, den Website-Baukasten und das Zahlungs- und Ticketsystem entwickelt. Ehrenamtliche pflegen alles an einer Stelle, ganz ohne IT-Kenntnisse.",
  ],
  facts: [
    { label: "Branche", value: "Sport und Vereine" },
    { label: "Plattform", value: "iOS, Android und Web" },
    { label: "Nutzergruppen", value: "Vorstände, Ehrenamtliche, Mitglieder, Fans" },
    { label: "Leistungsumfang", value: "App, Website-Baukasten, Zahlungssystem" },
  ],
  figures: [],
  story: {
    challenge: {
      title: "Ehrenamt zwischen Excel und Überweisungsträgern",
      paragraphs: [
        "In vielen Vereinen hängt die Verwaltung an wenigen Ehrenamtlichen: Mitgliederlisten in Excel, Beiträge per Überweisung, Tickets an der Tageskasse und eine Website, die seit Jahren niemand angefasst hat.",
        "Clubscale wollte Vereinen ein System geben, das all das zusammenführt – so einfach, dass es auch der Kassenwart am Sonntagabend gern benutzt.",
      ],
    },
    solution: {
      title: "App, Website und Kasse auf einer Plattform",
      paragraphs: [
        "Alle Bausteine teilen sich ein Backend: Ein neues Mitglied in der App steht sofort in der Beitragsliste, ein verkauftes Ticket ist sofort am Einlass gültig, und News erscheinen gleichzeitig in der App und auf der Website.",
        "Die App entstand mit React Native für iOS und Android, die Vereinswebsites mit Next.js; Zahlungen laufen über einen etablierten Zahlungsdienstleister.",
      ],
      points: [
        "Mitglieder-App mit Terminen, Nachrichten und digitalem Mitgliedsausweis",
        "Website-Baukasten mit Vereinsfarben, News und Spielplan",
        "Ticketverkauf mit QR-Code und Einlasskontrolle per Smartphone",
        "Beitragseinzug und Online-Zahlung mit automatischem Abgleich",
      ],
    },
    result: {
      title: "Mehr Zeit für das Vereinsleben",
      paragraphs: [
        "Vereine verwalten Mitglieder, Termine, Tickets und Beiträge jetzt an einer Stelle. Der Kassenabgleich, früher ein Abend mit Kontoauszügen, läuft automatisch.",
        "Die Vereinswebsite bleibt aktuell, weil Neuigkeiten und Termine aus der App direkt auf der Seite erscheinen.",
      ],
    },
  },
  image: {
    alt: "Die Website eines Sportvereins mit der Schlagzeile „Heimspiel am Samstag“ im Browser, davor ein Smartphone mit der Clubscale-App und einem digitalen Ticket samt QR-Code für Block C, Reihe 4. Eine Karte meldet: Beitrag bezahlt.",
  },
  meta: {
    title: "Referenz Clubscale: Vereins-App, Website und Ticketing",
    description:
      "Mitgliederverwaltung, Vereinswebsite, Ticketverkauf und Beitragseinzug auf einer Plattform: So haben wir Clubscale mit React Native und Next.js umgesetzt.",
  },
  cta: {
    title: "Eine Plattform statt fünf Insellösungen?",
    text: "Wir verbinden App, Website und Zahlungen zu einem System. Sprechen wir im kostenlosen Erstgespräch über Ihre Idee.",
  },
} as const satisfies Reference;
