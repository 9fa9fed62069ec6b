import data from "../../../content/de/references.yaml";
import type { ContentOf } from "../schema/files";
import { fillSlots } from "../slots";

/** The references overview, /references (requirements §2.7): content/de/references.yaml; the cards come from the registry. */
const file = data as ContentOf<"references">;

export const referencesPage = {
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
