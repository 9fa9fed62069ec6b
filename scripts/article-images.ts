// The social image of every published article and of the guide (issue 37), written at build time
// (react-router.config.ts `buildEnd`) to BUILD_DIR/client/social/articles/<language>/<slug>.png, the
// address the pages name in og:image (app/pages/articles/article-meta.ts). A draft or a future article
// gets none: what is not published is built into nothing.
import path from "node:path";
import { articleStatusesIn } from "../app/content-model/articles/articles.server";
import { buildDay, isPublished, socialImageWords } from "../app/content-model/articles/publishing";
import { languages, type Language } from "../app/paths";
import { readFilledContent } from "../vite/content-data";
import { writeSocialImages, type SocialImage } from "./social-images";

/** The file of an article's image below BUILD_DIR/client (as articleImagePath, without the leading slash). */
const imageFile = (language: Language, slug: string) => `social/articles/${language}/${slug}.png`;

/** The images of the published articles of `root` as of `today`, each with its words and kicker. */
export function articleImages(root = ".", today = buildDay()): SocialImage[] {
  const kicker = (language: Language, topic: string) => {
    const words = readFilledContent<{ header: { eyebrow: string } }>(`content/${language}/articles.yaml`, root);
    const service = readFilledContent<{ entry: { label: string } }>(`content/${language}/services/${topic}.yaml`, root);
    return `${words.header.eyebrow} · ${service.entry.label}`;
  };
  const articles = articleStatusesIn(root)
    .filter((status) => isPublished(status, today))
    .map(({ language, slug }) => {
      const file = readFilledContent<{ title: string; socialImage?: string; topics: string[] }>(
        `content/${language}/articles/${slug}.mdoc`,
        root,
      );
      return {
        file: imageFile(language, slug),
        title: socialImageWords(file, file.title),
        kicker: kicker(language, file.topics[0]!),
        language,
      };
    });
  const guides = languages.map((language) => {
    const guide = readFilledContent<{ header: { title: string }; socialImage?: string; topics: string[] }>(
      `content/${language}/knowledge/app-development.mdoc`,
      root,
    );
    return {
      file: imageFile(language, "app-development-knowledge"),
      title: socialImageWords(guide, guide.header.title),
      kicker: kicker(language, guide.topics[0]!),
      language,
    };
  });
  return [...articles, ...guides];
}

export async function writeArticleImages(buildDirectory: string, log: (message: string) => void) {
  await writeSocialImages(path.resolve(buildDirectory), articleImages(), log);
}
