import { describe, expect, it } from "vitest";
import { statRow } from "../../tests/support/stats-store-contract";
import { toCsv } from "./csv";
import { reportOf, summarize } from "./report";

const range = { from: "2026-11-26", to: "2026-11-27" };
const rows = [
  statRow("2026-11-26", "total", "", 10, 1, 3),
  statRow("2026-11-27", "total", "", 5),
  statRow("2026-11-26", "page", "/", 6, 1, 3),
  statRow("2026-11-27", "page", "/", 2),
  statRow("2026-11-26", "page", "/app-development-knowledge", 4),
  statRow("2026-11-27", "page", "/en/app-development-knowledge", 3),
  statRow("2026-11-26", "referrer", "linkedin.com", 2, 1),
  statRow("2026-11-26", "campaign", "li\tsocial\therbst", 2, 1),
  statRow("2026-11-26", "language", "de", 10),
  statRow("2026-11-27", "language", "en", 5),
  statRow("2026-11-27", "device", "phone", 5),
  statRow("2026-11-26", "notFound", "/wp-login.php", 7),
  // Outside the range: left out.
  statRow("2026-11-25", "total", "", 100),
];

describe("report", () => {
  it("the --json contract: exactly these fields, lists sorted by views", () => {
    const report = reportOf(summarize(rows, range));
    expect(Object.keys(report)).toEqual([
      "from",
      "to",
      "pages",
      "referrers",
      "campaigns",
      "leads",
      "languages",
      "devices",
      "notFound",
    ]);
    expect(report).toEqual({
      from: "2026-11-26",
      to: "2026-11-27",
      pages: [
        { path: "/", views: 8 },
        { path: "/app-development-knowledge", views: 4 },
        { path: "/en/app-development-knowledge", views: 3 },
      ],
      referrers: [{ host: "linkedin.com", views: 2 }],
      campaigns: [{ source: "li", medium: "social", campaign: "herbst", views: 2, leads: 1 }],
      leads: 1,
      languages: { de: 10, en: 5 },
      devices: { phone: 5, tablet: 0, desktop: 0 },
      notFound: [{ path: "/wp-login.php", views: 7 }],
    });
  });

  it("the dashboard's figures: every day of the range, entries, articles by the page kinds", () => {
    const s = summarize(rows, range);
    expect(s.days).toEqual([
      { day: "2026-11-26", views: 10, entries: 3, leads: 1 },
      { day: "2026-11-27", views: 5, entries: 0, leads: 0 },
    ]);
    expect(s.entries).toBe(3);
    expect(s.articles.map((a) => a.path)).toEqual(["/app-development-knowledge", "/en/app-development-knowledge"]);
  });
});

describe("CSV export", () => {
  it("one line per day, dimension and key, for a German spreadsheet", () => {
    const csv = toCsv([
      statRow("2026-11-26", "campaign", "li\tsocial\therbst", 2, 1),
      statRow("2026-11-26", "total", "", 10, 0, 4),
    ]);
    expect(csv.startsWith("\ufeffTag;Bereich;Wert;Aufrufe;Einstiege;Anfragen\r\n")).toBe(true);
    expect(csv).toContain("2026-11-26;Gesamt;;10;4;0\r\n2026-11-26;Kampagne;li / social / herbst;2;0;1\r\n");
  });

  it("a value a spreadsheet would run as a formula, or one with the separator, stays text", () => {
    const csv = toCsv([
      statRow("2026-11-26", "campaign", '=HYPERLINK("http://x")\t\t', 1),
      statRow("2026-11-26", "notFound", "/a;b", 1),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"") / – / –"`);
    expect(csv).toContain(`"/a;b"`);
  });
});
