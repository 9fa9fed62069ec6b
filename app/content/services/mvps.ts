import { Boxes, Crosshair, Users, Zap } from "lucide-react";
import type {
  CaseStoryContent,
  CheckItem,
  FaqItem,
  FeatureItem,
  HeroContent,
  ProcessContent,
  StatItem,
} from "../types";
import { site } from "../site";
import { testimonial } from "../testimonials";
import { anchors, paths } from "../../paths";
import { euro, euroWords, numberWord, percent } from "../format";
import { claimTexts, prototypeWeeks } from "./shared";
import learningLoopArt from "~/assets/art/services/mvp-learning-loop.svg?drawing";
import pitchArt from "~/assets/art/services/mvp-pitch.svg?drawing";

const c = site.claims;
const r = site.referenceClaims;
const dynoQuote = testimonial("dyno");

/** /services/mvps (requirements §2.5, claims of §9); the landing page /mvp-development-landing reuses it. */
export const mvps = {
  meta: {
    title: "Entwicklung von MVPs & Prototypen",
    description: `${claimTexts.prototype}, ${claimTexts.mvp}, ${claimTexts.pilot}: So bringen Sie Ihre Software-Idee ${c.fasterToMarket}× schneller an den Markt – mit einem erfahrenen Team aus ${site.address.city}.`,
  },
  hero: {
    badge: "Für Start-ups und Innovationsteams",
    title: "Entwicklung von MVPs & Prototypen",
    subtitle: `Testen Sie Ihre Idee am Markt, solange Änderungen noch wenig kosten: Nach ${prototypeWeeks} klicken Sie durch Ihren Prototyp, nach ${c.mvpWeeks}\u00a0Wochen steht Ihr MVP, und der Pilotbetrieb mit echten Nutzerinnen und Nutzern beginnt.`,
    primary: { label: "Idee besprechen", href: paths.contact },
    secondary: { label: "So funktioniert’s", href: anchors.process },
    proof: [claimTexts.prototypeMax, claimTexts.faster, claimTexts.mvp],
    art: "services/mvp-hero",
  } satisfies HeroContent,
  figures: {
    eyebrow: "Tempo, das sich auszahlt",
    title: "Schneller von der Idee zum Produkt",
    intro: "Unsere Zusagen für Ihr MVP – erprobt in Projekten mit Start-ups, Mittelstand und Konzernen.",
    items: [
      { value: prototypeWeeks, label: "bis zum klickbaren Prototyp" },
      { value: `${c.prototypeMaxDays}\u00a0Tage`, label: "als feste Obergrenze für diesen Prototyp" },
      { value: `Woche\u00a0${c.pilotWeek}`, label: "startet der Pilotbetrieb mit echten Nutzerinnen und Nutzern" },
      { value: `${c.mvpWeeks}\u00a0Wochen`, label: "bis zum einsatzfähigen MVP" },
      { value: `${c.fasterToMarket}×`, label: "schneller mit Ihrer Software am Markt" },
      { value: euro(r.dynoPreSeedEuro), label: "Pre-Seed-Finanzierung eines Kunden mit seinem MVP" },
    ] satisfies StatItem[],
  },
  why: {
    eyebrow: "Warum ein MVP",
    title: "Erst lernen, dann skalieren",
    paragraphs: [
      "Die meisten neuen Produkte scheitern nicht an der Technik, sondern daran, dass sie am Bedarf vorbei entwickelt werden. Ein Minimum Viable Product – die kleinste Version Ihres Produkts, die für die ersten Nutzerinnen und Nutzer bereits einen Wert hat – beantwortet die entscheidenden Fragen früh: Wird es genutzt? Wofür zahlen Kunden? Was fehlt wirklich?",
      "Wir bauen Ihr MVP so, dass es nicht weggeworfen werden muss: mit einer sauberen Architektur, die nach erfolgreichem Test zum vollwertigen Produkt wächst.",
    ],
    bullets: {
      title: "Für wen sich ein MVP lohnt:",
      items: [
        "Start-ups vor der Finanzierungsrunde",
        "Innovationsteams in Konzernen und Mittelstand",
        "Unternehmen, die ein digitales Geschäftsmodell erproben",
      ],
    },
    art: learningLoopArt,
  },
  process: {
    badge: "Ablauf",
    heading: `Von der Idee zum Pilotbetrieb in ${numberWord(c.pilotWeek)} Wochen`,
    subheading: "Ein fester Rahmen mit klaren Zwischenergebnissen – damit Sie jederzeit wissen, wo Ihr Produkt steht.",
    steps: [
      {
        number: "01",
        title: "Woche 1: Fokus finden",
        description:
          "Im Workshop schärfen wir Zielgruppe, Nutzenversprechen und die wenigen Funktionen, die Ihre wichtigste Annahme testen. Alles andere kommt später.",
        colorBg: "accent",
      },
      {
        number: "02",
        title: `Woche ${c.prototypeWeeks.min}–${c.prototypeWeeks.max}: Klickbarer Prototyp`,
        description:
          "Wir gestalten und bauen einen Prototyp, durch den sich Testpersonen und Investoren klicken können. Erste Tests zeigen, was funktioniert und was nicht.",
        colorBg: "violet",
      },
      {
        number: "03",
        title: `Woche ${c.prototypeWeeks.max + 1}–${c.mvpWeeks}: MVP und Pilot`,
        description: `Aus dem Prototyp wird lauffähige Software mit echten Daten. In Woche\u00a0${c.pilotWeek} startet der Pilotbetrieb mit den ersten Nutzerinnen und Nutzern.`,
        colorBg: "warm",
      },
    ],
    consultation: {
      heading: `Ihr Prototyp in höchstens ${c.prototypeMaxDays}\u00a0Tagen`,
      text: `Sie brauchen schnell etwas Greifbares für Kunden, Vorstand oder Investoren? Spätestens nach ${c.prototypeMaxDays}\u00a0Tagen halten Sie einen klickbaren Prototyp in der Hand, den Sie zeigen und testen können.`,
      action: { label: "Prototyp anfragen", href: paths.contact },
    },
  } satisfies ProcessContent,
  faster: {
    eyebrow: "Unser Tempo",
    title: `So kommen Sie ${c.fasterToMarket}× schneller an den Markt`,
    intro: `Geschwindigkeit ist kein Zufall, sondern Methode – und die Erfahrung aus über ${c.startupStakes} eigenen Start-up-Beteiligungen.`,
    items: [
      {
        icon: Boxes,
        title: "Bewährte Bausteine",
        description:
          "Anmeldung, Nutzerverwaltung, Bezahlung und Admin-Bereich bauen wir nicht jedes Mal neu, sondern aus erprobten Komponenten.",
      },
      {
        icon: Crosshair,
        title: "Radikaler Fokus",
        description:
          "Wir entwickeln nur, was Ihre wichtigste Annahme testet. Alles andere landet auf der Liste für später.",
      },
      {
        icon: Users,
        title: "Kleines, erfahrenes Team",
        description:
          "Design und Entwicklung arbeiten eng zusammen und entscheiden direkt mit Ihnen – ohne Abstimmungsschleifen über mehrere Ebenen.",
      },
      {
        icon: Zap,
        title: "Entscheidungen in Tagen",
        description:
          "Wöchentliche Demos und kurze Wege sorgen dafür, dass Fragen geklärt sind, bevor sie das Projekt aufhalten.",
      },
    ] satisfies FeatureItem[],
  },
  deliverables: {
    eyebrow: "Ergebnis",
    title: `Was Sie nach ${numberWord(c.mvpWeeks)} Wochen in der Hand halten`,
    items: [
      { title: "Klickbarer Prototyp", text: "zum Testen mit Ihrer Zielgruppe und für überzeugende Pitches." },
      { title: "Einsatzfähiges MVP", text: "als Web- oder Mobile-App mit den Kernfunktionen Ihres Produkts." },
      { title: "Saubere Codebasis", text: "dokumentiert und erweiterbar – keine Wegwerfsoftware." },
      { title: "Echtes Nutzerfeedback", text: "ausgewertete Erkenntnisse aus Tests und Pilotbetrieb." },
      { title: "Klarer Fahrplan", text: "priorisierte nächste Schritte bis zur Marktreife." },
      { title: "Betrieb inklusive", text: "Hosting, Monitoring und automatisierte Auslieferung sind eingerichtet." },
    ] satisfies CheckItem[],
  },
  story: {
    eyebrow: "Erfolgsgeschichte",
    title: `Vom MVP zur Pre-Seed-Finanzierung über ${euroWords(r.dynoPreSeedEuro)}`,
    paragraphs: [
      "Dyno wollte die betriebliche Altersvorsorge für Arbeitgeber radikal vereinfachen. Statt monatelang an einem Konzept zu feilen, haben wir gemeinsam ein MVP entwickelt, mit dem das Gründungsteam echte Kunden und Investoren überzeugen konnte.",
      `Mit dem laufenden Produkt im Rücken schloss Dyno eine Pre-Seed-Runde über ${euroWords(r.dynoPreSeedEuro)} ab. Heute ist daraus eine Plattform geworden, die Arbeitgebern Verwaltungsaufwand abnimmt und Mitarbeitenden mehr Rente ermöglicht.`,
    ],
    figures: [
      { value: euro(r.dynoPreSeedEuro), label: "Pre-Seed-Finanzierung" },
      { value: `bis ${percent(r.dynoTimeSavingPercent)}`, label: "Zeitersparnis in der Verwaltung" },
      { value: `bis ${euro(r.dynoPensionGainEuro)}`, label: "mehr Rente für Mitarbeitende" },
    ],
    quote: {
      text: dynoQuote.comment,
      name: dynoQuote.name,
      role: dynoQuote.title,
      avatar: dynoQuote.avatar,
    },
    link: { label: "Zur Referenz Dyno", href: paths.reference("dyno") },
    art: pitchArt,
  } satisfies CaseStoryContent & { art: DrawingAsset },
  faq: {
    eyebrow: "FAQ",
    title: "Häufige Fragen zu MVPs und Prototypen",
    items: [
      {
        question: "Was ist der Unterschied zwischen Prototyp und MVP?",
        answer:
          "Ein klickbarer Prototyp zeigt, wie sich Ihr Produkt anfühlt: Testpersonen und Investoren können durch die wichtigsten Bildschirme klicken, dahinter steckt aber noch keine echte Logik. Ein MVP ist lauffähige Software mit echten Daten, die erste Kunden tatsächlich nutzen – und mit der Sie messen können, ob Ihr Produkt funktioniert.",
      },
      {
        question: "Wird das MVP später weggeworfen?",
        answer:
          "Nein. Wir entwickeln Ihr MVP auf einer Architektur, die wachsen kann. Nach erfolgreichem Pilot bauen wir darauf auf, statt neu anzufangen – das spart Zeit und Geld in der nächsten Phase.",
      },
      {
        question: "Was brauchen wir, um zu starten?",
        answer:
          "Eine Idee, ein Problem, das Sie lösen wollen, und eine Person auf Ihrer Seite, die Entscheidungen treffen kann. Ein ausgearbeitetes Lastenheft ist nicht nötig – die Anforderungen schärfen wir gemeinsam im Workshop in Woche 1.",
      },
      {
        question: "Unterstützen Sie uns auch bei Pitches vor Investoren?",
        answer: `Ja. Mit über ${c.startupStakes} eigenen Start-up-Beteiligungen kennen wir die Fragen von Investoren. Wir helfen Ihnen, Prototyp und MVP so zu präsentieren, dass Nutzen und technische Machbarkeit überzeugen.`,
      },
    ] satisfies FaqItem[],
  },
  cta: {
    title: "Machen Sie aus Ihrer Idee ein Produkt",
    text: `Im kostenlosen Erstgespräch von ${c.discoveryCallMinutes}\u00a0Minuten klären wir, welche Annahme Sie zuerst testen sollten und wie Ihr Weg zum Prototyp in ${prototypeWeeks} aussieht.`,
    button: { label: "Kostenloses Erstgespräch vereinbaren", href: paths.contact },
  },
} as const;
