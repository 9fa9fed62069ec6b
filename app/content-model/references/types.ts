import type { z } from "zod";
import type { referenceCard, referenceKind } from "../schema/blocks";
import type { ReferenceSlug } from "./slug";

/** A project with a page: every reference, plus the example case study. */
export type ProjectScene = ReferenceSlug | "example";

/** Kind of project, used by the filter of the references overview. */
export type ReferenceKind = z.output<typeof referenceKind>;

/**
 * What the overview card, the 'discover more projects' strip and the page header share about a project
 * (requirements §3 "Reference card", "Explore-more project"): the `card` of its content file.
 */
export type ReferenceCard = z.output<typeof referenceCard>;

/** A card with the project it belongs to and the address of its page. */
export type ReferenceTeaser = ReferenceCard & {
  id: ProjectScene;
  /** Route of the reference page (paths.ts). */
  href: string;
};
