import type { z } from "zod";
import { ctaBand, sectionIntro } from "../../content-model/schema/blocks";
import { referenceListFields } from "../../content-model/schema/edition-files";
import { fields, metaDescription, text } from "../../content-model/schema/fields";
import { definePageType } from "../define-page-type";

/**
 * /references, and the words every reference page shares: content/de/references.yaml. The order of the
 * cards and the reference pages' words (`order`, `stripOrder`, `filters`, `technologiesLabel`, `page`)
 * are every page's (the edition's); the rest is the overview's.
 */
const references = fields({
  meta: fields({
    title: text,
    description: metaDescription,
    listName: text,
  }),
  header: sectionIntro,
  overview: sectionIntro,
  /** The filter above the cards; {{count}}, {{visible}} and {{all}} are filled in by the page. */
  filter: fields({
    label: text,
    all: text,
    count: text,
    shown: text,
  }),
  cta: ctaBand,
  ...referenceListFields,
});

export type ReferencesFile = z.output<typeof references>;

export const referencesPageType = definePageType({
  folder: "references",
  content: { references },
  routes: (at) => [{ id: "references", module: "references", path: at.references }],
  // Requirements §2.7.
  locked: [
    { file: "references", field: "filter.all", text: "Alle", requirement: "R2.7-1" },
    { file: "references", field: "page.strip.title", text: "discover more projects", requirement: "R2.7-4" },
  ],
  admin: {
    group: "Seiten",
    names: { references: "Referenzen (Übersicht)" },
    fields: {
      "references.order": [
        "Reihenfolge der Karten",
        "Die Projekte der Übersicht, von oben nach unten (Anforderung: neun Karten). Fügen Sie ein Projekt hinzu, wählen Sie es aus der Liste der Referenzprojekte und ziehen Sie es an seinen Platz.",
      ],
      "references.stripOrder": [
        "Weitere Projekte in der Leiste",
        "Projekte, die nicht in der Übersicht stehen, in der Reihenfolge, in der die Leiste „weitere Projekte“ sie nach den Projekten der Übersicht zeigt. Ein Projekt, das in keiner der beiden Listen steht, zeigt die Leiste danach, nach Kürzel sortiert.",
      ],
      "references.page.demoNotice": [
        "Hinweis auf jeder Referenzseite der Demo-Website",
        "{{customer}} wird durch den Kunden des Projekts ersetzt (wie im Satz genannt). Erscheint nur, solange site.ts demo: true enthält.",
      ],
      "references.page.demoDescription": [
        "Seitenbeschreibung der Referenzseiten auf der Demo-Website",
        "Für Suchmaschinen und Link-Vorschauen; {{description}} wird durch die Beschreibung der Seite ersetzt. Höchstens 160 Zeichen. Gilt nur, solange site.ts demo: true enthält.",
      ],
    },
  },
});
