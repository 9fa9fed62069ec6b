import type { z } from "zod";
import {
  checkListSection,
  ctaBand,
  faqSection,
  featureItem,
  hero,
  itemsSection,
  pageMeta,
  processSection,
  serviceEntry,
  split,
  statItem,
} from "../../../content-model/schema/blocks";
import { action, art, fields, nonEmpty, text, texts } from "../../../content-model/schema/fields";
import { definePageType } from "../../define-page-type";
import { lockedServiceNames } from "../locked-names";

/** /services/mvps (requirements §2.5, the claims of §9). */
const mvps = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  figures: itemsSection(statItem),
  why: split,
  process: processSection,
  faster: itemsSection(featureItem),
  deliverables: checkListSection,
  story: fields({
    eyebrow: text,
    title: text,
    paragraphs: texts,
    figures: nonEmpty(statItem),
    link: action,
    art,
    /** The customer quote beside the story: a testimonial's id (content/de/testimonials.yaml). */
    testimonial: text,
  }),
  faq: faqSection,
  cta: ctaBand,
});

export type MvpsFile = z.output<typeof mvps>;

export const mvpsPageType = definePageType({
  folder: "services/mvps",
  content: { "services/mvps": mvps },
  routes: (at) => [{ id: "service-mvps", module: "mvps", path: at.service("mvps") }],
  locked: lockedServiceNames(
    "services/mvps",
    "Entwicklung von MVPs & Prototypen",
    "Entwicklung von MVPs und Prototypen",
  ),
  admin: {
    group: "Leistungen",
    names: { "services/mvps": "MVPs & Prototypen" },
    fields: {
      "services/mvps.story.testimonial": ["Kundenstimme", "Kennung einer Stimme aus „Kundenstimmen“ (z. B. dyno)."],
    },
  },
});
