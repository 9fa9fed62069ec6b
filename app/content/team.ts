import { site } from "./site";
import type { AvatarLook } from "~/components/illustrations/avatar";

export type TeamMember = { name: string; role: string; focus: string; avatar: AvatarLook };

export const teamBlock = {
  eyebrow: "Team",
  title: "Die Menschen hinter Ihrem Projekt",
  intro: `${site.claims.employees}\u00a0Menschen aus Entwicklung, Design und Projektleitung – erfahren, neugierig und mit einem gemeinsamen Ziel: Software, die im Alltag funktioniert.`,
};

export const team: TeamMember[] = [
  {
    name: "Jonas Weber",
    role: "Geschäftsführer",
    focus: "Strategie & Vertrieb",
    avatar: { skin: 1, hair: "short", hairColor: "#3b2a1e", background: "#e0e5ff", beard: true },
  },
  {
    name: "Lena Hartmann",
    role: "Geschäftsführerin",
    focus: "Technologie & Architektur",
    avatar: { skin: 1, hair: "long", hairColor: "#b07a3c", background: "#ffe6c2" },
  },
  {
    name: "Mehmet Yılmaz",
    role: "Lead Mobile",
    focus: "React Native, Swift, Kotlin",
    avatar: { skin: 2, hair: "short", hairColor: "#16120f", background: "#dcf5ea" },
  },
  {
    name: "Sophie Brandt",
    role: "UX/UI-Design",
    focus: "Research & Interface-Design",
    avatar: { skin: 1, hair: "bun", hairColor: "#5a3a22", background: "#f3e3ff" },
  },
  {
    name: "David Kühn",
    role: "Lead AI",
    focus: "LLMs & Machine Learning",
    avatar: { skin: 1, hair: "curly", hairColor: "#7a5230", background: "#e4f0ff" },
  },
  {
    name: "Clara Nguyen",
    role: "Projektleitung",
    focus: "Agile Delivery",
    avatar: { skin: 3, hair: "long", hairColor: "#1a1613", background: "#ffe1e1" },
  },
];
