import data from "../../content/de/about.yaml";
import type { ContentOf } from "./schema/files";
import { site } from "./site";

/** The about page, /about: content/de/about.yaml. Names, places and figures are placeholders for site.ts. */
const about = data as ContentOf<"about">;

export type AboutItem = (typeof about.values.items)[number];

export const aboutMeta = about.meta;
export const aboutHero = about.hero;
export const { story, values, wayOfWorking, teamSection } = about;
export const aboutCta = about.cta;

/** The figures band; the award's year comes from site.ts. */
export const figures = { ...about.figures, award: { ...about.figures.award, year: site.claims.award.year } };
