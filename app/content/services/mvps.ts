import data from "../../../content/de/services/mvps.yaml";
import type { ContentOf } from "../schema/files";
import { testimonial } from "../testimonials";

const page = data as ContentOf<"services/mvps">;
const quote = testimonial(page.story.testimonial);

/** /services/mvps (requirements §2.5): content/de/services/mvps.yaml; the story's quote is a testimonial's. */
export const mvps = {
  ...page,
  story: {
    ...page.story,
    quote: { text: quote.comment, name: quote.name, role: quote.title, avatar: quote.avatar },
  },
};
