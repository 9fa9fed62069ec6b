import type { ReferenceSlug } from "./registry";

/** Projects that have a drawing: every reference, plus the example case study. */
export type ProjectScene = ReferenceSlug | "example";

/** Kind of project, used by the filter of the references overview. */
export type ReferenceKind = "app" | "web" | "industry";

/**
 * What the overview card, the 'discover more projects' strip and the page header share about a project
 * (requirements §3 "Reference card", "Explore-more project"). Kept small: every reference page loads all of them.
 */
export type ReferenceCard = {
  customer: string;
  category: string;
  /** Card title (overview) – shorter than the page's h1. */
  cardTitle: string;
  summary: string;
  techStack: readonly string[];
  kinds: readonly ReferenceKind[];
  /** Caption of the project's card in the 'discover more projects' strip. */
  caption: string;
};

/** A card with the project it belongs to and the address of its page. */
export type ReferenceTeaser = ReferenceCard & {
  id: ProjectScene;
  /** Route of the reference page (paths.ts). */
  href: string;
};

export type StoryBlock = {
  /** Specific heading of the block; the label (Herausforderung, Lösung, Ergebnis) comes from the layout. */
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
};

export type Figure = { value: string; label: string };

/** Everything one reference page shows (requirements §3 "Project header" plus the case study). */
export type Reference = ReferenceTeaser & {
  /** h1 of the page. */
  title: string;
  leistungen: readonly string[];
  /** The two descriptions of the project header. */
  descriptions: readonly [string, string];
  /** Short fact sheet beside the story: industry, platform, users … */
  facts: readonly { label: string; value: string }[];
  /** The project's figures (requirements §9); empty where the client gave none – we invent no numbers. */
  figures: readonly Figure[];
  story: { challenge: StoryBlock; solution: StoryBlock; result: StoryBlock };
  image: { alt: string };
  meta: { title: string; description: string };
  /** Closing call to action of the page. */
  cta: { title: string; text: string };
  /** A badge above the title (the example case study says it is one). */
  notice?: string;
};
