import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { enPaths, paths } from "../../paths";
import { documentText, richText, sectionText, type Inline, type LegalDocument } from "./document";
import { privacyAnchors } from "./editions";
import { defaultPrivacyFacts, privacyFacts, type PrivacyFacts } from "./operation";
import { privacyDe } from "./privacy-de";
import { privacyEn } from "./privacy-en";
import { privacyPolicy as policy } from "./privacy-policy";

const privacyPolicy = (facts: PrivacyFacts) => policy(facts, privacyDe.phrases);
const privacyPolicyEn = (facts: PrivacyFacts) => policy(facts, privacyEn.phrases);
const {
  header: privacyHeaderEn,
  highlights: privacyHighlightsEn,
  meta: privacyMetaEn,
  notice: privacyNoticeEn,
} = privacyEn;

/**
 * The policy is one structure (privacy-policy.ts) with a phrase table per language, so both languages
 * have the same sections, paragraphs and list items by construction. What the phrase tables could
 * still get wrong is checked here for every configuration: the same periods in each section, and each
 * sentence that depends on a fact present in both languages or in neither; then the English wording.
 */

/**
 * Sentences that say something about the configuration, as the German and the English word them.
 * Each must be in both texts of a section or in neither.
 */
const STATEMENTS: { what: string; de: RegExp; en: RegExp }[] = [
  { what: "the proxy's access log", de: /Reverse Proxy/, en: /reverse proxy/ },
  { what: "no access log", de: /kein Zugriffsprotokoll/, en: /does not keep an access log/ },
  {
    what: "message sent encrypted",
    de: /verschlüsselt an unseren Server/,
    en: /over an encrypted connection and first/,
  },
  {
    what: "outbox shared by servers",
    de: /die unsere Server gemeinsam nutzen/,
    en: /a database that our servers share/,
  },
  { what: "outbox on this server", de: /einer Datenbank auf unserem Server/, en: /a database on our server/ },
  { what: "file delivery", de: /als Datei im E-Mail-Format/, en: /as a file in email format/ },
  {
    what: "mailbox delivery",
    de: /stellt der Server sie als E-Mail an unser Postfach zu/,
    en: /delivers it as an email to our mailbox/,
  },
  {
    what: "files: kept after writing",
    de: /Zwischenspeicher und Datei bleiben/,
    en: /outbox entry and the file are kept/,
  },
  {
    what: "SMTP: kept after delivery",
    de: /Nach der Zustellung bleibt die Kopie/,
    en: /After delivery, the copy in the outbox/,
  },
  { what: "files: not written in time", de: /noch nicht abgelegt werden konnte/, en: /has still not been saved/ },
  { what: "SMTP: not delivered in time", de: /noch nicht zugestellt werden/, en: /still has not been delivered/ },
  { what: "SMTP: refused by the mail server", de: /endgültig ab/, en: /finally rejects/ },
  { what: "SQLite: zeros on deletion", de: /mit Nullen überschrieben/, en: /overwritten with zeros/ },
  { what: "PostgreSQL: space freed by vacuum", de: /sofort nicht mehr abrufbar/, en: /can no longer be retrieved/ },
  {
    what: "files: a request collected",
    de: /Eine Anfrage, die wir abgerufen haben/,
    en: /a request we have collected/,
  },
  { what: "SMTP: the mail in the mailbox", de: /Die E-Mail in unserem Postfach/, en: /the email in our mailbox/ },
  { what: "auto-reply", de: /Automatische Eingangsbestätigung/, en: /Automatic confirmation of receipt/ },
  {
    what: "auto-reply in the page's language",
    de: /die Bestätigung ist in der Sprache der Seite verfasst/,
    en: /the confirmation is written in the language of the page/,
  },
  {
    what: "auto-reply as a file",
    de: /erzeugt der Server eine kurze E-Mail/,
    en: /the server generates a short email/,
  },
  { what: "auto-reply sent", de: /erhalten Sie eine kurze E-Mail/, en: /you receive a short email/ },
  {
    what: "auto-reply not sent",
    de: /auch diese Bestätigung nur als Datei/,
    en: /this confirmation, too, is only saved as a file/,
  },
  {
    what: "auto-reply: keyed hash",
    de: /Prüfwert \(HMAC\) Ihrer E-Mail-Adresse/,
    en: /keyed hash \(HMAC\) of your email address/,
  },
  {
    what: "auto-reply: in memory",
    de: /merkt sich der Server Ihre E-Mail-Adresse/,
    en: /keeps your email address in its working memory/,
  },
  { what: "rate limit", de: /zählt der Server/, en: /the server counts/ },
  {
    what: "rate limit: address from the proxy",
    de: /übermittelt ihm der vorgeschaltete Webserver/,
    en: /upstream web server tells it the address/,
  },
  { what: "rate limit: in the database", de: /steht sie in unserer Datenbank/, en: /it is kept in our database/ },
  { what: "rate limit: in memory", de: /ausschließlich im Arbeitsspeicher/, en: /held only in working memory/ },
  {
    what: "render budget",
    de: /eigens für die jeweilige Anfrage zusammen/,
    en: /specifically for the request at hand/,
  },
  {
    what: "recipients: stays on the server",
    de: /Ihre Anfrage bleibt auf unserem Server/,
    en: /Your request stays on our server/,
  },
  {
    what: "recipients: the mail provider",
    de: /landet als E-Mail in unserem Postfach/,
    en: /arrives as an email in our mailbox/,
  },
  { what: "HTTPS", de: /verschlüsselte Verbindung \(HTTPS mit TLS\)/, en: /encrypted connection \(HTTPS with TLS\)/ },
  { what: "HSTS", de: /nur noch verschlüsselt aufzurufen/, en: /only over an encrypted connection for/ },
  {
    what: "no HTTPS",
    de: /nicht für eine verschlüsselte Verbindung \(HTTPS\) eingerichtet/,
    en: /not set up for encrypted connections/,
  },
  {
    what: "an https address without a declared proxy",
    de: /unter ihrer Adresse mit „https:\/\/“ auf, ist die Verbindung verschlüsselt/,
    en: /at its “https:\/\/” address, the connection is encrypted/,
  },
  { what: "reach measurement", de: /Reichweitenmessung ohne Cookies/, en: /Audience measurement without cookies/ },
  { what: "reach: daily totals", de: /Summen je Kalendertag/, en: /totals per calendar day/ },
  { what: "reach: SQLite file", de: /eigenen Datenbankdatei/, en: /database file of their own/ },
  { what: "reach: PostgreSQL table", de: /eigenen Tabelle der Datenbank/, en: /table of their own in a database/ },
  {
    what: "reach: § 25 TDDDG not touched",
    de: /ist.§.25.TDDDG daher nicht berührt/,
    en: /TDDDG\) therefore does not apply/,
  },
  {
    what: "the lead's visit",
    de: /die Einstiegsseite, die verweisende Website und die Kampagne/,
    en: /the entry page, the referring website and the campaign/,
  },
  { what: "the lead's visit in the file", de: /stehen in der Datei/, en: /appear in the file through/ },
  { what: "the lead's visit in the mail", de: /stehen in der E-Mail/, en: /appear in the email through/ },
  { what: "ops log: mail server", de: /Fehlermeldung des Mailservers/, en: /mail server’s error message/ },
  { what: "ops log: saved as a file", de: /ihre Ablage als Datei/, en: /its saving as a file/ },
  {
    what: "the editorial area",
    de: /Redaktionsbereich unter der Adresse \/keystatic/,
    en: /editorial area at the address \/keystatic/,
  },
  { what: "editors' cookies", de: /keystatic-gh-refresh-token/, en: /keystatic-gh-refresh-token/ },
  {
    what: "editors' sign-in through GitHub",
    de: /Anmeldung unseres Redaktionsteams läuft über GitHub/,
    en: /editorial team’s sign-in goes through GitHub/,
  },
  {
    what: "no cookies on the whole site",
    de: /Diese Website setzt keine Cookies/,
    en: /This website does not set any cookies/,
  },
  {
    what: "no cookies on its pages",
    de: /Die Seiten dieser Website setzen keine Cookies/,
    en: /The pages of this website do not set any cookies/,
  },
  {
    what: "no transfer at all",
    de: /Daten werden nicht in Länder außerhalb der EU/,
    en: /No data is transferred to countries outside/,
  },
];

const NUMBER_WORDS: Record<string, number> = {
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  one: 1,
  zwei: 2,
  two: 2,
  sechs: 6,
  six: 6,
};

/** Every period a text names, normalized ("30 d", "1 y", "24 h"), sorted: the same in both languages. */
function periods(text: string, language: "de" | "en"): string[] {
  const plain = text.replace(/\u00a0/g, " ");
  const number = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s.replace(/[.,]/g, ""));
  const patterns: [RegExp, string][] =
    language === "de"
      ? [
          [/\b(\d[\d.]*|einen|einem) (?:Tage|Tagen|Tag)\b/g, "d"],
          [/\b(\d+) Stunden\b/g, "h"],
          [/\b(ein|zwei|sechs) Jahre?\b/g, "y"],
        ]
      : [
          [/\b(\d[\d,]*|one) days?\b/g, "d"],
          [/\b(\d+) hours\b/g, "h"],
          [/\b(one|two|six) years?\b/g, "y"],
        ];
  return patterns.flatMap(([re, unit]) => [...plain.matchAll(re)].map((m) => `${number(m[1]!)} ${unit}`)).sort();
}

/** Sections and subsections in document order, each with its own text (a section without its subsections). */
function parts(doc: LegalDocument) {
  return doc.flatMap((s) => [
    { id: s.id, blocks: s.blocks, text: sectionText({ ...s, subsections: undefined }) },
    ...(s.subsections ?? []).map((sub) => ({ id: sub.id, blocks: sub.blocks, text: sectionText(sub) })),
  ]);
}

const links = (doc: LegalDocument): string[] =>
  JSON.stringify(doc)
    .match(/"href":"[^"]*"/g)!
    .map((h) => h.slice(8, -1));

/** The configurations both policies are rendered for: every switch, with periods that differ from each other. */
const PERIODS = [
  {
    retentionDays: 30,
    failedRetentionDays: 30,
    pendingMaxDays: 30,
    hstsDays: 365,
    accessLogDays: 14,
    appLogDays: 14,
    backupDays: 30,
  },
  {
    retentionDays: 1,
    failedRetentionDays: 3,
    pendingMaxDays: 5,
    hstsDays: 730,
    accessLogDays: 7,
    appLogDays: 1,
    backupDays: 21,
  },
  {
    retentionDays: 7,
    failedRetentionDays: 20,
    pendingMaxDays: 5,
    hstsDays: null,
    accessLogDays: 1,
    appLogDays: 7,
    backupDays: 1,
  },
  {
    retentionDays: 90,
    failedRetentionDays: 1,
    pendingMaxDays: 2,
    hstsDays: 1825,
    accessLogDays: 30,
    appLogDays: 3,
    backupDays: 60,
  },
];
const factSets: PrivacyFacts[] = [];
for (const store of ["sqlite", "postgresql"] as const)
  for (const delivery of ["smtp", "files"] as const)
    for (const proxy of [false, true])
      for (const autoreply of [false, true])
        for (const rateLimit of [false, true]) {
          const p = PERIODS[factSets.length % PERIODS.length]!;
          // Every fact is switched on in some configurations and off in others (the order differs per fact).
          const n = factSets.length;
          factSets.push({
            ...p,
            store,
            delivery,
            autoreply,
            rateLimit,
            // The render budget on and off in every other combination of the two limits.
            renderBudget: rateLimit !== (delivery === "files"),
            reverseProxy: proxy,
            accessLogDays: proxy ? p.accessLogDays : null,
            https: proxy,
            // An https address without a declared proxy (a build for production made without TRUST_PROXY).
            httpsAddress: proxy || n % 7 !== 0,
            hstsDays: proxy ? p.hstsDays : null,
            stats: n % 3 === 1 ? false : { retentionDays: n % 3 === 0 ? 400 : 1 },
            admin: n % 5 < 2,
          });
        }
// And as the server derives them from its environment.
factSets.push(
  defaultPrivacyFacts,
  privacyFacts(loadConfig({})),
  privacyFacts(
    loadConfig({
      SITE_URL: "https://www.agency.test",
      TRUST_PROXY: "1",
      SMTP_URL: "smtp://mail.agency.test:587",
      DATABASE_URL: "postgres://site@db.agency.test/site",
      CONTACT_AUTOREPLY: "1",
      CONTACT_RETENTION_DAYS: "14",
      CONTACT_FAILED_RETENTION_DAYS: "45",
      CONTACT_PENDING_MAX_DAYS: "10",
      HSTS_MAX_AGE: String(180 * 86_400),
    }),
  ),
);

const label = (f: PrivacyFacts) =>
  `${f.store}, ${f.delivery}, ${f.reverseProxy ? "proxy" : "no proxy"}, ${f.https ? "https" : f.httpsAddress ? "https address" : "http"}, auto-reply ${f.autoreply}, rate limit ${f.rateLimit}, stats ${f.stats ? f.stats.retentionDays : "off"}, admin ${f.admin}, ${f.retentionDays}/${f.failedRetentionDays}/${f.pendingMaxDays} days`;

describe.each(factSets.map((f) => [label(f), f] as const))("English and German policy agree: %s", (_, facts) => {
  const de = parts(privacyPolicy(facts));
  const en = parts(privacyPolicyEn(facts));

  it("name the same periods in each of them", () => {
    expect(en.map((p) => [p.id, periods(p.text, "en")])).toEqual(de.map((p, i) => [en[i]!.id, periods(p.text, "de")]));
  });

  it("state each fact-dependent sentence in both or in neither", () => {
    for (const [i, part] of de.entries()) {
      for (const s of STATEMENTS) {
        expect([part.id, s.what, s.en.test(en[i]!.text)]).toEqual([part.id, s.what, s.de.test(part.text)]);
      }
    }
  });
});

describe("the checks above can tell configurations apart", () => {
  it("every fact-dependent sentence is stated in some configurations and not in others", () => {
    for (const s of STATEMENTS) {
      const stated = factSets.map((f) => s.de.test(documentText(privacyPolicy(f))));
      expect([s.what, stated.includes(true), stated.includes(false)]).toEqual([s.what, true, true]);
    }
  });

  it("reads the periods of both languages, including one day and years", () => {
    expect(periods("nach einem Tag, 30\u00a0Tage, 24\u00a0Stunden, für ein Jahr, sechs Jahre", "de")).toEqual(
      ["1 d", "30 d", "24 h", "1 y", "6 y"].sort(),
    );
    expect(periods("after one day, 1,825\u00a0days, 24\u00a0hours, for one year, six years", "en")).toEqual(
      ["1 d", "1825 d", "24 h", "1 y", "6 y"].sort(),
    );
  });
});

describe("the English privacy policy", () => {
  const variants = factSets.map(privacyPolicyEn);
  const allText = [
    privacyMetaEn.title,
    privacyMetaEn.description,
    privacyHeaderEn.intro,
    ...privacyHighlightsEn,
    ...privacyNoticeEn.map(richText),
    ...variants.map(documentText),
  ].join("\n");

  it("puts the contact form under the anchor the contact form links to, in each language", () => {
    for (const f of factSets) {
      expect(privacyPolicy(f).map((s) => s.id)).toContain(privacyAnchors.de.contactForm);
      expect(privacyPolicyEn(f).map((s) => s.id)).toContain(privacyAnchors.en.contactForm);
    }
  });

  it("links English pages only; the notice links the binding German policy", () => {
    for (const doc of variants) {
      for (const href of links(doc)) {
        if (href.startsWith("/")) expect(Object.values(enPaths)).toContain(href);
        else expect(href).toMatch(/^(mailto:|tel:|https:\/\/)/);
      }
    }
    const noticeLinks = privacyNoticeEn.flatMap((r) => (typeof r === "string" ? [] : r)).filter(isLink);
    expect(noticeLinks.map((l) => l.href)).toEqual([paths.privacy]);
    expect(privacyNoticeEn.map(richText).join(" ")).toMatch(/German version[^.]*legally binding/);
  });

  it("cites the GDPR the English way and German statutes with an English name on first use", () => {
    expect(allText).not.toMatch(/DSGVO|\bAbs\.|\blit\.|\bNr\./);
    expect(allText).toMatch(/Art\. 6\(1\)\(f\) GDPR/);
    expect(allText).toContain("General Data Protection Regulation (GDPR)");
    for (const doc of variants) {
      const text = documentText(doc).replace(/\u00a0/g, " ");
      for (const law of ["HGB", "AO", "TDDDG"]) {
        const first = new RegExp(`\\b${law}\\b`).exec(text);
        expect(first, law).not.toBeNull();
        expect(text.slice(0, first!.index + law.length + 1), law).toMatch(
          new RegExp(`German [A-Z][\\w ]+ \\(${law}\\)$`),
        );
      }
    }
  });

  it("names the supervisory authority by its German name with an English gloss", () => {
    const text = documentText(privacyPolicyEn(defaultPrivacyFacts));
    expect(text).toContain("Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg");
    expect(text).toContain("(State Commissioner for Data Protection and Freedom of Information of Baden-Württemberg)");
  });

  it("writes dates and numbers the English way", () => {
    expect(privacyHeaderEn.intro).toMatch(
      /Last updated: (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\.$/,
    );
    expect(documentText(privacyPolicyEn({ ...defaultPrivacyFacts, retentionDays: 1825 }))).toContain("1,825\u00a0days");
    expect(documentText(privacyPolicyEn({ ...defaultPrivacyFacts, retentionDays: 1 }))).toMatch(/kept for one day /);
  });

  it("follows English typography", () => {
    const prose = allText.replace(/https?:\/\/\S+/g, "");
    expect(prose).not.toMatch(/"/); // “…”
    expect(prose).not.toMatch(/\p{L}'\p{L}|'\s|\s'/u); // ’
    expect(prose).not.toMatch(/ - /); // –
    expect(prose).not.toMatch(/\.\.\./); // …
    expect(prose).not.toMatch(/[„‚]/); // German quotes
    expect(prose).not.toMatch(/\d (days?|hours?)\b/); // a no-break space between a number and its unit
  });
});

function isLink(part: Inline): part is { text: string; href: string } {
  return typeof part === "object" && "href" in part;
}
