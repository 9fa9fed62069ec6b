import { z } from "zod";
import {
  aboutSection,
  checkItem,
  discoveryCallBlock,
  faqItem,
  featureItem,
  hero,
  iconItem,
  pageMeta,
  platformOption,
  processSection,
  sectionIntro,
  split,
  statItem,
  timelineItem,
  tocItem,
  useCase,
  articleSection,
} from "./blocks";
import { action, art, fields, icon, metaDescription, nonEmpty, text, texts, wordmark } from "./fields";
import { referenceSlug } from "./registries";

/**
 * Which file in content/<language>/ holds what: one schema per file, or per collection
 * ("references/*": one file per reference project). vite/content-plugin.ts checks every file against
 * its schema when a build starts; the app's content modules (app/content/*.ts) import the files and
 * take their types from here. Generated from the copy when it moved out of TypeScript
 * (docs/decisions/0015-content-as-data.md); since then edited like any code.
 */

/** Kind of project, used by the filter of the references overview. */
export const referenceKind = z.enum(["app", "web", "industry"], { error: "a project's kind is app, web or industry" });

/**
 * What the overview card, the 'discover more projects' strip and the page header share about a project
 * (requirements §3 "Reference card", "Explore-more project"). The reference registry reads only this
 * part of each file, so every page can list all projects without loading their stories.
 */
const referenceCard = fields({
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

const storyBlock = fields({
  /** Specific heading of the block; the label (Herausforderung, Lösung, Ergebnis) comes from the layout. */
  title: text,
  paragraphs: texts,
  points: texts.optional(),
});

/** One reference page (requirements §3 "Project header" plus the case study). */
const reference = fields({
  card: referenceCard,
  /** A badge above the title (the example case study says it is one). */
  notice: text.optional(),
  /** h1 of the page. */
  title: text,
  leistungen: texts,
  /** The two descriptions of the project header. */
  descriptions: z.tuple([text, text], { error: "two descriptions" }),
  /** Short fact sheet beside the story: industry, platform, users … */
  facts: nonEmpty(fields({ label: text, value: text })),
  /** The project's figures (requirements §9); empty where the client gave none – we invent no numbers. */
  figures: z.array(statItem),
  story: fields({ challenge: storyBlock, solution: storyBlock, result: storyBlock }),
  image: fields({ alt: text }),
  meta: pageMeta,
  /** Closing call to action of the page. */
  cta: fields({ title: text, text }),
});

/** The names of a service in menus, cards and the banner (the services registry, app/content/services.ts). */
const serviceEntry = fields({
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

/** A closing call to action (sections/cta-band.tsx). */
const ctaBand = fields({ title: text, text, button: action });

/** Questions and answers (sections/faq.tsx). */
const faqSection = fields({ eyebrow: text, title: text, items: nonEmpty(faqItem) });

/** The home page: content/de/home.yaml. */
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
    /** After the services' banner labels (content/de/services/index.yaml). */
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

/** /about: content/de/about.yaml. */
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
  values: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(iconItem),
  }),
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

/** The contact section of many pages, the form and /contact: content/de/contact.yaml. */
const contact = fields({
  meta: pageMeta,
  sentMeta: pageMeta,
  page: fields({
    eyebrow: text,
  }),
  section: fields({
    title: text,
    intro: text,
    facts: texts,
    travel: text,
    addressLabel: text,
  }),
  intros: fields({
    home: text,
    appService: text,
    webService: text,
    appLanding: text,
    webLanding: text,
    mvpLanding: text,
  }),
  form: fields({
    label: text,
    requiredHint: text,
    fields: fields({
      name: fields({
        label: text,
        placeholder: text,
      }),
      email: fields({
        label: text,
        placeholder: text,
      }),
      phone: fields({
        label: text,
        placeholder: text,
      }),
      company: fields({
        label: text,
        placeholder: text,
      }),
      message: fields({
        label: text,
        placeholder: text,
      }),
    }),
    submit: text,
    sending: text,
    success: text,
    successDetail: text,
    failed: text,
    error: text,
    fallback: text,
    privacy: fields({
      before: text,
      link: text,
      after: text,
      newTab: text,
    }),
    honeypot: text,
  }),
  nextSteps: fields({
    eyebrow: text,
    title: text,
    stepLabel: text,
    intro: text,
    steps: nonEmpty(iconItem),
  }),
  discoveryCall: fields({
    eyebrow: text,
    title: text,
    text,
    topics: texts,
    action,
  }),
  reachUs: fields({
    eyebrow: text,
    title: text,
    text,
    phoneLabel: text,
    emailLabel: text,
    addressLabel: text,
  }),
});

/** The customer wordmarks of the logo strip: content/de/customers.yaml. */
const customers = fields({
  logos: nonEmpty(
    fields({
      name: text,
      logo: wordmark,
    }),
  ),
});

/** /app-development-knowledge and the article on /services/app-development: content/de/knowledge/app-development.mdoc. */
const knowledgeAppDevelopment = fields({
  meta: pageMeta,
  header: fields({
    eyebrow: text,
    title: text,
    intro: text,
    /** {{minutes}} is counted from the article's words. */
    readingTime: text,
    /** {{count}} is the number of sections. */
    sections: text,
  }),
  tocTitle: text,
  summary: fields({
    title: text,
    items: texts,
  }),
  aside: fields({
    title: text,
    text,
    action,
  }),
  closing: fields({
    title: text,
    text,
    primary: action,
    secondary: action,
  }),
  /** Drawings the article shows, by the key a "figure" block names. */
  figures: z.record(
    z.string().regex(/^[a-z0-9-]+$/, { error: "a figure's key is lower case with dashes" }),
    fields({ art, alt: text }),
  ),
  sections: nonEmpty(articleSection),
});

/** /app-development-landing: its own copy; the other sections are the app service page's. */
const landingAppDevelopment = fields({
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

/** /mvp-development-landing: its own copy; the other sections are the MVP service page's. */
const landingMvpDevelopment = fields({
  meta: pageMeta,
  hero,
});

/** /web-development-landing: its own copy; the other sections are the web service page's. */
const landingWebDevelopment = fields({
  meta: pageMeta,
  hero,
  faq: faqSection,
});

/** Header, menus, footer and the error pages: content/de/layout.yaml. */
const layout = fields({
  interface: fields({
    skipToContent: text,
    homeLink: text,
    mainNavigation: text,
    legalNavigation: text,
    newTab: text,
    servicesMenu: text,
    allServices: text,
    menu: fields({
      open: text,
      close: text,
    }),
    /** The call to action of the header and menu: `label` in full, `short` where a phone's header has no room. */
    discoveryCall: fields({
      label: text,
      short: text,
    }),
    loading: text,
    footer: fields({
      about: text,
      services: text,
      company: text,
      contact: text,
    }),
    /**
     * The demo identity's notice at the top of every page, shown while site.ts says `demo: true`
     * (components/layout/demo-notice.tsx): what is invented, and a link to the Impressum that says more.
     */
    demoNotice: fields({ label: text, text, link: text }),
  }),
  navigation: fields({
    main: fields({
      home: text,
      services: text,
      references: text,
      about: text,
      contact: text,
      conference: text,
    }),
    legal: fields({
      impressum: text,
      privacy: text,
    }),
  }),
  errorPage: fields({
    title: text,
    badge: text,
    heading: text,
    notFound: text,
    failed: text,
    text,
    home: action,
  }),
  notFoundPage: fields({
    title: text,
    heading: text,
    text,
    home: action,
    contact: action,
    suggestionsTitle: text,
    suggestions: nonEmpty(action),
  }),
  unknownService: sectionIntro,
});

/** /references, and the words every reference page shares: content/de/references.yaml. */
const references = fields({
  meta: fields({
    title: text,
    description: metaDescription,
    listName: text,
  }),
  header: sectionIntro,
  overview: sectionIntro,
  /** The filter above the cards; {{count}}, {{visible}} and {{all}} are filled in by the page. */
  filter: fields({
    label: text,
    all: text,
    count: text,
    shown: text,
  }),
  cta: ctaBand,
  /** The nine cards of the overview (requirements §2.7), in their order. */
  order: nonEmpty(referenceSlug),
  /**
   * Where the 'discover more projects' strip shows projects that are not on the overview, after those
   * that are; a project in neither list follows, in the order of the names.
   */
  stripOrder: z.array(referenceSlug, { error: "list missing" }),
  /** The filter buttons above the cards, in order. */
  filters: nonEmpty(fields({ kind: referenceKind, label: text })),
  technologiesLabel: text,
  page: fields({
    breadcrumb: fields({
      label: text,
      overview: action,
    }),
    techStack: text,
    leistungen: text,
    figures: text,
    report: text,
    chapters: fields({
      challenge: text,
      solution: text,
      result: text,
    }),
    facts: fields({
      title: text,
      customer: text,
    }),
    /**
     * Above the title of every reference page while site.ts says `demo: true`: the project is invented and the
     * company it names is no customer. {{customer}} is the project's customer (`card.customerInSentence`, else
     * `card.customer`), written so that it never starts a sentence.
     */
    demoNotice: text,
    /**
     * The page's meta, Open Graph and Twitter description while site.ts says `demo: true`: link previews say the
     * case study is invented too (issue 40). {{description}} is the page's `meta.description`; the result stays
     * within META_DESCRIPTION_MAX characters (tested in reference-page.test.tsx).
     */
    demoDescription: text,
    cta: action,
    strip: fields({
      eyebrow: text,
      title: text,
      intro: text,
      previous: text,
      next: text,
      track: text,
      open: text,
      newTab: text,
    }),
  }),
});

/** /services (the overview): content/de/services.yaml. */
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

/** /services/ai-development. */
const servicesAiDevelopment = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  useCases: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(useCase),
    art: nonEmpty(art),
  }),
  areas: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(featureItem),
  }),
  process: processSection,
  faq: faqSection,
  cta: ctaBand,
});

/** /services/app-development (its article: knowledge/app-development.mdoc). */
const servicesAppDevelopment = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  toc: fields({
    label: text,
    items: nonEmpty(tocItem),
  }),
  tailorMade: split,
  fourWeeks: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(timelineItem),
  }),
  services: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(featureItem),
  }),
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

/** /services/mvps. */
const servicesMvps = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  figures: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(statItem),
  }),
  why: split,
  process: processSection,
  faster: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(featureItem),
  }),
  deliverables: fields({
    eyebrow: text,
    title: text,
    items: nonEmpty(checkItem),
  }),
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

/** /services/software-development. */
const servicesSoftwareDevelopment = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  discoveryCall: discoveryCallBlock,
  intro: split,
  promise: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(featureItem),
  }),
  roadmap: processSection,
  reference: split,
  cta: ctaBand,
});

/** /services/web-development. */
const servicesWebDevelopment = fields({
  entry: serviceEntry,
  meta: pageMeta,
  hero,
  spreadsheets: split,
  regional: split,
  services: fields({
    eyebrow: text,
    title: text,
    intro: text,
    items: nonEmpty(featureItem),
  }),
  cta: ctaBand,
  trust: aboutSection,
  booster: fields({
    eyebrow: text,
    title: text,
    items: nonEmpty(checkItem),
  }),
});

/** Words several pages share. */
const shared = fields({
  /** Label of the About section's link (requirements §2.6, verbatim). */
  contactLinkLabel: text,
  /** The free discovery call (requirements §1, §9): its length, "kostenlos", "unverbindlich". */
  discoveryFacts: texts,
  /** Accessible name of the anchor link next to each article heading. */
  headingAnchorLabel: text,
  /** The table of contents of the legal pages. */
  tableOfContents: fields({ label: text, title: text }),
  /** The link line of a service card. */
  serviceCardMore: text,
});

/** The team block (home) and the people in it: content/de/team.yaml. */
const team = fields({
  block: fields({
    eyebrow: text,
    title: text,
    intro: text,
    highlights: texts,
    more: action,
  }),
  members: nonEmpty(
    fields({
      name: text,
      role: text,
      focus: text,
      avatar: text,
    }),
  ),
});

/** The testimonials carousel: content/de/testimonials.yaml. */
const testimonials = fields({
  block: sectionIntro,
  carousel: fields({
    track: text,
    previous: text,
    next: text,
  }),
  /**
   * The label of every quote while site.ts says `demo: true`, in place of its badge: the people and their words
   * are invented (issue 40). {{badge}} is the quote's own badge.
   */
  demoBadge: text,
  items: nonEmpty(
    fields({
      id: text,
      name: text,
      title: text,
      comment: text,
      avatar: text,
      badge: text,
    }),
  ),
});

export const contentSchemas = {
  home,
  about,
  contact,
  services,
  "services/software-development": servicesSoftwareDevelopment,
  "services/ai-development": servicesAiDevelopment,
  "services/web-development": servicesWebDevelopment,
  "services/app-development": servicesAppDevelopment,
  "services/mvps": servicesMvps,
  references,
  "references/*": reference,
  "example-reference": reference,
  "landing/app-development": landingAppDevelopment,
  "landing/web-development": landingWebDevelopment,
  "landing/mvp-development": landingMvpDevelopment,
  "knowledge/app-development": knowledgeAppDevelopment,
  team,
  testimonials,
  customers,
  layout,
  shared,
} satisfies Record<string, z.ZodType>;

export type ContentFile = keyof typeof contentSchemas;

/** The data of a content file as the app reads it. */
export type ContentOf<F extends ContentFile> = z.output<(typeof contentSchemas)[F]>;
