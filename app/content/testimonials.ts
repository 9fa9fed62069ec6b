import { de, euroWords, percent } from "./format";
import type { ReferenceSlug } from "./references/registry";
import { site } from "./site";

const r = site.referenceClaims;

export type Testimonial = {
  /** The customer's project: its reference page tells the story behind the quote. */
  id: ReferenceSlug;
  name: string;
  /** Role and company. */
  title: string;
  comment: string;
  /** File name of the drawn avatar in app/assets/art/people. */
  avatar: string;
  /** Short label of the project type. */
  badge: string;
};

/** Names of the carousel's track and buttons. */
export const carouselText = {
  track: "Kundenstimmen, horizontal scrollbar",
  previous: "Vorherige Kundenstimme",
  next: "Nächste Kundenstimme",
};

export const testimonialsBlock = {
  eyebrow: "Kundenstimmen",
  title: "Was unsere Kunden sagen",
};

/** The testimonials registry (requirements §2.3 item 10: four), in the carousel's order. */
export const testimonials = [
  {
    id: "dyno",
    name: "Katrin Vogel",
    title: "Geschäftsführerin, Dyno",
    comment: `Vom ersten Workshop bis zum Launch hatten wir immer dieselben Ansprechpersonen. Die Plattform spart unseren Kunden bis zu ${percent(r.dynoTimeSavingPercent)} Verwaltungsaufwand – und wir konnten mit dem MVP eine Pre-Seed-Runde über ${euroWords(r.dynoPreSeedEuro)} abschließen.`,
    avatar: "katrin-vogel",
    badge: "Insurtech-Plattform",
  },
  {
    id: "plantafel",
    name: "Markus Seidel",
    title: "Leiter Digitalisierung, Plantafel",
    comment:
      "Nach vier Wochen konnten wir einen klickbaren Prototyp mit echten Nutzern testen. Das hat uns Monate an Diskussionen erspart und die Prioritäten für die erste Version glasklar gemacht.",
    avatar: "markus-seidel",
    badge: "Cloud-Planungstool",
  },
  {
    id: "bimetrics",
    name: "Dr. Aylin Demir",
    title: "CTO, Bimetrics",
    comment: `Das Team versteht KI nicht als Spielerei, sondern als Werkzeug. Heute sind über ${de(r.bimetricsBanks)} Banken angebunden, und die automatische Belegverarbeitung läuft stabil im Tagesgeschäft.`,
    avatar: "aylin-demir",
    badge: "KI-Buchhaltung",
  },
  {
    id: "clubscale",
    name: "Thomas Berger",
    title: "Gründer, Clubscale",
    comment:
      "App, Website und Ticketing aus einer Hand – und alles greift ineinander. Die Zusammenarbeit ist unkompliziert, ehrlich und schnell. Genau so stellt man sich einen Technologiepartner vor.",
    avatar: "thomas-berger",
    badge: "Vereins-App & Ticketing",
  },
] as const satisfies readonly Testimonial[];

export type TestimonialId = (typeof testimonials)[number]["id"];

/** One customer's testimonial, by its project (a typo fails the type check, not the page). */
export function testimonial(id: TestimonialId): Testimonial {
  return testimonials.find((t) => t.id === id)!;
}
