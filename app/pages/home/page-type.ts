import { z } from "zod";
import { hero, sectionIntro, statItem } from "../../content-model/schema/blocks";
import { action, fields, icon, metaDescription, nonEmpty, text, texts } from "../../content-model/schema/fields";
import { referenceSlug } from "../../content-model/schema/registries";
import { definePageType } from "../define-page-type";

/** The home page (requirements §2.3): content/de/home.yaml. */
const home = fields({
  /** The title is fixed (requirements §2.3: the product name and tagline from site.ts). */
  meta: fields({ description: metaDescription }),
  hero,
  /** The text of the social preview image (scripts/brand-images.mjs) and its description (og:image:alt). */
  socialImage: fields({ tagline: text, alt: text }),
  logoStrip: fields({ label: text }),
  intro: fields({
    eyebrow: text,
    title: text,
    paragraphs: texts,
    highlights: nonEmpty(fields({ icon, text })),
  }),
  servicesBlock: fields({
    eyebrow: text,
    title: text,
    intro: text,
    expertiseTitle: text,
    /** 16 terms, shown in columns of 4 (requirements §2.3). */
    expertise: nonEmpty(text),
  }),
  referencesBlock: fields({
    eyebrow: text,
    title: text,
    intro: text,
    more: action,
    /** The three cards of requirements §2.3 item 5. */
    slugs: nonEmpty(referenceSlug),
  }),
  keyFigures: fields({ title: text, items: nonEmpty(statItem) }),
  banner: fields({
    label: text,
    /** After the services' banner labels (the `entry` of each service's file). */
    closing: text,
  }),
  consultationCta: fields({ title: text, text, button: action }),
  benefitsBlock: sectionIntro.extend({
    items: nonEmpty(
      fields({
        icon,
        heading: text,
        text,
        /** Column of the wide grid (requirements §3). */
        position: z.enum(["left", "middle", "right"], { error: "position is left, middle or right" }),
      }),
    ),
  }),
});

export type HomeFile = z.output<typeof home>;

export const homePageType = definePageType({
  folder: "home",
  content: { home },
  routes: (at) => [{ id: "home", module: "home", path: at.home, aliases: ["/home", "/index"] }],
  locked: [
    { file: "home", field: "hero.title", text: "Digitale Lösungen. Individuell programmiert.", requirement: "R2.3-1" },
    { file: "home", field: "hero.primary.label", text: "Jetzt individuelle Lösung anfragen", requirement: "R2.3-1" },
    { file: "home", field: "hero.secondary.label", text: "Wie wir arbeiten, was uns ausmacht", requirement: "R2.3-13" },
    {
      file: "home",
      field: "consultationCta.button.label",
      text: "Jetzt Beratungsgespräch vereinbaren",
      requirement: "R2.3-8",
    },
  ],
  admin: {
    group: "Seiten",
    names: { home: "Startseite" },
    fields: {
      "home.banner.closing": ["Abschluss des Laufbands", "Folgt auf die Einträge der fünf Leistungen."],
      "home.referencesBlock.slugs": ["Projekte auf der Startseite", "Die drei Karten, in dieser Reihenfolge."],
      "home.meta": ["Suchmaschinen", "Der Seitentitel der Startseite ist fest (Name und Leitsatz des Unternehmens)."],
    },
  },
});
