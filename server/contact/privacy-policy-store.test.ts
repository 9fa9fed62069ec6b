import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentText, sectionText, type LegalDocument } from "../../app/content-model/legal/document";
import { privacyFacts } from "../../app/content-model/legal/operation";
import { privacyAnchors } from "../../app/content-model/legal/editions";
import { privacyDe } from "../../app/content-model/legal/privacy-de";
import { privacyEn } from "../../app/content-model/legal/privacy-en";
import { privacyPolicy } from "../../app/content-model/legal/privacy-policy";
import type { Config } from "../config";
import { openPostgresStore, RATE_LIMIT_TABLE } from "./pg-store";
import { postgresSkipReason, startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { testConfig, validMessage, waitFor } from "../../tests/support/contact-harness";
import { contactTestScope } from "../../tests/support/per-test";

/**
 * The privacy policy against what the store keeps: the rate limits and the auto-reply as keyed hashes in
 * a shared PostgreSQL database, deletions, and the data of a message (every column of the outbox). The
 * behaviour of the rest of the configuration: privacy-policy.test.ts.
 */

/** A fresh DATA_DIR per test, and everything the test opens closed after it. */
const { scope, serve: harness, inspect } = contactTestScope();

/** The policy as the build would render it for this configuration, whitespace collapsed. */
const policyFor = (config: Config) =>
  documentText(privacyPolicy(privacyFacts(config), privacyDe.phrases)).replace(/[\s\u00a0]+/g, " ");

describe.skipIf(postgresSkipReason !== undefined)(
  postgresSkipReason ?? "privacy policy vs behaviour: several instances on PostgreSQL (DATABASE_URL)",
  () => {
    let pgServer: TestPostgres;
    beforeAll(async () => {
      pgServer = await startPostgres();
    }, 60_000);
    afterAll(() => pgServer?.stop());

    const config = (databaseUrl: string) =>
      testConfig({
        DATA_DIR: scope.dir,
        DATABASE_URL: databaseUrl,
        SMTP_URL: undefined,
        TRUST_PROXY: "1",
        CONTACT_AUTOREPLY: "1",
      });
    async function rateLimitKeys(databaseUrl: string): Promise<string[]> {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ key: string }>(`SELECT key FROM ${RATE_LIMIT_TABLE}`);
        return rows.map((r) => r.key).filter((k) => k !== "write-probe");
      } finally {
        await client.end();
      }
    }

    it("states rate limits and the auto-reply as keyed hashes in the database, and that is what the database holds", async () => {
      const databaseUrl = await pgServer.createDatabase();
      const text = policyFor(config(databaseUrl));
      const missbrauch = /zählt der Server.*?Sicherungskopien ist er nicht enthalten\./.exec(text)?.[0] ?? "";
      expect(missbrauch).toContain("steht sie in unserer Datenbank");
      expect(missbrauch).toContain("Prüfwert (HMAC)");
      expect(missbrauch).not.toContain("Arbeitsspeicher");
      expect(text).toContain("Prüfwert (HMAC) Ihrer E-Mail-Adresse in unserer Datenbank");
      expect(text).not.toMatch(/merkt sich der Server Ihre E-Mail-Adresse .* im Arbeitsspeicher/);
      expect(text).toContain("einer Datenbank, die unsere Server gemeinsam nutzen");

      // A visitor sends twice within the window: the second is refused (limit 1).
      const h = await harness(config(databaseUrl), {
        rateWindows: [{ limit: 1, windowMs: 1_000 }],
        autoreplyWindows: [{ limit: 1, windowMs: 1_000 }],
        sweepIntervalMs: 100,
      });
      const ip = "198.51.100.77";
      const email = "erika@example.org";
      const send = () => h.post(validMessage(), { headers: { "X-Forwarded-For": ip } });
      expect((await send()).status).toBe(202);
      expect((await send()).status).toBe(429);
      const keys = await rateLimitKeys(databaseUrl);
      expect(keys.length).toBeGreaterThanOrEqual(2); // the address's counter and the e-mail's
      // Neither the address, nor its plain hash (reversible for IPv4 by trying them all), nor the e-mail.
      const plain = (v: string) => createHash("sha256").update(v).digest("base64url");
      for (const key of keys) {
        for (const secret of [ip, email, plain(ip), plain(email)]) expect(key).not.toContain(secret);
      }
      // "binnen einer Minute gelöscht" after the window: the rows are gone, not merely expired.
      await waitFor(async () => (await rateLimitKeys(databaseUrl)).length === 0, 5_000, "rows deleted after expiry");
    });

    it("does not claim zeros on deletion, and a deleted message cannot be read back", async () => {
      const databaseUrl = await pgServer.createDatabase();
      const text = policyFor(config(databaseUrl));
      expect(text).not.toContain("mit Nullen überschrieben");
      expect(text).toContain("sofort nicht mehr abrufbar");
      expect(policyFor(testConfig({ DATA_DIR: scope.dir }))).toContain("mit Nullen überschrieben");
      const store = openPostgresStore(databaseUrl, { maxConnections: 1 });
      scope.defer(() => store.close());
      const [id] = await store.enqueue(
        [{ kind: "lead", messageId: "<gone@t>", ...validMessage(), requestId: "gone" }],
        Date.now(),
      );
      expect(await store.remove([id!])).toBe(1);
      expect(await store.get(id!)).toBeUndefined();
    });
  },
);

/**
 * The lead's visit (issue 38): entry page, referring site and campaign, kept with the lead while reach
 * measurement is on; with STATS=0 the columns stay empty and the policy does not name them.
 */
const VISIT_COLUMNS: Record<string, { de: string; en: string }> = {
  entry_page: { de: "die Einstiegsseite", en: "the entry page" },
  referrer_host: { de: "die verweisende Website", en: "the referring website" },
  utm_source: { de: "die Kampagne", en: "the campaign" },
  utm_medium: { de: "die Kampagne", en: "the campaign" },
  utm_campaign: { de: "die Kampagne", en: "the campaign" },
};

describe("the data the policy lists are the data the outbox keeps", () => {
  /**
   * Every column of the outbox, with the words both policies use for it, or null for the delivery
   * bookkeeping that says nothing about the visitor. A new column fails here until the policy names it.
   */
  const COLUMNS: Record<string, { de: string; en: string } | null> = {
    name: { de: "Ihren Namen", en: "your name" },
    email: { de: "Ihre E-Mail-Adresse", en: "email address" },
    phone: { de: "Ihre Telefonnummer", en: "phone number" },
    company: { de: "Ihr Unternehmen", en: "company" },
    message: { de: "Ihre Nachricht", en: "and message" },
    created_at: { de: "der Zeitpunkt des Eingangs", en: "the time of receipt" },
    request_id: { de: "eine interne Vorgangsnummer", en: "an internal reference number" },
    language: { de: "die Sprache der Seite", en: "the language of the page" },
    id: null,
    kind: null,
    message_id: null,
    status: null,
    attempts: null,
    next_attempt_at: null,
    sent_at: null,
    last_error: null,
    lease_until: null,
    ...VISIT_COLUMNS,
  };

  it("names every column of the SQLite outbox in the contact-form section, in German and English", async () => {
    const store = inspect();
    await store.counts(); // opened and migrated
    const db = new Database(join(scope.dir, "contact.sqlite"), { readonly: true });
    const columns = (db.prepare("SELECT name FROM pragma_table_info('messages')").all() as { name: string }[]).map(
      (c) => c.name,
    );
    db.close();
    expect(columns.toSorted()).toEqual(Object.keys(COLUMNS).toSorted());
    const facts = privacyFacts(testConfig({ DATA_DIR: scope.dir }));
    // The section's own paragraph (the list of data), without its subsections.
    const intro = (doc: LegalDocument, id: string) => {
      const section = doc.find((s) => s.id === id);
      expect(section).toBeDefined();
      return sectionText({ ...section!, subsections: [] }).replace(/[\s\u00a0]+/g, " ");
    };
    const de = intro(privacyPolicy(facts, privacyDe.phrases), privacyAnchors.de.contactForm);
    const en = intro(privacyPolicy(facts, privacyEn.phrases), privacyAnchors.en.contactForm);
    for (const words of Object.values(COLUMNS)) {
      if (!words) continue;
      expect(de).toContain(words.de);
      expect(en).toContain(words.en);
    }
  });

  it("names the lead's visit only while reach measurement is on (STATS=0 keeps none)", () => {
    const text = (env: Record<string, string>, language: "de" | "en") => {
      const facts = privacyFacts(testConfig({ DATA_DIR: scope.dir, ...env }));
      const doc = privacyPolicy(facts, language === "de" ? privacyDe.phrases : privacyEn.phrases);
      return doc
        .map((section) => sectionText(section))
        .join(" ")
        .replace(/[\s\u00a0]+/g, " ");
    };
    for (const words of Object.values(VISIT_COLUMNS)) {
      expect(text({ STATS: "0" }, "de")).not.toContain(words.de);
      expect(text({ STATS: "0" }, "en")).not.toContain(words.en);
    }
  });
});
