import { z } from "zod";
import { pageMeta, referenceCard, statItem } from "../../content-model/schema/blocks";
import { fields, nonEmpty, text, texts } from "../../content-model/schema/fields";
import type { AdminWords } from "../define-page-type";
import { definePageType } from "../define-page-type";

const storyBlock = fields({
  /** Specific heading of the block; the label (Herausforderung, Lösung, Ergebnis) comes from the layout. */
  title: text,
  paragraphs: texts,
  points: texts.optional(),
});

/**
 * One reference page (requirements §3 "Project header" plus the case study): a project's file in
 * content/de/references/, or the example case study, content/de/example-reference.yaml.
 */
const reference = fields({
  card: referenceCard,
  /** A badge above the title (the example case study says it is one). */
  notice: text.optional(),
  /** h1 of the page. */
  title: text,
  leistungen: texts,
  /** The two descriptions of the project header. */
  descriptions: z.tuple([text, text], { error: "two descriptions" }),
  /** Short fact sheet beside the story: industry, platform, users … */
  facts: nonEmpty(fields({ label: text, value: text })),
  /** The project's figures (requirements §9); empty where the client gave none – we invent no numbers. */
  figures: z.array(statItem),
  story: fields({ challenge: storyBlock, solution: storyBlock, result: storyBlock }),
  image: fields({ alt: text }),
  meta: pageMeta,
  /** Closing call to action of the page. */
  cta: fields({ title: text, text }),
});

export type ReferenceFile = z.output<typeof reference>;

/** The admin's words for the fields of a case study, the same in a project's file and the example's. */
const caseStudyWords = (file: "references/*" | "example-reference", art: AdminWords): Record<string, AdminWords> => ({
  [`${file}.figures`]: ["Kennzahlen", "Nur Zahlen, die der Kunde genannt hat; leer lassen, wenn es keine gibt."],
  [`${file}.facts`]: ["Steckbrief", "Branche, Plattform, Nutzer …"],
  [`${file}.title`]: ["Überschrift der Seite (h1)"],
  [`${file}.card.caption`]: ["Beschriftung in der Leiste „weitere Projekte“"],
  [`${file}.card.art`]: art,
});

/**
 * The reference projects' pages, one per file of content/de/references (the folder is the list of
 * projects: docs/decisions/0004-reference-pages.md), and the generic example case study of /reference.
 */
export const referencePageType = definePageType({
  folder: "reference",
  content: { "references/*": reference, "example-reference": reference },
  routes: (at, { projects }) => [
    { id: "reference-example", module: "example", path: at.exampleReference, aliases: ["/example-reference"] },
    // One module per edition for every project: its loader reads the project's file by the address.
    ...projects.map((slug) => ({ id: `reference-${slug}`, module: "project", path: at.reference(slug) })),
  ],
  admin: {
    group: "Referenzen",
    names: { "references/*": "Referenzprojekte", "example-reference": "Beispiel-Referenz" },
    fields: {
      ...caseStudyWords("references/*", [
        "Zeichnung des Projekts",
        "Erscheint auf der Karte, in der Leiste „weitere Projekte“ und im Kopf der Seite. Wählen Sie eine der Projektzeichnungen („references/…“); eine neue Zeichnung legt ein Entwickler an.",
      ]),
      ...caseStudyWords("example-reference", [
        "Zeichnung des Projekts",
        "Erscheint im Kopf der Seite und in der Leiste „weitere Projekte“.",
      ]),
    },
  },
});
