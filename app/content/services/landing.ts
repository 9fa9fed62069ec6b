import type { FaqItem, HeroContent, ProcessContent } from "../types";
import { site } from "../site";
import { testimonials } from "../testimonials";
import { appDevelopment } from "./app-development";
import { mvps } from "./mvps";
import { anchors } from "../../paths";
import { de } from "../format";
import { claimTexts, contactLinkLabel, prototypeWeeks } from "./shared";
import { webDevelopment } from "./web-development";

const c = site.claims;

/** Every call to action of a landing page leads to its contact form. */
const toForm = <T extends { href: string }>(action: T): T => ({ ...action, href: anchors.contact });
const withFormCta = (p: ProcessContent): ProcessContent =>
  p.consultation ? { ...p, consultation: { ...p.consultation, action: toForm(p.consultation.action) } } : p;

const answerTime = "Antwort innerhalb eines Werktags";

/**
 * Campaign pages (requirements §2.1): one goal each – the contact form. Built from the copy of the matching
 * service page, kept out of search engines (noindex), and without links that lead away.
 */
export const landingApp = {
  meta: {
    title: "App-Entwicklung für Unternehmen – kostenlose Beratung",
    description: `Ihre B2B-App für iOS und Android: klickbares Ergebnis in ${c.appResultWeeks}\u00a0Wochen, über ${c.satisfiedCustomers} zufriedene Kunden. Jetzt kostenlose, unverbindliche Beratung anfragen.`,
  },
  hero: {
    badge: `Kostenlose Beratung · ${c.discoveryCallMinutes}\u00a0Minuten`,
    title: "App-Entwicklung für Unternehmen",
    subtitle: `In ${c.appResultWeeks}\u00a0Wochen zum klickbaren Ergebnis: Wir entwickeln Ihre App für iOS und Android – mit festen Ansprechpersonen, aus einer Codebasis und ohne Risiko im ersten Schritt.`,
    primary: { label: "Kostenlose Beratung", href: anchors.contact },
    secondary: { label: "So läuft es ab", href: anchors.process },
    proof: [claimTexts.customers, claimTexts.award, answerTime],
    art: appDevelopment.hero.art,
  } satisfies HeroContent,
  figures: {
    title: "Erfahrung, auf die Sie bauen können",
    items: [
      { value: `${c.satisfiedCustomers}+`, label: "zufriedene Kunden" },
      { value: `${c.yearsOfExperience}+`, label: "Jahre Erfahrung" },
      { value: `${c.employees}`, label: "Mitarbeitende in Entwicklung, Design und Projektleitung" },
      { value: de(c.linesOfCode), label: "Zeilen Code im Einsatz" },
    ],
  },
  fourWeeks: appDevelopment.fourWeeks,
  services: appDevelopment.services,
  testimonials: {
    eyebrow: "Kundenstimmen",
    title: "Was unsere Kunden über die Zusammenarbeit sagen",
    // Dyno's quote already tells its story on the home and MVP pages.
    items: testimonials.filter((t) => t.id !== "dyno"),
  },
  process: withFormCta(appDevelopment.consultation),
  faq: {
    eyebrow: "FAQ",
    title: "Ihre Fragen vor dem ersten Gespräch",
    items: [
      {
        question: "Was kostet die Beratung?",
        answer: `Nichts. Das Erstgespräch dauert ${c.discoveryCallMinutes}\u00a0Minuten und ist kostenlos und unverbindlich. Sie erhalten eine ehrliche Einschätzung zu Technologie, Aufwand und Zeitplan – auch wenn Sie sich am Ende gegen eine Zusammenarbeit entscheiden.`,
      },
      {
        question: "Brauchen wir eine App für iOS und Android?",
        answer:
          "In den meisten Fällen ja, denn Ihre Kunden und Mitarbeitenden nutzen beide Systeme. Mit React Native entwickeln wir beide Apps aus einer gemeinsamen Codebasis – das spart Zeit und Budget. Wann eine native App sinnvoller ist, besprechen wir im Erstgespräch.",
      },
      {
        question: "Wie schnell sehen wir ein Ergebnis?",
        answer: `Nach ${c.appResultWeeks}\u00a0Wochen halten Sie ein klickbares Ergebnis in der Hand, das Sie mit Ihren künftigen Nutzerinnen und Nutzern testen können. Danach entscheiden Sie auf Basis von Fakten, wie es weitergeht.`,
      },
      {
        question: "Können Sie unsere bestehenden Systeme anbinden?",
        answer:
          "Ja. Wir verbinden Ihre App mit ERP, CRM, Zahlungsanbietern und Ihrer eigenen Software, damit Daten ohne Medienbrüche fließen – sicher und auf Wunsch mit Hosting in Deutschland.",
      },
    ] satisfies FaqItem[],
  },
} as const;

export const landingWeb = {
  meta: {
    title: "Webanwendungen für Unternehmen – Erstgespräch buchen",
    description: `Schluss mit Excel-Chaos: individuelle Webanwendungen, Portale und SaaS-Produkte von einem regionalen Team aus ${site.address.city}. Jetzt kostenloses Erstgespräch buchen.`,
  },
  hero: {
    badge: `Kostenloses Erstgespräch · ${c.discoveryCallMinutes}\u00a0Minuten`,
    title: "Webentwicklung für Unternehmen",
    subtitle:
      "Wir entwickeln Ihre Webanwendung, die Daten bündelt, Abläufe automatisiert und mit Ihrem Unternehmen wächst – von einem regionalen Team, das Sie persönlich kennen.",
    primary: { label: "Erstgespräch buchen", href: anchors.contact },
    secondary: { label: "Leistungen ansehen", href: anchors.services },
    proof: [claimTexts.projects, claimTexts.award, answerTime],
    art: webDevelopment.hero.art,
  } satisfies HeroContent,
  spreadsheets: webDevelopment.spreadsheets,
  services: webDevelopment.services,
  booster: webDevelopment.booster,
  trust: { ...webDevelopment.trust, link: { label: contactLinkLabel, href: anchors.contact } },
  regional: webDevelopment.regional,
  faq: {
    eyebrow: "FAQ",
    title: "Ihre Fragen vor dem ersten Gespräch",
    items: [
      {
        question: "Wie läuft das Erstgespräch ab?",
        answer: `Wir sprechen ${c.discoveryCallMinutes}\u00a0Minuten per Video oder Telefon über Ihre Abläufe und Ziele. Danach wissen Sie, wo eine Webanwendung am meisten bewirkt und welcher erste Schritt sinnvoll ist – kostenlos und unverbindlich.`,
      },
      {
        question: "Können Sie unsere Excel-Lösung übernehmen?",
        answer:
          "Ja, das ist einer unserer häufigsten Aufträge. Wir analysieren Ihre Tabellen, Makros und Abläufe, übernehmen die Daten und bilden die Logik sauber in einer Webanwendung ab – Schritt für Schritt und ohne Stillstand im Tagesgeschäft.",
      },
      {
        question: "Wo werden unsere Daten gespeichert?",
        answer:
          "Dort, wo es zu Ihren Anforderungen passt: auf Wunsch bei einem Rechenzentrum in Deutschland, in Ihrer eigenen Infrastruktur oder in der Cloud Ihrer Wahl – immer DSGVO-konform und mit Auftragsverarbeitungsvertrag.",
      },
    ] satisfies FaqItem[],
  },
} as const;

export const landingMvp = {
  meta: {
    title: `MVP-Entwicklung in ${c.mvpWeeks}\u00a0Wochen – Erstgespräch vereinbaren`,
    description: `Vom klickbaren Prototyp in ${prototypeWeeks} zum MVP in ${c.mvpWeeks}\u00a0Wochen: Prüfen Sie Ihre Idee mit echten Nutzerinnen und Nutzern, bevor Sie groß investieren. Jetzt kostenloses Erstgespräch vereinbaren.`,
  },
  hero: {
    badge: "Für Gründungsteams und Innovationsabteilungen",
    title: `MVP-Entwicklung in ${c.mvpWeeks}\u00a0Wochen`,
    subtitle: `${claimTexts.prototype}, ${claimTexts.pilot}: Sie erfahren früh, ob Ihre Idee trägt – und kommen ${c.fasterToMarket}× schneller an den Markt.`,
    primary: { label: "Kostenloses Erstgespräch", href: anchors.contact },
    secondary: { label: "Ablauf ansehen", href: anchors.process },
    proof: [claimTexts.prototypeMax, claimTexts.faster, answerTime],
    art: mvps.hero.art,
  } satisfies HeroContent,
  figures: mvps.figures,
  process: withFormCta(mvps.process),
  // Without the quote: it already appears on the home page and /services/mvps.
  story: { ...mvps.story, link: undefined, quote: undefined },
  deliverables: mvps.deliverables,
  faq: mvps.faq,
} as const;
