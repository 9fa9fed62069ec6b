import type { ContentFormField } from "@keystatic/core";

/**
 * A table's caption in the rich-text editor. The articles write `{% table caption="…" %}` (the page
 * needs the caption, vite/article-body.ts), but Keystatic's editor reads every `{% table %}` as its own
 * table and drops the tag's attributes, so a save would lose the caption without a word. The editor
 * therefore sees a captioned table as our wrapper component around its table
 * (`{% tablecaption caption="…" %}{% table %}…{% /table %}{% /tablecaption %}`), and the file gets it
 * back in its own form when saved: the files and the build stay as they are.
 */

const IN_FILE = /\{%\s*table\s+caption=("(?:[^"\\]|\\.)*")\s*%\}([\s\S]*?)\{%\s*\/table\s*%\}/g;
const OPEN_IN_EDITOR = /\{%\s*tablecaption\s+caption=("(?:[^"\\]|\\.)*")\s*%\}\s*\{%\s*table\s*%\}/g;
const CLOSE_IN_EDITOR = /\{%\s*\/table\s*%\}\s*\{%\s*\/tablecaption\s*%\}/g;

/** The file's text as the editor reads it. */
export function tablesForEditor(source: string): string {
  return source.replace(
    IN_FILE,
    (_all, caption: string, rows: string) =>
      `{% tablecaption caption=${caption} %}\n{% table %}${rows}{% /table %}\n{% /tablecaption %}`,
  );
}

/** The editor's text as the file has it. */
export function tablesForFile(source: string): string {
  return source
    .replace(OPEN_IN_EDITOR, (_all, caption: string) => `{% table caption=${caption} %}`)
    .replace(CLOSE_IN_EDITOR, "{% /table %}");
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const mapped = (content: Uint8Array | undefined, map: (text: string) => string) =>
  content === undefined ? undefined : encoder.encode(map(decoder.decode(content)));

/** Keystatic's Markdoc field, reading and writing captioned tables in the files' form. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of Markdoc text, whatever its editor state
export function captionedTables<F extends ContentFormField<any, any, any>>(field: F): F {
  return {
    ...field,
    parse: (value, args) => field.parse(value, { ...args, content: mapped(args.content, tablesForEditor) }),
    serialize: (value, args) => {
      const out = field.serialize(value, args);
      return { ...out, content: mapped(out.content, tablesForFile) ?? out.content };
    },
    reader: {
      ...field.reader,
      parse: (value: Parameters<F["reader"]["parse"]>[0], args: { content: Uint8Array | undefined }) =>
        field.reader.parse(value, { ...args, content: mapped(args.content, tablesForEditor) }),
    },
  } as F;
}
