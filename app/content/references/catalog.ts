import { site } from "../site";
import { de, euro, percent } from "../services/shared";
import { referencePath, type ReferenceSlug } from "~/route-table";
import type { ProjectScene, ReferenceTeaser } from "./types";

const r = site.referenceClaims;

/**
 * The reference projects as cards: what the overview and the 'discover more projects' strip show.
 * The full case studies live in one module per project, so each page loads only its own story.
 */
export const teasers = {
  edeka: {
    id: "edeka",
    href: referencePath("edeka"),
    customer: "EDEKA",
    category: "Mobile App · Lebensmittelhandel",
    cardTitle: "Abhol- und Lieferservice als App",
    summary: `Einkaufen per App, abholen oder liefern lassen – im Einsatz in über ${r.edekaMarkets} Märkten.`,
    techStack: ["React Native", "TypeScript", "Node.js"],
    kinds: ["app"],
    caption: `EDEKA: Abhol- und Lieferservice-App für über ${r.edekaMarkets} Märkte`,
  },
  dyno: {
    id: "dyno",
    href: referencePath("dyno"),
    customer: "Dyno",
    category: "Webplattform · Insurtech",
    cardTitle: "Betriebliche Altersvorsorge für Arbeitgeber",
    summary: `Das Cockpit für Personalabteilungen: bis zu ${percent(r.dynoTimeSavingPercent)} weniger Aufwand in der bAV-Verwaltung.`,
    techStack: ["Angular", "Go", "MongoDB"],
    kinds: ["web"],
    caption: "Dyno: bAV-Cockpit für Personalabteilungen",
  },
  dyno2: {
    id: "dyno2",
    href: referencePath("dyno2"),
    customer: "Dyno",
    category: "Web-App · Insurtech",
    cardTitle: "Rentenrechner-App für Mitarbeitende",
    summary: `Die eigene Vorsorge verstehen und bis zu ${euro(r.dynoPensionGainEuro)} mehr Rente sichern.`,
    techStack: ["Angular", "MongoDB", "Go"],
    kinds: ["web"],
    caption: "Dyno: Rentenprognose-App für Mitarbeitende",
  },
  "walter-ag": {
    id: "walter-ag",
    href: referencePath("walter-ag"),
    customer: "Walter AG",
    category: "Desktop-Software · Maschinenbau",
    cardTitle: "Software zur Auslegung von Schleifscheiben",
    summary: "Schleifscheiben in Minuten statt Stunden auslegen – regelgeprüft und mit Variantenvergleich.",
    techStack: ["C#", "WPF", "MySQL", ".NET"],
    kinds: ["industry"],
    caption: "Walter AG: Auslegungssoftware für Schleifscheiben",
  },
  bimetrics: {
    id: "bimetrics",
    href: referencePath("bimetrics"),
    customer: "Bimetrics",
    category: "KI-Plattform · Fintech",
    cardTitle: "KI-gestützte Buchhaltung",
    summary: `Belege erkennen, Umsätze zuordnen, Buchungen vorschlagen – mit über ${de(r.bimetricsBanks)} angebundenen Banken.`,
    techStack: ["React", "Python", "PostgreSQL", "LLM"],
    kinds: ["web"],
    caption: `Bimetrics: KI-Buchhaltung mit über ${de(r.bimetricsBanks)} Banken`,
  },
  whitemacs: {
    id: "whitemacs",
    href: referencePath("whitemacs"),
    customer: "Whitemacs",
    category: "Plattform · IT-Sicherheit",
    cardTitle: "Phishing-Simulation für Kommunen",
    summary: "Realistische Test-Mails, anonyme Auswertung, gezielte Lerneinheiten – in 12 Kommunen im Einsatz.",
    techStack: ["Vue.js", "Python", "PostgreSQL", "Docker"],
    kinds: ["web"],
    caption: "Whitemacs: Phishing-Simulation für 12 Kommunen",
  },
  fraunhofer: {
    id: "fraunhofer",
    href: referencePath("fraunhofer"),
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
    id: "plantafel",
    href: referencePath("plantafel"),
    customer: "Plantafel",
    category: "Cloud-Software · Einsatzplanung",
    cardTitle: "Einsatzplanung in der Cloud, erweiterbar mit Plugins",
    summary: "Die Magnettafel als Web-App: Teams, Fahrzeuge und Aufträge per Drag-and-drop planen.",
    techStack: ["React", "TypeScript", "Node.js", "PostgreSQL"],
    kinds: ["web"],
    caption: "Plantafel: Cloud-Planungstafel mit Plugins",
  },
  reiff: {
    id: "reiff",
    href: referencePath("reiff"),
    customer: "Reiff",
    category: "Webportal · Medien",
    cardTitle: "Modernisierung eines Kleinanzeigenportals",
    summary: "Schneller, mobil und besser gefunden: ein gewachsenes Anzeigenportal, schrittweise erneuert.",
    techStack: ["Next.js", "Node.js", "Elasticsearch", "PostgreSQL"],
    kinds: ["web"],
    caption: "Reiff: modernisiertes Kleinanzeigenportal",
  },
  clubscale: {
    id: "clubscale",
    href: referencePath("clubscale"),
    customer: "Clubscale",
    category: "App & Web · Sport und Vereine",
    cardTitle: "Vereins-App, Website und Ticketing",
    summary: "Mitglieder, Termine, Tickets und Beiträge an einer Stelle – mit passender Vereinswebsite.",
    techStack: ["React Native", "Next.js", "Node.js", "Stripe"],
    kinds: ["app", "web"],
    caption: "Clubscale: Vereinsverwaltung, Website und Ticketing",
  },
  bringman: {
    id: "bringman",
    href: referencePath("bringman"),
    customer: "Bringman",
    category: "Mobile App · Lieferdienst",
    cardTitle: "Lebensmittel-Lieferung per App",
    summary: "Kunden-App, Fahrer-App und Disposition aus einem Guss – als MVP in wenigen Wochen gestartet.",
    techStack: ["Flutter", "Dart", "Node.js", "Firebase"],
    kinds: ["app"],
    caption: "Bringman: Lieferdienst-App mit Fahrer-App",
  },
} as const satisfies Record<ReferenceSlug, ReferenceTeaser>;

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
 * two pages not on the overview. The original strip linked to routes that never existed
 * (/references/clubscale, /references/plantafel, /references/innopart) and sent the club project to
 * /dyno-reference; here every card links to its real page, and a project without a page (Innopart)
 * has no card (requirements §2.7; reading D1 in docs/decisions/0011-reading-the-requirements.md).
 */
export const stripOrder = [...overviewOrder, "dyno2", "bringman"] as const satisfies readonly ReferenceSlug[];

/** Strip entries for a page: all projects except the page's own. */
export function stripEntries(current?: ProjectScene): ReferenceTeaser[] {
  return stripOrder.filter((slug) => slug !== current).map((slug) => teasers[slug]);
}

/** Filters of the overview: label and the kind they select. */
export const referenceFilters = [
  { kind: "app", label: "Mobile Apps" },
  { kind: "web", label: "Webplattformen" },
  { kind: "industry", label: "Industrie & Forschung" },
] as const;
