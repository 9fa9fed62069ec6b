import { z } from "zod";
import { action, art, fields, href, icon, metaDescription, nonEmpty, text, texts } from "./fields";

/**
 * The shapes of the copy (requirements §3 "Static content structures"): the sections render them,
 * the content files fill them. app/content-model/types.ts infers the TypeScript types from these schemas.
 */

/** Eyebrow, heading and intro of a section (components/ui/section.tsx). */
export const sectionIntro = fields({ eyebrow: text.optional(), title: text, intro: text.optional() });

/** Page hero (requirements §2.6, §3 "Hero"): rendered by sections/hero.tsx. */
export const hero = fields({
  badge: text.optional(),
  title: text,
  subtitle: text,
  primary: action,
  /** The second button; `wideOnly` shows it on wide screens only (the home page's, requirements §2.3). */
  secondary: fields({ label: text, href, wideOnly: z.boolean().optional() }).optional(),
  /** A line of proof points under the buttons. */
  proof: texts.optional(),
  /** The drawing beside the text (above 1200 px) or below it; decorative. */
  art,
});

/** Feature or service item (requirements §3): icon, title, description. */
export const featureItem = fields({ icon, title: text, description: text });

/** A service card; with `href` the whole card links to the service's page. */
export const serviceCardItem = fields({ icon, title: text, description: text, href: href.optional() });

/** An icon with a title and a text (values, principles, contact steps). */
export const iconItem = fields({ icon, title: text, text });

/** About section (requirements §2.6): id "about", a feature list and a 'Kontakt aufnehmen' link. */
export const aboutSection = fields({
  eyebrow: text.optional(),
  title: text,
  paragraphs: texts,
  features: nonEmpty(featureItem),
  /** 'Kontakt aufnehmen' (requirements §2.6), usually to the page's contact section. */
  link: action,
});

/** Background of a step's number (requirements §3 "colorBg"), limited to colours with AA contrast. */
export const stepColor = z.enum(["accent", "violet", "warm", "ink"], {
  error: "the colour of a step is accent, violet, warm or ink",
});

export const processStep = fields({ number: text, title: text, description: text, colorBg: stepColor });

/** Process section (requirements §2.6, §3 "Process section"). */
export const processSection = fields({
  /** Small label above the heading (requirements §3 "badgeText"). */
  badge: text.optional(),
  heading: text,
  subheading: text,
  /** Three numbered steps (requirements §2.6, §9). */
  steps: nonEmpty(processStep),
  /** Consultation box below the steps, with one call to action. */
  consultation: fields({ heading: text, text, action }).optional(),
});

export const faqItem = fields({ question: text, answer: text });

export const checkItem = fields({ title: text, text });

/** A claim as a large figure ("6 Wochen" – "bis zum MVP"). */
export const statItem = fields({ value: text, label: text });

export const timelineItem = fields({ label: text, title: text, description: text });

export const tocItem = fields({ id: text, label: text });

/** A customer story on a dark band (sections/case-story.tsx). */
export const caseStory = fields({
  eyebrow: text,
  title: text,
  paragraphs: texts,
  figures: z.array(statItem),
  quote: fields({ text, name: text, role: text, avatar: text }).optional(),
  /** Link to the reference page; left out on campaign pages, which keep the visitor on the page. */
  link: action.optional(),
});

export const discoveryCallBlock = fields({
  title: text,
  text,
  /** Short facts: the length of the call, "kostenlos", "unverbindlich". */
  facts: texts,
  action,
});

/** Text beside a drawing (sections/media-split.tsx). */
export const split = fields({
  eyebrow: text.optional(),
  title: text,
  paragraphs: texts,
  /** Optional check list under the text, with an optional lead-in line. */
  bullets: fields({ title: text.optional(), items: texts }).optional(),
  action: action.optional(),
  /** The drawing beside the text; decorative, the text says it all. */
  art,
});

export const platformOption = fields({
  icon,
  title: text,
  /** Languages and frameworks, e.g. "React Native · TypeScript". */
  stack: text,
  description: text,
  /** "Ideal für …" line. */
  bestFor: text,
  /** The option most customers choose; drawn emphasised. */
  recommended: z.boolean().optional(),
});

export const useCase = fields({
  title: text,
  text,
  outcomes: texts,
  /** A reference project that shows the use case in production. */
  reference: fields({ text, label: text, href }).optional(),
});

/** Building blocks of long-form text (sections/article.tsx). */
export const articleBlock = z.discriminatedUnion(
  "type",
  [
    fields({ type: z.literal("p"), text }),
    fields({ type: z.literal("h"), text }),
    fields({
      type: z.literal("list"),
      items: nonEmpty(z.union([text, fields({ term: text, text })])),
      ordered: z.boolean().optional(),
    }),
    fields({ type: z.literal("table"), caption: text, head: texts, rows: z.array(texts) }),
    fields({ type: z.literal("note"), title: text, text }),
    /** A drawn figure, looked up by key in the `figures` passed to ArticleBody. */
    fields({ type: z.literal("figure"), figure: text, caption: text }),
  ],
  { error: "a block's type is p, h, list, table, note or figure" },
);

export const articleSection = fields({
  /** Anchor of the section (German slug). */
  id: text,
  title: text,
  /** Shorter title for the table of contents. */
  navTitle: text,
  blocks: nonEmpty(articleBlock),
});

/** A section of cards or steps under its eyebrow, heading and intro (feature grid, timeline, figures …). */
export const itemsSection = <Item extends z.ZodType>(item: Item) =>
  fields({ eyebrow: text, title: text, intro: text, items: nonEmpty(item) });

/** A check list under its eyebrow and heading (sections/check-list.tsx). */
export const checkListSection = fields({ eyebrow: text, title: text, items: nonEmpty(checkItem) });

/** Title and description of a page (the `<title>` and the search snippet). */
export const pageMeta = fields({ title: text, description: metaDescription });

/** A closing call to action (sections/cta-band.tsx). */
export const ctaBand = fields({ title: text, text, button: action });

/** Questions and answers (sections/faq.tsx). */
export const faqSection = fields({ eyebrow: text, title: text, items: nonEmpty(faqItem) });

/** The names of a service in menus, cards and the banner (the edition's services registry). */
export const serviceEntry = fields({
  icon,
  /** Name in the menus (header dropdown, mobile menu, footer). */
  label: text,
  /** Line under the name in the dropdown and on the 'Service not found' page. */
  menuDescription: text,
  /** Card on the home page and /services. */
  cardTitle: text,
  cardDescription: text,
  /** Phrase in the moving banner of the home page. */
  bannerLabel: text,
});

/** Kind of project, used by the filter of the references overview. */
export const referenceKind = z.enum(["app", "web", "industry"], { error: "a project's kind is app, web or industry" });

/**
 * What the overview card, the 'discover more projects' strip and the page header share about a project
 * (requirements §3 "Reference card", "Explore-more project"). The edition reads only this part of each
 * project's file, so every page can list all projects without loading their stories.
 */
export const referenceCard = fields({
  customer: text,
  /**
   * The customer as a sentence names it, where that differs from `customer`: with its article („die Walter AG“)
   * or its full name („die Fraunhofer-Gesellschaft“). The demo notice of the page uses it (references.yaml).
   */
  customerInSentence: text.optional(),
  category: text,
  /** Card title (overview) – shorter than the page's h1. */
  cardTitle: text,
  summary: text,
  techStack: texts,
  kinds: nonEmpty(referenceKind),
  /** Caption of the project's card in the 'discover more projects' strip. */
  caption: text,
  /** The project's drawing on its card and its page ("references/edeka": app/assets/art/references/edeka.svg). */
  art,
});

export type ServiceEntry = z.output<typeof serviceEntry>;
