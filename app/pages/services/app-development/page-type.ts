import type { z } from "zod";
import {
  aboutSection,
  featureItem,
  hero,
  itemsSection,
  pageMeta,
  platformOption,
  processSection,
  serviceEntry,
  split,
  timelineItem,
  tocItem,
} from "../../../content-model/schema/blocks";
import { action, fields, nonEmpty, text, texts } from "../../../content-model/schema/fields";
import { definePageType } from "../../define-page-type";
import { lockedServiceNames } from "../locked-names";

/** /services/app-development (requirements §2.5); its article is the knowledge page's file. */
const appDevelopment = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  toc: fields({
    label: text,
    items: nonEmpty(tocItem),
  }),
  tailorMade: split,
  fourWeeks: itemsSection(timelineItem),
  services: itemsSection(featureItem),
  technologies: fields({
    eyebrow: text,
    title: text,
    intro: text,
    bestForLabel: text,
    recommendedLabel: text,
    options: nonEmpty(platformOption),
    stack: fields({
      title: text,
      items: texts,
    }),
  }),
  partner: aboutSection,
  consultation: processSection,
  guide: fields({
    eyebrow: text,
    title: text,
    intro: text,
    tocTitle: text,
    more: action,
  }),
});

export type AppDevelopmentFile = z.output<typeof appDevelopment>;

export const appDevelopmentPageType = definePageType({
  folder: "services/app-development",
  content: { "services/app-development": appDevelopment },
  routes: (at) => [{ id: "service-app-development", module: "app-development", path: at.service("app-development") }],
  locked: [
    ...lockedServiceNames("services/app-development", "App-Entwicklung"),
    // The hero and the consultation (requirements §2.5).
    {
      file: "services/app-development",
      field: "hero.title",
      text: "B2B Mobile App Entwicklung",
      requirement: "R2.5-7",
    },
    {
      file: "services/app-development",
      field: "hero.primary.label",
      text: "Kostenlose Beratung",
      requirement: "R2.5-7",
    },
    { file: "services/app-development", field: "hero.secondary.label", text: "Unsere Services", requirement: "R2.5-7" },
    {
      file: "services/app-development",
      field: "consultation.consultation.action.label",
      text: "Termin vereinbaren",
      requirement: "R2.5-8",
    },
  ],
  admin: { group: "Leistungen", names: { "services/app-development": "App-Entwicklung" } },
});
