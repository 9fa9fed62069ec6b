import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { documentText, sectionText } from "./document";
import { impressum } from "./impressum";
import { privacy } from "./privacy";
import { CONTACT_RETENTION_DAYS_DEFAULT, SERVER_LOG_RETENTION_DAYS } from "./retention";

/** Every "<n> Tage"/"<n> Tagen" in a text, as numbers. */
const dayCounts = (text: string) => [...text.matchAll(/(\d+)\s+Tage(?:n)?\b/g)].map((m) => Number(m[1]));

const section = (id: string) => {
  const s = privacy.find((x) => x.id === id);
  if (!s) throw new Error(`privacy section ${id} missing`);
  return sectionText(s);
};

describe("privacy policy stays true to the server", () => {
  it("states the contact retention the server uses by default, and no other number of days", () => {
    const days = dayCounts(section("kontaktformular"));
    expect(days.length).toBeGreaterThan(0);
    expect(new Set(days)).toEqual(new Set([CONTACT_RETENTION_DAYS_DEFAULT]));
  });

  it("uses the same default as the server configuration", () => {
    expect(loadConfig({}).contact.retentionDays).toBe(CONTACT_RETENTION_DAYS_DEFAULT);
  });

  it("states the log retention in the hosting section, and no other number of days", () => {
    const days = dayCounts(section("hosting"));
    expect(days.length).toBeGreaterThan(0);
    expect(new Set(days)).toEqual(new Set([SERVER_LOG_RETENTION_DAYS]));
  });

  it("names no retention period anywhere else", () => {
    const all = dayCounts(documentText(privacy));
    expect(new Set(all)).toEqual(new Set([CONTACT_RETENTION_DAYS_DEFAULT, SERVER_LOG_RETENTION_DAYS]));
  });

  it("names both legal bases of the contact form", () => {
    const text = section("kontaktformular");
    expect(text).toContain("Art. 6 Abs. 1 lit. b DSGVO");
    expect(text).toContain("Art. 6 Abs. 1 lit. f DSGVO");
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
