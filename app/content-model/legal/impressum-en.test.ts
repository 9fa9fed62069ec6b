import { afterEach, describe, expect, it, vi } from "vitest";
import { site as second } from "../../../tests/rebrand/second-identity";
import { enPaths, paths } from "../../paths";
import { documentText, richText, type LegalDocument } from "./document";
import { impressum as impressumOf } from "./impressum";
import { impressumDe } from "./impressum-de";
import { impressumEn as english } from "./impressum-en";
import { defaultPrivacyFacts } from "./operation";

const impressum = impressumOf(impressumDe.phrases);
const impressumEn = impressumOf(english.phrases);
const { header: impressumHeaderEn, meta: impressumMetaEn, notice: impressumNoticeEn } = english;

/** The English anchor of every German section of the Impressum. */
const EN_ID: Record<string, string> = {
  "demo-website": "demo-website",
  anbieter: "provider",
  kontakt: "contact",
  register: "register",
  umsatzsteuer: "vat-id",
  verantwortlich: "responsible-for-content",
  streitbeilegung: "dispute-resolution",
  bildnachweis: "copyright",
  datenschutz: "privacy",
};

const hrefs = (value: unknown): string[] => JSON.stringify(value).match(/(?<="href":")[^"]*/g) ?? [];

afterEach(() => vi.resetModules());

/** Both legal texts, rendered from site.ts after replacing it with `identity` (site.ts is plain data at runtime). */
async function renderedWith(identity: object) {
  vi.resetModules();
  const { site } = await import("../site");
  Object.assign(site, structuredClone(identity));
  const [{ impressum }, { impressumDe }, { impressumEn }, { privacyPolicy }, { privacyDe }, { privacyEn }] =
    await Promise.all([
      import("./impressum"),
      import("./impressum-de"),
      import("./impressum-en"),
      import("./privacy-policy"),
      import("./privacy-de"),
      import("./privacy-en"),
    ]);
  return {
    de: impressum(impressumDe.phrases),
    en: impressum(impressumEn.phrases),
    privacyDe: privacyPolicy(defaultPrivacyFacts, privacyDe.phrases),
    privacyEn: privacyPolicy(defaultPrivacyFacts, privacyEn.phrases),
  };
}

const outline = (doc: LegalDocument) => doc.map((s) => [s.id, s.blocks.map((b) => b.kind)]);

describe("English legal notice", () => {
  it("has the German Impressum's sections in the same order, under English anchors, with the same blocks", () => {
    expect(outline(impressumEn)).toEqual(outline(impressum).map(([id, kinds]) => [EN_ID[id as string], kinds]));
  });

  it("states the same identity: address, register, VAT ID, people responsible", () => {
    const de = documentText(impressum);
    const en = documentText(impressumEn);
    for (const fact of [/HRB \d+/g, /DE\d{9}/g, /\d{5} \S+/g, /Kaiserstraße \d+/g, /Jonas Weber/g, /Lena Hartmann/g]) {
      expect(en.match(fact)).toEqual(de.match(fact));
    }
    expect(en).toContain("Gesellschaft mit beschränkter Haftung (GmbH, a German limited liability company)");
    expect(en).toContain("Amtsgericht Stuttgart (Stuttgart Local Court)");
    expect(en).toContain("Germany");
    expect(en).not.toContain("Deutschland");
  });

  it("links English pages only; the notice links the binding German Impressum", () => {
    for (const href of hrefs(impressumEn)) {
      if (href.startsWith("/")) expect(Object.values(enPaths)).toContain(href);
    }
    expect(hrefs(impressumEn)).toEqual(expect.arrayContaining([enPaths.contact, enPaths.privacy]));
    expect(hrefs(impressumNoticeEn)).toEqual([paths.impressum]);
    expect(impressumNoticeEn.map(richText).join(" ")).toMatch(/German version[^.]*legally binding/);
  });

  it("names German statutes with an English gloss on first use, then by abbreviation", () => {
    const text = [impressumHeaderEn.intro, ...impressumEn.map((s) => s.title)].join("\n").replace(/\u00a0/g, " ");
    expect(text).toMatch(/^Provider information \(Impressum\) under § 5 of the German Digital Services Act \(DDG\)/);
    expect(text).toContain("§ 18 of the German Interstate Media Treaty (MStV)");
    expect(text).toContain("Information under § 5 DDG");
    expect(text).toContain("under § 18(2) MStV");
    expect(impressumMetaEn.description).toContain("German Digital Services Act (DDG)");
  });

  it("shows the business identification number only when site.ts sets one, like the German", async () => {
    const without = await renderedWith({ legal: { ...second.legal, economicId: null } });
    expect(documentText(without.en)).not.toContain("Wirtschafts-Identifikationsnummer");
    expect(documentText(without.de)).not.toContain("Wirtschafts-Identifikationsnummer");
    const withId = await renderedWith({ legal: second.legal });
    expect(documentText(withId.en)).toContain(
      `(Wirtschafts-Identifikationsnummer) under § 139c of the German Fiscal Code (AO): ${second.legal.economicId}`,
    );
    expect(documentText(withId.de)).toContain(second.legal.economicId);
  });
});

describe("both English legal texts for another agency (tests/rebrand's second identity)", () => {
  it("follow its identity: legal form, court, no officer, two providers, its authority, nothing of the first", async () => {
    const { en, privacyDe, privacyEn } = await renderedWith(second);
    const notice = documentText(en);
    expect(notice).toContain("Aktiengesellschaft (AG, a German stock corporation)");
    expect(notice).toContain("Amtsgericht Lüneburg (Lüneburg Local Court)");
    const policy = documentText(privacyEn);
    expect(policy).toContain("Data protection contact");
    expect(policy).not.toContain("Data protection officer");
    expect(documentText(privacyDe)).toContain("Ansprechpartner für Datenschutz");
    expect(policy).toContain("Heide Hosting GmbH, Hamburg (operation of the server, processing in Germany)");
    expect(policy).toContain("Elbe Mail AG, Bremen (mailboxes, processing in Germany)");
    expect(policy).toContain(
      "Die Landesbeauftragte für den Datenschutz Niedersachsen\n(State Commissioner for Data Protection of Lower Saxony)",
    );
    for (const first of ["Quellwerk", "Reutlingen", "Schönbuch", "Baden-Württemberg"]) {
      expect(notice + policy).not.toContain(first);
    }
  });
});
