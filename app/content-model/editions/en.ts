import layout from "../../../content/en/layout.yaml?pick=interface,navigation,errorPage";
import shared from "../../../content/en/shared.yaml";
import team from "../../../content/en/team.yaml";
import testimonials from "../../../content/en/testimonials.yaml";
import customers from "../../../content/en/customers.yaml";
// The contact page's own copy (meta, next steps, direct contact) stays in its chunk.
import contact from "../../../content/en/contact.yaml?pick=section,intros,form";
import references from "../../../content/en/references.yaml?pick=order,stripOrder,filters,technologiesLabel,page";
import drawingVariants from "virtual:drawing-variants/en";
import type { ReferenceCard } from "../references/types";
import type { ServiceEntry } from "../schema/blocks";
import { makeEdition } from "../edition";
import { byKey } from "./files";

/**
 * The English edition, under /en: its shared content files (content/en/). Of the contact page's, the
 * references overview's, the services' and the reference projects' files only the part every page needs is
 * loaded here (`?pick=`), so each page's own copy stays in its chunk. The twin of editions/de.ts line for
 * line: imports and `import.meta.glob` take only literal paths, and one module per language keeps each
 * edition in its own chunk (decision 0017).
 */
export const en = makeEdition("en", {
  layout,
  shared,
  contact,
  team,
  drawingVariants,
  testimonials,
  customers,
  serviceEntries: byKey(
    import.meta.glob<{ entry: ServiceEntry }>("../../../content/en/services/*.yaml", {
      query: "?pick=entry",
      import: "default",
      eager: true,
    }),
    "entry",
  ),
  referenceCards: byKey(
    import.meta.glob<{ card: ReferenceCard }>("../../../content/en/references/*.yaml", {
      query: "?pick=card",
      import: "default",
      eager: true,
    }),
    "card",
  ),
  references,
});
