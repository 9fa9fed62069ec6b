import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceSlugs, type ReferenceSlug } from "./slugs";
import type { ProjectScene, ReferenceCard, ReferenceTeaser } from "./types";

export { referenceSlugs, type ReferenceSlug };

/**
 * The references registry: one card per reference project (the `card` of content/de/references/<slug>.yaml;
 * only that part is loaded here, so each page's chunk holds one story: docs/decisions/0004). Home, the
 * overview, the 'discover more projects' strip, the sitemap and the tests read it.
 */
const files = import.meta.glob<{ card: ReferenceCard }>("../../../content/de/references/*.yaml", {
  query: "?pick=card",
  import: "default",
  eager: true,
});

/** The overview's order and filters from content/de/references.yaml (without the overview page's copy). */
const [overview] = Object.values(
  import.meta.glob<Pick<ContentOf<"references">, "order" | "filters" | "technologiesLabel">>(
    "../../../content/de/references.yaml",
    { query: "?pick=order,filters,technologiesLabel", import: "default", eager: true },
  ),
);

/** The card of each project, with its id and the address of its page. */
export const teasers = Object.fromEntries(
  referenceSlugs.map((slug) => [
    slug,
    { ...files[`../../../content/de/references/${slug}.yaml`]!.card, id: slug, href: paths.reference(slug) },
  ]),
) as Record<ReferenceSlug, ReferenceTeaser>;

/**
 * The nine cards of the overview (requirements §2.7), in the order of content/de/references.yaml: strongest
 * and most varied first, one card per platform and per industry. Left out today: dyno2, the second
 * angle of the Dyno platform (its card would repeat the customer; home and every strip link it), and
 * Bringman, whose grocery-delivery story overlaps with EDEKA's. Both pages stay reachable from every
 * 'discover more projects' strip and the sitemap.
 */
export const overviewOrder: readonly ReferenceSlug[] = overview!.order;

/** The five references of the overview's structured data (requirements §2.7, §9): the first five cards. */
export const structuredDataOrder = overviewOrder.slice(0, 5);

/**
 * The 'discover more projects' strip: every reference page that exists, in overview order, then the
 * pages not on the overview (dyno2 and Bringman today; a new project joins here). The original strip linked to routes that never existed
 * (/references/clubscale, /references/plantafel, /references/innopart) and sent the club project to
 * /dyno-reference; here every card links to its real page, and a project without a page (Innopart)
 * has no card (requirements §2.7; reading D1 in docs/decisions/0011-reading-the-requirements.md).
 */
const stripOrder: readonly ReferenceSlug[] = [
  ...overviewOrder,
  ...referenceSlugs.filter((slug) => !overviewOrder.includes(slug)),
];

/** Strip entries for a page: all projects except the page's own. */
export function stripEntries(current?: ProjectScene): ReferenceTeaser[] {
  return stripOrder.filter((slug) => slug !== current).map((slug) => teasers[slug]);
}

/** Name of a card's list of technologies (components/sections/reference-cards.tsx). */
export const technologiesLabel = overview!.technologiesLabel;

/** Filters of the overview: label and the kind they select. */
export const referenceFilters = overview!.filters;
