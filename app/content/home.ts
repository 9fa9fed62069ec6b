import {
  CalendarCheck,
  Gauge,
  Handshake,
  Layers,
  LifeBuoy,
  MapPinned,
  MessagesSquare,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import { paths } from "../paths";
import { de } from "./format";
import type { ReferenceSlug } from "./references/registry";
import type { HeroContent } from "./types";
import { claimTexts, prototypeWeeks } from "./services/shared";
import { services } from "./services";
import { site } from "./site";

const c = site.claims;

export const homeMeta = {
  description: `Individuelle Softwareentwicklung aus ${site.address.city}: Web- und App-Entwicklung, KI-Lösungen und MVPs für Start-ups, Mittelstand und Konzerne. Vereinbaren Sie ein kostenloses Erstgespräch von ${c.discoveryCallMinutes}\u00a0Minuten.`,
};

export const hero = {
  badge: `Seit über ${c.yearsOfExperience}\u00a0Jahren · ${claimTexts.award}`,
  title: "Digitale Lösungen. Individuell programmiert.",
  subtitle:
    "Wir entwickeln Software, KI-Anwendungen, Webplattformen und Apps, die Ihre Abläufe vereinfachen und Ihr Geschäft voranbringen – mit festen Ansprechpersonen und dem ersten klickbaren Ergebnis nach wenigen Wochen.",
  primary: { label: "Jetzt individuelle Lösung anfragen", href: paths.contact },
  /** Wide screens only (requirements §2.3). */
  secondary: { label: "Wie wir arbeiten, was uns ausmacht", href: paths.about, wideOnly: true },
  proof: [
    `${c.completedProjects}+ abgeschlossene Projekte`,
    `${c.employees} Mitarbeitende`,
    `Erstgespräch: ${c.discoveryCallMinutes}\u00a0Min., kostenlos`,
  ],
  art: "home/hero",
} satisfies HeroContent;

/** Text of the social preview image, public/og-image.png (scripts/brand-images.mjs draws it). */
export const socialImage = {
  name: site.name,
  /** The hero's headline, one sentence a line. */
  headline: hero.title.split(/(?<=\.) /),
  tagline: `Software · KI · Web · Apps · MVPs – aus ${site.address.city}`,
};

export const logoStrip = {
  label: "Unternehmen, die uns vertrauen",
};

export const intro = {
  eyebrow: "Ihr Softwarepartner",
  title: "Software, die zu Ihrem Unternehmen passt – nicht umgekehrt.",
  paragraphs: [
    "Standardsoftware endet dort, wo Ihr Geschäft besonders ist. Genau dort setzen wir an: Wir verstehen Ihre Prozesse, übersetzen sie in klare Anforderungen und entwickeln Lösungen, die Ihre Teams gerne nutzen.",
    `Start-ups, Mittelständler, Konzerne, öffentliche Einrichtungen und Industrieunternehmen arbeiten mit uns, weil wir schnell liefern und verlässlich bleiben: ${c.employees}\u00a0Fachleute aus Entwicklung, Design und Projektleitung, über ${de(c.linesOfCode)}\u00a0Zeilen produktiver Code und dieselben Ansprechpersonen vom ersten Gespräch bis zum Betrieb.`,
  ],
  highlights: [
    { icon: CalendarCheck, text: claimTexts.prototype },
    { icon: Handshake, text: "Feste Ansprechpersonen, klare Meilensteine" },
    { icon: ShieldCheck, text: "Datenschutzkonform, in Deutschland entwickelt" },
  ] satisfies { icon: LucideIcon; text: string }[],
};

export const servicesBlock = {
  eyebrow: "Leistungen",
  title: "Alles, was Ihre digitale Lösung braucht",
  intro: "Von der ersten Idee bis zum stabilen Betrieb – fünf Leistungen, ein Team.",
  expertiseTitle: "Unsere Expertise",
  /** 16 terms, shown in columns of 4 (requirements §2.3). */
  expertise: [
    "React & Next.js",
    "React Native",
    "Angular",
    "TypeScript",
    "Node.js",
    "Go",
    "C# & .NET",
    "Python",
    "Swift & Kotlin",
    "Large Language Models",
    "Machine Learning",
    "Cloud & Kubernetes",
    "PostgreSQL & MongoDB",
    "API-Design & Integration",
    "UI/UX-Design",
    "IT-Sicherheit & DSGVO",
  ],
};

export const referencesBlock = {
  eyebrow: "Referenzen",
  title: "Projekte, die im Alltag bestehen",
  intro: `Ein Auszug aus über ${c.completedProjects} abgeschlossenen Projekten – vom Lebensmittelhandel bis zur Industrie.`,
  more: { label: "Mehr Referenzen anzeigen", href: paths.references },
  /** The three cards of requirements §2.3 item 5, from the references registry. */
  slugs: ["edeka", "walter-ag", "dyno2"] satisfies ReferenceSlug[],
};

export const keyFigures = {
  title: "Zahlen, die für uns sprechen",
  items: [
    { value: `${c.yearsOfExperience}+`, label: "Jahre Erfahrung" },
    { value: `${c.completedProjects}+`, label: "abgeschlossene Projekte" },
    { value: `${c.employees}`, label: "Mitarbeitende" },
    { value: de(c.linesOfCode), label: "Zeilen Code" },
    { value: `${c.startupStakes}+`, label: "Start-up-Beteiligungen" },
  ],
};

export const banner = {
  label: "Leistungen im Überblick",
  items: [...services.map((s) => s.bannerLabel), `Made in ${site.address.city}`],
};

export const consultationCta = {
  title: "Lassen Sie uns über Ihr Vorhaben sprechen.",
  text: `Ein Termin von ${c.discoveryCallMinutes}\u00a0Minuten genügt: Sie schildern, was Sie vorhaben, und wir sagen Ihnen ehrlich, was wir an Ihrer Stelle als Erstes angehen würden.`,
  button: { label: "Jetzt Beratungsgespräch vereinbaren", href: paths.contact },
};

export type Benefit = {
  icon: LucideIcon;
  heading: string;
  text: string;
  /** Column of the wide grid (requirements §3). */
  position: "left" | "middle" | "right";
};

export const benefitsBlock = {
  eyebrow: "Ihre Vorteile",
  title: "Warum Unternehmen mit uns arbeiten",
  items: [
    {
      icon: Users,
      heading: "Feste Ansprechpersonen",
      text: "Sie sprechen vom ersten Termin bis zum Go-live mit denselben Menschen – ohne Umwege über Callcenter oder wechselnde Teams.",
      position: "left",
    },
    {
      icon: Gauge,
      heading: "Schnell sichtbare Ergebnisse",
      text: `Nach ${prototypeWeeks} klicken Sie durch einen Prototyp, in Woche\u00a0${c.pilotWeek} startet der Pilotbetrieb.`,
      position: "middle",
    },
    {
      icon: CalendarCheck,
      heading: "Klare Meilensteine",
      text: "Transparente Planung mit festen Zwischenzielen: Sie wissen jederzeit, wo Ihr Projekt steht und was als Nächstes kommt.",
      position: "right",
    },
    {
      icon: MessagesSquare,
      heading: "Regelmäßige Feedbackschleifen",
      text: "Kurze Sprints und gemeinsame Reviews sorgen dafür, dass die Software genau das tut, was Ihr Team braucht.",
      position: "left",
    },
    {
      icon: Layers,
      heading: "Technologie ohne Scheuklappen",
      text: "Wir wählen die Technologie nach Ihrem Bedarf – nicht nach unseren Gewohnheiten. Wartbar, dokumentiert und zukunftssicher.",
      position: "middle",
    },
    {
      icon: ShieldCheck,
      heading: "Sicherheit und Datenschutz",
      text: "DSGVO-konforme Architektur, Hosting in Deutschland auf Wunsch und Sicherheit, die von Anfang an mitgedacht wird.",
      position: "right",
    },
    {
      icon: MapPinned,
      heading: "Regional verwurzelt",
      text: `Unser Team sitzt in ${site.address.city}. Für Workshops sind wir schnell vor Ort – in der Region in rund ${c.travelMinutes}\u00a0Minuten.`,
      position: "left",
    },
    {
      icon: Handshake,
      heading: "Unternehmerisch gedacht",
      text: `Mit über ${c.startupStakes} Start-up-Beteiligungen wissen wir, was zählt: Budget, Time-to-Market und ein Produkt, das Kunden wirklich wollen.`,
      position: "middle",
    },
    {
      icon: LifeBuoy,
      heading: "Betrieb und Weiterentwicklung",
      text: "Nach dem Launch bleiben wir an Ihrer Seite: Wartung, Monitoring, Updates und neue Funktionen aus einer Hand.",
      position: "right",
    },
  ] satisfies Benefit[],
};
