import data from "../../content/de/home.yaml";
import type { ContentOf } from "./schema/files";
import { site } from "./site";

/**
 * Text of the social preview image, public/og-image.png (scripts/brand-images.mjs draws it): the German
 * home page's hero, one sentence a line. Both editions share the image (docs/decisions/0017-english-edition.md).
 */
const home = data as ContentOf<"home">;

export const socialImage = {
  name: site.name,
  headline: home.hero.title.split(/(?<=\.) /),
  tagline: home.socialImage.tagline,
};
