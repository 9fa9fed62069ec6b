import type { Edition } from "../../content-model/edition";
import type { HomeFile } from "./page-type";

/** The home page's copy (content/<language>/home.yaml, requirements §2.3) with the edition's services. */
export function homeContent(home: HomeFile, edition: Edition) {
  return {
    ...home,
    /** The moving banner: each service's banner label, then a closing phrase. */
    banner: { label: home.banner.label, items: [...edition.services.map((s) => s.bannerLabel), home.banner.closing] },
  };
}

export type Benefit = HomeFile["benefitsBlock"]["items"][number];
