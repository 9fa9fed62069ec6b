import { MAIN_LANGUAGE, type Language } from "../paths";
import { site } from "./site";

/**
 * The social preview image of each edition (Open Graph, Twitter): public/og-image.png for the German pages,
 * public/og-image-en.png for the English ones, drawn by scripts/brand-images.mjs from the home page's hero title
 * and `socialImage.tagline` of content/<language>/home.yaml; `socialImage.alt` says in words what it shows
 * (og:image:alt). Only that part of each home file is loaded: every page's metadata names its image.
 */
// `socialImage` of content/<language>/home.yaml (its schema: app/pages/home/page-type.ts).
type SocialImageFields = { tagline: string; alt: string };
// In a function: scripts/brand-images.mjs bundles this module for `socialImagePath` without Vite.
const fieldsOf = (language: Language) =>
  import.meta.glob<{ socialImage: SocialImageFields }>("../../content/*/home.yaml", {
    query: "?pick=socialImage",
    import: "default",
    eager: true,
  })[`../../content/${language}/home.yaml`]!.socialImage;

/** Path of an edition's image below the site's origin. */
export const socialImagePath = (language: Language) =>
  language === MAIN_LANGUAGE ? "/og-image.png" : `/og-image-${language}.png`;

export function socialImageOf(language: Language) {
  const { tagline, alt } = fieldsOf(language);
  return { path: socialImagePath(language), name: site.name, tagline, alt };
}
