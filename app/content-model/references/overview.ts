import type { ContentOf } from "../schema/files";
import { fillSlots } from "../slots";

/** The references overview (requirements §2.7): content/<language>/references.yaml; the cards come from the edition. */
export function referencesOverview(data: unknown) {
  const file = data as ContentOf<"references">;
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
