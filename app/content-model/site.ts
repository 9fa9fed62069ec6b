/**
 * Identity of the agency. Everything that names, addresses or reaches the firm lives here,
 * so another agency can re-brand the whole site by editing this one file.
 * All data below is fictional and belongs to this site only.
 */
export const site = {
  /**
   * The demo identity (issue 26, decision 9; issue 40): while true, every page says at its top that the agency and
   * its projects, testimonials and awards are invented and that the companies named are not its customers
   * (content/de/layout.yaml `interface.demoNotice`), each reference page says so of its company
   * (content/de/references.yaml `page.demoNotice`), every page is kept out of search engines (`noindex`, no
   * sitemap: app/lib/meta.ts, scripts/postbuild.mjs), and `npm run check:identity` fails. A re-brand sets it to
   * false together with the real identity below.
   */
  demo: true,
  /** Product and brand name, used in titles, headings and the logo. */
  name: "Quellwerk",
  /** Title suffix of the home page (requirements §2.3). */
  tagline: "Innovative Softwareentwicklung",
  /** Public origin used for canonical links and the sitemap unless SITE_URL says otherwise. */
  url: "https://www.quellwerk-software.de",
  description:
    "Quellwerk entwickelt individuelle Software, KI-Lösungen, Webanwendungen, Apps und MVPs für Start-ups, Mittelstand und Konzerne – aus Reutlingen, mit festen Ansprechpersonen und klickbaren Ergebnissen in wenigen Wochen.",
  /**
   * The identity's words in the English edition (/en, docs/decisions/0017-english-edition.md): what the German
   * fields of this file say in German. Names, addresses and numbers are the same in both editions.
   */
  en: {
    /** Title suffix of the English home page. */
    tagline: "Custom software development",
    description:
      "Quellwerk builds custom software, AI solutions, web applications, apps and MVPs for start-ups, mid-sized companies and large enterprises. Based in Reutlingen, near Stuttgart, Germany, with the same people from the first call and clickable results within weeks.",
    contactPersonRole: "Managing Director",
    contactPersonLabel: "Your contact",
    conferenceName: "Conference",
    country: "Germany",
    award: {
      name: "Top Service Provider",
      /** Who gave it, as a name that follows "by the" or stands alone after a comma. */
      by: "Achalm Chamber of Commerce",
      /** „Termintreue“ is keeping to agreed dates: on-time delivery. */
      reason: "for quality, on-time delivery and customer satisfaction",
    },
  },
  legal: {
    company: "Quellwerk Software GmbH",
    legalForm: "Gesellschaft mit beschränkter Haftung",
    managingDirectors: ["Jonas Weber", "Lena Hartmann"],
    registerCourt: "Amtsgericht Stuttgart",
    registerNumber: "HRB 784512",
    vatId: "DE314159265",
    /**
     * Wirtschafts-Identifikationsnummer (§ 5 Abs. 1 Nr. 6 DDG), once the Bundeszentralamt für Steuern
     * has assigned one ("DE" + 9 digits + "-" + 5 digits); the Impressum shows it when set.
     */
    economicId: null as string | null,
    /** Person responsible for editorial content after § 18 Abs. 2 MStV. */
    contentResponsible: "Jonas Weber",
  },
  address: {
    street: "Kaiserstraße 12",
    postalCode: "72764",
    city: "Reutlingen",
    /** The large city nearby, for readers who do not know `city`: „Reutlingen bei Stuttgart“. */
    near: "Stuttgart",
    country: "Deutschland",
  },
  phone: "+49 7121 9640 20",
  email: "kontakt@quellwerk-software.de",
  /** Where contact-form messages are delivered unless CONTACT_TO says otherwise. */
  leadsEmail: "anfrage@quellwerk-software.de",
  /** Sender address of mails the server sends, unless CONTACT_FROM says otherwise. */
  senderEmail: "website@quellwerk-software.de",
  contactPerson: {
    name: "Jonas Weber",
    role: "Geschäftsführer",
    /** The drawn avatar, app/assets/art/people/<avatar>.svg (the same as in the team block). */
    avatar: "jonas-weber",
    label: "Ihr Ansprechpartner",
    email: "jonas.weber@quellwerk-software.de",
    phone: "+49 7121 9640 21",
  },
  conference: {
    name: "Konferenz",
    url: "https://konferenz.quellwerk-software.de",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/quellwerk-software",
  },
  /** Facts the privacy policy names (Art. 13 DSGVO). Keep them true when the setup changes. */
  dataProtection: {
    /** Address for data-protection questions and requests under Art. 15–21 DSGVO. */
    email: "datenschutz@quellwerk-software.de",
    /** Whether a data protection officer is appointed (§ 38 BDSG); reachable at `email` then. */
    officerAppointed: true,
    /** Runs the server of this website (processor under Art. 28 DSGVO). Fictional. */
    hosting: {
      name: "Schönbuch Rechenzentrum GmbH",
      city: "Stuttgart",
      serverLocation: "Deutschland",
    },
    /** Hosts the mailboxes that contact-form messages are delivered to. Fictional. */
    mailProvider: {
      name: "Schönbuch Rechenzentrum GmbH",
      city: "Stuttgart",
      serverLocation: "Deutschland",
    },
    /** Supervisory authority of the federal state where the company has its seat. */
    supervisoryAuthority: {
      name: "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg",
      street: "Lautenschlagerstraße 20",
      postalCode: "70173",
      city: "Stuttgart",
      url: "https://www.baden-wuerttemberg.datenschutz.de",
    },
  },
  /**
   * Commitments of whoever runs the server, stated in the privacy policy (operation.ts). They are not
   * code of this repository: configure the log rotation to match (docs/go-live.md).
   */
  operations: {
    /** Days the reverse proxy in front of the server keeps its access log (only with TRUST_PROXY). */
    proxyAccessLogDays: 14,
    /** Days the application's own log (stdout via journald or Docker) is kept. */
    appLogDays: 14,
    /** Days backups of the contact outbox are kept (docs/deployment.md, section Backups, rotates them). */
    backupDays: 30,
  },
  /**
   * Claims shown in the copy (requirements §1, §9). Change a figure here and every page follows; each has one
   * meaning (docs/glossary.md), and the copy shows it through `claimTextsOf` (content-model/claims.ts).
   */
  claims: {
    yearsOfExperience: 10,
    /** Every client served: development projects, but also workshops, audits and maintenance only. */
    satisfiedCustomers: 100,
    /** Development projects delivered to the client (MVP, app, web or custom software). */
    completedProjects: 50,
    /** Everyone on the payroll. */
    employees: 20,
    /**
     * The same 20 people seen as the team that builds the software (requirements §1: "20 employees, and a team of
     * 20 developers"): development, design and project management. Never shown as 20 programmers.
     */
    developers: 20,
    linesOfCode: 10_000_000,
    startupStakes: 10,
    /**
     * Shown as "Top-Dienstleister 2024 der Wirtschaftskammer Achalm" (claimTexts.award). The demo's awarding body is
     * invented (issue 40): a real chamber must not be named for an award it never gave.
     */
    award: {
      name: "Top-Dienstleister",
      year: 2024,
      /** Who gave it, with the article the copy needs. */
      by: "der Wirtschaftskammer Achalm",
      /** The one reason given for the award, everywhere. */
      reason: "für Qualität, Termintreue und Kundenzufriedenheit",
    },
    /** Minutes by car from `travelFrom` (and the region around it) to the customer or to our office. */
    travelMinutes: 40,
    /** The starting point of `travelMinutes`, as the copy names it: "aus Stuttgart in rund 40 Minuten". */
    travelFrom: "Stuttgart",
    discoveryCallMinutes: 30,
    /**
     * The one reply-time promise (issue 40): a contact request is answered within this many working days (Werktage),
     * on every page, in the auto-reply and in the Impressum ("{replyTime}", "{reply}": claims.ts).
     */
    replyWorkingDays: 1,
    /** Clickable prototype (no back end yet): 2–4 weeks, never more than 30 days. */
    prototypeWeeks: { min: 2, max: 4 },
    prototypeMaxDays: 30,
    /** Clickable result of an app project (app pages). */
    appResultWeeks: 4,
    /** MVP ready for real users … */
    mvpWeeks: 6,
    /** … and the pilot (Pilotbetrieb) with them starts in this week. */
    pilotWeek: 6,
    /**
     * Time to market compared with a classic project plan, always shown with its base (§ 5 UWG): the first usable
     * version after `mvpWeeks` instead of about `classicPlanWeeks` weeks (specification, then development).
     */
    fasterToMarket: 3,
    classicPlanWeeks: 18,
  },
  /** Figures of the reference projects (requirements §9), shown on the reference pages and in teasers. */
  referenceClaims: {
    dynoTimeSavingPercent: 90,
    dynoPensionGainEuro: 60_000,
    dynoPreSeedEuro: 1_500_000,
    bimetricsBanks: 3_500,
    edekaMarkets: 60,
    whitemacsSimulatedMails: 3_000,
    whitemacsOpenedMails: 500,
    whitemacsMunicipalities: 12,
    whitemacsExpectedMails: 10_000,
    /** The forecast is dated: "bis Ende 2027" (more municipalities join in 2027), as of the month below. */
    whitemacsForecastYear: 2027,
    /** Year and month ("2026-11"), shown as "November 2026" in the edition's language. */
    whitemacsAsOf: "2026-11",
  },
} as const;

/** The fields of an identity, as another agency fills them in (tests/rebrand builds the site with a second one). */
export type SiteIdentity = Widen<typeof site>;

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends null
        ? null
        : T extends readonly (infer U)[]
          ? readonly Widen<U>[]
          : { readonly [K in keyof T]: Widen<T[K]> };
