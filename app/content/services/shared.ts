import { shared } from "../shared";

/** Copy shared by the service pages, the landing pages and the knowledge article (content/de/shared.yaml). */
export { claimTexts, prototypeWeeks } from "../claims";

/** Label of the About section's link (requirements §2.6, verbatim). */
export const contactLinkLabel = shared.contactLinkLabel;

/** The free discovery call (requirements §1, §9): 30 minutes, free, non-binding. */
export const discoveryFacts = shared.discoveryFacts;

/** Accessible name of the anchor link next to each article heading. */
export const headingAnchorLabel = shared.headingAnchorLabel;
