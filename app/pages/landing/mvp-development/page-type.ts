import type { z } from "zod";
import { hero, pageMeta } from "../../../content-model/schema/blocks";
import { fields } from "../../../content-model/schema/fields";
import { definePageType } from "../../define-page-type";

/** /mvp-development-landing: its own copy; the other sections are the MVP service page's. */
const mvpLanding = fields({
  meta: pageMeta,
  hero,
});

export type MvpLandingFile = z.output<typeof mvpLanding>;

export const mvpLandingPageType = definePageType({
  folder: "landing/mvp-development",
  content: { "landing/mvp-development": mvpLanding },
  routes: (at) => [{ id: "landing-mvp", module: "mvp-development-landing", path: at.mvpLanding }],
  admin: { group: "Kampagnen und Ratgeber", names: { "landing/mvp-development": "Kampagne MVP-Entwicklung" } },
});
