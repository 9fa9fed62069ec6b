import data from "../../content/de/testimonials.yaml";
import type { ContentOf } from "./schema/files";

/** The testimonials (requirements §2.3 item 10: four), in the carousel's order: content/de/testimonials.yaml. */
const file = data as ContentOf<"testimonials">;

export type Testimonial = (typeof file.items)[number];

/** Names of the carousel's track and buttons. */
export const carouselText = file.carousel;

export const testimonialsBlock = file.block;

export const testimonials: readonly Testimonial[] = file.items;

/** One customer's testimonial, by its project's id. */
export function testimonial(id: string): Testimonial {
  const found = testimonials.find((t) => t.id === id);
  if (!found) throw new Error(`No testimonial "${id}" in content/de/testimonials.yaml`);
  return found;
}
