import type { Edition } from "./edition";
import type { ContentOf } from "./schema/files";

/** The home page's copy (content/<language>/home.yaml, requirements §2.3) with the edition's services. */
export function homeContent(file: unknown, edition: Edition) {
  const home = file as ContentOf<"home">;
  return {
    ...home,
    /** The moving banner: each service's banner label, then a closing phrase. */
    banner: { label: home.banner.label, items: [...edition.services.map((s) => s.bannerLabel), home.banner.closing] },
  };
}

export type Benefit = ContentOf<"home">["benefitsBlock"]["items"][number];
