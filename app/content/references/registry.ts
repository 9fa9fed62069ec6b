import { paths } from "../../paths";
import { de, euro, percent } from "../format";
import { site } from "../site";
import type { ProjectScene, ReferenceCard, ReferenceTeaser } from "./types";

const r = site.referenceClaims;

/**
 * The references registry: one card per reference project, in no particular order (the orders
 * below choose). Home, the overview, the 'discover more projects' strip, the route table, the
 * sitemap and the tests read it. The full case study of a project lives in <slug>.ts beside this
 * file (and spreads its card), so each page's chunk holds one story (docs/decisions/0004).
 * Keep the imports relative: the route table loads this file outside Vite.
 */
const cards = {
  edeka: {
    customer: "EDEKA",
    category: "Mobile App · Lebensmittelhandel",
    cardTitle: "Abhol- und Lieferservice als App",
    summary: `Einkaufen per App, abholen oder liefern lassen – im Einsatz in über ${r.edekaMarkets} Märkten.`,
    techStack: ["React Native", "TypeScript", "Node.js"],
    kinds: ["app"],
    caption: `EDEKA: Abhol- und Lieferservice-App für über ${r.edekaMarkets} Märkte`,
  },
  dyno: {
    customer: "Dyno",
    category: "Webplattform · Insurtech",
    cardTitle: "Betriebliche Altersvorsorge für Arbeitgeber",
    summary: `Das Cockpit für Personalabteilungen: bis zu ${percent(r.dynoTimeSavingPercent)} weniger Aufwand in der bAV-Verwaltung.`,
    techStack: ["Angular", "Go", "MongoDB"],
    kinds: ["web"],
    caption: "Dyno: bAV-Cockpit für Personalabteilungen",
  },
  dyno2: {
    customer: "Dyno",
    category: "Web-App · Insurtech",
    cardTitle: "Rentenrechner-App für Mitarbeitende",
    summary: `Die eigene Vorsorge verstehen und bis zu ${euro(r.dynoPensionGainEuro)} mehr Rente sichern.`,
    techStack: ["Angular", "MongoDB", "Go"],
    kinds: ["web"],
    caption: "Dyno: Rentenprognose-App für Mitarbeitende",
  },
  "walter-ag": {
    customer: "Walter AG",
    category: "Desktop-Software · Maschinenbau",
    cardTitle: "Software zur Auslegung von Schleifscheiben",
    summary: "Schleifscheiben in Minuten statt Stunden auslegen – regelgeprüft und mit Variantenvergleich.",
    techStack: ["C#", "WPF", "MySQL", ".NET"],
    kinds: ["industry"],
    caption: "Walter AG: Auslegungssoftware für Schleifscheiben",
  },
  bimetrics: {
    customer: "Bimetrics",
    category: "KI-Plattform · Fintech",
    cardTitle: "KI-gestützte Buchhaltung",
    summary: `Belege erkennen, Umsätze zuordnen, Buchungen vorschlagen – mit über ${de(r.bimetricsBanks)} angebundenen Banken.`,
    techStack: ["React", "Python", "PostgreSQL", "LLM"],
    kinds: ["web"],
    caption: `Bimetrics: KI-Buchhaltung mit über ${de(r.bimetricsBanks)} Banken`,
  },
  whitemacs: {
    customer: "Whitemacs",
    category: "Plattform · IT-Sicherheit",
    cardTitle: "Phishing-Simulation für Kommunen",
    summary: `Realistische Test-Mails, anonyme Auswertung, gezielte Lerneinheiten – in ${r.whitemacsMunicipalities} Kommunen im Einsatz.`,
    techStack: ["Vue.js", "Python", "PostgreSQL", "Docker"],
    kinds: ["web"],
    caption: `Whitemacs: Phishing-Simulation für ${r.whitemacsMunicipalities} Kommunen`,
  },
  fraunhofer: {
    customer: "Fraunhofer",
    category: "Forschung & Industrie · Simulation",
    cardTitle: "Biegesimulation und Maschinensteuerung per App",
    summary:
      "Rückfederung und Spannungen sehen, bevor das erste Blech gebogen wird – und die Maschine direkt ansteuern.",
    techStack: ["Python", "C#", ".NET MAUI", "OPC UA"],
    kinds: ["industry", "app"],
    caption: "Fraunhofer: Biegesimulation und Maschinensteuerung",
  },
  plantafel: {
    customer: "Plantafel",
    category: "Cloud-Software · Einsatzplanung",
    cardTitle: "Einsatzplanung in der Cloud, erweiterbar mit Plugins",
    summary: "Die Magnettafel als Web-App: Teams, Fahrzeuge und Aufträge per Drag-and-drop planen.",
    techStack: ["React", "TypeScript", "Node.js", "PostgreSQL"],
    kinds: ["web"],
    caption: "Plantafel: Cloud-Planungstafel mit Plugins",
  },
  reiff: {
    customer: "Reiff",
    category: "Webportal · Medien",
    cardTitle: "Modernisierung eines Kleinanzeigenportals",
    summary: "Schneller, mobil und besser gefunden: ein gewachsenes Anzeigenportal, schrittweise erneuert.",
    techStack: ["Next.js", "Node.js", "Elasticsearch", "PostgreSQL"],
    kinds: ["web"],
    caption: "Reiff: modernisiertes Kleinanzeigenportal",
  },
  clubscale: {
    customer: "Clubscale",
    category: "App & Web · Sport und Vereine",
    cardTitle: "Vereins-App, Website und Ticketing",
    summary: "Mitglieder, Termine, Tickets und Beiträge an einer Stelle – mit passender Vereinswebsite.",
    techStack: ["React Native", "Next.js", "Node.js", "Stripe"],
    kinds: ["app", "web"],
    caption: "Clubscale: Vereinsverwaltung, Website und Ticketing",
  },
  bringman: {
    customer: "Bringman",
    category: "Mobile App · Lieferdienst",
    cardTitle: "Lebensmittel-Lieferung per App",
    summary: "Kunden-App, Fahrer-App und Disposition aus einem Guss – als MVP in wenigen Wochen gestartet.",
    techStack: ["Flutter", "Dart", "Node.js", "Firebase"],
    kinds: ["app"],
    caption: "Bringman: Lieferdienst-App mit Fahrer-App",
  },
} as const satisfies Record<string, ReferenceCard>;

export type ReferenceSlug = keyof typeof cards;

/** Every reference project with a page of its own. */
export const referenceSlugs = Object.keys(cards) as ReferenceSlug[];

/** The card of each project, with its id and the address of its page. */
export const teasers = Object.fromEntries(
  referenceSlugs.map((slug) => [slug, { ...cards[slug], id: slug, href: paths.reference(slug) }]),
) as { [S in ReferenceSlug]: (typeof cards)[S] & { id: S; href: string } };

/**
 * The nine cards of the overview (requirements §2.7), strongest and most varied first: one card per platform
 * and per industry. Left out: dyno2, the second angle of the Dyno platform (its card would repeat the
 * customer; home and every strip link it), and Bringman, whose grocery-delivery story overlaps with
 * EDEKA's. Both pages stay reachable from every 'discover more projects' strip and the sitemap.
 */
export const overviewOrder = [
  "edeka",
  "dyno",
  "walter-ag",
  "bimetrics",
  "whitemacs",
  "fraunhofer",
  "plantafel",
  "reiff",
  "clubscale",
] as const satisfies readonly ReferenceSlug[];

/** The five references of the overview's structured data (requirements §2.7, §9): the first five cards. */
export const structuredDataOrder = overviewOrder.slice(0, 5);

/**
 * The 'discover more projects' strip: every reference page that exists, in overview order, then the
 * pages not on the overview (dyno2 and Bringman today; a new project joins here). The original strip linked to routes that never existed
 * (/references/clubscale, /references/plantafel, /references/innopart) and sent the club project to
 * /dyno-reference; here every card links to its real page, and a project without a page (Innopart)
 * has no card (requirements §2.7; reading D1 in docs/decisions/0011-reading-the-requirements.md).
 */
const stripOrder: readonly ReferenceSlug[] = [
  ...overviewOrder,
  ...referenceSlugs.filter((slug) => !(overviewOrder as readonly string[]).includes(slug)),
];

/** Strip entries for a page: all projects except the page's own. */
export function stripEntries(current?: ProjectScene): ReferenceTeaser[] {
  return stripOrder.filter((slug) => slug !== current).map((slug) => teasers[slug]);
}

/** Name of a card's list of technologies (components/sections/reference-cards.tsx). */
export const technologiesLabel = "Technologien";

/** Filters of the overview: label and the kind they select. */
export const referenceFilters = [
  { kind: "app", label: "Mobile Apps" },
  { kind: "web", label: "Webplattformen" },
  { kind: "industry", label: "Industrie & Forschung" },
] as const;
