import { Compass, FileSearch, LineChart, MessagesSquare, ScanEye, ServerCog } from "lucide-react";
import type { FaqItem, FeatureItem, HeroContent, ProcessContent, UseCase } from "../types";
import { site } from "../site";
import { paths } from "../../paths";
import { de } from "../format";
import { prototypeWeeks } from "./shared";
import assistantArt from "~/assets/art/services/ai-development-assistant.svg?drawing";
import documentArt from "~/assets/art/services/ai-development-document.svg?drawing";
import forecastArt from "~/assets/art/services/ai-development-forecast.svg?drawing";

const c = site.claims;

/** /services/ai-development (requirements §2.5). */
export const aiDevelopment = {
  meta: {
    // "AI-Entwicklung" is the service's name in the navigation (requirements §2.2); the copy says KI.
    title: "KI-Entwicklung für Unternehmen",
    description:
      "KI-Lösungen mit messbarem Nutzen: Dokumentenverarbeitung, Wissensassistenten, Prognosen und Bildverarbeitung – datenschutzkonform entwickelt und in Ihre Systeme integriert.",
  },
  hero: {
    badge: "KI, die im Alltag trägt",
    title: "KI-Entwicklung für Unternehmen",
    subtitle:
      "Wir entwickeln KI-Anwendungen, die echte Arbeit abnehmen: Belege auslesen, Wissen auffindbar machen, Bedarf vorhersagen. Datenschutzkonform, in Ihre Systeme integriert und vom ersten Prototyp an messbar.",
    primary: { label: "KI-Potenziale besprechen", href: paths.contact },
    secondary: { label: "Anwendungsfälle ansehen", href: "#use-cases" },
    proof: [
      `KI-Plattform mit über ${de(site.referenceClaims.bimetricsBanks)} angebundenen Banken`,
      "DSGVO-konform",
      `Prototyp mit Ihren Daten in ${prototypeWeeks}`,
    ],
    art: "services/ai-development-hero",
  } satisfies HeroContent,
  useCases: {
    eyebrow: "Anwendungsfälle",
    title: "Wo KI heute schon messbar hilft",
    intro:
      "Keine Science-Fiction, sondern Aufgaben, die in fast jedem Unternehmen anfallen – und die sich mit KI zuverlässig beschleunigen lassen.",
    items: [
      {
        title: "Dokumente automatisch verarbeiten",
        text: "Rechnungen, Lieferscheine, Verträge oder Formulare: KI erkennt den Dokumenttyp, liest die relevanten Felder aus und übergibt sie geprüft an Ihr ERP oder Ihre Buchhaltung. Ihre Mitarbeitenden kümmern sich nur noch um die Ausnahmen.",
        outcomes: ["Weniger manuelle Erfassung", "Nachvollziehbare Prüfschritte", "Anbindung an ERP und DMS"],
        reference: {
          text: `Für Bimetrics haben wir eine KI-Buchhaltungsplattform entwickelt, an die heute über ${de(3500)} Banken angebunden sind.`,
          label: "Zur Referenz",
          href: paths.reference("bimetrics"),
        },
      },
      {
        title: "Wissen auf Knopfdruck",
        text: "Ein KI-Assistent beantwortet Fragen auf Basis Ihrer eigenen Handbücher, Richtlinien und Tickets – mit Quellenangabe, damit jede Antwort überprüfbar bleibt. Neue Mitarbeitende finden sich schneller zurecht, Support und Fachabteilungen werden spürbar entlastet.",
        outcomes: [
          "Antworten mit Quellenangabe",
          "Zugriffsrechte bleiben erhalten",
          "Betrieb auf Wunsch in Deutschland",
        ],
      },
      {
        title: "Prognosen und vorausschauende Planung",
        text: "Aus Verkaufszahlen, Maschinendaten oder Saisonverläufen lernt ein Modell, was als Nächstes kommt: Bedarf, Auslastung oder der richtige Zeitpunkt für die Wartung. So planen Sie Einkauf, Personal und Instandhaltung vorausschauend statt reaktiv.",
        outcomes: ["Bedarfs- und Absatzprognosen", "Vorausschauende Wartung", "Dashboards für die Geschäftsführung"],
      },
    ] satisfies UseCase[],
    art: [documentArt, assistantArt, forecastArt],
  },
  areas: {
    eyebrow: "Leistungsbereiche",
    title: "Sechs Bereiche, ein Team",
    intro: "Von der ersten Potenzialanalyse bis zum sicheren Betrieb: Wir begleiten Ihr KI-Vorhaben vollständig.",
    items: [
      {
        icon: Compass,
        title: "KI-Strategie und Potenzialanalyse",
        description:
          "Wir finden gemeinsam die Anwendungsfälle mit dem besten Verhältnis von Aufwand und Nutzen – und sagen ehrlich, wo KI nicht die beste Lösung ist.",
      },
      {
        icon: MessagesSquare,
        title: "Sprachmodelle und Assistenten",
        description:
          "Chat- und Assistenzsysteme auf Basis großer Sprachmodelle, angebunden an Ihr Unternehmenswissen und abgesichert gegen erfundene Antworten.",
      },
      {
        icon: FileSearch,
        title: "Dokumenten- und Datenextraktion",
        description:
          "Automatisches Auslesen, Klassifizieren und Prüfen von Dokumenten – von der eingescannten Rechnung bis zum mehrseitigen Vertrag.",
      },
      {
        icon: LineChart,
        title: "Machine Learning und Prognosen",
        description:
          "Modelle für Vorhersage, Klassifikation und Anomalieerkennung, trainiert auf Ihren Daten und im Betrieb laufend überwacht.",
      },
      {
        icon: ScanEye,
        title: "Bildverarbeitung",
        description:
          "Computer Vision für Qualitätsprüfung, Zählung und Zustandserkennung – in der Produktion, im Lager oder unterwegs per App.",
      },
      {
        icon: ServerCog,
        title: "Integration und Betrieb",
        description:
          "Wir bringen KI in Ihre bestehenden Systeme und sorgen für Monitoring, Versionierung und sicheren Betrieb – in der Cloud oder in Ihrem Rechenzentrum.",
      },
    ] satisfies FeatureItem[],
  },
  process: {
    badge: "Vorgehen",
    heading: "Von der Idee zur produktiven KI in drei Schritten",
    subheading: "Wir beginnen klein, messen früh und bauen aus, was nachweislich funktioniert.",
    steps: [
      {
        number: "01",
        title: "Potenzial-Workshop",
        description:
          "Wir sichten Ihre Prozesse und Daten, bewerten Anwendungsfälle nach Nutzen, Machbarkeit und Datenlage und legen messbare Erfolgskriterien fest.",
        colorBg: "accent",
      },
      {
        number: "02",
        title: "Prototyp mit echten Daten",
        description: `In ${prototypeWeeks} entsteht ein Prototyp, der mit Ihren eigenen Daten arbeitet. So sehen Sie früh, wie gut die Ergebnisse wirklich sind – bevor größere Investitionen anstehen.`,
        colorBg: "violet",
      },
      {
        number: "03",
        title: "Integration und Skalierung",
        description:
          "Überzeugt der Prototyp, integrieren wir die Lösung in Ihre Systeme, schulen Ihr Team und überwachen Qualität und Kosten im laufenden Betrieb.",
        colorBg: "warm",
      },
    ],
    consultation: {
      heading: "Sie haben eine Idee für KI in Ihrem Unternehmen?",
      text: `Wir prüfen sie gemeinsam mit Ihnen – ${c.discoveryCallMinutes}\u00a0Minuten, kostenlos und unverbindlich.`,
      action: { label: "KI-Idee besprechen", href: paths.contact },
    },
  } satisfies ProcessContent,
  faq: {
    eyebrow: "FAQ",
    title: "Häufige Fragen zur KI-Entwicklung",
    items: [
      {
        question: "Brauchen wir für KI große Datenmengen?",
        answer:
          "Nicht unbedingt. Für viele Anwendungen – etwa Assistenten auf Basis von Sprachmodellen oder die Dokumentenverarbeitung – reichen Ihre vorhandenen Dokumente und eine überschaubare Zahl von Beispielen. Eigene Prognosemodelle brauchen dagegen ausreichend historische Daten. Im Potenzial-Workshop prüfen wir Ihre Datenlage und sagen Ihnen offen, was damit möglich ist.",
      },
      {
        question: "Wie stellen Sie Datenschutz und DSGVO-Konformität sicher?",
        answer:
          "Wir wählen Modelle und Hosting passend zu Ihren Daten: von europäischen Cloud-Anbietern bis zum Betrieb in Ihrem eigenen Rechenzentrum. Personenbezogene Daten verarbeiten wir nur, wo es nötig ist, Zugriffe werden protokolliert, und Ihre Daten werden nicht zum Training fremder Modelle verwendet. Auftragsverarbeitungsverträge, Dokumentation und die Anforderungen der europäischen KI-Verordnung gehören selbstverständlich dazu.",
      },
      {
        question: "Was kostet ein KI-Projekt?",
        answer:
          "Das hängt vom Anwendungsfall, der Datenlage und der Tiefe der Integration ab. Wir starten deshalb mit einem klar begrenzten Prototyp, dessen Aufwand vorab feststeht. Danach entscheiden Sie auf Basis echter Ergebnisse, ob und wie es weitergeht – und kennen die laufenden Kosten für Betrieb und Modellnutzung, bevor Sie investieren.",
      },
      {
        question: "Wie verlässlich sind die Ergebnisse einer KI?",
        answer:
          "KI arbeitet mit Wahrscheinlichkeiten, deshalb planen wir die Qualitätssicherung von Anfang an ein: Wir messen die Genauigkeit an Ihren Testdaten, zeigen Quellen und Konfidenzwerte an und leiten unsichere Fälle an einen Menschen weiter. So bleibt die Verantwortung dort, wo sie hingehört.",
      },
      {
        question: "Lässt sich KI in unsere bestehenden Systeme integrieren?",
        answer:
          "Ja, das ist sogar der Normalfall. Wir binden KI-Funktionen über Schnittstellen an ERP, CRM, Dokumentenmanagement oder Ihre eigenen Anwendungen an. Ihre Mitarbeitenden arbeiten weiter in gewohnten Oberflächen – nur schneller.",
      },
    ] satisfies FaqItem[],
  },
  cta: {
    title: "Finden wir heraus, was KI für Sie leisten kann",
    text: `Im kostenlosen Erstgespräch von ${c.discoveryCallMinutes}\u00a0Minuten besprechen wir Ihre Ideen, prüfen die Datenlage und skizzieren den schnellsten Weg zu einem Prototyp mit Ihren eigenen Daten.`,
    button: { label: "Kostenloses Erstgespräch vereinbaren", href: paths.contact },
  },
} as const;
