import {
  Building2,
  CalendarCheck,
  CodeXml,
  Compass,
  FolderCheck,
  Handshake,
  Hourglass,
  Lightbulb,
  MessageSquareText,
  MessagesSquare,
  MousePointerClick,
  ShieldCheck,
  Sprout,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { germanList } from "./legal/document";
import { claimTexts, prototypeWeeks } from "./services/shared";
import { site } from "./site";
import type { HeroContent } from "./types";
import { paths } from "../paths";

/** Copy of the about page. Names, places and figures come from site.ts, so a re-brand follows. */

const c = site.claims;
const de = (n: number) => n.toLocaleString("de-DE");

export type AboutItem = { icon: LucideIcon; title: string; text: string };

export const aboutMeta = {
  title: "Über uns",
  description: `${site.name} aus ${site.address.city}: seit über ${c.yearsOfExperience}\u00a0Jahren individuelle Software, ${c.completedProjects}+ Projekte, ${c.employees}\u00a0Mitarbeitende aus Entwicklung, Design und Projektleitung. Wie wir arbeiten und was uns ausmacht.`,
};

export const aboutHero = {
  badge: claimTexts.award,
  title: "Wir bauen Software, auf die man sich verlassen kann.",
  subtitle: `${site.name} ist eine Softwareagentur aus ${site.address.city}. Seit über ${c.yearsOfExperience}\u00a0Jahren entwickeln wir individuelle Software, KI-Lösungen, Web- und Mobile-Apps für Start-ups, Mittelstand, Konzerne und öffentliche Auftraggeber – persönlich, pragmatisch und mit klickbaren Ergebnissen nach wenigen Wochen.`,
  primary: { label: "Kontakt aufnehmen", href: paths.contact },
  secondary: { label: "So arbeiten wir", href: "#arbeitsweise" },
  proof: [
    `Über ${c.yearsOfExperience}\u00a0Jahre Erfahrung`,
    `${c.completedProjects}+ Projekte`,
    `${c.employees} Mitarbeitende in ${site.address.city}`,
  ],
  art: "about/hero",
} satisfies HeroContent;

export const story = {
  eyebrow: "Unsere Geschichte",
  title: `Aus ${site.address.city} für Unternehmen, die mehr wollen als Standard.`,
  paragraphs: [
    `Angefangen hat alles mit einer einfachen Überzeugung: Software soll Menschen die Arbeit leichter machen, nicht schwerer. Mit diesem Anspruch entwickeln wir seit über ${c.yearsOfExperience}\u00a0Jahren Lösungen für Unternehmen, deren Abläufe zu besonders sind für Software von der Stange.`,
    `Aus den ersten Aufträgen aus der Region sind über ${c.completedProjects} abgeschlossene Projekte geworden: Apps für den Lebensmittelhandel, Planungswerkzeuge für die Industrie, Plattformen für Versicherungen und Verwaltungen. Heute arbeiten ${c.employees}\u00a0Mitarbeitende aus Entwicklung, Design und Projektleitung an Ihren Projekten, geführt von ${germanList(site.legal.managingDirectors)}.`,
    `Wir denken dabei wie Unternehmer, weil wir selbst welche sind: An über ${c.startupStakes} Start-ups sind wir beteiligt. Wir wissen, wie sich knappe Budgets, enge Zeitpläne und die Frage „Will das überhaupt jemand?“ anfühlen – und bauen deshalb zuerst das, was Wirkung zeigt.`,
  ],
  milestones: [
    {
      label: "Der Anfang",
      text: `Vor über ${c.yearsOfExperience}\u00a0Jahren beginnen wir in ${site.address.city} mit individueller Software für Unternehmen aus der Region.`,
    },
    {
      label: "Wachstum",
      text: `Über ${c.completedProjects} abgeschlossene Projekte und mehr als ${de(c.linesOfCode)}\u00a0Zeilen Code – vom MVP bis zur Industriesoftware.`,
    },
    {
      label: "Beteiligungen",
      text: `Mehr als ${c.startupStakes} Start-up-Beteiligungen: Wir investieren Erfahrung und Code in Produkte, an die wir glauben.`,
    },
    {
      label: String(c.award.year),
      text: `Ausgezeichnet als ${claimTexts.award}.`,
    },
    {
      label: "Heute",
      text: `${c.employees}\u00a0Mitarbeitende in Entwicklung, Design und Projektleitung – ein Team, das jede Woche Neues live bringt.`,
    },
  ],
};

export const values = {
  eyebrow: "Werte",
  title: "Wofür wir stehen",
  intro: "Sechs Grundsätze, nach denen wir entscheiden – in jedem Projekt und jeden Tag.",
  items: [
    {
      icon: MessageSquareText,
      title: "Klartext statt Buzzwords",
      text: "Wir sagen offen, was geht, was es kostet und wovon wir abraten würden – auch wenn uns das einen Auftrag kostet.",
    },
    {
      icon: Wrench,
      title: "Handwerk, das bleibt",
      text: "Sauberer, getesteter und dokumentierter Code, den auch Ihr eigenes Team später versteht und weiterentwickeln kann.",
    },
    {
      icon: Handshake,
      title: "Partnerschaft auf Augenhöhe",
      text: "Wir denken mit, hinterfragen Anforderungen und fühlen uns für Ihr Ergebnis verantwortlich – nicht nur für unsere Tickets.",
    },
    {
      icon: Compass,
      title: "Unternehmerisch denken",
      text: `Mit über ${c.startupStakes} Start-up-Beteiligungen wissen wir, dass Budget und Time-to-Market zählen. Wir priorisieren, was Ihr Geschäft voranbringt.`,
    },
    {
      icon: ShieldCheck,
      title: "Verantwortung für Daten",
      text: "Datenschutz und Sicherheit planen wir von Anfang an ein. Auch diese Website kommt ohne Cookies und Tracking aus.",
    },
    {
      icon: Lightbulb,
      title: "Neugier mit Augenmaß",
      text: "Neue Technologien wie KI setzen wir dort ein, wo sie messbar helfen – nicht, weil sie gerade im Trend sind.",
    },
  ] satisfies AboutItem[],
};

export const wayOfWorking = {
  eyebrow: "Arbeitsweise",
  title: "So arbeiten wir mit Ihnen",
  intro:
    "Gute Software entsteht im Dialog. Vier Versprechen geben Ihrem Projekt Halt – vom ersten Gespräch bis zum Betrieb.",
  principles: [
    {
      icon: Users,
      title: "Feste Ansprechpersonen",
      text: "Sie sprechen vom ersten Termin bis zum Go-live mit denselben Menschen. Ihre Projektleitung kennt Ihr Geschäft – und Sie kennen Ihr Team.",
    },
    {
      icon: CalendarCheck,
      title: "Klare Meilensteine",
      text: "Wir planen in überschaubaren Etappen mit festen Zwischenzielen. Sie wissen jederzeit, was fertig ist, was als Nächstes kommt und was es kostet.",
    },
    {
      icon: MessagesSquare,
      title: "Regelmäßige Feedbackschleifen",
      text: "In kurzen Sprints zeigen wir lauffähige Software statt Statusfolien. Ihr Feedback fließt direkt in den nächsten Schritt.",
    },
    {
      icon: MousePointerClick,
      title: "Schnell testbare Prototypen",
      text: `Nach ${prototypeWeeks} klicken Sie durch einen Prototyp und prüfen Ihre Idee mit den Menschen, die sie später nutzen – solange Änderungen noch wenig kosten.`,
    },
  ] satisfies AboutItem[],
  processTitle: "Vom Erstgespräch zum Betrieb",
  /** Before each step's title, for screen readers: "Schritt 1: …". */
  stepLabel: "Schritt",
  steps: [
    {
      title: "Erstgespräch",
      text: `${c.discoveryCallMinutes}\u00a0Minuten, kostenlos und unverbindlich: Wir hören zu und klären Ziele, Rahmen und erste Ideen.`,
    },
    {
      title: "Workshop & Konzept",
      text: "Gemeinsam schärfen wir Anforderungen, priorisieren Funktionen und legen Meilensteine fest.",
    },
    {
      title: "Klickbarer Prototyp",
      text: `In ${prototypeWeeks} entsteht ein Prototyp, den Sie anfassen, testen und Ihrem Team zeigen können.`,
    },
    {
      title: "Entwicklung in Sprints",
      text: "Wir entwickeln iterativ, liefern regelmäßig aus und stimmen jeden Schritt mit Ihnen ab.",
    },
    {
      title: "Launch & Betrieb",
      text: "Nach dem Go-live bleiben wir an Ihrer Seite: Wartung, Monitoring und Weiterentwicklung aus einer Hand.",
    },
  ],
};

export const figures = {
  eyebrow: "Zahlen & Auszeichnungen",
  title: `${site.name} in Zahlen`,
  items: [
    { icon: Hourglass, value: `${c.yearsOfExperience}+`, label: "Jahre Erfahrung" },
    { icon: FolderCheck, value: `${c.completedProjects}+`, label: "abgeschlossene Projekte" },
    { icon: Building2, value: `${c.employees}`, label: "Mitarbeitende in Entwicklung, Design und Projektleitung" },
    { icon: Users, value: `${c.satisfiedCustomers}+`, label: "zufriedene Kunden in Beratung und Entwicklung" },
    { icon: CodeXml, value: de(c.linesOfCode), label: "Zeilen Code" },
    { icon: Sprout, value: `${c.startupStakes}+`, label: "Start-up-Beteiligungen" },
  ] satisfies { icon: LucideIcon; value: string; label: string }[],
  award: {
    label: "Auszeichnung",
    title: claimTexts.award,
    year: c.award.year,
    text: `Im Jahr ${c.award.year} wurden wir als regionaler ${c.award.name} ausgezeichnet – ${c.award.reason}.`,
  },
};

export const teamSection = {
  eyebrow: "Team",
  title: `Die Menschen hinter ${site.name}`,
  intro: `Hinter jedem Projekt stehen Menschen aus Entwicklung, Design und Projektleitung, die ihr Handwerk ernst nehmen. Einige von ihnen stellen wir Ihnen hier vor.`,
  location: {
    title: `Zu Hause in ${site.address.city}`,
    text: `Von hier aus arbeiten wir für Kunden in ganz Deutschland. Für Workshops kommen wir gern zu Ihnen – in der Region sind wir in rund ${c.travelMinutes}\u00a0Minuten vor Ort.`,
    addressLines: [site.legal.company, site.address.street, `${site.address.postalCode} ${site.address.city}`],
  },
};

export const aboutCta = {
  title: "Lernen wir uns kennen.",
  text: `Im ersten Gespräch lernen Sie die Menschen kennen, mit denen Sie später jede Woche sprechen. ${c.discoveryCallMinutes}\u00a0Minuten, per Video, am Telefon oder bei uns in ${site.address.city}.`,
  button: { label: "Kontakt aufnehmen", href: paths.contact },
};
