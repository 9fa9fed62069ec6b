import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../../server/config";
import { site as second } from "../../../tests/rebrand/second-identity";
import { site } from "../site";
import { documentText, sectionText, type LegalDocument } from "./document";
import { impressum } from "./impressum";
import { impressumDe } from "./impressum-de";
import { impressumEn } from "./impressum-en";
import { privacyFacts } from "./operation";
import { privacyDe } from "./privacy-de";
import { privacyEn } from "./privacy-en";
import { privacyPolicy } from "./privacy-policy";

/**
 * The policy for the configurations an operator sets (issues 38 and 40): reach measurement on or off,
 * an http or an https address with or without a declared proxy, mail or file delivery, the production
 * admin or none. Each fact is rendered from the environment the server reads (loadConfig), so a new
 * variable that changes a fact but not the text, or the other way round, fails here.
 */

/** Both languages' texts of the policy for an environment, whitespace collapsed. */
function policyFor(env: Record<string, string | undefined>) {
  const facts = privacyFacts(loadConfig(env));
  const text = (doc: LegalDocument) => documentText(doc).replace(/[\s\u00a0]+/g, " ");
  const de = privacyPolicy(facts, privacyDe.phrases);
  const en = privacyPolicy(facts, privacyEn.phrases);
  return { facts, de: text(de), en: text(en), ids: de.map((s) => s.id), enIds: en.map((s) => s.id), doc: de };
}

const ADMIN = {
  KEYSTATIC_GITHUB_REPO: "agentur/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23li-test",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret-for-tests",
  KEYSTATIC_SECRET: "0123456789abcdef0123456789abcdef0123456789abcdef",
};

describe("reach measurement (issue 38)", () => {
  it("is described with what is counted, what is not, where, how long and on which legal basis", () => {
    const { de, en, ids, enIds } = policyFor({ STATS_RETENTION_DAYS: "90" });
    expect(ids).toContain("reichweitenmessung");
    expect(enIds).toContain("audience-measurement");
    for (const words of [
      "Summen je Kalendertag",
      "getrennt nach deutscher und englischer Fassung",
      "Einstiege",
      "nur ihr Name",
      "utm_source, utm_medium und utm_campaign",
      "Geräteklasse (Smartphone, Tablet oder Desktop)",
      "Antwortstatus",
      "wie viele Kontaktanfragen eingegangen sind, je Einstiegsseite, verweisender Website und Kampagne",
      "Nicht gespeichert werden Ihre IP-Adresse, Ihre Browserkennung (User-Agent)",
      "keine Cookies, legen nichts auf Ihrem Gerät ab und vergeben keine Kennung",
      "wie viele verschiedene Personen",
      "keine Nutzungsprofile",
      "eigenen Datenbankdatei auf unserem Server",
      "Nach 90 Tagen werden die Tagessummen gelöscht.",
      "Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse besteht darin, zu erfahren, welche Inhalte gelesen werden",
      "ist § 25 TDDDG daher nicht berührt",
    ])
      expect(de).toContain(words);
    for (const words of [
      "totals per calendar day",
      "the device class (phone, tablet or desktop)",
      "Your IP address, your browser identifier (user agent)",
      "The daily totals are deleted after 90 days.",
      "Art. 6(1)(f) GDPR",
      "TDDDG) therefore does not apply",
    ])
      expect(en).toContain(words);
  });

  it("names the lead's visit in the contact form section, stored and deleted with the request", () => {
    const { doc } = policyFor({});
    const form = sectionText(doc.find((s) => s.id === "kontaktformular")!).replace(/[\s\u00a0]+/g, " ");
    expect(form).toContain("die Einstiegsseite, die verweisende Website und die Kampagne");
    expect(form).toContain("Herkunft Ihrer Anfrage");
    expect(form).toContain("mit Ihrer Anfrage gespeichert und gelöscht");
    expect(form).toContain("nur im Arbeitsspeicher Ihres Browsers");
  });

  it("keeps the daily totals where the store is: a file of their own, or a table of the shared database", () => {
    expect(policyFor({}).de).toContain("eigenen Datenbankdatei");
    const pg = policyFor({ DATABASE_URL: "postgres://site@db.agency.test/site" }).de;
    expect(pg).toContain("eigenen Tabelle der Datenbank, die unsere Server gemeinsam nutzen");
    expect(pg).not.toContain("Datenbankdatei");
  });

  it("says nothing of it when STATS=0: no section, no summary point, no visit with the request", () => {
    const { de, en, facts } = policyFor({ STATS: "0" });
    expect(facts.stats).toBe(false);
    for (const words of ["Reichweite", "Tagessummen", "Einstiegsseite", "verweisende Website", "utm_", "Kalendertag"])
      expect(de).not.toContain(words);
    for (const words of ["Audience", "daily totals", "entry page", "referring website", "utm_"])
      expect(en).not.toContain(words);
    // The rest of the policy is still there.
    expect(de).toContain("Diese Website setzt keine Cookies");
  });
});

describe("HTTPS as the configuration serves it (issue 40)", () => {
  const NOT_SET_UP = {
    de: "nicht für eine verschlüsselte Verbindung (HTTPS) eingerichtet",
    en: "not set up for encrypted",
  };

  it("an https address behind a declared proxy: HTTPS with HSTS, never 'not set up'", () => {
    const { de, en } = policyFor({ SITE_URL: "https://www.agency.test", TRUST_PROXY: "1" });
    expect(de).toContain("Diese Website wird über eine verschlüsselte Verbindung (HTTPS mit TLS) ausgeliefert.");
    expect(de).toContain("Strict Transport Security");
    expect(de).not.toContain(NOT_SET_UP.de);
    expect(en).not.toContain(NOT_SET_UP.en);
  });

  it("an https address built without TRUST_PROXY: what a browser opening it gets, no HSTS, never 'not set up'", () => {
    const { de, en } = policyFor({ SITE_URL: "https://www.agency.test" });
    expect(de).toContain(
      "Rufen Sie diese Website unter ihrer Adresse mit „https://“ auf, ist die Verbindung verschlüsselt",
    );
    expect(en).toContain("When you open this website at its “https://” address, the connection is encrypted");
    expect(de).not.toContain("Strict Transport Security");
    expect(de).not.toContain(NOT_SET_UP.de);
    expect(en).not.toContain(NOT_SET_UP.en);
    // The build's default address (site.ts) is https: a build without SITE_URL says the same.
    expect(policyFor({}).de).not.toContain(NOT_SET_UP.de);
  });

  it("an http address (a local install): not set up for HTTPS", () => {
    const { de, en } = policyFor({ SITE_URL: "http://localhost:3000" });
    expect(de).toContain(NOT_SET_UP.de);
    expect(en).toContain(NOT_SET_UP.en);
    expect(de).not.toContain("HTTPS mit TLS");
  });
});

describe("the production admin's cookies (issue 40)", () => {
  it("with the admin: names Keystatic's cookies, the browser's storage, GitHub in the USA and the legal basis", () => {
    const { de, en, ids, facts } = policyFor(ADMIN);
    expect(facts.admin).toBe(true);
    expect(ids).toContain("redaktionsbereich");
    for (const words of [
      "Die Seiten dieser Website setzen keine Cookies",
      "Cookies setzt allein unser Redaktionsbereich",
      "„keystatic-gh-access-token“",
      "„keystatic-gh-refresh-token“",
      "„ks-…“",
      "IndexedDB",
      "§ 25 Abs. 2 Nr. 2 TDDDG",
      "GitHub, Inc., San Francisco, USA",
      "EU-US Data Privacy Framework",
      "Art. 6 Abs. 1 lit. b DSGVO: Die Anmeldung dient dem Arbeits- oder Auftragsverhältnis",
      "nur die Anmeldung unseres Redaktionsteams läuft über GitHub in den USA",
    ])
      expect(de).toContain(words);
    expect(de).not.toContain("Diese Website setzt keine Cookies");
    expect(de).not.toContain(
      "Eine Übermittlung in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums findet nicht statt",
    );
    expect(en).toContain("“keystatic-gh-refresh-token”");
    expect(en).toContain("EU-U.S. Data Privacy Framework");
  });

  it("without it: no word of editors, Keystatic or GitHub, and no cookie at all", () => {
    const { de, en, facts } = policyFor({});
    expect(facts.admin).toBe(false);
    for (const words of ["Redaktion", "keystatic", "GitHub", "USA"]) expect(de).not.toContain(words);
    for (const words of ["editorial", "keystatic", "GitHub", "USA"]) expect(en).not.toContain(words);
    expect(de).toContain("Diese Website setzt keine Cookies – weder eigene noch solche von Drittanbietern.");
  });
});

describe("the contact form's words for the configuration (issue 40)", () => {
  it("file delivery: requests, files and their saving; no e-mail of the form, no mail server", () => {
    const { de, en } = policyFor({});
    expect(de).toContain("über den Eingang einer Kontaktanfrage und ihre Ablage als Datei");
    expect(de).not.toContain("Fehlermeldung des Mailservers");
    expect(de).toContain("Für die Aufbewahrung gilt dasselbe wie für Anfragen aus dem Kontaktformular.");
    expect(de).not.toMatch(/E-Mails aus dem Kontaktformular/);
    expect(de).toContain("stehen in der Datei, mit der uns Ihre Anfrage erreicht");
    expect(en).toContain("its saving as a file");
    expect(en).toContain("appear in the file through which your request reaches us");
  });

  it("mail delivery: delivery of the e-mail, the mail server's error message", () => {
    const { de, en } = policyFor({ SMTP_URL: "smtp://mail.agency.test:587" });
    expect(de).toContain("über den Eingang und die Zustellung einer Kontaktanfrage");
    expect(de).toContain("Fehlermeldung des Mailservers");
    expect(de).toContain("stehen in der E-Mail, mit der uns Ihre Anfrage erreicht");
    expect(en).toContain("appear in the email through which your request reaches us");
  });

  it("states the legal basis of the operations log in every configuration", () => {
    for (const env of [{}, { SMTP_URL: "smtp://mail.agency.test:587", TRUST_PROXY: "1" }]) {
      const hosting = sectionText(policyFor(env).doc.find((s) => s.id === "hosting")!).replace(/[\s\u00a0]+/g, " ");
      expect(hosting).toMatch(
        /Betriebsprotokoll.*Rechtsgrundlage ist Art\. 6 Abs\. 1 lit\. f DSGVO; unser berechtigtes Interesse besteht darin, Störungen und Fehler zu erkennen/,
      );
    }
  });

  it("argues why phone and company are needed (data minimisation), and offers the ways without them", () => {
    const { de, en } = policyFor({});
    expect(de).toContain(
      "Wir fragen nur ab, was wir dafür brauchen (Art. 5 Abs. 1 lit. c DSGVO) – auch Telefonnummer und Unternehmen",
    );
    expect(de).toContain(`Erstgespräch von ${site.claims.discoveryCallMinutes} Minuten`);
    expect(de).toContain(
      "Ihr Unternehmen brauchen wir, weil sich unser Angebot an Unternehmen und öffentliche Auftraggeber richtet",
    );
    expect(en).toContain("that includes your phone number and company");
    expect(en).toContain(`${site.claims.discoveryCallMinutes}-minute discovery call`);
  });
});

describe("the legal pages' meta descriptions", () => {
  afterEach(() => vi.resetModules());
  const MAX = 160;

  it("have at most 160 characters, for this identity", () => {
    for (const { meta } of [privacyDe, privacyEn, impressumDe, impressumEn])
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(MAX);
  });

  it("and for tests/rebrand's second identity", async () => {
    vi.resetModules();
    const { site: fresh } = await import("../site");
    Object.assign(fresh, structuredClone(second));
    const pages = await Promise.all([
      import("./privacy-de"),
      import("./privacy-en"),
      import("./impressum-de"),
      import("./impressum-en"),
    ]);
    const descriptions = [
      pages[0].privacyDe.meta.description,
      pages[1].privacyEn.meta.description,
      pages[2].impressumDe.meta.description,
      pages[3].impressumEn.meta.description,
    ];
    expect(descriptions.join("\n")).toContain(second.legal.company);
    for (const description of descriptions) expect(description.length, description).toBeLessThanOrEqual(MAX);
  });
});

describe("the Impressum while site.ts holds the demo identity", () => {
  it("says first that the agency and its work are invented and the companies named are not customers", () => {
    expect(site.demo).toBe(true);
    const [de] = impressum(impressumDe.phrases);
    const [en] = impressum(impressumEn.phrases);
    expect(de!.id).toBe("demo-website");
    const deText = sectionText(de!);
    expect(deText).toContain(`${site.name} ist eine erfundene Agentur`);
    expect(deText).toContain("Projekte, Kundenstimmen und Auszeichnungen auf dieser Website sind ausgedacht");
    expect(deText).toContain(`sind keine Kunden von ${site.name}`);
    const enText = sectionText(en!);
    expect(enText).toContain(`${site.name} is a fictitious agency`);
    expect(enText).toContain("The projects, testimonials and awards on this website are made up");
    expect(enText).toContain(`are not clients of ${site.name}`);
  });

  it("and not with a real identity", async () => {
    vi.resetModules();
    const { site: fresh } = await import("../site");
    Object.assign(fresh, structuredClone(second));
    const [{ impressum: of }, { impressumDe: de }, { impressumEn: en }] = await Promise.all([
      import("./impressum"),
      import("./impressum-de"),
      import("./impressum-en"),
    ]);
    expect(documentText(of(de.phrases))).not.toContain("erfunden");
    expect(documentText(of(en.phrases))).not.toContain("fictitious");
  });

  it("gives the one reply-time promise of site.ts", () => {
    const de = documentText(impressum(impressumDe.phrases));
    const en = documentText(impressum(impressumEn.phrases));
    expect(de).toContain("Wir antworten innerhalb eines Werktags.");
    expect(en).toContain("We reply within one business day.");
    expect(de).not.toContain("in der Regel");
    expect(en).not.toContain("usually");
  });
});
