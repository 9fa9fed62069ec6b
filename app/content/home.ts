import data from "../../content/de/home.yaml";
import type { ContentOf } from "./schema/files";
import { services } from "./services";
import { site } from "./site";

/** The home page's copy: content/de/home.yaml (requirements §2.3). */
const home = data as ContentOf<"home">;

export const homeMeta = home.meta;
export const { hero, logoStrip, intro, servicesBlock, referencesBlock, keyFigures, consultationCta, benefitsBlock } =
  home;

/** Text of the social preview image, public/og-image.png (scripts/brand-images.mjs draws it). */
export const socialImage = {
  name: site.name,
  /** The hero's headline, one sentence a line. */
  headline: hero.title.split(/(?<=\.) /),
  tagline: home.socialImage.tagline,
};

/** The moving banner: each service's banner label (content/de/services/index.yaml), then a closing phrase. */
export const banner = {
  label: home.banner.label,
  items: [...services.map((s) => s.bannerLabel), home.banner.closing],
};

export type Benefit = (typeof benefitsBlock.items)[number];
