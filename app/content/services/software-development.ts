import { Flag, MousePointerClick, RefreshCw, Users } from "lucide-react";
import type { FeatureItem, HeroContent, ProcessContent } from "../types";
import { site } from "../site";
import { anchors, paths } from "../../paths";
import { claimTexts, discoveryFacts, prototypeWeeks } from "./shared";
import mockupArt from "~/assets/art/services/software-development-mockup.svg?drawing";
import systemsArt from "~/assets/art/services/software-development-systems.svg?drawing";

const c = site.claims;

/** /services/software-development (requirements §2.5). */
export const softwareDevelopment = {
  meta: {
    title: "Individuelle Software-Entwicklung",
    description: `Individuelle Software-Entwicklung aus ${site.address.city}: Fachanwendungen, Schnittstellen und Modernisierung – mit festen Ansprechpersonen, klaren Meilensteinen und schnell testbaren Prototypen.`,
  },
  hero: {
    badge: `${c.completedProjects}+ Projekte · seit über ${c.yearsOfExperience}\u00a0Jahren`,
    title: "Individuelle Software-Entwicklung",
    subtitle:
      "Software, die sich Ihren Prozessen anpasst statt Ihre Teams zu Umwegen zu zwingen. Wir entwickeln Fachanwendungen, Portale und Schnittstellen, die Ihre Teams entlasten und mit Ihrem Unternehmen wachsen.",
    primary: { label: "Kostenloses Erstgespräch", href: paths.contact },
    secondary: { label: "Unser Vorgehen", href: anchors.process },
    proof: ["Feste Ansprechpersonen", claimTexts.prototype, claimTexts.award],
    art: "services/software-development-hero",
  } satisfies HeroContent,
  discoveryCall: {
    title: `Kostenloses Erstgespräch: ${c.discoveryCallMinutes}\u00a0Minuten, die sich lohnen`,
    text: "Sie schildern uns Ihr Vorhaben, wir stellen die richtigen Fragen. Am Ende wissen Sie, welcher erste Schritt sinnvoll ist und womit Sie bei Aufwand und Zeitplan rechnen können.",
    facts: discoveryFacts,
    action: { label: "Erstgespräch vereinbaren", href: paths.contact },
  },
  intro: {
    eyebrow: "Wann sich individuelle Software lohnt",
    title: "Wenn Standardsoftware Ihre Prozesse ausbremst",
    paragraphs: [
      "Viele Unternehmen arbeiten mit einem Flickenteppich aus Standardprogrammen, Excel-Listen und manuellen Zwischenschritten. Das funktioniert – bis Daten doppelt gepflegt werden, sich Fehler einschleichen und niemand mehr genau weiß, welche Liste aktuell ist.",
      "Individuelle Software bildet Ihre Abläufe so ab, wie sie tatsächlich sind. Sie verbindet vorhandene Systeme, automatisiert Routinearbeit und gibt Ihren Mitarbeitenden ein Werkzeug, das zu ihrer Arbeit passt.",
    ],
    bullets: {
      title: "Was wir für Sie entwickeln:",
      items: [
        "Fachanwendungen für Vertrieb, Produktion und Verwaltung",
        "Schnittstellen zu ERP, CRM und Buchhaltung",
        "Modernisierung gewachsener Altsysteme",
        "Desktop-, Web- und Cloud-Anwendungen",
      ],
    },
    art: systemsArt,
  },
  promise: {
    eyebrow: "Unser Versprechen",
    title: "Vier Zusagen, auf die Sie sich verlassen können",
    intro:
      "Gute Software entsteht im Dialog. Deshalb arbeiten wir nach vier Grundsätzen, die wir in jedem Projekt einhalten.",
    items: [
      {
        icon: Users,
        title: "Feste Ansprechpersonen",
        description:
          "Ein festes Team begleitet Ihr Projekt vom ersten Workshop bis zum Betrieb. Sie wissen immer, wen Sie anrufen – und wer Ihr Projekt wirklich kennt.",
      },
      {
        icon: Flag,
        title: "Klare Meilensteine",
        description:
          "Wir planen in überschaubaren Etappen mit festen Zwischenzielen. So behalten Sie Umfang, Budget und Termine jederzeit im Blick.",
      },
      {
        icon: RefreshCw,
        title: "Regelmäßige Feedbackschleifen",
        description:
          "Alle zwei Wochen zeigen wir Ihnen lauffähige Software statt Statusfolien. Ihr Feedback fließt direkt in den nächsten Sprint ein.",
      },
      {
        icon: MousePointerClick,
        title: "Schnell testbare Prototypen",
        description: `Nach ${prototypeWeeks} klicken Sie durch einen Prototyp und testen Ideen mit den Menschen, die später damit arbeiten – bevor teure Entwicklungsarbeit beginnt.`,
      },
    ] satisfies FeatureItem[],
  },
  roadmap: {
    badge: "Roadmap",
    heading: "In drei Schritten zu Ihrer Software",
    subheading:
      "Ein klarer Fahrplan statt Blackbox: Sie wissen in jeder Phase, was passiert, was es kostet und was als Nächstes kommt.",
    steps: [
      {
        number: "01",
        title: "Analyse und Zielbild",
        description:
          "Gemeinsam mit Ihren Fachleuten nehmen wir Abläufe, Datenflüsse und vorhandene Systeme auf. Das Ergebnis ist ein priorisiertes Zielbild mit einer ehrlichen Einschätzung von Aufwand und Nutzen.",
        colorBg: "accent",
      },
      {
        number: "02",
        title: "Prototyp und Architektur",
        description: `In ${prototypeWeeks} entsteht ein klickbarer Prototyp, den Ihre Anwenderinnen und Anwender testen. Parallel legen wir Architektur, Schnittstellen und Sicherheitskonzept fest.`,
        colorBg: "violet",
      },
      {
        number: "03",
        title: "Entwicklung und Einführung",
        description: `In kurzen Sprints entwickeln wir die Software, binden Ihre Systeme an und führen sie schrittweise ein. In Woche\u00a0${c.pilotWeek} beginnt der Pilotbetrieb in einer ersten Abteilung.`,
        colorBg: "warm",
      },
    ],
    consultation: {
      heading: "Wo steht Ihr Vorhaben gerade?",
      text: "Ob erste Idee oder gewachsenes System: Im Erstgespräch finden wir heraus, welcher Schritt für Sie jetzt der richtige ist.",
      action: { label: "Kostenloses Erstgespräch vereinbaren", href: paths.contact },
    },
  } satisfies ProcessContent,
  reference: {
    eyebrow: "Aus der Praxis",
    title: "Walter AG: Schleifscheiben in Minuten statt Stunden auslegen",
    paragraphs: [
      "Die Auslegung von Schleifscheiben war bei der Walter AG Expertenarbeit mit vielen Tabellen und Berechnungen. Wir haben daraus eine Desktop-Anwendung gemacht, die Ingenieurinnen und Ingenieure Schritt für Schritt durch die Konfiguration führt und Ergebnisse sofort prüft.",
      "Entwickelt mit C#, WPF und .NET auf einer MySQL-Datenbank – robust, schnell und nahtlos in die bestehende Systemlandschaft eingebunden.",
    ],
    action: { label: "Zur Referenz", href: paths.reference("walter-ag") },
    art: mockupArt,
  },
  cta: {
    title: "Bereit für Software, die zu Ihnen passt?",
    text: "Welche Liste, welches Altsystem, welcher Medienbruch kostet Sie heute am meisten Zeit? Bringen Sie genau das ins Erstgespräch mit – wir zeigen Ihnen, wie individuelle Software es löst.",
    button: { label: "Jetzt Erstgespräch vereinbaren", href: paths.contact },
  },
} as const;
