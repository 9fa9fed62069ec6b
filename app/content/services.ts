import { AppWindow, BrainCircuit, Code2, Rocket, Smartphone, type LucideIcon } from "lucide-react";
import { paths } from "../paths";
import { claimTexts, prototypeWeeks } from "./services/shared";
import { site } from "./site";

/**
 * The services registry: the five services (requirements §2.2–§2.4) and every wording of them, in menu order.
 * Menus, cards, the banner, the route table, the sitemap and the tests read this one list; each
 * service's page copy lives in content/services/<key>.ts. Keep the imports relative: the route
 * table loads this file outside Vite.
 */
const registry = {
  "software-development": {
    icon: Code2,
    label: "Software-Entwicklung",
    menuDescription: "Individuelle Software für Ihre Prozesse",
    cardTitle: "Software-Entwicklung",
    cardDescription:
      "Individuelle Software, die Ihren Prozessen folgt: von der Fachanwendung bis zur Integration in bestehende Systeme.",
    bannerLabel: "Software-Entwicklung",
  },
  "ai-development": {
    icon: BrainCircuit,
    label: "AI-Entwicklung",
    menuDescription: "KI-Lösungen mit messbarem Nutzen",
    cardTitle: "AI-Entwicklung",
    cardDescription:
      "KI, die im Alltag trägt: Dokumentenverarbeitung, Assistenzsysteme und Prognosen – datenschutzkonform und messbar wirksam.",
    bannerLabel: "AI-Entwicklung",
  },
  "web-development": {
    icon: AppWindow,
    label: "Webanwendungen",
    menuDescription: "Portale, SaaS und Plattformen",
    cardTitle: "Webanwendungen",
    cardDescription:
      "Portale, SaaS-Produkte und Plattformen, die schnell laden, sicher laufen und mit Ihrem Geschäft mitwachsen.",
    bannerLabel: "Webanwendungen",
  },
  "app-development": {
    icon: Smartphone,
    label: "App-Entwicklung",
    menuDescription: "iOS- und Android-Apps für B2B",
    cardTitle: "App-Entwicklung",
    cardDescription: "Mobile Apps für iOS und Android aus einer Codebasis – für Kunden, Außendienst und Produktion.",
    bannerLabel: "App-Entwicklung",
  },
  mvps: {
    icon: Rocket,
    /** requirements §2.2 (menu) and §2.3 (home) spell it differently; both verbatim. */
    label: "Entwicklung von MVPs & Prototypen",
    menuDescription: claimTexts.prototype,
    cardTitle: "Entwicklung von MVPs und Prototypen",
    cardDescription: `In ${prototypeWeeks} zum klickbaren Prototyp, in ${site.claims.mvpWeeks}\u00a0Wochen zum MVP: Ideen am Markt prüfen, solange Änderungen wenig kosten.`,
    bannerLabel: "MVPs & Prototypen",
  },
} satisfies Record<string, ServiceEntry>;

type ServiceEntry = {
  icon: LucideIcon;
  /** Name in the menus (header dropdown, mobile menu, footer). */
  label: string;
  /** Line under the name in the dropdown and on the 'Service not found' page. */
  menuDescription: string;
  /** Card on the home page and /services. */
  cardTitle: string;
  cardDescription: string;
  /** Phrase in the moving banner of the home page. */
  bannerLabel: string;
};

export type ServiceKey = keyof typeof registry;
export type Service = ServiceEntry & { key: ServiceKey; href: string };

/** The services in menu order, each with its page's address. */
export const services: Service[] = (Object.keys(registry) as ServiceKey[]).map((key) => ({
  key,
  href: paths.service(key),
  ...registry[key],
}));

export const serviceKeys = services.map((s) => s.key);

/** The cards of home and /services (requirements §2.3 item 4, §2.4). */
export const serviceCards = services.map((s) => ({
  icon: s.icon,
  title: s.cardTitle,
  description: s.cardDescription,
  href: s.href,
}));

/** The link line of a service card. */
export const serviceCardMore = "Mehr erfahren";
