import { fillSlots } from "../../content-model/slots";
import type { ArticleSection } from "../../content-model/types";
import type { AppDevelopmentGuideFile } from "./page-type";

/**
 * The app-development article (requirements §2.5): shown on /services/app-development and, as a long-form
 * page with a table of contents, on /app-development-knowledge: content/<language>/knowledge/app-development.mdoc.
 */
export function appArticle(file: AppDevelopmentGuideFile) {
  const sections: readonly ArticleSection[] = file.sections;

  /** A drawn figure the article refers to by key (the `figures` of its file). */
  function figure(key: string) {
    const found = file.figures[key];
    if (!found) throw new Error(`knowledge/app-development.mdoc: no figure "${key}"`);
    return found;
  }

  const words = sections
    .flatMap((s) => [
      s.title,
      ...s.blocks.flatMap((b) => {
        switch (b.type) {
          case "p":
          case "h":
            return [b.text];
          case "list":
            return b.items.map((i) => (typeof i === "string" ? i : `${i.term} ${i.text}`));
          case "table":
            return [b.caption, ...b.head, ...b.rows.flat()];
          case "note":
            return [b.title, b.text];
          case "figure":
            return [b.caption];
        }
      }),
    ])
    .join(" ")
    .split(/\s+/).length;

  return {
    sections,
    figure,
    /** The knowledge page, /app-development-knowledge (requirements §2.1). */
    knowledge: {
      meta: file.meta,
      header: {
        ...file.header,
        /** Reading time at about 200 words per minute. */
        readingTime: fillSlots(file.header.readingTime, { minutes: Math.round(words / 200) }),
        sections: fillSlots(file.header.sections, { count: sections.length }),
      },
      tocTitle: file.tocTitle,
      summary: file.summary,
      aside: file.aside,
      closing: file.closing,
    },
  };
}
