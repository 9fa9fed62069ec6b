import { load } from "js-yaml";
import type { Language } from "../../paths";
import { serviceKeys, type ServiceKey } from "../services/keys";
import { isoDate, type ArticleStatus } from "./publishing";

/*
 * An article's status read from its file's front matter: the route table reads the files
 * (articles.server.ts), the content rules and the admin hand over the text they judge. Apart from
 * publishing.ts because the YAML reader (js-yaml, about 15 KB of compressed script) must never
 * reach a page's chunks: the article pages import publishing.ts.
 */

/** An article's status from its file ("content/de/articles/x.mdoc") and text; undefined when unreadable. */
export function articleStatusOf(file: string, source: string): ArticleStatus | undefined {
  const match = /^content\/(de|en)\/articles\/([^/]+)\.mdoc$/.exec(file);
  const front = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1];
  if (!match || front === undefined) return undefined;
  let fields: Record<string, unknown>;
  try {
    fields = (load(front) ?? {}) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const published = isoDate(fields.published);
  if (!published) return undefined;
  const topics = Array.isArray(fields.topics)
    ? fields.topics.filter((t): t is ServiceKey => serviceKeys.includes(t as ServiceKey))
    : [];
  return {
    language: match[1] as Language,
    slug: match[2]!,
    published,
    draft: fields.draft === true,
    topics,
    ...(typeof fields.translation === "string" ? { translation: fields.translation } : {}),
  };
}

/**
 * The guide (content/<language>/knowledge/app-development.mdoc) as an article of the collection: it keeps
 * its own address and layout (requirements §2.1), and carries an article's fields in its front matter.
 */
export function guideStatusOf(language: Language, source: string): ArticleStatus | undefined {
  const status = articleStatusOf(`content/${language}/articles/app-development-knowledge.mdoc`, source);
  return status && { ...status, draft: false };
}
