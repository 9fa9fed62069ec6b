import { describe, expect, it } from "vitest";
import { dayOf, formatNumber, monthOf, MONTHS } from "./format";

describe("dates and numbers written without ICU at run time", () => {
  it("writes every month and day as Intl writes them, in both editions", () => {
    const locales = { de: "de-DE", en: "en-US" } as const;
    for (const language of ["de", "en"] as const) {
      for (let month = 1; month <= 12; month++) {
        const date = new Date(Date.UTC(2027, month - 1, 9, 12));
        const iso = `2027-${String(month).padStart(2, "0")}`;
        const options = { timeZone: "UTC" } as const;
        expect(monthOf(iso, language)).toBe(
          date.toLocaleDateString(locales[language], { ...options, month: "long", year: "numeric" }),
        );
        expect(dayOf(`${iso}-09`, language)).toBe(
          date.toLocaleDateString(locales[language], { ...options, day: "numeric", month: "long", year: "numeric" }),
        );
      }
    }
    expect(MONTHS.de[2]).toBe("März");
    expect(dayOf("2026-11-28", "de")).toBe("28. November 2026");
    expect(dayOf("2026-11-28", "en")).toBe("November 28, 2026");
  });

  it("formats numbers in the edition's style, as Intl does", () => {
    const samples = [0, 7, 12, 999, 1000, 3500, 60_000, 1_234_567, 1.5, 2.25, 0.125, 1234.5678, -4200, 99.9999];
    for (const n of samples) {
      expect(formatNumber(n, "de"), String(n)).toBe(n.toLocaleString("de-DE"));
      expect(formatNumber(n, "en"), String(n)).toBe(n.toLocaleString("en-US"));
    }
    expect(formatNumber(3500)).toBe("3.500");
    expect(formatNumber(3500, "en")).toBe("3,500");
    expect(formatNumber(1.5, "de")).toBe("1,5");
  });
});
