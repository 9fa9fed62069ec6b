import { site } from "../../content-model/site";
import type { AboutFile } from "./page-type";

/** The about page (content/<language>/about.yaml). Names, places and figures are placeholders for site.ts. */
export function aboutContent(about: AboutFile) {
  return {
    ...about,
    /** The figures band; the award's year comes from site.ts. */
    figures: { ...about.figures, award: { ...about.figures.award, year: site.claims.award.year } },
  };
}

export type AboutItem = AboutFile["values"]["items"][number];
