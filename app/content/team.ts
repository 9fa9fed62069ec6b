import claraNguyen from "~/assets/art/people/clara-nguyen.svg?drawing";
import davidKuehn from "~/assets/art/people/david-kuehn.svg?drawing";
import jonasWeber from "~/assets/art/people/jonas-weber.svg?drawing";
import lenaHartmann from "~/assets/art/people/lena-hartmann.svg?drawing";
import mehmetYilmaz from "~/assets/art/people/mehmet-yilmaz.svg?drawing";
import sophieBrandt from "~/assets/art/people/sophie-brandt.svg?drawing";

export type TeamMember = { name: string; role: string; focus: string; avatar: DrawingAsset };

export const teamBlock = {
  eyebrow: "Team",
  title: "Die Menschen hinter Ihrem Projekt",
  intro:
    "20 Entwicklerinnen, Entwickler, Designer und Projektleiterinnen – erfahren, neugierig und mit dem Anspruch, Software zu bauen, auf die man sich verlassen kann.",
};

export const team: TeamMember[] = [
  {
    name: "Jonas Weber",
    role: "Geschäftsführer",
    focus: "Strategie & Vertrieb",
    avatar: jonasWeber,
  },
  {
    name: "Lena Hartmann",
    role: "Geschäftsführerin",
    focus: "Technologie & Architektur",
    avatar: lenaHartmann,
  },
  {
    name: "Mehmet Yılmaz",
    role: "Lead Mobile",
    focus: "React Native, Swift, Kotlin",
    avatar: mehmetYilmaz,
  },
  {
    name: "Sophie Brandt",
    role: "UX/UI-Design",
    focus: "Research & Interface-Design",
    avatar: sophieBrandt,
  },
  {
    name: "David Kühn",
    role: "Lead AI",
    focus: "LLMs & Machine Learning",
    avatar: davidKuehn,
  },
  {
    name: "Clara Nguyen",
    role: "Projektleitung",
    focus: "Agile Delivery",
    avatar: claraNguyen,
  },
];
