import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { site } from "../site";
import { sectionText } from "./document";
import { impressum as impressumOf } from "./impressum";
import { impressumDe } from "./impressum-de";
import { defaultPrivacyFacts, hstsDaysOf, privacyFacts, type PrivacyFacts } from "./operation";
import { privacyDe } from "./privacy-de";
import { privacyEn } from "./privacy-en";
import { privacyPolicy as policy } from "./privacy-policy";
import {
  CONTACT_FAILED_RETENTION_DAYS_DEFAULT,
  CONTACT_PENDING_MAX_DAYS_DEFAULT,
  CONTACT_RETENTION_DAYS_DEFAULT,
} from "./retention";

const impressum = impressumOf(impressumDe.phrases);
const privacyPolicy = (facts: PrivacyFacts) => policy(facts, privacyDe.phrases);
const privacyPolicyEn = (facts: PrivacyFacts) => policy(facts, privacyEn.phrases);

/** The policy of a server started without environment. */
const privacy = privacyPolicy(defaultPrivacyFacts);

/** Every "<n> Tage"/"<n> Tagen" in a text, as numbers. */
const dayCounts = (text: string) => [...text.matchAll(/(\d+)[\s\u00a0]+Tage(?:n)?\b/g)].map((m) => Number(m[1]));

const section = (id: string) => {
  const s = privacy.find((x) => x.id === id);
  if (!s) throw new Error(`privacy section ${id} missing`);
  return sectionText(s);
};

describe("privacy policy stays true to the server", () => {
  it("is rendered, in tests and fresh builds, from the facts of a server started without environment", () => {
    expect(privacyFacts(loadConfig({}))).toEqual(defaultPrivacyFacts);
    expect(loadConfig({}).contact.retentionDays).toBe(CONTACT_RETENTION_DAYS_DEFAULT);
    expect(loadConfig({}).contact.failedRetentionDays).toBe(CONTACT_FAILED_RETENTION_DAYS_DEFAULT);
  });

  it("states the contact periods the server uses, and the log period in the hosting section", () => {
    // Kept after delivery, longest wait, the sum of both as the longest stay, and the backups.
    expect(new Set(dayCounts(section("kontaktformular")))).toEqual(
      new Set([
        CONTACT_RETENTION_DAYS_DEFAULT,
        CONTACT_PENDING_MAX_DAYS_DEFAULT,
        CONTACT_PENDING_MAX_DAYS_DEFAULT + CONTACT_RETENTION_DAYS_DEFAULT,
        site.operations.backupDays,
      ]),
    );
    expect(new Set(dayCounts(section("hosting")))).toEqual(new Set([site.operations.appLogDays]));
  });

  it("names both legal bases of the contact form, and lit. c for keeping business letters", () => {
    const text = section("kontaktformular").replace(/\u00a0/g, " ");
    expect(text).toContain("Art. 6 Abs. 1 lit. c DSGVO");
    expect(text).toContain("§ 257 HGB");
    expect(text).toContain("Art. 6 Abs. 1 lit. b DSGVO");
    expect(text).toContain("Art. 6 Abs. 1 lit. f DSGVO");
  });

  it("names both sessionStorage entries React Router writes", () => {
    const text = section("cookies");
    expect(text).toContain("Scrollposition"); // react-router-scroll-positions
    expect(text).toContain("Versionskennung"); // react-router-manifest-version
  });
});

describe("the HSTS period the policy states", () => {
  const stated = (maxAge: number) => {
    const facts = { ...defaultPrivacyFacts, reverseProxy: true, https: true, hstsDays: hstsDaysOf(maxAge) };
    const text = (doc: typeof impressum) => doc.map((section) => sectionText(section)).join(" ");
    return [
      /sie (für .+?) nur noch verschlüsselt/.exec(text(privacyPolicy(facts)))?.[1],
      /encrypted connection (for .+?) \(HTTP/.exec(text(privacyPolicyEn(facts)))?.[1],
    ];
  };

  it("is whole days from half a day up, and hours below (never „0 Tage“)", () => {
    expect(stated(31_536_000)).toEqual(["für ein Jahr", "for one year"]);
    expect(stated(86_400)).toEqual(["für einen Tag", "for one day"]);
    expect(stated(7_200)).toEqual(["für 2\u00a0Stunden", "for 2\u00a0hours"]);
    expect(stated(600)).toEqual(["für eine Stunde", "for one hour"]);
  });
});

describe("legal texts", () => {
  it("never link the closed EU online dispute resolution platform", () => {
    for (const doc of [impressum, privacy]) {
      expect(JSON.stringify(doc)).not.toMatch(/ec\.europa\.eu\/consumers\/odr/i);
    }
  });

  it("use unique section anchors", () => {
    for (const doc of [impressum, privacy]) {
      const ids = doc.flatMap((s) => [s.id, ...(s.subsections ?? []).map((x) => x.id)]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
