import type { z } from "zod";
import { checkItem, ctaBand, hero, iconItem, itemsSection, pageMeta } from "../../content-model/schema/blocks";
import { fields, icon, nonEmpty, text, texts } from "../../content-model/schema/fields";
import { definePageType } from "../define-page-type";

/** /about: content/de/about.yaml (the about page built from the claims and the team, requirements §2.1). */
const about = fields({
  meta: pageMeta,
  hero,
  story: fields({
    eyebrow: text,
    title: text,
    paragraphs: texts,
    milestones: nonEmpty(
      fields({
        label: text,
        text,
      }),
    ),
  }),
  values: itemsSection(iconItem),
  wayOfWorking: fields({
    eyebrow: text,
    title: text,
    intro: text,
    principles: nonEmpty(iconItem),
    processTitle: text,
    stepLabel: text,
    steps: nonEmpty(checkItem),
  }),
  figures: fields({
    eyebrow: text,
    title: text,
    items: nonEmpty(
      fields({
        icon,
        value: text,
        label: text,
      }),
    ),
    award: fields({
      label: text,
      title: text,
      text,
    }),
  }),
  teamSection: fields({
    eyebrow: text,
    title: text,
    intro: text,
    location: fields({
      title: text,
      text,
      addressLines: texts,
    }),
  }),
  cta: ctaBand,
});

export type AboutFile = z.output<typeof about>;

export const aboutPageType = definePageType({
  folder: "about",
  content: { about },
  routes: (at) => [{ id: "about", module: "about", path: at.about, aliases: ["/ueber-uns"] }],
  admin: { group: "Seiten", names: { about: "Über uns" } },
});
