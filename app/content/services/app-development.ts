import {
  Award,
  Layers,
  Palette,
  Plug,
  Server,
  ShieldCheck,
  Smartphone,
  Tablet,
  Timer,
  Users,
  Wrench,
} from "lucide-react";
import type {
  AboutContent,
  HeroContent,
  PlatformOption,
  ProcessContent,
  ServiceCardItem,
  TimelineItem,
  TocItem,
} from "../types";
import { site } from "../site";
import { anchors, paths } from "../../paths";
import { numberWord } from "../format";
import { claimTexts, contactLinkLabel } from "./shared";
import mockupArt from "~/assets/art/services/app-development-mockup.svg?drawing";

const c = site.claims;

/** /services/app-development (requirements §2.5); the landing page /app-development-landing reuses it. */
export const appDevelopment = {
  meta: {
    // Our own title, spelled correctly; the hero keeps the specification's wording verbatim.
    title: "Mobile-App-Entwicklung für B2B",
    description: `App-Entwicklung für iOS und Android: Cross-Platform mit React Native oder nativ mit Swift und Kotlin. Klickbares Ergebnis in ${c.appResultWeeks}\u00a0Wochen, über ${c.satisfiedCustomers} zufriedene Kunden.`,
  },
  hero: {
    badge: `App-Entwicklung aus ${site.address.city}`,
    /** requirements §2.5, verbatim. */
    title: "B2B Mobile App Entwicklung",
    subtitle: `Wir entwickeln Apps für iOS und Android, die Ihre Kunden, Ihren Außendienst und Ihre Produktion verbinden – von der ersten Idee bis zum Store-Release. Nach ${numberWord(c.appResultWeeks)} Wochen halten Sie ein klickbares Ergebnis in der Hand.`,
    primary: { label: "Kostenlose Beratung", href: anchors.contact },
    secondary: { label: "Unsere Services", href: anchors.services },
    proof: [claimTexts.customers, claimTexts.appResult, "iOS und Android aus einer Hand"],
    art: "services/app-development-hero",
  } satisfies HeroContent,
  /** Table of contents of the page (requirements §2.5: these five anchors). */
  toc: {
    label: "Auf dieser Seite",
    items: [
      { id: "introduction", label: "Einführung" },
      { id: "services", label: "Leistungen" },
      { id: "technologies", label: "Technologien" },
      { id: "process", label: "Ablauf" },
      { id: "contact", label: "Kontakt" },
    ] satisfies TocItem[],
  },
  tailorMade: {
    eyebrow: "Maßgeschneiderte Apps",
    title: "Apps, die genau zu Ihren Abläufen passen",
    paragraphs: [
      "Eine B2B-App ist kein Selbstzweck. Sie soll Aufträge schneller abwickeln, Außendienst und Zentrale verbinden oder Ihren Kunden einen direkten Draht zu Ihrem Unternehmen geben. Deshalb beginnen wir nicht mit Bildschirmen, sondern mit Ihren Prozessen, Nutzern und Zielen.",
      "Daraus entsteht eine App, die sich nahtlos in Ihre Systemlandschaft einfügt: mit Offline-Modus für den Einsatz in Halle und Keller, sicherer Anmeldung über Ihr Firmenkonto und Schnittstellen zu ERP, CRM oder Ihrer eigenen Software.",
    ],
    bullets: {
      items: [
        "Kunden-Apps für Bestellung, Service und Self-Service",
        "Außendienst- und Service-Apps mit Offline-Modus",
        "Apps für Produktion, Lager und Logistik",
      ],
    },
    art: mockupArt,
  },
  fourWeeks: {
    eyebrow: "Schnell sichtbar",
    title: `In ${c.appResultWeeks}\u00a0Wochen zum klickbaren Ergebnis`,
    intro: `Statt monatelanger Konzeptphasen sehen Sie nach ${numberWord(c.appResultWeeks)} Wochen, wie sich Ihre App anfühlt – und können sie mit echten Nutzerinnen und Nutzern testen.`,
    items: [
      {
        label: "Woche 1",
        title: "Workshop und Zielbild",
        description:
          "Wir klären Zielgruppen, Kernfunktionen und Erfolgskriterien und legen gemeinsam den Umfang der ersten Version fest.",
      },
      {
        label: "Woche 2",
        title: "Nutzerflüsse und Design",
        description:
          "Es entstehen Nutzerflüsse und ein Designsystem, abgestimmt auf Ihre Marke und die Gewohnheiten von iOS und Android.",
      },
      {
        label: "Woche 3",
        title: "Klickbarer Prototyp",
        description:
          "Wir bauen die zentralen Bildschirme als klickbaren Prototyp – auf Wunsch direkt als Testversion auf Ihren Geräten.",
      },
      {
        label: "Woche 4",
        title: "Test und Entscheidung",
        description:
          "Ihre künftigen Nutzerinnen und Nutzer testen das Ergebnis. Mit ihrem Feedback und einem belastbaren Fahrplan entscheiden Sie über die nächsten Schritte.",
      },
    ] satisfies TimelineItem[],
  },
  services: {
    eyebrow: "Unsere Services",
    title: "Alles für Ihre App aus einer Hand",
    intro:
      "Sechs Leistungen, die ineinandergreifen – damit Ihre App nicht nur gut aussieht, sondern im Alltag zuverlässig funktioniert.",
    items: [
      {
        icon: Layers,
        title: "Cross-Platform-Apps mit React Native",
        description:
          "Eine Codebasis für iOS und Android: schneller am Markt, geringerer Wartungsaufwand und dieselben Funktionen auf beiden Plattformen.",
      },
      {
        icon: Smartphone,
        title: "Native Apps mit Swift und Kotlin",
        description:
          "Wenn maximale Performance, tiefe Hardware-Anbindung oder neueste Plattformfunktionen gefragt sind, entwickeln wir nativ für iOS und Android.",
      },
      {
        icon: Palette,
        title: "UI/UX-Design",
        description:
          "Nutzerforschung, Prototypen und ein Design, das sich intuitiv bedienen lässt – im Büro, in der Halle oder unterwegs beim Kunden.",
      },
      {
        icon: Server,
        title: "Backend-Entwicklung",
        description:
          "Skalierbare Server, Datenbanken und Nutzerverwaltung, die Ihre App zuverlässig mit Daten versorgen – sicher gehostet, auf Wunsch in Deutschland.",
      },
      {
        icon: Plug,
        title: "API-Integration",
        description:
          "Wir verbinden Ihre App mit ERP, CRM, Zahlungsanbietern und Ihren bestehenden Systemen, damit Daten ohne Medienbrüche fließen.",
      },
      {
        icon: Wrench,
        title: "Wartung und Support",
        description:
          "Updates für neue iOS- und Android-Versionen, Monitoring, Fehlerbehebung und Weiterentwicklung – damit Ihre App dauerhaft läuft.",
      },
    ] satisfies ServiceCardItem[],
  },
  technologies: {
    eyebrow: "Technologien",
    title: "Die richtige Technologie für Ihre App",
    intro:
      "Wir wählen die Technologie nach Ihren Anforderungen, nicht nach unseren Vorlieben. Für die meisten Unternehmens-Apps empfehlen wir Cross-Platform – und sagen Ihnen ehrlich, wann nativ die bessere Wahl ist.",
    bestForLabel: "Ideal für:",
    recommendedLabel: "Häufigste Wahl",
    options: [
      {
        icon: Layers,
        title: "Cross-Platform",
        stack: "React Native · TypeScript",
        description:
          "Eine gemeinsame Codebasis für iOS und Android mit nativen Bedienelementen. Neue Funktionen werden einmal entwickelt und erscheinen auf beiden Plattformen gleichzeitig.",
        bestFor: "Kunden-, Service- und Unternehmens-Apps mit Fokus auf Tempo und Budget.",
        recommended: true,
      },
      {
        icon: Smartphone,
        title: "Native iOS",
        stack: "Swift · SwiftUI",
        description:
          "Direkter Zugriff auf alle Funktionen von iPhone und iPad, maximale Performance und neue Apple-Funktionen vom ersten Tag an.",
        bestFor: "Apps mit hohen Anforderungen an Grafik, Sensorik oder Apple-Ökosystem.",
      },
      {
        icon: Tablet,
        title: "Native Android",
        stack: "Kotlin · Jetpack Compose",
        description:
          "Volle Kontrolle über die große Vielfalt an Android-Geräten – vom Smartphone bis zum robusten Industrie-Handheld mit Scanner.",
        bestFor: "Apps für spezielle Hardware, etwa Scanner und Terminals in Lager und Produktion.",
      },
    ] satisfies PlatformOption[],
    stack: {
      title: "Unser Technologie-Stack",
      items: [
        "React Native",
        "TypeScript",
        "Swift",
        "SwiftUI",
        "Kotlin",
        "Jetpack Compose",
        "Node.js",
        "Go",
        "PostgreSQL",
        "REST und GraphQL",
        "Push-Benachrichtigungen",
        "Offline-Synchronisation",
      ],
    },
  },
  partner: {
    eyebrow: "Ihr Partner",
    title: "Warum Unternehmen ihre App mit uns entwickeln",
    paragraphs: [
      `Über ${c.satisfiedCustomers} zufriedene Kunden, über ${c.yearsOfExperience}\u00a0Jahre Erfahrung und ${c.employees}\u00a0Fachleute aus Entwicklung, Design und Projektleitung: Wir wissen, worauf es bei Apps im Unternehmensalltag ankommt.`,
      `Die Liefer- und Abhol-App für EDEKA, heute in über ${site.referenceClaims.edekaMarkets} Märkten im Einsatz, stammt ebenso aus unserem Team wie die App zur Maschinensteuerung für die Fraunhofer-Gesellschaft.`,
    ],
    features: [
      {
        icon: Users,
        title: "Feste Ansprechpersonen",
        description: "Ein festes Team von der ersten Skizze bis zum Store-Release – und darüber hinaus.",
      },
      {
        icon: Timer,
        title: "Ergebnisse in Wochen",
        description: `Klickbares Ergebnis nach ${c.appResultWeeks}\u00a0Wochen, Pilotbetrieb der ersten Version ab Woche\u00a0${c.pilotWeek}.`,
      },
      {
        icon: ShieldCheck,
        title: "Sicher und DSGVO-konform",
        description: "Verschlüsselte Datenübertragung, sichere Anmeldung und Hosting in Deutschland auf Wunsch.",
      },
      {
        icon: Award,
        title: "Ausgezeichnete Qualität",
        description: `${claimTexts.awardWithReason}.`,
      },
    ],
    link: { label: contactLinkLabel, href: anchors.contact },
  } satisfies AboutContent,
  consultation: {
    badge: "Ablauf",
    heading: "In drei Schritten zu Ihrer kostenlosen Beratung",
    subheading: "So einfach starten Sie Ihr App-Projekt mit uns.",
    steps: [
      {
        number: "01",
        title: "Anfrage senden",
        description:
          "Schildern Sie uns Ihr Vorhaben in wenigen Sätzen über das Kontaktformular. Wir melden uns innerhalb eines Werktags bei Ihnen.",
        colorBg: "accent",
      },
      {
        number: "02",
        title: "Kostenloses Erstgespräch",
        description: `Im Gespräch von ${c.discoveryCallMinutes}\u00a0Minuten besprechen wir Ziele, Zielgruppen und Rahmenbedingungen Ihrer App – kostenlos und unverbindlich.`,
        colorBg: "violet",
      },
      {
        number: "03",
        title: "Konkreter Fahrplan",
        description: `Sie erhalten eine ehrliche Einschätzung zu Technologie, Aufwand und Zeitplan – und wissen, wie Sie in ${c.appResultWeeks}\u00a0Wochen zu einem klickbaren Ergebnis kommen.`,
        colorBg: "warm",
      },
    ],
    consultation: {
      heading: "Bereit für den ersten Schritt?",
      text: "Sichern Sie sich jetzt Ihren Termin für eine Beratung zu Ihrer App – am Telefon, per Video oder bei Ihnen vor Ort.",
      /** requirements §2.5, verbatim. */
      action: { label: "Termin vereinbaren", href: anchors.contact },
    },
  } satisfies ProcessContent,
  guide: {
    eyebrow: "Ratgeber",
    title: "App-Entwicklung für Unternehmen: Das sollten Sie wissen",
    intro:
      "Die wichtigsten Fragen rund um Plattformen, Partnerwahl, Kosten und Monetarisierung – kompakt beantwortet von unserem Team.",
    tocTitle: "Inhalt des Ratgebers",
    more: { label: "Ratgeber als eigene Seite lesen", href: paths.knowledge },
  },
} as const;
