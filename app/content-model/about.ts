import type { ContentOf } from "./schema/files";
import { site } from "./site";

/** The about page (content/<language>/about.yaml). Names, places and figures are placeholders for site.ts. */
export function aboutContent(data: unknown) {
  const about = data as ContentOf<"about">;
  return {
    ...about,
    /** The figures band; the award's year comes from site.ts. */
    figures: { ...about.figures, award: { ...about.figures.award, year: site.claims.award.year } },
  };
}

export type AboutItem = ContentOf<"about">["values"]["items"][number];
