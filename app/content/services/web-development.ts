import { AppWindow, Award, BadgeCheck, Cloud, Handshake, Network, Plug, RefreshCcw, ShieldCheck } from "lucide-react";
import type { AboutContent, CheckItem, HeroContent, ServiceCardItem } from "../types";
import { site } from "../site";
import { anchors, paths } from "../../paths";
import { claimTexts, contactLinkLabel } from "./shared";
import regionArt from "~/assets/art/services/web-development-region.svg?drawing";
import spreadsheetArt from "~/assets/art/services/web-development-spreadsheet.svg?drawing";

const c = site.claims;

/** /services/web-development (requirements §2.5). */
export const webDevelopment = {
  meta: {
    title: "Webentwicklung",
    description: `Webentwicklung aus ${site.address.city}: individuelle Webanwendungen, SaaS-Produkte, Plattformen und Schnittstellen – sicher, skalierbar und von einem regionalen Team entwickelt.`,
  },
  hero: {
    badge: `Webanwendungen aus ${site.address.city}`,
    title: "Webentwicklung",
    subtitle:
      "Wir entwickeln Webanwendungen, Portale und SaaS-Produkte, die Ihre Abläufe digitalisieren – schnell, sicher und so gebaut, dass sie mit Ihrem Unternehmen wachsen.",
    primary: { label: "Erstgespräch buchen", href: anchors.contact },
    secondary: { label: "Mehr erfahren", href: anchors.services },
    proof: [claimTexts.projects, claimTexts.award, "Hosting in Deutschland auf Wunsch"],
    art: "services/web-development-hero",
  } satisfies HeroContent,
  spreadsheets: {
    eyebrow: "Die Ausgangslage",
    title: "Ihr Unternehmen wächst – Ihre Excel-Listen nicht mit",
    paragraphs: [
      "Am Anfang reicht eine Tabelle. Dann kommen weitere Reiter, Makros und Kopien per E-Mail hinzu. Irgendwann hängt ein wichtiger Teil Ihres Geschäfts an Dateien, die nur noch eine Person wirklich versteht.",
      "Eine Webanwendung bündelt Ihre Daten an einem Ort, führt Ihre Teams sicher durch die Abläufe und ist von überall erreichbar – im Büro, im Lager oder beim Kunden, ganz ohne Installation.",
    ],
    bullets: {
      title: "Typische Warnsignale:",
      items: [
        "Daten werden mehrfach gepflegt und widersprechen sich",
        "Versionen kursieren per E-Mail",
        "Auswertungen kosten Stunden statt Sekunden",
        "Zugriffsrechte lassen sich kaum steuern",
      ],
    },
    art: spreadsheetArt,
  },
  regional: {
    eyebrow: "Ihr Team vor Ort",
    title: "Ein regionales Team, das Sie persönlich kennen",
    paragraphs: [
      `Alle ${c.employees}\u00a0Mitarbeitenden – Entwicklung, Design und Projektleitung – arbeiten in ${site.address.city}. Workshops finden bei Ihnen vor Ort statt: In der Region sind wir in rund ${c.travelMinutes}\u00a0Minuten bei Ihnen.`,
      "Sie sprechen mit den Menschen, die Ihre Anwendung tatsächlich bauen: ohne Umwege über Vertrieb, Offshore-Teams oder wechselnde Projektleitungen.",
    ],
    bullets: {
      items: [claimTexts.award, claimTexts.years, "Persönliche Workshops vor Ort"],
    },
    art: regionArt,
  },
  services: {
    eyebrow: "Leistungen",
    title: "Unsere Leistungen in der Webentwicklung",
    intro:
      "Sechs Schwerpunkte, ein Team: Wir entwickeln alles, was Ihre Webanwendung braucht – von der ersten Zeile bis zum sicheren Betrieb.",
    items: [
      {
        icon: AppWindow,
        title: "Individuelle Webanwendungen",
        description:
          "Maßgeschneiderte Anwendungen für Ihre Prozesse – vom internen Werkzeug bis zum Kundenportal, intuitiv bedienbar auf jedem Gerät.",
      },
      {
        icon: Cloud,
        title: "SaaS-Entwicklung",
        description:
          "Wir entwickeln Ihr Software-as-a-Service-Produkt mit Mandantenfähigkeit, Abrechnung und Self-Service – bereit für die ersten zahlenden Kunden.",
      },
      {
        icon: Plug,
        title: "APIs und Integrationen",
        description:
          "Saubere Schnittstellen verbinden Ihre Webanwendung mit ERP, CRM, Zahlungsanbietern und Drittsystemen – automatisch und zuverlässig.",
      },
      {
        icon: Network,
        title: "Plattformen und Portale",
        description:
          "Marktplätze, Kunden- und Partnerportale, die viele Nutzergruppen zusammenbringen und mit wachsender Last souverän umgehen.",
      },
      {
        icon: RefreshCcw,
        title: "Modernisierung",
        description:
          "Wir überführen gewachsene Altsysteme und Excel-Lösungen Schritt für Schritt in moderne Webtechnologie – ohne Stillstand im Tagesgeschäft.",
      },
      {
        icon: ShieldCheck,
        title: "Sicherheit und Skalierbarkeit",
        description:
          "Sicherheitskonzepte, Verschlüsselung, Lasttests und eine Architektur, die von zehn auf zehntausend Nutzerinnen und Nutzer mitwächst.",
      },
    ] satisfies ServiceCardItem[],
  },
  cta: {
    title: "Wie viel Potenzial steckt in Ihren Abläufen?",
    text: `In einem kostenlosen Erstgespräch von ${c.discoveryCallMinutes}\u00a0Minuten schauen wir gemeinsam auf Ihre Prozesse und zeigen, wo eine Webanwendung am meisten bewirkt.`,
    button: { label: "Jetzt Potenziale entdecken", href: paths.contact },
  },
  trust: {
    eyebrow: `Warum ${site.name}`,
    title: "Worauf Sie sich verlassen können",
    paragraphs: [
      `Seit über ${c.yearsOfExperience}\u00a0Jahren entwickeln wir Webanwendungen für Start-ups, Mittelstand, Konzerne und öffentliche Einrichtungen. Was unsere Kunden an uns schätzen, ist weniger die Technik als die Verlässlichkeit.`,
    ],
    features: [
      {
        icon: Handshake,
        title: "Feste Ansprechpersonen",
        description: "Vom ersten Workshop bis zum Betrieb dasselbe Team – ohne Weiterreichen und Wissensverlust.",
      },
      {
        icon: ShieldCheck,
        title: "Datenschutz nach DSGVO",
        description:
          "Hosting in Deutschland auf Wunsch, Auftragsverarbeitung nach DSGVO und Sicherheit ab der ersten Zeile.",
      },
      {
        icon: Award,
        title: "Ausgezeichnet",
        description: `${claimTexts.award}, verliehen ${c.award.reason}.`,
      },
      {
        icon: BadgeCheck,
        title: `Erfahrung aus ${c.completedProjects}+ Projekten`,
        description:
          "Vom Kundenportal bis zur Branchenplattform: Wir kennen die typischen Fallstricke und vermeiden sie.",
      },
    ],
    link: { label: contactLinkLabel, href: anchors.contact },
  } satisfies AboutContent,
  booster: {
    eyebrow: "Ihr Gewinn",
    title: "Was eine gute Webanwendung für Ihr Unternehmen bewirkt",
    items: [
      { title: "Zeit sparen", text: "Automatisierte Abläufe ersetzen Abtippen, Kopieren und doppelte Dateneingabe." },
      {
        title: "Fehler vermeiden",
        text: "Geprüfte Eingaben und eine zentrale Datenbasis statt widersprüchlicher Listen.",
      },
      { title: "Überall arbeiten", text: "Im Browser auf Laptop, Tablet und Smartphone – ohne Installation." },
      {
        title: "Besser entscheiden",
        text: "Aktuelle Kennzahlen auf Knopfdruck statt mühsam zusammengetragener Monatsberichte.",
      },
      {
        title: "Kunden begeistern",
        text: "Self-Service-Portale, in denen Kunden Bestellungen, Dokumente und Status selbst abrufen.",
      },
      {
        title: "Mitwachsen",
        text: "Neue Standorte, Nutzergruppen und Funktionen kommen hinzu, ohne dass das System an Grenzen stößt.",
      },
    ] satisfies CheckItem[],
  },
} as const;
