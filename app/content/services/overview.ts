import type { ProcessContent } from "../types";
import { site } from "../site";
import { paths } from "../../paths";
import { claimTexts, prototypeWeeks } from "./shared";
import guideArt from "~/assets/art/services/guide.svg?drawing";

const c = site.claims;

/** The services overview, /services and /leistungen (requirements §2.4). */
export const overview = {
  meta: {
    title: "Leistungen",
    description: `Software-Entwicklung, AI-Entwicklung, Webanwendungen, App-Entwicklung sowie MVPs und Prototypen aus ${site.address.city}: fünf Leistungen, ein Team und feste Ansprechpersonen.`,
  },
  header: {
    eyebrow: "Leistungen",
    title: "Unsere Leistungen",
    intro:
      "Fünf Leistungen, ein Team: Wir begleiten Sie von der ersten Idee über den klickbaren Prototyp bis zum stabilen Betrieb – mit festen Ansprechpersonen und Ergebnissen, die Sie nach wenigen Wochen in der Hand halten.",
    proof: [claimTexts.years, claimTexts.projects, claimTexts.award],
  },
  services: {
    eyebrow: "Was wir entwickeln",
    title: "Welche Lösung bringt Sie weiter?",
    intro:
      "Ob Fachanwendung, KI-Assistent, Kundenportal, App oder erster Prototyp: Wählen Sie eine Leistung und erfahren Sie, wie wir vorgehen und was Sie erwarten dürfen.",
  },
  process: {
    badge: "So arbeiten wir",
    heading: "In drei Schritten vom Gespräch zum Ergebnis",
    subheading:
      "Egal, welche Leistung Sie brauchen: Der Weg ist klar, überschaubar und mit frühen Ergebnissen, auf deren Basis Sie entscheiden.",
    steps: [
      {
        number: "01",
        title: "Erstgespräch und Zielbild",
        description: `In einem kostenlosen Gespräch von ${c.discoveryCallMinutes}\u00a0Minuten verstehen wir Ihr Vorhaben, Ihre Rahmenbedingungen und was Erfolg für Sie bedeutet.`,
        colorBg: "accent",
      },
      {
        number: "02",
        title: `Prototyp in ${prototypeWeeks}`,
        description:
          "Statt monatelanger Konzeptphasen klicken Sie früh durch einen Prototyp, testen ihn mit Ihrer Zielgruppe und entscheiden auf Basis von Fakten.",
        colorBg: "violet",
      },
      {
        number: "03",
        title: "Entwicklung und Betrieb",
        description: `In kurzen Sprints mit klaren Meilensteinen entsteht die fertige Lösung; ab Woche\u00a0${c.pilotWeek} läuft sie im Pilotbetrieb. Danach kümmern wir uns um Betrieb und Weiterentwicklung.`,
        colorBg: "warm",
      },
    ],
  } satisfies ProcessContent,
  guide: {
    eyebrow: "Ratgeber",
    title: "App-Entwicklung für Unternehmen: das Wichtigste im Überblick",
    paragraphs: [
      "Android, iOS oder beides? Freelancer oder Agentur? Und womit sollten Sie bei Kosten und Zeitrahmen rechnen? Unser Ratgeber beantwortet die Fragen, die uns Entscheiderinnen und Entscheider im Erstgespräch am häufigsten stellen.",
    ],
    action: { label: "Zum Ratgeber", href: paths.knowledge },
    art: guideArt,
  },
  cta: {
    title: "Welche Leistung passt zu Ihrem Vorhaben?",
    text: "Oft ist es eine Kombination – etwa eine Webanwendung mit KI-Funktion oder eine App mit eigenem Backend. Im Erstgespräch sortieren wir gemeinsam, womit Sie anfangen.",
    button: { label: "Kostenloses Erstgespräch vereinbaren", href: paths.contact },
  },
} as const;
