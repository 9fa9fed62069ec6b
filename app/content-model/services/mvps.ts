import type { Edition } from "../edition";
import type { ContentOf } from "../schema/files";

/** /services/mvps (requirements §2.5): content/<language>/services/mvps.yaml; the story's quote is a testimonial's. */
export function mvpsContent(file: unknown, edition: Edition) {
  const page = file as ContentOf<"services/mvps">;
  const quote = edition.testimonial(page.story.testimonial);
  return {
    ...page,
    story: {
      ...page.story,
      quote: { text: quote.comment, name: quote.name, role: quote.title, avatar: quote.avatar },
    },
  };
}
