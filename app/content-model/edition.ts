import { pathsOf, type Language } from "../paths";
import { claimTextsOf, prototypeWeeksIn } from "./claims";
import type { ReferenceSlug } from "./references/slug";
import type { ProjectScene, ReferenceCard, ReferenceTeaser } from "./references/types";
import type { ServiceEntry } from "./schema/blocks";
import type {
  ContactSectionText,
  CustomersFile,
  LayoutFile,
  ReferenceListText,
  SharedFile,
  TeamFile,
  TestimonialsFile,
} from "./schema/edition-files";
import { serviceKeys, type ServiceKey } from "./services/keys";
import { site } from "./site";
import { fillSlots } from "./slots";

/**
 * An edition: what every page of one language shares — the words of the page chrome (header, menus,
 * footer, error pages), the registries of services and references with their wordings, the contact
 * section and form, team, testimonials and customers (docs/decisions/0017-english-edition.md). Built
 * once per language from that language's content files by `editions/de.ts` and `editions/en.ts`, so
 * a page's JavaScript carries one language; each route names its edition (`handle`), and the root
 * hands it to every component through `useEdition()` (lib/page-handle.ts).
 */
export type EditionFiles = {
  /** The chrome's words; the 404 pages read their own part of layout.yaml themselves. */
  layout: Pick<LayoutFile, "interface" | "navigation" | "errorPage">;
  shared: SharedFile;
  /** What the contact section and form need on every page; the contact page reads the rest itself. */
  contact: ContactSectionText;
  team: TeamFile;
  testimonials: TestimonialsFile;
  customers: CustomersFile;
  /** The `entry` of each service's file (content/<language>/services/<key>.yaml). */
  serviceEntries: Record<ServiceKey, ServiceEntry>;
  /**
   * The `card` of each reference project's file (content/<language>/references/<slug>.yaml): the
   * projects are the files of that folder, so its names are the list of projects.
   */
  referenceCards: Record<ReferenceSlug, ReferenceCard>;
  /** Drawing name → this edition's copy, for drawings whose words it changes (none in German). */
  drawingVariants: Readonly<Record<string, string>>;
  /** What every reference page and card shares, from content/<language>/references.yaml. */
  references: ReferenceListText;
};

export type NavLink = { label: string; href: string };

export type Service = EditionFiles["serviceEntries"][ServiceKey] & { key: ServiceKey; href: string };

export function makeEdition(language: Language, files: EditionFiles) {
  const paths = pathsOf(language);
  const { layout, contact, references } = files;
  const labels = layout.navigation;

  /** The services registry in menu order (requirements §2.2–§2.4): menus, cards, banner, tests. */
  const services: Service[] = serviceKeys.map((key) => ({
    key,
    href: paths.service(key),
    ...files.serviceEntries[key],
  }));

  /** The reference projects: the files of content/<language>/references, by name. */
  const referenceSlugs = Object.keys(files.referenceCards).sort();

  /** One card per reference project, with its id and its page's address. */
  const teasers = new Map<ReferenceSlug, ReferenceTeaser>(
    referenceSlugs.map((slug) => [slug, { ...files.referenceCards[slug]!, id: slug, href: paths.reference(slug) }]),
  );
  /** A project's card: the build has checked that every project content names has its file. */
  const teaser = (slug: ReferenceSlug): ReferenceTeaser => teasers.get(slug)!;

  /** The nine cards of the overview (requirements §2.7), in the order of references.yaml. */
  const overviewOrder: readonly ReferenceSlug[] = references.order;

  /**
   * The 'discover more projects' strip: every reference page that exists, in overview order, then the
   * pages not on the overview in the order of `stripOrder`, then any others by name. The original strip linked to routes that never existed; here every
   * card links to its real page, and a project without a page has no card (requirements §2.7;
   * reading D1 in docs/decisions/0011-reading-the-requirements.md).
   */
  const stripOrder: readonly ReferenceSlug[] = [
    ...new Set([...overviewOrder, ...references.stripOrder, ...referenceSlugs]),
  ];

  // The demo's quotes are invented (issue 40): while site.ts says so, each card says it in its badge, wherever
  // the carousel or a single quote is shown.
  const { items: quotes, demoBadge } = files.testimonials;
  const testimonials = site.demo
    ? quotes.map((t) => ({ ...t, badge: fillSlots(demoBadge, { badge: t.badge }) }))
    : quotes;

  return {
    language,
    /** The edition's addresses (paths.ts). */
    paths,
    /** Words of the page chrome, with the names screen readers announce. */
    text: layout.interface,
    errorPage: layout.errorPage,
    /** Title suffix of the home page and the identity's words in this language (site.ts). */
    tagline: language === "de" ? site.tagline : site.en.tagline,
    /** The contact person of the contact section, with the label and role in this language. */
    contactPerson:
      language === "de"
        ? site.contactPerson
        : { ...site.contactPerson, label: site.en.contactPersonLabel, role: site.en.contactPersonRole },
    /** One wording per claim (docs/glossary.md). */
    claims: claimTextsOf[language],
    prototypeWeeks: prototypeWeeksIn(language),
    shared: files.shared,

    /** The main menu: where each entry leads is fixed here, its label is content (layout.yaml). */
    mainNav: {
      home: { label: labels.main.home, href: paths.home },
      services: { label: labels.main.services, href: paths.services },
      references: { label: labels.main.references, href: paths.references },
      about: { label: labels.main.about, href: paths.about },
      /** Opened by a full page load (requirements §2.2; paths.ts `reloadsDocument`). */
      contact: { label: labels.main.contact, href: paths.contact },
      /** External conference site, opens in a new tab. */
      conference: { label: labels.main.conference, href: site.conference.url },
    } satisfies Record<string, NavLink>,
    legalNav: [
      { label: labels.legal.impressum, href: paths.impressum },
      { label: labels.legal.privacy, href: paths.privacy },
    ] satisfies NavLink[],
    services,
    /** The five service pages in the order of the Leistungen menu. */
    serviceNav: services.map((s) => ({ key: s.key, label: s.label, href: s.href, description: s.menuDescription })),
    /** The cards of home and the services overview (requirements §2.3 item 4, §2.4). */
    serviceCards: services.map((s) => ({
      icon: s.icon,
      title: s.cardTitle,
      description: s.cardDescription,
      href: s.href,
    })),

    /** Every reference project with a page, by name. */
    referenceSlugs,
    teaser,
    overviewOrder,
    /** The five references of the overview's structured data (requirements §2.7, §9): the first five cards. */
    structuredDataOrder: overviewOrder.slice(0, 5),
    /** Strip entries for a page: all projects except the page's own. */
    stripEntries: (current?: ProjectScene): ReferenceTeaser[] =>
      stripOrder.filter((slug) => slug !== current).map(teaser),
    /** Name of a card's list of technologies. */
    technologiesLabel: references.technologiesLabel,
    referenceFilters: references.filters,
    /** The words every reference page shares. */
    referencePageText: references.page,

    /** The contact section (home, service and landing pages, /contact) and the form. */
    contact,
    team: files.team.members,
    teamBlock: files.team.block,
    testimonials,
    testimonialsBlock: files.testimonials.block,
    /** Names of the carousel's track and buttons. */
    carouselText: files.testimonials.carousel,
    /** One customer's testimonial, by its id. */
    testimonial(id: string) {
      const found = testimonials.find((t) => t.id === id);
      if (!found) throw new Error(`No testimonial "${id}" in content/${language}/testimonials.yaml`);
      return found;
    },
    customers: files.customers.logos,
    drawingVariants: files.drawingVariants,
  };
}

export type Edition = ReturnType<typeof makeEdition>;
export type TeamMember = Edition["team"][number];
export type Testimonial = Edition["testimonials"][number];
export type CustomerMark = Edition["customers"][number];
