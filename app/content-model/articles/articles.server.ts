import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { languages, type Language } from "../../paths";
import { articleStatusOf, guideStatusOf } from "./article-status";
import { isPublished, type ArticleStatus, type PublishedArticles } from "./publishing";

/**
 * The articles of this working tree, read from content/<language>/articles (the folder is the list; the
 * admin adds a file per article) and the guide's file: the route table registers a page for each
 * published one and the lists they fill. Node only (the route table, the build configuration,
 * scripts and tests); the pages read the articles through Vite (article-files.server.ts).
 */
const REPOSITORY = import.meta.url.startsWith("file:")
  ? fileURLToPath(new URL("../../../", import.meta.url))
  : // Bundled into a script that runs from memory: those run in the repository's root.
    process.cwd();

/** Every article file of `root` with its status (drafts and future dates included), sorted by name. */
export function articleStatusesIn(root = REPOSITORY): ArticleStatus[] {
  return languages.flatMap((language) => {
    const folder = path.join(root, "content", language, "articles");
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith(".mdoc"))
      .sort()
      .flatMap((name) => {
        const file = `content/${language}/articles/${name}`;
        return articleStatusOf(file, readFileSync(path.join(root, file), "utf8")) ?? [];
      });
  });
}

/** One edition's published articles (slug and topics), and the guide's topics, as of `today`. */
export function publishedIn(root = REPOSITORY, today?: string): Record<Language, PublishedArticles> {
  const all = articleStatusesIn(root);
  const result = {} as Record<Language, PublishedArticles>;
  for (const language of languages) {
    const guideFile = path.join(root, "content", language, "knowledge", "app-development.mdoc");
    const guide = existsSync(guideFile) ? guideStatusOf(language, readFileSync(guideFile, "utf8")) : undefined;
    result[language] = {
      articles: all.filter((a) => a.language === language && isPublished(a, today)),
      guideTopics: guide?.topics ?? [],
    };
  }
  return result;
}

/** This working tree's published articles, read once when a build or a test loads this module. */
export const publishedArticles = publishedIn();
