import { AppWindow, BrainCircuit, Code2, Rocket, Smartphone, type LucideIcon } from "lucide-react";
import type { ServiceKey } from "~/route-table";
import { prototypeWeeks } from "./services/shared";
import { site } from "./site";

export type ServiceSummary = {
  key: ServiceKey;
  icon: LucideIcon;
  title: string;
  description: string;
  href: string;
};

/** /services/{anything else} (requirements §2.1): the page title is the client's English text, verbatim. */
export const unknownService = {
  eyebrow: "Leistungen",
  title: "Service not found",
  intro: "Diese Leistung gibt es bei uns nicht. Vielleicht suchen Sie eine dieser fünf:",
};

/** The five services (requirements §2.3 item 4, §2.4): one card each on home and /services. */
export const serviceSummaries: ServiceSummary[] = [
  {
    key: "software-development",
    icon: Code2,
    title: "Software-Entwicklung",
    description:
      "Individuelle Software, die Ihren Prozessen folgt: von der Fachanwendung bis zur Integration in bestehende Systeme.",
    href: "/services/software-development",
  },
  {
    key: "ai-development",
    icon: BrainCircuit,
    title: "AI-Entwicklung",
    description:
      "KI, die im Alltag trägt: Dokumentenverarbeitung, Assistenzsysteme und Prognosen – datenschutzkonform und messbar wirksam.",
    href: "/services/ai-development",
  },
  {
    key: "web-development",
    icon: AppWindow,
    title: "Webanwendungen",
    description:
      "Portale, SaaS-Produkte und Plattformen, die schnell laden, sicher laufen und mit Ihrem Geschäft mitwachsen.",
    href: "/services/web-development",
  },
  {
    key: "app-development",
    icon: Smartphone,
    title: "App-Entwicklung",
    description: "Mobile Apps für iOS und Android aus einer Codebasis – für Kunden, Außendienst und Produktion.",
    href: "/services/app-development",
  },
  {
    key: "mvps",
    icon: Rocket,
    title: "Entwicklung von MVPs und Prototypen",
    description: `In ${prototypeWeeks} zum klickbaren Prototyp, in ${site.claims.mvpWeeks}\u00a0Wochen zum MVP: Ideen am Markt prüfen, solange Änderungen wenig kosten.`,
    href: "/services/mvps",
  },
];
