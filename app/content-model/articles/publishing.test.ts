import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routesFor } from "../../route-list";
import {
  ARTICLES_PER_PAGE,
  articleLists,
  buildDay,
  cardsOfPage,
  isPublished,
  newestFirst,
  pageCount,
  socialImageWords,
  type ArticleStatus,
} from "./publishing";

/**
 * Publishing and paging of the articles (issue 37, docs/decisions/0022-articles.md) without a build: the
 * day of the build is Berlin's, a draft or a future date is not out, and a list of more than twelve
 * articles gets a second page — with its route in the route table — in both editions.
 */
const article = (slug: string, published: string, topics: ArticleStatus["topics"] = ["mvps"]): ArticleStatus => ({
  language: "de",
  slug,
  published,
  draft: false,
  topics,
});
const many = (count: number, topics: ArticleStatus["topics"] = ["mvps"]) =>
  Array.from({ length: count }, (_, i) =>
    article(`artikel-${i + 1}`, `2026-01-${String(i + 1).padStart(2, "0")}`, topics),
  );

describe("the day of the build", () => {
  let fixed: string | undefined;
  beforeEach(() => {
    fixed = process.env.ARTICLES_TODAY;
    delete process.env.ARTICLES_TODAY;
  });
  afterEach(() => {
    if (fixed === undefined) delete process.env.ARTICLES_TODAY;
    else process.env.ARTICLES_TODAY = fixed;
  });

  it("is the day in Berlin, not in UTC (winter and summer time)", () => {
    expect(buildDay(new Date("2026-11-27T23:30:00Z"))).toBe("2026-11-28"); // 00:30 CET
    expect(buildDay(new Date("2026-11-27T22:30:00Z"))).toBe("2026-11-27"); // 23:30 CET
    expect(buildDay(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01"); // 00:30 CEST
  });

  it("can be fixed with ARTICLES_TODAY to look at a scheduled article", () => {
    process.env.ARTICLES_TODAY = "2027-03-01";
    expect(buildDay(new Date("2026-11-28T12:00:00Z"))).toBe("2027-03-01");
  });
});

describe("what is published", () => {
  it("is an article that is no draft, dated today or earlier", () => {
    expect(isPublished({ draft: false, published: "2026-11-28" }, "2026-11-28")).toBe(true);
    expect(isPublished({ draft: false, published: "2026-11-27" }, "2026-11-28")).toBe(true);
    expect(isPublished({ draft: false, published: "2026-11-29" }, "2026-11-28")).toBe(false);
    expect(isPublished({ draft: true, published: "2026-01-01" }, "2026-11-28")).toBe(false);
  });

  it("is listed newest first, equal dates by title", () => {
    const listed = newestFirst([
      { published: "2026-03-01", title: "B" },
      { published: "2026-05-01", title: "C" },
      { published: "2026-03-01", title: "A" },
    ]);
    expect(listed.map((a) => a.title)).toEqual(["C", "A", "B"]);
  });
});

describe("paging beyond twelve", () => {
  it("counts pages: one for none and for twelve, two for thirteen and for twenty-four, three for twenty-five", () => {
    expect(ARTICLES_PER_PAGE).toBe(12);
    expect([0, 1, 12, 13, 24, 25].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("puts twelve cards on each page and the rest on the last, none twice, none left out", () => {
    const cards = Array.from({ length: 27 }, (_, i) => i);
    const pages = [1, 2, 3].map((page) => cardsOfPage(cards, page));
    expect(pages.map((p) => p.length)).toEqual([12, 12, 3]);
    expect(pages.flat()).toEqual(cards);
    expect(cardsOfPage(cards, 4)).toEqual([]);
  });

  it("gives the index and each topic as many pages as their articles fill", () => {
    const entries = [...many(13, ["mvps"]), article("ki", "2026-02-01", ["ai-development"])];
    expect(articleLists(entries)).toEqual([
      { topic: undefined, pages: 2 },
      { topic: "ai-development", pages: 1 },
      { topic: "mvps", pages: 2 },
    ]);
  });

  it("has a route for the second page in both editions from the thirteenth entry on (the guide is one), not before", () => {
    const pathsWith = (count: number) =>
      routesFor([], {
        de: { articles: many(count), guideTopics: [] },
        en: { articles: many(count).map((a) => ({ ...a, language: "en" as const })), guideTopics: [] },
      }).map((route) => route.path);
    // Eleven articles and the guide fill one page; twelve and the guide need a second.
    expect(pathsWith(11)).not.toContain("/ratgeber/seite/2");
    const twelve = pathsWith(12);
    expect(twelve).toEqual(expect.arrayContaining(["/ratgeber/seite/2", "/en/insights/page/2"]));
    expect(twelve).not.toContain("/ratgeber/seite/3");
    // A topic's list counts its own articles (the guide here has none of its topics).
    expect(twelve).not.toContain("/ratgeber/thema/mvps/seite/2");
    expect(pathsWith(13)).toEqual(
      expect.arrayContaining(["/ratgeber/thema/mvps/seite/2", "/en/insights/topic/mvps/page/2"]),
    );
  });
});

describe("socialImageWords", () => {
  it("an article's own words, or its title when the field is left empty", () => {
    expect(socialImageWords({ socialImage: "Was kostet eine App?" }, "Titel")).toBe("Was kostet eine App?");
    expect(socialImageWords({ socialImage: "" }, "Titel")).toBe("Titel");
    expect(socialImageWords({}, "Titel")).toBe("Titel");
  });
});
