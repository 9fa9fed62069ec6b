import { paths } from "../paths";
import { claimTexts } from "./services/shared";
import { site } from "./site";

export type TeamMember = {
  name: string;
  role: string;
  focus: string;
  /** File name of the drawn avatar in app/assets/art/people. */
  avatar: string;
};

export const teamBlock = {
  eyebrow: "Team",
  title: "Die Menschen hinter Ihrem Projekt",
  intro: `${site.claims.employees}\u00a0Menschen aus Entwicklung, Design und Projektleitung – erfahren, neugierig und mit einem gemeinsamen Ziel: Software, die im Alltag funktioniert.`,
  highlights: [
    `${site.claims.employees}\u00a0Mitarbeitende aus Entwicklung, Design und Projektleitung`,
    claimTexts.award,
  ],
  more: { label: "Das Team kennenlernen", href: paths.about },
};

export const team: TeamMember[] = [
  {
    name: "Jonas Weber",
    role: "Geschäftsführer",
    focus: "Strategie & Vertrieb",
    avatar: "jonas-weber",
  },
  {
    name: "Lena Hartmann",
    role: "Geschäftsführerin",
    focus: "Technologie & Architektur",
    avatar: "lena-hartmann",
  },
  {
    name: "Mehmet Yılmaz",
    role: "Lead Mobile",
    focus: "React Native, Swift, Kotlin",
    avatar: "mehmet-yilmaz",
  },
  {
    name: "Sophie Brandt",
    role: "UX/UI-Design",
    focus: "Research & Interface-Design",
    avatar: "sophie-brandt",
  },
  {
    name: "David Kühn",
    role: "Lead AI",
    focus: "LLMs & Machine Learning",
    avatar: "david-kuehn",
  },
  {
    name: "Clara Nguyen",
    role: "Projektleitung",
    focus: "Agile Delivery",
    avatar: "clara-nguyen",
  },
];
