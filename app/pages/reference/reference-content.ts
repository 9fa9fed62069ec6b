import type { ProjectScene, ReferenceTeaser } from "../../content-model/references/types";
import type { ReferenceFile } from "./page-type";

/** Everything one reference page shows (requirements §3 "Project header" plus the case study). */
export type Reference = ReferenceTeaser & Omit<ReferenceFile, "card">;

export type StoryBlock = ReferenceFile["story"]["challenge"];

/** A reference page from its content file: the card's fields, the page's address and the story. */
export function referenceOf(id: ProjectScene, href: string, { card, ...page }: ReferenceFile): Reference {
  return { ...card, id, href, ...page };
}
