import { checkChanged, ContentError, contentKind, languageOfFile, twinOf, type Problem } from "../vite/content-rules";
import { languages } from "../app/paths";
import { articleFileOf } from "../vite/article-rules";
import { imageFilesNamedIn } from "../vite/article-image-rules";
import { fileLabel, languageNames, wordsFor } from "./schema/labels";

/**
 * The content rules at save (docs/decisions/0016-content-admin.md): Keystatic calls this with the
 * repository's tree as the save will leave it, before it writes a byte (the patch in
 * admin/keystatic-ui.ts), in `npm run dev` and in GitHub mode alike. The rules are the build's
 * (vite/content-rules.ts): the saved files are judged on their own and against their twin in the other
 * language, the links against the pages that tree has. A fault stops the save with a German message
 * naming the entry and the field; the field itself shows it too (save-problems.ts).
 */

/** A file of the tree as Keystatic has it: its path and the hash of its contents. */
type TreeEntry = { path: string; sha: string; type?: string };

export type SaveRequest = {
  /** Every entry of the tree after the save (files and folders). */
  entries: readonly TreeEntry[];
  /** The files the save writes, and those it deletes. */
  changed: readonly string[];
  deleted: readonly string[];
  /** A file's contents (Keystatic's blob cache: the saved files are there, others are fetched once). */
  read(entry: TreeEntry): Promise<Uint8Array> | Uint8Array;
};

const CONTENT_FILE = /^content\/[a-z]{2}\/(?!drawings\.yaml$).+\.(yaml|mdoc)$/;

/**
 * What an article's rules read besides the article (vite/article-rules.ts articleCrossProblem): the team
 * of its edition (its author) and the articles of the other edition (its translation names it back).
 */
function articleNeeds(file: string, files: readonly string[]): string[] {
  const article = articleFileOf(file);
  if (!article) return [];
  return [
    `content/${article.language}/team.yaml`,
    ...files.filter((other) => {
      const at = articleFileOf(other);
      return at !== undefined && at.language !== article.language;
    }),
  ];
}

/** Refuses a save that breaks a content rule (throws, in German); `onProblem` hears of each outcome. */
export async function checkSave(request: SaveRequest, onProblem: (problem: Problem | undefined) => void = () => {}) {
  const byPath = new Map(request.entries.filter((e) => e.type !== "tree").map((e) => [e.path, e]));
  const files = [...byPath.keys()].filter((file) => CONTENT_FILE.test(file)).sort();
  const changed = request.changed.filter((file) => CONTENT_FILE.test(file));
  // A deleted file may be named elsewhere (a project in the overview's order): then every file is judged.
  const targets = request.deleted.some((file) => CONTENT_FILE.test(file)) ? files : changed;
  const needed = new Set(
    targets
      .flatMap((file) => [file, ...languages.map((language) => twinOf(file, language)), ...articleNeeds(file, files)])
      .filter((f) => byPath.has(f)),
  );
  const decoder = new TextDecoder();
  const sources = new Map(
    await Promise.all(
      [...needed].map(async (file) => [file, decoder.decode(await request.read(byPath.get(file)!))] as const),
    ),
  );
  // The image files the saved articles show (uploaded with this save or before): their bytes.
  const images = [...sources]
    .filter(([file]) => targets.includes(file) && articleFileOf(file))
    .flatMap(([, source]) => imageFilesNamedIn(source))
    .filter((file) => byPath.has(file));
  const bytes = new Map(
    await Promise.all([...new Set(images)].map(async (file) => [file, await request.read(byPath.get(file)!)] as const)),
  );
  try {
    checkChanged(
      targets,
      { files, source: (file) => sources.get(file), bytes: (file) => bytes.get(file) },
      { germanFirst: true },
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    onProblem(error.problem);
    throw new Error(saveMessage(error.problem));
  }
  onProblem(undefined);
}

/** "Nicht gespeichert. Startseite – Deutsch › Hauptschaltfläche › Linkziel: Die Seite „/x“ gibt es nicht …" */
function saveMessage(problem: Problem): string {
  return `Nicht gespeichert. ${adminPlace(problem) ?? `${problem.file} › ${problem.field}`}: ${problem.message}`;
}

/** Where the admin shows the field: "Startseite – Deutsch › Hauptschaltfläche › Linkziel"; undefined for a file no form edits. */
export function adminPlace(problem: Problem): string | undefined {
  try {
    const kind = contentKind(problem.file);
    return `${fileLabel(kind)} – ${languageNames[languageOfFile(problem.file)]} › ${fieldLabel(kind, problem.field)}`;
  } catch {
    return undefined;
  }
}

/** The field's name in the form, each part as the form labels it ("Hauptschaltfläche › Linkziel", "FAQ › Eintrag 6"). */
function fieldLabel(kind: string, field: string): string {
  const parts = field.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  const names: string[] = [];
  const keys: string[] = [];
  for (const part of parts) {
    const index = /^\[(\d+)\]$/.exec(part);
    if (index) names.push(`Eintrag ${Number(index[1]) + 1}`);
    else {
      keys.push(part);
      names.push(wordsFor(kind, keys).label);
    }
  }
  return names.join(" › ") || field;
}
