import type { z } from "zod";
import {
  ctaBand,
  discoveryCallBlock,
  featureItem,
  hero,
  itemsSection,
  pageMeta,
  processSection,
  serviceEntry,
  split,
} from "../../../content-model/schema/blocks";
import { fields } from "../../../content-model/schema/fields";
import { definePageType } from "../../define-page-type";
import { lockedServiceNames } from "../locked-names";

/** /services/software-development (requirements §2.5). */
const softwareDevelopment = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  discoveryCall: discoveryCallBlock,
  intro: split,
  promise: itemsSection(featureItem),
  roadmap: processSection,
  reference: split,
  cta: ctaBand,
});

export type SoftwareDevelopmentFile = z.output<typeof softwareDevelopment>;

export const softwareDevelopmentPageType = definePageType({
  folder: "services/software-development",
  content: { "services/software-development": softwareDevelopment },
  routes: (at) => [
    { id: "service-software-development", module: "software-development", path: at.service("software-development") },
  ],
  locked: [
    ...lockedServiceNames("services/software-development", "Software-Entwicklung"),
    // The four promises (requirements §2.5).
    ...[
      "Feste Ansprechpersonen",
      "Klare Meilensteine",
      "Regelmäßige Feedbackschleifen",
      "Schnell testbare Prototypen",
    ].map((text, i) => ({
      file: "services/software-development" as const,
      field: `promise.items.${i}.title`,
      text,
      requirement: "R2.5-2",
    })),
  ],
  admin: { group: "Leistungen", names: { "services/software-development": "Software-Entwicklung" } },
});
