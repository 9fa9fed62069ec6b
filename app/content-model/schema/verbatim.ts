import type { ContentFile } from "./files";

/**
 * Texts the requirements quote verbatim (docs/requirements.md, by entry number): an editor may not
 * change them, and the build refuses a file where one differs, naming the requirement
 * (vite/content-data.ts). `field` is the dotted path in the file; list entries count from 0.
 */
type FixedText = { file: ContentFile; field: string; text: string; requirement: string };

const service = (key: string, label: string, cardTitle = label): FixedText[] => [
  { file: `services/${key}` as ContentFile, field: "entry.label", text: label, requirement: "R2.2-2" },
  { file: `services/${key}` as ContentFile, field: "entry.cardTitle", text: cardTitle, requirement: "R2.3-4" },
];

export const verbatimTexts: readonly FixedText[] = [
  // The menus (requirements §2.2).
  ...(
    [
      ["home", "Home"],
      ["services", "Leistungen"],
      ["references", "Referenzen"],
      ["about", "Über Uns"],
      ["contact", "Kontakt"],
    ] as const
  ).map(([key, text]) => ({ file: "layout" as const, field: `navigation.main.${key}`, text, requirement: "R2.2-1" })),
  { file: "layout", field: "interface.menu.open", text: "MENÜ", requirement: "R2.2-5" },
  { file: "layout", field: "interface.menu.close", text: "SCHLIEßEN", requirement: "R2.2-5" },
  { file: "layout", field: "interface.loading", text: "Seite wird geladen …", requirement: "R2.1-16" },
  { file: "layout", field: "errorPage.heading", text: "Unexpected Application Error!", requirement: "R8-8" },
  { file: "layout", field: "unknownService.title", text: "Service not found", requirement: "R8-6" },
  ...service("software-development", "Software-Entwicklung"),
  ...service("ai-development", "AI-Entwicklung"),
  ...service("web-development", "Webanwendungen"),
  ...service("app-development", "App-Entwicklung"),
  ...service("mvps", "Entwicklung von MVPs & Prototypen", "Entwicklung von MVPs und Prototypen"),
  // Home (requirements §2.3).
  { file: "home", field: "hero.title", text: "Digitale Lösungen. Individuell programmiert.", requirement: "R2.3-1" },
  { file: "home", field: "hero.primary.label", text: "Jetzt individuelle Lösung anfragen", requirement: "R2.3-1" },
  { file: "home", field: "hero.secondary.label", text: "Wie wir arbeiten, was uns ausmacht", requirement: "R2.3-13" },
  {
    file: "home",
    field: "consultationCta.button.label",
    text: "Jetzt Beratungsgespräch vereinbaren",
    requirement: "R2.3-8",
  },
  // Service pages (requirements §2.5, §2.6).
  ...[
    "Feste Ansprechpersonen",
    "Klare Meilensteine",
    "Regelmäßige Feedbackschleifen",
    "Schnell testbare Prototypen",
  ].map((text, i) => ({
    file: "services/software-development" as const,
    field: `promise.items.${i}.title`,
    text,
    requirement: "R2.5-2",
  })),
  { file: "services/app-development", field: "hero.title", text: "B2B Mobile App Entwicklung", requirement: "R2.5-7" },
  { file: "services/app-development", field: "hero.primary.label", text: "Kostenlose Beratung", requirement: "R2.5-7" },
  { file: "services/app-development", field: "hero.secondary.label", text: "Unsere Services", requirement: "R2.5-7" },
  {
    file: "services/app-development",
    field: "consultation.consultation.action.label",
    text: "Termin vereinbaren",
    requirement: "R2.5-8",
  },
  { file: "services/web-development", field: "hero.title", text: "Webentwicklung", requirement: "R2.5-11" },
  {
    file: "services/web-development",
    field: "hero.primary.label",
    text: "Erstgespräch buchen",
    requirement: "R2.5-11",
  },
  { file: "services/web-development", field: "hero.secondary.label", text: "Mehr erfahren", requirement: "R2.5-11" },
  {
    file: "services/web-development",
    field: "cta.button.label",
    text: "Jetzt Potenziale entdecken",
    requirement: "R2.5-13",
  },
  { file: "shared", field: "contactLinkLabel", text: "Kontakt aufnehmen", requirement: "R2.6-3" },
  // References (requirements §2.7).
  { file: "references", field: "filter.all", text: "Alle", requirement: "R2.7-1" },
  { file: "references", field: "page.strip.title", text: "discover more projects", requirement: "R2.7-4" },
  // Contact (requirements §2.8, §8).
  {
    file: "contact",
    field: "section.title",
    text: "Starten Sie jetzt Ihr Software Projekt mit",
    requirement: "R2.8-2",
  },
  { file: "contact", field: "form.label", text: "Kontaktformular", requirement: "R2.8-6" },
  {
    file: "contact",
    field: "form.failed",
    text: "Email konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.",
    requirement: "R8-1",
  },
  {
    file: "contact",
    field: "form.error",
    text: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.",
    requirement: "R8-2",
  },
  { file: "contact", field: "form.success", text: "Email wurde erfolgreich versendet!", requirement: "R8-3" },
];
