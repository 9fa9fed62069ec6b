/**
 * The numbers the requirements fix (docs/requirements.md §9 and the entries named): a list in a
 * content file with exactly this many entries. Part of the content rules (vite/content-rules.ts), so
 * the admin refuses a tenth overview card at save, as the build does; the pages count what is there
 * (`{{count}} Projekte`), so a wrong count would show on the site.
 */
export type FixedCount = { file: string; field: string; count: number; requirement: string; why: string };

const steps = (file: string, field: string): FixedCount => ({
  file,
  field,
  count: 3,
  requirement: "R9-8 / R2.6-4",
  why: "jeder Ablauf hat drei nummerierte Schritte",
});

export const fixedCounts: readonly FixedCount[] = [
  { file: "home", field: "benefitsBlock.items", count: 9, requirement: "R9-9 / R2.3-9", why: "neun Vorteile" },
  {
    file: "home",
    field: "servicesBlock.expertise",
    count: 16,
    requirement: "R9-12",
    why: "sechzehn Begriffe der Expertise",
  },
  {
    file: "home",
    field: "referencesBlock.slugs",
    count: 3,
    requirement: "R2.3-5",
    why: "drei Referenzen auf der Startseite",
  },
  {
    file: "references",
    field: "order",
    count: 9,
    requirement: "R9-13 / R2.7-1",
    why: "neun Karten in der Referenzübersicht",
  },
  { file: "testimonials", field: "items", count: 4, requirement: "R9-10 / R2.3-10", why: "vier Kundenstimmen" },
  { file: "customers", field: "logos", count: 11, requirement: "R9-11 / R2.3-2", why: "elf Kundenlogos" },
  {
    file: "services/software-development",
    field: "promise.items",
    count: 4,
    requirement: "R2.5-2",
    why: "ein Versprechen in vier Punkten",
  },
  {
    file: "services/app-development",
    field: "services.items",
    count: 6,
    requirement: "R2.5-8",
    why: "sechs App-Leistungen",
  },
  steps("services", "process.steps"),
  steps("services/software-development", "roadmap.steps"),
  steps("services/ai-development", "process.steps"),
  steps("services/app-development", "consultation.steps"),
  steps("services/mvps", "process.steps"),
];
