import { site } from "../site";
import type { Block, LegalDocument, LegalSection, LegalSubsection, Rich } from "./document";
import { longestStayDays, type PrivacyFacts } from "./operation";

/**
 * The privacy policy after Art. 13 GDPR, written once for both editions: its sections, the paragraphs,
 * list items and subsections each shows for the running configuration, and their order. The words are
 * each language's phrase table (privacy-de.ts, the binding German text; privacy-en.ts, its courtesy
 * translation); `PrivacyPhrases` makes both complete, so a phrase missing in one language is a type
 * error. The policy describes what this site's code really does (server/contact,
 * server/security-headers.ts, app/root.tsx): when that changes, change this text. Identity and providers
 * come from site.ts; everything that depends on how the server is run (proxy, HTTPS, logs, rate limit,
 * auto-reply, retention, mail delivery, store) from `PrivacyFacts`, which the build derives from the
 * server's own checked configuration (operation.ts, docs/decisions/0010).
 *
 * A new section: its builder below and its place in SECTIONS (its condition, if it has one, in the
 * builder), its words in `PrivacyPhrases` and in both tables (README, "Add a section to the privacy policy").
 */

/** A section's anchor (a word of its language: links point to it) and its heading. */
type Heading = { id: string; title: string };

/** Words that read a number of days. */
type Days = (days: number) => string;

/** Where a contact request goes: written as a file on the server (no SMTP_URL) or to the mailbox. */
type Delivery = "files" | "mailbox";

/**
 * Whom a statement is true of: everyone, or (with the production admin, whose editors sign in with
 * GitHub) the site's visitors.
 */
type Audience = "everyone" | "visitors";

const audienceOf = (f: PrivacyFacts): Audience => (f.admin ? "visitors" : "everyone");

const deliveryOf = (f: PrivacyFacts): Delivery => (f.delivery === "files" ? "files" : "mailbox");

/** The words of the policy in one language. */
export type PrivacyPhrases = {
  /** "The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is …". */
  lawfulInterest: (interest: string) => string;
  controller: Heading & { intro: string; address: readonly Rich[]; facts: readonly [string, Rich][]; more: Rich };
  /** The contact for data protection: an appointed officer, or the company itself (site.ts). */
  dataProtection: Record<"officer" | "contact", Heading & { text: Rich }>;
  summary: Heading & {
    /** The points: a lead in bold and its text. */
    points: readonly (readonly [lead: string, text: string])[];
    /** With reach measurement: a point on counting without cookies. */
    reach: readonly [lead: string, text: string];
    /**
     * The last point: where server and mailboxes are, in one country or in two, and that no data leaves
     * the EU (with the production admin: no visitor's data; an editor's sign-in goes through GitHub).
     */
    location: { lead: string; same: string; apart: string; noTransfer: Record<Audience, string> };
  };
  hosting: Heading & {
    provider: string;
    /** Behind a reverse proxy that keeps an access log. */
    accessLog: { intro: string; items: readonly string[]; purpose: string; deletion: Days; incident: string };
    /** Without one: the server keeps no access log. */
    noAccessLog: string;
    /** The per-client budget of answers rendered per request (server/http/render-budget.ts), when it is on. */
    renderBudget: string;
    interest: string;
    appLog: (how: { days: number; delivery: Delivery }) => string;
    /** The legitimate interest in the operations log. */
    appLogInterest: string;
  };
  /** Reach measurement on the server (only when it is on: facts.stats). */
  reach: Heading & {
    intro: string;
    countedIntro: string;
    counted: readonly string[];
    notKept: string;
    /** Where the daily sums are kept. */
    storage: Record<PrivacyFacts["store"], string>;
    /** The week-old long tail folded into one entry, and the deletion after the retention period. */
    tail: string;
    deletion: Days;
    interest: string;
    /** Why § 25 TDDDG does not apply: nothing is stored on or read from the device. */
    device: string;
  };
  contactForm: Heading & {
    intro: string;
    /** With reach measurement: the visit's entry page, referring site and campaign are stored too. */
    introVisit: string;
    /** `fields`: why each field, phone and company included, is needed (data minimisation). */
    purpose: Heading & { text: string; fields: string };
    storage: Heading & {
      intro: (how: { encrypted: boolean; shared: boolean; delivery: Delivery }) => string;
      /** Kept after the file was written or the message delivered. */
      kept: Record<Delivery, { lead: Days; text: string }>;
      /** Deleted when it could not be written or delivered in time. */
      undelivered: Record<Delivery, { text: string; lead: Days }>;
      /** A message the mail server refused for good (only where there is a mail server). */
      refused: { lead: Days; text: string };
      longest: Days;
      /** How a deletion happens: SQLite overwrites with zeros, PostgreSQL frees the space later. */
      deletion: Record<PrivacyFacts["store"], string>;
      backups: Days;
      /** How long the request itself is kept, and the statutory periods of a business letter. */
      keeping: Record<Delivery, string>;
    };
    confirmation: Heading & { text: (how: { delivery: Delivery; shared: boolean }) => string; interest: string };
    abuse: Heading & {
      rateLimit: (how: { proxy: boolean; shared: boolean }) => string;
      honeypot: string;
      interest: string;
    };
    /** With reach measurement: the visit stored with the request. */
    origin: Heading & { text: (delivery: Delivery) => string; interest: string };
    recipients: Heading & Record<Delivery, string>;
    obligation: Heading & { text: Rich };
  };
  emailAndPhone: Heading & { text: string };
  cookies: Heading & {
    /** No cookies: on the whole site, or (with the production admin) on its public pages. */
    none: Record<Audience, string>;
    /** With reach measurement: counted by our own server without cookies. */
    reach: string;
    /** With the production admin: only its signed-in editors get cookies. */
    admin: string;
    sessionStorage: string;
  };
  /** The production admin (only when it is configured: facts.admin). */
  editors: Heading & { paragraphs: readonly string[] };
  fonts: Heading & { text: string };
  links: Heading & { text: string };
  recipients: Heading & { sameProvider: string; twoProviders: string; noTransfer: Record<Audience, string> };
  automatedDecisions: Heading & { text: string };
  rights: Heading & { intro: string; items: readonly string[]; exercise: Rich };
  rightToObject: Heading & { note: readonly Rich[] };
  complaints: Heading & { intro: string; authority: readonly Rich[] };
  security: Heading & {
    /** The language's typesetting (document.ts), applied to the whole paragraph. */
    typeset: (text: string) => string;
    https: string;
    /** An https address without a declared proxy: what any browser opening it gets, and no more. */
    httpsAddress: string;
    hsts: Days;
    noHttps: string;
    measures: string;
  };
  changes: Heading & { text: string };
};

const { hosting, mailProvider } = site.dataProtection;

const p = (content: Rich): Block => ({ kind: "p", content });
const list = (items: readonly Rich[]): Block => ({ kind: "list", items });
const bold = (lead: string, text: string): Rich => [{ strong: lead }, text];

/**
 * One builder per section, each taking the facts of the running configuration and a language's words;
 * a section that is only there in some configurations returns undefined in the others.
 */
type SectionBuilder = (f: PrivacyFacts, t: PrivacyPhrases) => LegalSection | undefined;

const controller: SectionBuilder = (_f, { controller: t }) => ({
  id: t.id,
  title: t.title,
  blocks: [
    p(t.intro),
    { kind: "lines", lines: t.address },
    { kind: "facts", rows: t.facts.map(([term, value]) => ({ term, value })) },
    p(t.more),
  ],
});

const dataProtection: SectionBuilder = (_f, t) => {
  const { id, title, text } = t.dataProtection[site.dataProtection.officerAppointed ? "officer" : "contact"];
  return { id, title, blocks: [p(text)] };
};

const summary: SectionBuilder = (f, { summary: t }) => ({
  id: t.id,
  title: t.title,
  blocks: [
    list([
      ...t.points.map(([lead, text]) => bold(lead, text)),
      ...(f.stats ? [bold(...t.reach)] : []),
      bold(
        t.location.lead,
        `${hosting.serverLocation === mailProvider.serverLocation ? t.location.same : t.location.apart} ${t.location.noTransfer[audienceOf(f)]}`,
      ),
    ]),
  ],
});

const hostingSection: SectionBuilder = (f, t) => {
  const h = t.hosting;
  const renderBudget = f.renderBudget ? [p(h.renderBudget)] : [];
  const serverLogs =
    f.reverseProxy && f.accessLogDays !== null
      ? [
          p(h.accessLog.intro),
          list(h.accessLog.items),
          p(h.accessLog.purpose),
          ...renderBudget,
          p(t.lawfulInterest(h.interest)),
          p(bold(h.accessLog.deletion(f.accessLogDays), h.accessLog.incident)),
        ]
      : [p(h.noAccessLog), ...renderBudget, p(t.lawfulInterest(h.interest))];
  return {
    id: h.id,
    title: h.title,
    blocks: [
      p(h.provider),
      ...serverLogs,
      p(h.appLog({ days: f.appLogDays, delivery: deliveryOf(f) })),
      p(t.lawfulInterest(h.appLogInterest)),
    ],
  };
};

/** Reach measurement (docs/decisions/0020-reach-measurement.md): said only when it is on. */
const reach: SectionBuilder = (f, t) => {
  if (!f.stats) return undefined;
  const r = t.reach;
  return {
    id: r.id,
    title: r.title,
    blocks: [
      p(r.intro),
      p(r.countedIntro),
      list(r.counted),
      p(r.notKept),
      p([`${r.storage[f.store]} ${r.tail} `, { strong: r.deletion(f.stats.retentionDays) }]),
      p(t.lawfulInterest(r.interest)),
      p(r.device),
    ],
  };
};

const contactForm: SectionBuilder = (f, t) => {
  const c = t.contactForm;
  const delivery = deliveryOf(f);
  const shared = f.store === "postgresql";
  const { storage, confirmation, abuse } = c;
  const kept = storage.kept[delivery];
  const undelivered = storage.undelivered[delivery];
  const subsections: LegalSubsection[] = [
    { id: c.purpose.id, title: c.purpose.title, blocks: [p(c.purpose.text), p(c.purpose.fields)] },
    {
      id: storage.id,
      title: storage.title,
      blocks: [
        p(storage.intro({ encrypted: f.https, shared, delivery })),
        list([
          bold(kept.lead(f.retentionDays), kept.text),
          [undelivered.text, { strong: undelivered.lead(f.pendingMaxDays) }],
          // Only a mail server refuses a message.
          ...(delivery === "mailbox" ? [bold(storage.refused.lead(f.failedRetentionDays), storage.refused.text)] : []),
          bold(storage.longest(longestStayDays(f)), storage.deletion[f.store]),
          storage.backups(f.backupDays),
          storage.keeping[delivery],
        ]),
      ],
    },
    ...(f.autoreply
      ? [
          {
            id: confirmation.id,
            title: confirmation.title,
            blocks: [p(confirmation.text({ delivery, shared })), p(t.lawfulInterest(confirmation.interest))],
          },
        ]
      : []),
    {
      id: abuse.id,
      title: abuse.title,
      blocks: [
        ...(f.rateLimit ? [p(abuse.rateLimit({ proxy: f.reverseProxy, shared }))] : []),
        p(abuse.honeypot),
        p(t.lawfulInterest(abuse.interest)),
      ],
    },
    ...(f.stats
      ? [
          {
            id: c.origin.id,
            title: c.origin.title,
            blocks: [p(c.origin.text(delivery)), p(t.lawfulInterest(c.origin.interest))],
          },
        ]
      : []),
    { id: c.recipients.id, title: c.recipients.title, blocks: [p(c.recipients[delivery])] },
    { id: c.obligation.id, title: c.obligation.title, blocks: [p(c.obligation.text)] },
  ];
  return { id: c.id, title: c.title, blocks: [p(f.stats ? `${c.intro} ${c.introVisit}` : c.intro)], subsections };
};

/** A section of one paragraph that depends on nothing. */
const text =
  (pick: (t: PrivacyPhrases) => Heading & { text: string }): SectionBuilder =>
  (_f, t) => {
    const { id, title, text } = pick(t);
    return { id, title, blocks: [p(text)] };
  };

const cookies: SectionBuilder = (f, { cookies: t }) => ({
  id: t.id,
  title: t.title,
  blocks: [
    p([t.none[audienceOf(f)], ...(f.stats ? [t.reach] : []), ...(f.admin ? [t.admin] : [])].join(" ")),
    p(t.sessionStorage),
  ],
});

/** The production admin: its editors' cookies and their sign-in with GitHub (only when it is served). */
const editors: SectionBuilder = (f, { editors: t }) =>
  f.admin ? { id: t.id, title: t.title, blocks: t.paragraphs.map(p) } : undefined;

const recipients: SectionBuilder = (f, { recipients: t }) => ({
  id: t.id,
  title: t.title,
  blocks: [p(hosting.name === mailProvider.name ? t.sameProvider : t.twoProviders), p(t.noTransfer[audienceOf(f)])],
});

const rights: SectionBuilder = (_f, { rights: t }) => ({
  id: t.id,
  title: t.title,
  blocks: [p(t.intro), list(t.items), p(t.exercise)],
});

const rightToObject: SectionBuilder = (_f, { rightToObject: t }) => ({
  id: t.id,
  title: t.title,
  // Art. 21(4) GDPR: the right to object is set apart from the rest.
  blocks: [{ kind: "note", content: t.note }],
});

const complaints: SectionBuilder = (_f, { complaints: t }) => ({
  id: t.id,
  title: t.title,
  blocks: [p(t.intro), { kind: "lines", lines: t.authority }],
});

const security: SectionBuilder = (f, { security: t }) => ({
  id: t.id,
  title: t.title,
  blocks: [
    p(
      t.typeset(
        [
          ...(f.https
            ? [t.https, ...(f.hstsDays === null ? [] : [t.hsts(f.hstsDays)])]
            : [f.httpsAddress ? t.httpsAddress : t.noHttps]),
          t.measures,
        ].join(" "),
      ),
    ),
  ],
});

/** The sections in their order. */
const SECTIONS: readonly SectionBuilder[] = [
  controller,
  dataProtection,
  summary,
  hostingSection,
  reach,
  contactForm,
  text((t) => t.emailAndPhone),
  cookies,
  editors,
  text((t) => t.fonts),
  text((t) => t.links),
  recipients,
  text((t) => t.automatedDecisions),
  rights,
  rightToObject,
  complaints,
  security,
  text((t) => t.changes),
];

/** The policy for a configuration in a language. */
export const privacyPolicy = (facts: PrivacyFacts, phrases: PrivacyPhrases): LegalDocument =>
  SECTIONS.flatMap((section) => section(facts, phrases) ?? []);
