import home from "../../../content/de/home.yaml";
import { site } from "../../content-model/site";

/**
 * Text of the social preview image, public/og-image.png (scripts/brand-images.mjs draws it): the German
 * home page's hero, one sentence a line. Both editions share the image (docs/decisions/0017-english-edition.md).
 */
export const socialImage = {
  name: site.name,
  headline: home.hero.title.split(/(?<=\.) /),
  tagline: home.socialImage.tagline,
};
