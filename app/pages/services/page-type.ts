import type { z } from "zod";
import { ctaBand, pageMeta, processSection, sectionIntro, split } from "../../content-model/schema/blocks";
import { fields, text, texts } from "../../content-model/schema/fields";
import { definePageType } from "../define-page-type";

/** /services, the overview (requirements §2.4): content/de/services.yaml. */
const services = fields({
  meta: pageMeta,
  header: fields({
    eyebrow: text,
    title: text,
    intro: text,
    proof: texts,
  }),
  services: sectionIntro,
  process: processSection,
  guide: split,
  cta: ctaBand,
});

export type ServicesFile = z.output<typeof services>;

export const servicesPageType = definePageType({
  folder: "services",
  content: { services },
  routes: (at) => [{ id: "services", module: "services", path: at.services, aliases: ["/leistungen"] }],
  admin: { group: "Seiten", names: { services: "Leistungen (Übersicht)" } },
});
