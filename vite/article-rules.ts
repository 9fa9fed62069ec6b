import { load } from "js-yaml";
import { ARTICLE_SLUG, RESERVED_ARTICLE_SLUGS } from "../app/content-model/articles/publishing.ts";
import { languages, type Language } from "../app/paths.ts";
import { MarkdocError } from "./article-markdoc.ts";
import { parseArticleBody } from "./article-body.ts";
import { filledText } from "./content-texts.ts";

/**
 * The content rules of the articles (issue 37; part of vite/content-rules.ts, browser-safe like it): an
 * article's file name, its text, and what it says about other files — its author is a member of the
 * team, its translation is an article of the other edition that names it back. Unlike every other page,
 * an article may exist in one language only, and its two editions have different file names.
 */

/** What a fault of an article's own is (content-rules.ts turns it into its ContentError). */
type Fault = { field: string; message: string; value?: string };

/** content/<language>/articles/<slug>.mdoc → its language and slug; undefined for any other file. */
export function articleFileOf(file: string): { language: Language; slug: string } | undefined {
  const match = /^content\/([a-z]{2})\/articles\/([^/]+)\.mdoc$/.exec(file);
  return match ? { language: match[1] as Language, slug: match[2]! } : undefined;
}

/** Why a file name cannot be an article's, in German; undefined when it can. */
export function articleSlugProblem(slug: string): string | undefined {
  if (!ARTICLE_SLUG.test(slug))
    return "Der Name eines Artikels besteht aus Kleinbuchstaben a–z, Ziffern und Bindestrichen (etwa „was-kostet-eine-app“); er ist das Ende seiner Adresse.";
  if (RESERVED_ARTICLE_SLUGS.includes(slug))
    return `„${slug}“ ist vergeben (die Listen der Artikel nutzen diese Adresse): bitte einen anderen Namen wählen.`;
  return undefined;
}

/** An article's fields and its text as data (the front matter's fields, `body`, `toc`, `words`). */
export function parseArticleFile(
  source: string,
  language: Language,
  parseYaml: (front: string) => unknown,
): { data: unknown } | { fault: Fault } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return { fault: { field: "(Datei)", message: 'beginnt mit ihren Feldern zwischen zwei Zeilen "---".' } };
  const fields = (parseYaml(match[1]!) ?? {}) as Record<string, unknown>;
  const bodyLine = match[0].split("\n").length - 1;
  try {
    const body = parseArticleBody(source.slice(match[0].length), (text) => filledText(text, language));
    if (body.words === 0) return { fault: { field: "Text", message: "Der Artikel hat noch keinen Text." } };
    return { data: { ...fields, ...body } };
  } catch (error) {
    if (!(error instanceof MarkdocError)) throw error;
    const [, line, message = error.message] = /^line (\d+): (.*)$/s.exec(error.message) ?? [];
    return { fault: { field: line ? `Zeile ${Number(line) + bodyLine}` : "Text", message } };
  }
}

/** The avatars of the team of an edition (content/<language>/team.yaml). */
function teamAvatars(source: string | undefined): string[] {
  if (source === undefined) return [];
  try {
    const team = load(source) as { members?: { avatar?: unknown }[] } | null;
    return (team?.members ?? []).flatMap((m) => (typeof m.avatar === "string" ? [m.avatar] : []));
  } catch {
    return [];
  }
}

function translationOf(source: string | undefined): string | undefined {
  const front = source && /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1];
  if (!front) return undefined;
  try {
    const value = (load(front) as { translation?: unknown } | null)?.translation;
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The article's rules across files: its author is in the team of its edition, and its translation is
 * an article of the other edition that names it back. `translating` (the admin's save of a new German
 * article): the English file may not exist yet.
 */
export function articleCrossProblem(
  file: string,
  data: { author: string; translation?: string },
  source: (file: string) => string | undefined,
  translating = false,
): Fault | undefined {
  const at = articleFileOf(file);
  if (!at) return undefined;
  const avatars = teamAvatars(source(`content/${at.language}/team.yaml`));
  if (!avatars.includes(data.author))
    return {
      field: "author",
      value: data.author,
      message: `Autorin oder Autor gehört nicht zum Team: bitte eine Person aus „Team“ wählen (${avatars.join(", ")}).`,
    };
  if (!data.translation) return undefined;
  const other = languages.find((l) => l !== at.language)!;
  const twin = `content/${other}/articles/${data.translation}.mdoc`;
  const twinSource = source(twin);
  if (twinSource === undefined)
    return translating
      ? undefined
      : {
          field: "translation",
          value: data.translation,
          message: `Den Artikel ${twin} gibt es nicht: bitte den Namen der Übersetzung eintragen oder das Feld leeren, wenn der Artikel nur in einer Sprache erscheint.`,
        };
  const back = translationOf(twinSource);
  if (back !== at.slug)
    return {
      field: "translation",
      value: data.translation,
      message: `${twin} nennt als Übersetzung ${back ? `„${back}“` : "keinen Artikel"}: beide Fassungen nennen einander (dort „${at.slug}“ eintragen).`,
    };
  return undefined;
}
