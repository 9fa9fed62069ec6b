import { fields } from "@keystatic/core";
import { wrapper } from "@keystatic/core/content-components";

/**
 * The blocks the articles' and the guide's rich-text editors share (article-collection.tsx,
 * guide-text.tsx): a note with its title and a table with its caption (table-caption.ts writes it back
 * as `{% table caption="…" %}`).
 */
export const sharedTextBlocks = {
  note: wrapper({
    label: "Hinweis",
    description: "Ein hervorgehobener Kasten mit Titel, etwa eine Faustregel.",
    schema: { title: fields.text({ label: "Titel des Hinweises", validation: { isRequired: true } }) },
  }),
  tablecaption: wrapper({
    label: "Tabelle mit Beschriftung",
    description: "Eine Tabelle (erste Zeile: Spaltenköpfe) mit ihrer Beschriftung.",
    schema: { caption: fields.text({ label: "Beschriftung der Tabelle", validation: { isRequired: true } }) },
  }),
};
