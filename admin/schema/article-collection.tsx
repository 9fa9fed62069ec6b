import { collection, fields, type BasicFormField } from "@keystatic/core";
import { block } from "@keystatic/core/content-components";
import { TextArea } from "@keystar/ui/text-field";
import { load } from "js-yaml";
import { serviceKeys } from "../../app/content-model/services/keys";
import type { Language } from "../../app/paths";
import { languageNames } from "./labels";
import { captionedTables } from "./table-caption";
import {
  ARTICLE_IMAGE_LIMITS,
  ARTICLE_MEDIA_DIR,
  ARTICLE_MEDIA_PATH,
  articleImageName,
} from "../../vite/article-image-rules";
import { sharedTextBlocks } from "./text-blocks";

/**
 * The articles in the admin (issue 37): a collection per edition over content/<language>/articles/*.mdoc,
 * its fields as the front matter has them (the format of the files is fixed, vite/article-rules.ts
 * checks it at build and, through admin/save-check.ts, at save), and the text in Keystatic's rich-text
 * Markdoc editor with the blocks the page knows (vite/article-body.ts): a note as a component
 * (`{% note title="…" %}`), tables with a caption (admin/schema/table-caption.ts), code blocks, quotes.
 */

/** The longest summary: a search result's description (docs/editing.md). */
const SUMMARY_LIMIT = 160;

/**
 * Each edition's team (content/<language>/team.yaml), read when the admin is bundled: an article's
 * author is one of them, by the avatar the file stores (a new member appears after a reload).
 */
const teamFiles = import.meta.glob<unknown>("../../content/*/team.yaml", {
  eager: true,
  query: "?raw",
  import: "default",
});

function teamOf(language: Language): { avatar: string; name: string }[] {
  const source = Object.entries(teamFiles).find(([file]) => file.endsWith(`/content/${language}/team.yaml`))?.[1];
  // The text in the admin's bundle; the data where the content plugin reads YAML files (the unit tests).
  const members = (
    (typeof source === "string" ? load(source) : source) as { members?: { avatar?: unknown; name?: unknown }[] } | null
  )?.members;
  return (members ?? []).flatMap((m) =>
    typeof m.avatar === "string" && typeof m.name === "string" ? [{ avatar: m.avatar, name: m.name }] : [],
  );
}

/** The summary, with its length against the limit as the editor types. */
function summaryField(): BasicFormField<string> {
  const problem = (value: string) =>
    !value.trim()
      ? "Bitte eine Zusammenfassung eintragen."
      : [...value].length > SUMMARY_LIMIT
        ? `Die Zusammenfassung hat ${[...value].length} Zeichen; höchstens ${SUMMARY_LIMIT} passen in ein Suchergebnis.`
        : undefined;
  const field: BasicFormField<string> = {
    kind: "form",
    label: "Zusammenfassung",
    Input: (props) => (
      <TextArea
        label="Zusammenfassung"
        description={`Erscheint in der Liste der Artikel und in Suchergebnissen. ${[...props.value].length} / ${SUMMARY_LIMIT} Zeichen.`}
        value={props.value}
        onChange={props.onChange}
        isRequired
        errorMessage={props.forceValidation ? problem(props.value) : undefined}
      />
    ),
    defaultValue: () => "",
    parse: (value) => (typeof value === "string" ? value : ""),
    serialize: (value) => ({ value }),
    validate: (value) => {
      const message = problem(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: { parse: (value) => field.validate(typeof value === "string" ? value : "") },
  };
  return field;
}

const serviceLabels: Record<(typeof serviceKeys)[number], string> = {
  "software-development": "Softwareentwicklung",
  "ai-development": "KI-Entwicklung",
  "web-development": "Webentwicklung",
  "app-development": "App-Entwicklung",
  mvps: "MVP-Entwicklung",
};

/** The text of an article: Markdoc, edited as rich text, with the page's own blocks. */
export function articleText(language: Language) {
  return captionedTables(
    fields.markdoc({
      label: "Text",
      description:
        "Überschrift 2 beginnt ein Kapitel (das Inhaltsverzeichnis entsteht daraus), Überschrift 3 einen Abschnitt. Hinweise, Tabellen mit Beschriftung und Codeblöcke über „Einfügen“.",
      options: { image: false, divider: false },
      components: {
        ...sharedTextBlocks,
        // The upload lies in content/media/articles/<language>/<article>/ (Keystatic adds the entry's
        // folder); its rules at save and at build: vite/article-image-rules.ts. One folder per edition:
        // two editions may have an article of the same name, and a save replaces its entry's folder.
        image: block({
          label: "Bild",
          description: `Ein Foto oder eine Grafik mit Alternativtext und Bildunterschrift: JPEG, PNG, WebP oder AVIF, höchstens ${ARTICLE_IMAGE_LIMITS.bytes / 1024 / 1024} MB und ${ARTICLE_IMAGE_LIMITS.longSide} Pixel an der längeren Seite.`,
          schema: {
            src: fields.image({
              label: "Bilddatei",
              directory: `${ARTICLE_MEDIA_DIR}/${language}`,
              publicPath: `${ARTICLE_MEDIA_PATH}/${language}/`,
              transformFilename: articleImageName,
              validation: { isRequired: true },
            }),
            alt: fields.text({ label: "Alternativtext (was das Bild zeigt)", validation: { isRequired: true } }),
            caption: fields.text({ label: "Bildunterschrift" }),
          },
        }),
      },
    }),
  );
}

/** The collection of an edition's articles. */
export function articleCollection(language: Language) {
  const team = teamOf(language);
  return collection({
    label: `Artikel – ${languageNames[language]}`,
    path: `content/${language}/articles/*`,
    slugField: "title",
    format: { data: "yaml", contentField: "body" },
    entryLayout: "content",
    columns: ["title", "published"],
    schema: {
      title: fields.slug({
        name: { label: "Titel", validation: { isRequired: true } },
        slug: {
          label: "Name in der Adresse",
          description: "Kleinbuchstaben, Ziffern und Bindestriche; das Ende der Adresse des Artikels.",
        },
      }),
      summary: summaryField(),
      author: fields.select({
        label: "Autorin oder Autor",
        options: team.map((member) => ({ value: member.avatar, label: member.name })),
        defaultValue: team[0]?.avatar ?? "",
      }),
      published: fields.date({
        label: "Veröffentlicht am",
        description:
          "Ein Datum in der Zukunft: der Artikel erscheint mit dem ersten Build an diesem Tag (Europe/Berlin).",
        validation: { isRequired: true },
      }),
      updated: fields.date({ label: "Aktualisiert am (optional)" }),
      topics: fields.multiselect({
        label: "Themen",
        options: serviceKeys.map((key) => ({ value: key, label: serviceLabels[key] })),
      }),
      socialImage: fields.text({
        label: "Text des Vorschaubilds",
        description: "Der Titel auf dem Bild, das soziale Netzwerke zeigen; leer: der Titel des Artikels.",
      }),
      translation: fields.text({
        label: "Übersetzung",
        description: "Name in der Adresse der Fassung in der anderen Sprache; leer, wenn es keine gibt.",
      }),
      draft: fields.checkbox({ label: "Entwurf", description: "Ein Entwurf erscheint nicht auf der Website." }),
      body: articleText(language),
    },
  });
}
