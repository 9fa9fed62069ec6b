import type { ReferenceSlug } from "~/content-model/references/slug";
import type { Language } from "~/paths";
import { referenceSlugOf } from "~/paths";
import type { ReferenceFile } from "./page-type";

/**
 * The reference projects' files for the pages' loader (project.de.tsx, project.en.tsx): one module per
 * edition renders every project, and reads the project's file by the page's address at build time.
 * The pages are prerendered, so React Router writes each project's data into its HTML and into a
 * `.data` file beside it for client-side navigation; a page's JavaScript never carries the stories
 * (docs/decisions/0004-reference-pages.md). Server only: each file is its own chunk of the server build.
 */
const files: Record<Language, Record<string, () => Promise<ReferenceFile>>> = {
  de: import.meta.glob<ReferenceFile>("../../../content/de/references/*.yaml", { import: "default" }),
  en: import.meta.glob<ReferenceFile>("../../../content/en/references/*.yaml", { import: "default" }),
};

/** What a reference page's loader returns: the project's name and its file's (checked) data. */
export type ReferenceData = { slug: ReferenceSlug; file: ReferenceFile };

export async function referenceData(language: Language, url: string): Promise<ReferenceData> {
  // Prerendering may ask for the folder URL ("/edeka-reference/"); the page is the same.
  const pathname = new URL(url).pathname.replace(/(.)\/+$/, "$1").replace(/\.data$/, "");
  const slug = referenceSlugOf(pathname);
  const load = slug === undefined ? undefined : files[language][`../../../content/${language}/references/${slug}.yaml`];
  if (!slug || !load) throw new Response("Nicht gefunden.", { status: 404 });
  return { slug, file: await load() };
}
