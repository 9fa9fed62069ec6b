import type { LucideIcon } from "lucide-react";

/**
 * The shapes of the copy (requirements §3 "Static content structures"). Content modules fill them, sections
 * render them: the types live with the data, so app/content imports nothing from the components.
 */

/** A link with its label: buttons and text links. Internal paths come from paths.ts. */
export type Action = { label: string; href: string };

/** Eyebrow, heading and intro of a section (components/ui/section.tsx). */
export type SectionIntro = { eyebrow?: string; title: string; intro?: string };

/** Page hero (requirements §2.6, §3 "Hero"): one object per page, rendered by sections/hero.tsx. */
export type HeroContent = {
  badge?: string;
  title: string;
  subtitle: string;
  primary: Action;
  /** The second button; `wideOnly` shows it on wide screens only (the home page's, requirements §2.3). */
  secondary?: Action & { wideOnly?: boolean };
  /** A line of proof points under the buttons. */
  proof?: readonly string[];
  /** The drawing beside the text (above 1200 px) or below it, decorative: its name in content/hero-art.ts. */
  art: string;
};

/** Feature or service item (requirements §3): icon, title, description. */
export type FeatureItem = { icon: LucideIcon; title: string; description: string };

/** A service card; with `href` the whole card links to the service's page. */
export type ServiceCardItem = FeatureItem & { href?: string };

/** About section (requirements §2.6): id "about", a feature list and a 'Kontakt aufnehmen' link. */
export type AboutContent = {
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  features: readonly FeatureItem[];
  /** 'Kontakt aufnehmen' (requirements §2.6), usually to the page's contact section. */
  link: Action;
};

/** Background of a step's number (requirements §3 "colorBg"), limited to colours with AA contrast. */
export type StepColor = "accent" | "violet" | "warm" | "ink";

export type ProcessStep = { number: string; title: string; description: string; colorBg: StepColor };

/** Process section (requirements §2.6, §3 "Process section"). */
export type ProcessContent = {
  /** Small label above the heading (requirements §3 "badgeText"). */
  badge?: string;
  heading: string;
  subheading: string;
  /** Three numbered steps (requirements §2.6, §9). */
  steps: readonly ProcessStep[];
  /** Consultation box below the steps, with one call to action. */
  consultation?: { heading: string; text: string; action: Action };
};

export type FaqItem = { question: string; answer: string };

export type CheckItem = { title: string; text: string };

/** A claim as a large figure ("6 Wochen" – "bis zum MVP"). */
export type StatItem = { value: string; label: string };

export type TimelineItem = { label: string; title: string; description: string };

export type TocItem = { id: string; label: string };

/** A customer story on a dark band (sections/case-story.tsx). */
export type CaseStoryContent = {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  figures: readonly StatItem[];
  quote?: { text: string; name: string; role: string; avatar: string };
  /** Link to the reference page; left out on campaign pages, which keep the visitor on the page. */
  link?: Action;
};

export type DiscoveryCallContent = {
  title: string;
  text: string;
  /** Short facts: the length of the call, "kostenlos", "unverbindlich". */
  facts: readonly string[];
  action: Action;
};

/** Text beside a drawing (sections/media-split.tsx). */
export type SplitContent = {
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  /** Optional check list under the text, with an optional lead-in line. */
  bullets?: { title?: string; items: readonly string[] };
  action?: Action;
  /** The drawing beside the text; decorative, the text says it all. */
  art: DrawingAsset;
};

export type PlatformOption = {
  icon: LucideIcon;
  title: string;
  /** Languages and frameworks, e.g. "React Native · TypeScript". */
  stack: string;
  description: string;
  /** "Ideal für …" line. */
  bestFor: string;
  /** The option most customers choose; drawn emphasised. */
  recommended?: boolean;
};

export type UseCase = {
  title: string;
  text: string;
  outcomes: readonly string[];
  /** A reference project that shows the use case in production. */
  reference?: { text: string; label: string; href: string };
};

/** Building blocks of long-form text (sections/article.tsx). */
export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h"; text: string }
  | { type: "list"; items: readonly (string | { term: string; text: string })[]; ordered?: boolean }
  | { type: "table"; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { type: "note"; title: string; text: string }
  /** A drawn figure, looked up by key in the `figures` passed to ArticleBody. */
  | { type: "figure"; figure: string; caption: string };

export type ArticleSection = {
  /** Anchor of the section (German slug). */
  id: string;
  title: string;
  /** Shorter title for the table of contents. */
  navTitle: string;
  blocks: readonly ArticleBlock[];
};
