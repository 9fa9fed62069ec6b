import type { ContentOf } from "../schema/files";
import type { ReferenceSlug } from "./slug";

/** A project with a page: every reference, plus the example case study. */
export type ProjectScene = ReferenceSlug | "example";

type ReferenceFile = ContentOf<"references/*">;

/** Kind of project, used by the filter of the references overview. */
export type ReferenceKind = ReferenceFile["card"]["kinds"][number];

/**
 * What the overview card, the 'discover more projects' strip and the page header share about a project
 * (requirements §3 "Reference card", "Explore-more project"): the `card` of its content file.
 */
export type ReferenceCard = ReferenceFile["card"];

/** A card with the project it belongs to and the address of its page. */
export type ReferenceTeaser = ReferenceCard & {
  id: ProjectScene;
  /** Route of the reference page (paths.ts). */
  href: string;
};

export type StoryBlock = ReferenceFile["story"]["challenge"];

export type Figure = ReferenceFile["figures"][number];

/** Everything one reference page shows (requirements §3 "Project header" plus the case study). */
export type Reference = ReferenceTeaser & Omit<ReferenceFile, "card">;

/** A reference page from its content file: the card's fields, the page's address and the story. */
export function referenceOf(id: ProjectScene, href: string, { card, ...page }: ReferenceFile): Reference {
  return { ...card, id, href, ...page };
}
