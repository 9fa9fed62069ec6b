import { de, euroWords, percent } from "./services/shared";
import { site } from "./site";

const r = site.referenceClaims;

export type Testimonial = {
  name: string;
  /** Role and company. */
  title: string;
  comment: string;
  /** File name of the drawn avatar in app/assets/art/people. */
  avatar: string;
  /** Short label of the project type. */
  badge: string;
};

export const testimonialsBlock = {
  eyebrow: "Kundenstimmen",
  title: "Was unsere Kunden sagen",
};

export const testimonials: Testimonial[] = [
  {
    name: "Katrin Vogel",
    title: "Geschäftsführerin, Dyno",
    comment: `Vom ersten Workshop bis zum Launch hatten wir immer dieselben Ansprechpersonen. Die Plattform spart unseren Kunden bis zu ${percent(r.dynoTimeSavingPercent)} Verwaltungsaufwand – und wir konnten mit dem MVP eine Pre-Seed-Runde über ${euroWords(r.dynoPreSeedEuro)} abschließen.`,
    avatar: "katrin-vogel",
    badge: "Insurtech-Plattform",
  },
  {
    name: "Markus Seidel",
    title: "Leiter Digitalisierung, Plantafel",
    comment:
      "Nach vier Wochen konnten wir einen klickbaren Prototyp mit echten Nutzern testen. Das hat uns Monate an Diskussionen erspart und die Prioritäten für die erste Version glasklar gemacht.",
    avatar: "markus-seidel",
    badge: "Cloud-Planungstool",
  },
  {
    name: "Dr. Aylin Demir",
    title: "CTO, Bimetrics",
    comment: `Das Team versteht KI nicht als Spielerei, sondern als Werkzeug. Heute sind über ${de(r.bimetricsBanks)} Banken angebunden, und die automatische Belegverarbeitung läuft stabil im Tagesgeschäft.`,
    avatar: "aylin-demir",
    badge: "KI-Buchhaltung",
  },
  {
    name: "Thomas Berger",
    title: "Gründer, Clubscale",
    comment:
      "App, Website und Ticketing aus einer Hand – und alles greift ineinander. Die Zusammenarbeit ist unkompliziert, ehrlich und schnell. Genau so stellt man sich einen Technologiepartner vor.",
    avatar: "thomas-berger",
    badge: "Vereins-App & Ticketing",
  },
];
