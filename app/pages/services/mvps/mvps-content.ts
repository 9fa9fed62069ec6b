import type { Edition } from "../../../content-model/edition";
import type { MvpsFile } from "./page-type";

/** /services/mvps (requirements §2.5): content/<language>/services/mvps.yaml; the story's quote is a testimonial's. */
export function mvpsContent(page: MvpsFile, edition: Edition) {
  const quote = edition.testimonial(page.story.testimonial);
  return {
    ...page,
    story: {
      ...page.story,
      quote: { text: quote.comment, name: quote.name, role: quote.title, avatar: quote.avatar },
    },
  };
}
