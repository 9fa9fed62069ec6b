import shared from "../../../content/en/shared.yaml";
import team from "../../../content/en/team.yaml";
import testimonials from "../../../content/en/testimonials.yaml";
import customers from "../../../content/en/customers.yaml";
import drawingVariants from "virtual:drawing-variants/en";
import { makeEdition, type EditionFiles } from "../edition";
import { byKey } from "./files";

/**
 * The English edition, under /en: its shared content files (content/en/). Of the service and reference files only the
 * part every page needs is loaded here (`?pick=`), so each page's own copy stays in its chunk.
 * The twin of editions/de.ts line for line: `import.meta.glob` takes only literal patterns, and
 * one module per language keeps each edition in its own chunk (decision 0017).
 */
export const en = makeEdition("en", {
  layout: Object.values(
    import.meta.glob("../../../content/en/layout.yaml", {
      query: "?pick=interface,navigation,errorPage",
      import: "default",
      eager: true,
    }),
  )[0],
  shared,
  // The contact page's own copy (meta, next steps, direct contact) stays in its chunk.
  contact: Object.values(
    import.meta.glob("../../../content/en/contact.yaml", {
      query: "?pick=section,intros,form",
      import: "default",
      eager: true,
    }),
  )[0],
  team,
  drawingVariants,
  testimonials,
  customers,
  serviceEntries: byKey(
    import.meta.glob("../../../content/en/services/*.yaml", { query: "?pick=entry", import: "default", eager: true }),
    "entry",
  ),
  referenceCards: byKey(
    import.meta.glob("../../../content/en/references/*.yaml", { query: "?pick=card", import: "default", eager: true }),
    "card",
  ),
  references: Object.values(
    import.meta.glob("../../../content/en/references.yaml", {
      query: "?pick=order,stripOrder,filters,technologiesLabel,page",
      import: "default",
      eager: true,
    }),
  )[0],
} as EditionFiles);
