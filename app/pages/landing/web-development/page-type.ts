import type { z } from "zod";
import { faqSection, hero, pageMeta } from "../../../content-model/schema/blocks";
import { fields } from "../../../content-model/schema/fields";
import { definePageType } from "../../define-page-type";

/** /web-development-landing: its own copy; the other sections are the web service page's. */
const webLanding = fields({
  meta: pageMeta,
  hero,
  faq: faqSection,
});

export type WebLandingFile = z.output<typeof webLanding>;

export const webLandingPageType = definePageType({
  folder: "landing/web-development",
  content: { "landing/web-development": webLanding },
  routes: (at) => [{ id: "landing-web", module: "web-development-landing", path: at.webLanding }],
  admin: { group: "Kampagnen und Ratgeber", names: { "landing/web-development": "Kampagne Webentwicklung" } },
});
