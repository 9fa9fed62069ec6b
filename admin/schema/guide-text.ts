import { fields } from "@keystatic/core";
import { block } from "@keystatic/core/content-components";
import { captionedTables } from "./table-caption";
import { sharedTextBlocks } from "./text-blocks";

/**
 * The text of the app-development guide (content/<language>/knowledge/app-development.mdoc, below its
 * front matter) in Keystatic's rich-text editor, as the articles' text (article-collection.tsx). The
 * guide's page shows fewer kinds of text than an article (vite/article-markdoc.ts): plain paragraphs,
 * lists whose items may start with a bold term, tables with a caption, notes and its drawings, so
 * the editor offers only these. Its chapters are its "Überschrift 2" headings; the anchor and the short
 * title a heading may carry are the heading's own fields, so no chapter list is kept beside the text.
 * What the editor still lets through (bold inside a sentence) the save refuses with the build's
 * rules (admin/save-check.ts), naming the line.
 */
export function guideText() {
  return captionedTables(
    fields.markdoc({
      label: "Text",
      description:
        "Überschrift 2 beginnt ein Kapitel (das Inhaltsverzeichnis entsteht daraus), Überschrift 3 einen Abschnitt. " +
        "Fett nur für einen Begriff am Anfang eines Listenpunkts („Begriff:“). Hinweise, Abbildungen und Tabellen mit Beschriftung über „Einfügen“.",
      options: {
        heading: {
          levels: [2, 3],
          schema: {
            id: fields.text({
              label: "Anker (nur Überschrift 2, optional)",
              description:
                "Das Ende der Adresse des Kapitels nach „#“: Kleinbuchstaben, Ziffern und Bindestriche. Leer: aus der Überschrift gebildet. Ein Anker, auf den Links zeigen, bleibt besser, wie er ist.",
            }),
            navTitle: fields.text({
              label: "Kurztitel im Inhaltsverzeichnis (nur Überschrift 2, optional)",
              description: "Leer: die Überschrift selbst.",
            }),
          },
        },
        italic: false,
        strikethrough: false,
        code: false,
        blockquote: false,
        link: false,
        image: false,
        divider: false,
        codeBlock: false,
      },
      components: {
        ...sharedTextBlocks,
        figure: block({
          label: "Abbildung",
          description: "Eine Zeichnung aus der Liste „Abbildungen“ oben, mit Bildunterschrift.",
          schema: {
            name: fields.text({
              label: "Schlüssel der Abbildung (wie unter „Abbildungen“, etwa cross-platform)",
              validation: { isRequired: true },
            }),
            caption: fields.text({ label: "Bildunterschrift", validation: { isRequired: true } }),
          },
        }),
      },
    }),
  );
}
