import type { z } from "zod";
import {
  ctaBand,
  faqSection,
  featureItem,
  hero,
  itemsSection,
  pageMeta,
  processSection,
  serviceEntry,
  useCase,
} from "../../../content-model/schema/blocks";
import { art, fields, nonEmpty } from "../../../content-model/schema/fields";
import { definePageType } from "../../define-page-type";
import { lockedServiceNames } from "../locked-names";

/** /services/ai-development (requirements §2.5). */
const aiDevelopment = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  useCases: itemsSection(useCase).extend({ art: nonEmpty(art) }),
  areas: itemsSection(featureItem),
  process: processSection,
  faq: faqSection,
  cta: ctaBand,
});

export type AiDevelopmentFile = z.output<typeof aiDevelopment>;

export const aiDevelopmentPageType = definePageType({
  folder: "services/ai-development",
  content: { "services/ai-development": aiDevelopment },
  routes: (at) => [{ id: "service-ai-development", module: "ai-development", path: at.service("ai-development") }],
  locked: lockedServiceNames("services/ai-development", "AI-Entwicklung"),
  admin: { group: "Leistungen", names: { "services/ai-development": "AI-Entwicklung" } },
});
