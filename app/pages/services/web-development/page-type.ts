import type { z } from "zod";
import {
  aboutSection,
  checkListSection,
  ctaBand,
  featureItem,
  hero,
  itemsSection,
  pageMeta,
  serviceEntry,
  split,
} from "../../../content-model/schema/blocks";
import { fields } from "../../../content-model/schema/fields";
import { definePageType } from "../../define-page-type";
import { lockedServiceNames } from "../locked-names";

/** /services/web-development (requirements §2.5). */
const webDevelopment = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  spreadsheets: split,
  regional: split,
  services: itemsSection(featureItem),
  cta: ctaBand,
  trust: aboutSection,
  booster: checkListSection,
});

export type WebDevelopmentFile = z.output<typeof webDevelopment>;

export const webDevelopmentPageType = definePageType({
  folder: "services/web-development",
  content: { "services/web-development": webDevelopment },
  routes: (at) => [{ id: "service-web-development", module: "web-development", path: at.service("web-development") }],
  locked: [
    ...lockedServiceNames("services/web-development", "Webanwendungen"),
    // The hero and the call to action (requirements §2.5).
    { file: "services/web-development", field: "hero.title", text: "Webentwicklung", requirement: "R2.5-11" },
    {
      file: "services/web-development",
      field: "hero.primary.label",
      text: "Erstgespräch buchen",
      requirement: "R2.5-11",
    },
    { file: "services/web-development", field: "hero.secondary.label", text: "Mehr erfahren", requirement: "R2.5-11" },
    {
      file: "services/web-development",
      field: "cta.button.label",
      text: "Jetzt Potenziale entdecken",
      requirement: "R2.5-13",
    },
  ],
  admin: { group: "Leistungen", names: { "services/web-development": "Webanwendungen" } },
});
