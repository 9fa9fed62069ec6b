import { describe, expect, it } from "vitest";
import { englishList, typesetEn } from "./document";
import { authorityGloss, countryEn, legalFormEn, managingDirectorsEn, registerCourtEn } from "./glosses";

const nb = (s: string) => s.replace(/~/g, "\u00a0");

describe("English legal typesetting", () => {
  it("keeps citations together: after § and Art., and between a provision and its law", () => {
    expect(typesetEn("under Art. 6(1)(f) GDPR and Art. 4(7) GDPR")).toBe(
      nb("under Art.~6(1)(f)~GDPR and Art.~4(7)~GDPR"),
    );
    expect(typesetEn("§ 5 DDG, § 18(2) MStV, § 27a UStG, § 25(2) no. 2 TDDDG")).toBe(
      nb("§~5~DDG, §~18(2)~MStV, §~27a~UStG, §~25(2)~no.~2~TDDDG"),
    );
    expect(typesetEn("§ 257 of the German Commercial Code (HGB)")).toBe(
      nb("§~257 of the German Commercial Code (HGB)"),
    );
  });

  it("keeps a number with its unit, and leaves words alone", () => {
    expect(typesetEn("kept for 30 days, 24 hours or 1 day; one day; no more")).toBe(
      nb("kept for 30~days, 24~hours or 1~day; one day; no more"),
    );
  });

  it("is idempotent (the renderer typesets text the modules typeset already)", () => {
    const once = typesetEn("Art. 6(1)(c) GDPR, § 147 AO, 14 days");
    expect(typesetEn(once)).toBe(once);
  });

  it("lists without a serial comma", () => {
    expect([englishList([]), englishList(["A"]), englishList(["A", "B"]), englishList(["A", "B", "C"])]).toEqual([
      "",
      "A",
      "A and B",
      "A, B and C",
    ]);
    expect(managingDirectorsEn(["Jonas Weber"])).toBe("Jonas Weber (managing director)");
    expect(managingDirectorsEn(["Jonas Weber", "Lena Hartmann"])).toBe(
      "Jonas Weber and Lena Hartmann (managing directors)",
    );
  });
});

describe("English glosses of German identity values", () => {
  it("names countries in English, and keeps a name it cannot place", () => {
    expect(["Deutschland", "Österreich", "Schweiz", "Niederlande", "Atlantis"].map(countryEn)).toEqual([
      "Germany",
      "Austria",
      "Switzerland",
      "Netherlands",
      "Atlantis",
    ]);
  });

  it("keeps official German names and adds what an English reader calls them", () => {
    expect(legalFormEn("Aktiengesellschaft")).toBe("Aktiengesellschaft (AG, a German stock corporation)");
    expect(legalFormEn("Stiftung")).toBe("Stiftung");
    expect(registerCourtEn("Amtsgericht Charlottenburg")).toBe(
      "Amtsgericht Charlottenburg (Charlottenburg Local Court)",
    );
    expect(registerCourtEn("Registergericht X")).toBe("Registergericht X");
  });

  it("glosses the supervisory authorities' usual names, and no others", () => {
    expect(
      authorityGloss("Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg"),
    ).toBe("State Commissioner for Data Protection and Freedom of Information of Baden-Württemberg");
    expect(authorityGloss("Die Landesbeauftragte für den Datenschutz Niedersachsen")).toBe(
      "State Commissioner for Data Protection of Lower Saxony",
    );
    expect(authorityGloss("Die Bundesbeauftragte für den Datenschutz und die Informationsfreiheit")).toBe(
      "Federal Commissioner for Data Protection and Freedom of Information",
    );
    expect(authorityGloss("Bayerisches Landesamt für Datenschutzaufsicht")).toBeNull();
  });
});
