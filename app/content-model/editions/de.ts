import layout from "../../../content/de/layout.yaml?pick=interface,navigation,errorPage";
import shared from "../../../content/de/shared.yaml";
import team from "../../../content/de/team.yaml";
import testimonials from "../../../content/de/testimonials.yaml";
import customers from "../../../content/de/customers.yaml";
// The contact page's own copy (meta, next steps, direct contact) stays in its chunk.
import contact from "../../../content/de/contact.yaml?pick=section,intros,form";
import references from "../../../content/de/references.yaml?pick=order,stripOrder,filters,technologiesLabel,page";
import type { ReferenceCard } from "../references/types";
import type { ServiceEntry } from "../schema/blocks";
import { makeEdition } from "../edition";
import { byKey } from "./files";

/**
 * The German edition, at the requirements' addresses: its shared content files (content/de/). Of the contact page's, the
 * references overview's, the services' and the reference projects' files only the part every page needs is
 * loaded here (`?pick=`), so each page's own copy stays in its chunk. The twin of editions/en.ts line for
 * line: imports and `import.meta.glob` take only literal paths, and one module per language keeps each
 * edition in its own chunk (decision 0017).
 */
export const de = makeEdition("de", {
  layout,
  shared,
  contact,
  team,
  // The drawings are German.
  drawingVariants: {},
  testimonials,
  customers,
  serviceEntries: byKey(
    import.meta.glob<{ entry: ServiceEntry }>("../../../content/de/services/*.yaml", {
      query: "?pick=entry",
      import: "default",
      eager: true,
    }),
    "entry",
  ),
  referenceCards: byKey(
    import.meta.glob<{ card: ReferenceCard }>("../../../content/de/references/*.yaml", {
      query: "?pick=card",
      import: "default",
      eager: true,
    }),
    "card",
  ),
  references,
});
