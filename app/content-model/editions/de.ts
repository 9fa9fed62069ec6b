import shared from "../../../content/de/shared.yaml";
import team from "../../../content/de/team.yaml";
import testimonials from "../../../content/de/testimonials.yaml";
import customers from "../../../content/de/customers.yaml";
import { makeEdition, type EditionFiles } from "../edition";
import { byKey } from "./files";

/**
 * The German edition, at the requirements' addresses: its shared content files (content/de/). Of the service and reference files only the
 * part every page needs is loaded here (`?pick=`), so each page's own copy stays in its chunk.
 * The twin of editions/en.ts line for line: `import.meta.glob` takes only literal patterns, and
 * one module per language keeps each edition in its own chunk (decision 0017).
 */
export const de = makeEdition("de", {
  layout: Object.values(
    import.meta.glob("../../../content/de/layout.yaml", {
      query: "?pick=interface,navigation,errorPage",
      import: "default",
      eager: true,
    }),
  )[0],
  shared,
  // The contact page's own copy (meta, next steps, direct contact) stays in its chunk.
  contact: Object.values(
    import.meta.glob("../../../content/de/contact.yaml", {
      query: "?pick=section,intros,form",
      import: "default",
      eager: true,
    }),
  )[0],
  team,
  // The drawings are German.
  drawingVariants: {},
  testimonials,
  customers,
  serviceEntries: byKey(
    import.meta.glob("../../../content/de/services/*.yaml", { query: "?pick=entry", import: "default", eager: true }),
    "entry",
  ),
  referenceCards: byKey(
    import.meta.glob("../../../content/de/references/*.yaml", { query: "?pick=card", import: "default", eager: true }),
    "card",
  ),
  references: Object.values(
    import.meta.glob("../../../content/de/references.yaml", {
      query: "?pick=order,stripOrder,filters,technologiesLabel,page",
      import: "default",
      eager: true,
    }),
  )[0],
} as EditionFiles);
