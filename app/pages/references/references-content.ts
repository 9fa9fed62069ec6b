import { fillSlots } from "../../content-model/slots";
import type { ReferencesFile } from "./page-type";

/** The references overview (requirements §2.7): content/<language>/references.yaml; the cards come from the edition. */
export function referencesOverview(file: ReferencesFile) {
  return {
    meta: file.meta,
    header: file.header,
    overview: file.overview,
    /** The filter above the cards. */
    filter: {
      label: file.filter.label,
      all: file.filter.all,
      count: (count: number) => fillSlots(file.filter.count, { count }),
      shown: (visible: number, all: number) => fillSlots(file.filter.shown, { visible, all }),
    },
    cta: file.cta,
  };
}

export type ReferenceFilterText = ReturnType<typeof referencesOverview>["filter"];
