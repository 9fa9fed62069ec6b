import { z } from "zod";
import { action, fields, nonEmpty, text, texts, wordmark } from "./fields";
import { referenceKind, sectionIntro } from "./blocks";
import type { LockedText } from "./locked-text";
import { referenceSlug } from "./registries";

/**
 * The content files every page of an edition shares (the edition, app/content-model/edition.ts): the
 * page chrome, the shared words, team, testimonials and customers. The files of the pages are their
 * page types' (app/pages/<page>/page-type.ts); of the contact page's and the references overview's
 * files, the part every page shows is defined here and spread into those pages' schemas.
 */

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
      /** The link to the articles (the header's menu is the requirements'; issue 37). */
      articles: text,
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

/** The customer wordmarks of the logo strip: content/de/customers.yaml. */
const customers = fields({
  logos: nonEmpty(
    fields({
      name: text,
      logo: wordmark,
    }),
  ),
});

/** The edition files and their schemas, by their name in content/<language>/. */
export const editionFiles = { team, testimonials, customers, layout, shared };

/**
 * The contact section of many pages and its form: the part of content/<language>/contact.yaml every
 * page shows (the contact page's schema, app/pages/contact/page-type.ts, has these fields among its own).
 */
export const contactSectionFields = {
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
};

/**
 * What every reference page and card shares: the part of content/<language>/references.yaml every
 * page reads (the overview's schema, app/pages/references/page-type.ts, has these fields among its own).
 */
export const referenceListFields = {
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
     * within META_DESCRIPTION_MAX characters (tested in tests/e2e/demo-identity.spec.ts).
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
};

export type LayoutFile = z.output<typeof layout>;
export type SharedFile = z.output<typeof shared>;
export type TeamFile = z.output<typeof team>;
export type TestimonialsFile = z.output<typeof testimonials>;
export type CustomersFile = z.output<typeof customers>;
/** The contact section's words and the form's (contact.yaml `section`, `intros`, `form`). */
export type ContactSectionText = z.output<ReturnType<typeof fields<typeof contactSectionFields>>>;
/** The reference list's order and the words every reference page shares (references.yaml). */
export type ReferenceListText = z.output<ReturnType<typeof fields<typeof referenceListFields>>>;

/** The texts of the edition files the requirements fix (the menus, the error pages, §2.2, §2.6, §8). */
export const editionLocked: readonly LockedText<keyof typeof editionFiles>[] = [
  // The menus (requirements §2.2).
  ...(
    [
      ["home", "Home"],
      ["services", "Leistungen"],
      ["references", "Referenzen"],
      ["about", "Über Uns"],
      ["contact", "Kontakt"],
    ] as const
  ).map(([key, text]) => ({ file: "layout" as const, field: `navigation.main.${key}`, text, requirement: "R2.2-1" })),
  { file: "layout", field: "interface.menu.open", text: "MENÜ", requirement: "R2.2-5" },
  { file: "layout", field: "interface.menu.close", text: "SCHLIEßEN", requirement: "R2.2-5" },
  { file: "layout", field: "interface.loading", text: "Seite wird geladen …", requirement: "R2.1-16" },
  { file: "layout", field: "errorPage.heading", text: "Unexpected Application Error!", requirement: "R8-8" },
  { file: "layout", field: "unknownService.title", text: "Service not found", requirement: "R8-6" },
  { file: "shared", field: "contactLinkLabel", text: "Kontakt aufnehmen", requirement: "R2.6-3" },
];
