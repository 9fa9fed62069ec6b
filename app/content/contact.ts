import { CalendarCheck, FileText, MessagesSquare, type LucideIcon } from "lucide-react";
import { site } from "./site";
import { anchors, paths } from "../paths";

/**
 * Copy of the contact section (home, service and landing pages, /contact), the contact form and
 * the contact page. The messages of requirements §8 are quoted verbatim; names and figures come from site.ts.
 */

const c = site.claims;

export const contactSection = {
  /** Requirements §2.8, verbatim; the product name follows. */
  title: "Starten Sie jetzt Ihr Software Projekt mit",
  /** The contact page's intro; every other page passes its own (`contactIntros`). */
  intro: `Erzählen Sie uns kurz von Ihrem Vorhaben. Wir melden uns persönlich bei Ihnen und vereinbaren ein kostenloses, unverbindliches Erstgespräch von ${c.discoveryCallMinutes}\u00a0Minuten – mit ehrlicher Einschätzung statt Verkaufsgespräch.`,
  facts: [`${c.discoveryCallMinutes}\u00a0Minuten`, "kostenlos", "unverbindlich"],
  /** Requirements §2.8: claimed distance to the contact person. */
  travel: `Anfahrt: rund ${c.travelMinutes}\u00a0Minuten`,
  addressLabel: "Anschrift",
};

/** Intro of the contact section per page: a call to action that fits what the visitor just read. */
export const contactIntros = {
  home: `Ob neue Plattform, KI-Funktion oder App: Schreiben Sie uns in ein paar Sätzen, was Sie vorhaben. ${site.contactPerson.name} meldet sich innerhalb eines Werktags persönlich bei Ihnen.`,
  appService:
    "Sie haben eine App-Idee oder wollen einen Ablauf mobil machen? Beschreiben Sie kurz Ihre Zielgruppe und was die App leisten soll – wir melden uns mit einem Terminvorschlag für Ihr Erstgespräch.",
  webService:
    "Welche Tabelle, welches Portal, welcher Ablauf soll digital werden? Ein paar Stichworte genügen; im Erstgespräch schauen wir gemeinsam auf Ihre Prozesse.",
  appLanding: `Beschreiben Sie in wenigen Sätzen, was Ihre App können soll. Wir antworten innerhalb eines Werktags und zeigen Ihnen, wie Sie in ${c.appResultWeeks}\u00a0Wochen zu einem klickbaren Ergebnis kommen.`,
  webLanding:
    "Schicken Sie uns ein paar Stichworte zu Ihren Abläufen und Listen. Im Erstgespräch zeigen wir Ihnen, welcher Teil sich als Erstes für eine Webanwendung lohnt.",
  mvpLanding:
    "Beschreiben Sie Ihre Idee und die Annahme, die Sie zuerst prüfen wollen. Wir melden uns mit einem Vorschlag für den Workshop in Woche 1.",
};

export const contactForm = {
  /** Accessible name of the form (requirements §2.8, the narrow variant's label; harmless on wide screens). */
  label: "Kontaktformular",
  requiredHint: "Alle Felder sind Pflichtfelder.",
  fields: {
    name: { label: "Name", placeholder: "Ihr Name*" },
    email: { label: "E-Mail", placeholder: "Ihre E-Mail-Adresse*" },
    phone: { label: "Telefon", placeholder: "Ihre Telefonnummer*" },
    company: { label: "Unternehmen", placeholder: "Ihr Unternehmen*" },
    message: { label: "Nachricht", placeholder: "Worum geht es in Ihrem Projekt?*" },
  },
  submit: "Nachricht senden",
  sending: "Wird gesendet …",
  /** Requirements §8, verbatim. */
  success: "Email wurde erfolgreich versendet!",
  successDetail: "Vielen Dank! Wir melden uns in Kürze persönlich bei Ihnen.",
  /** Requirements §8, verbatim: the server answered with a non-OK status. */
  failed: "Email konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.",
  /** Requirements §8, verbatim: the request failed (network) or threw. */
  error: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.",
  /** Shown below a failure: the other ways to reach us, so a lead is not lost with the request. */
  fallback: "Sie erreichen uns auch direkt per E-Mail oder Telefon:",
  privacy: {
    before:
      "Mit dem Absenden übermitteln Sie uns Ihre Angaben; wir verwenden sie ausschließlich, um Ihre Anfrage zu bearbeiten. Mehr dazu in unserer ",
    link: "Datenschutzerklärung",
    after: ".",
    href: `${paths.privacy}#kontaktformular`,
    newTab: "(öffnet in einem neuen Tab)",
  },
  honeypot: "Bitte lassen Sie dieses Feld leer.",
};

export const contactPage = { eyebrow: "Kontakt" };

/** Where a form sent without JavaScript arrives once the message was accepted (not indexed). */
export const contactSentMeta = {
  title: "Nachricht gesendet",
  description: "Ihre Nachricht ist bei uns angekommen. Wir melden uns in Kürze persönlich bei Ihnen.",
};

export const contactMeta = {
  title: "Kontakt",
  description: `Kostenloses, unverbindliches Erstgespräch von ${c.discoveryCallMinutes}\u00a0Minuten: Schreiben Sie uns oder rufen Sie an – ${site.name} aus ${site.address.city}, persönlich und in der Region nur rund ${c.travelMinutes}\u00a0Minuten entfernt.`,
};

export type ContactStep = { icon: LucideIcon; title: string; text: string };

export const nextSteps = {
  eyebrow: "So geht es weiter",
  title: "Was nach dem Absenden passiert",
  stepLabel: "Schritt",
  intro:
    "Kein Callcenter, keine Warteschleife: Ihre Nachricht landet direkt bei den Menschen, die Ihr Projekt später auch umsetzen.",
  steps: [
    {
      icon: MessagesSquare,
      title: "Wir melden uns persönlich",
      text: `${site.contactPerson.name} liest Ihre Anfrage selbst und meldet sich per E-Mail oder Telefon, um einen Termin für das Erstgespräch zu finden.`,
    },
    {
      icon: CalendarCheck,
      title: `${c.discoveryCallMinutes}\u00a0Minuten Erstgespräch`,
      text: "Wir sprechen über Ihre Ziele, Ihre Abläufe und den Rahmen – per Video, am Telefon oder bei Ihnen vor Ort. Kostenlos und unverbindlich.",
    },
    {
      icon: FileText,
      title: "Ihr konkreter Vorschlag",
      text: "Sie erhalten eine ehrliche Einschätzung mit möglichem Vorgehen, Zeitrahmen und Kostenrahmen – und entscheiden in Ruhe, ob und wie es weitergeht.",
    },
  ] satisfies ContactStep[],
};

export const discoveryCall = {
  eyebrow: "Erstgespräch",
  title: `${c.discoveryCallMinutes}\u00a0Minuten, die gut investiert sind`,
  text: "Im kostenlosen, unverbindlichen Erstgespräch klären wir gemeinsam, wo Software Ihnen am meisten bringt – ganz gleich, ob Sie schon ein Lastenheft haben oder erst eine Idee.",
  topics: [
    "Ihr Vorhaben, Ihre Ziele und Ihre Zielgruppe",
    "Bestehende Systeme, Daten und Schnittstellen",
    "Der schnellste Weg zu einem klickbaren Ergebnis",
    "Ein erster, realistischer Zeit- und Kostenrahmen",
  ],
  /** Back up to the form at the top of the page. */
  action: { label: "Erstgespräch anfragen", href: anchors.contact },
};

export const reachUs = {
  eyebrow: "Direkter Draht",
  title: "Lieber sprechen als schreiben?",
  text: "Rufen Sie uns an, schreiben Sie eine E-Mail oder besuchen Sie uns in unserem Büro.",
  phoneLabel: "Telefon",
  emailLabel: "E-Mail",
  addressLabel: "Büro",
};
