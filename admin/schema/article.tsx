import { useState } from "react";
import type { ContentFormField } from "@keystatic/core";
import { TextArea } from "@keystar/ui/text-field";
import { MarkdocError, parseArticle } from "../../vite/article-markdoc";
import { placeholderProblem } from "../../vite/content-texts";

/**
 * The text of a Markdoc article (content/de/knowledge/app-development.mdoc, below its front matter),
 * edited as written: the file keeps its exact form, and the text is checked with the build's own
 * parser (vite/article-markdoc.ts), so the admin refuses what the build would refuse, with the line.
 */
const HELP =
  "## beginnt ein Kapitel, ### eine Zwischenüberschrift; Listen mit „- “ (Begriff: „- **Begriff:** Text“); " +
  '{% note title="…" %} … {% /note %} ein Hinweis, {% figure name="…" caption="…" /%} eine Abbildung, ' +
  '{% table caption="…" %} … {% /table %} eine Tabelle (erste Zeile: Spaltenköpfe). Fett, kursiv und Links zeigt die Seite nicht.';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Why the text would stop the build, in German with its line; undefined when it is fine. */
function articleProblem(body: string): string | undefined {
  try {
    if (parseArticle(body).length === 0) return "Der Text braucht mindestens ein Kapitel (## Überschrift).";
  } catch (error) {
    if (error instanceof MarkdocError) return `Im Text, ${error.message.replace(/^line (\d+)/, "Zeile $1")}`;
    throw error;
  }
  return placeholderProblem(body);
}

export function articleBody(): ContentFormField<string, string, string> {
  const validate = (value: string) => {
    const problem = articleProblem(value);
    if (problem) throw new Error(problem);
    return value;
  };
  return {
    kind: "form",
    formKind: "content",
    contentExtension: ".mdoc",
    Input: function ArticleInput(props) {
      const [blurred, setBlurred] = useState(false);
      return (
        <TextArea
          label="Text des Artikels"
          description={HELP}
          value={props.value}
          onChange={props.onChange}
          onBlur={() => setBlurred(true)}
          isRequired
          errorMessage={props.forceValidation || blurred ? articleProblem(props.value) : undefined}
          UNSAFE_style={{ fontFamily: "ui-monospace, monospace" }}
        />
      );
    },
    defaultValue: () => "\n## Erstes Kapitel\n\nText.\n",
    parse: (_value, { content }) => (content ? decoder.decode(content) : ""),
    serialize: (value) => ({ value: undefined, content: encoder.encode(value), other: new Map(), external: new Map() }),
    validate,
    reader: { parse: (_value, { content }) => validate(content ? decoder.decode(content) : "") },
  };
}
