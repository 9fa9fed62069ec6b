import type { z } from "zod";
import { faqSection, hero, pageMeta, statItem } from "../../../content-model/schema/blocks";
import { fields, nonEmpty, text, texts } from "../../../content-model/schema/fields";
import { definePageType } from "../../define-page-type";

/** /app-development-landing: its own copy; the other sections are the app service page's. */
const appLanding = fields({
  meta: pageMeta,
  hero,
  figures: fields({
    title: text,
    items: nonEmpty(statItem),
  }),
  testimonials: fields({
    eyebrow: text,
    title: text,
    ids: texts,
  }),
  faq: faqSection,
});

export type AppLandingFile = z.output<typeof appLanding>;

export const appLandingPageType = definePageType({
  folder: "landing/app-development",
  content: { "landing/app-development": appLanding },
  routes: (at) => [{ id: "landing-app", module: "app-development-landing", path: at.appLanding }],
  admin: { group: "Kampagnen und Ratgeber", names: { "landing/app-development": "Kampagne App-Entwicklung" } },
});
