import { describe, expect, test } from "vitest";
import { buildSearchIndex, isPublic } from "../../scripts/search-index";
import type { Language } from "../paths";
import { buildLanguageIndex, loadSearchEngine, type SearchAnswer } from "./search-engine";
import { compoundParts, vocabularyOf } from "./text-analysis";

/**
 * The quality of the site search on the site's own content (issue 39): the index is built from the
 * content files as the build builds it, and queried as the server queries it.
 */
const engine = loadSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex())));
const search = (query: string, language: Language = "de", limit = 10) => engine.search(query, language, limit);
const urls = (answer: SearchAnswer) => answer.hits.map((h) => h.url);
const marked = (answer: SearchAnswer) =>
  answer.hits.flatMap((h) => [...h.title, ...h.snippet].filter((s) => s.mark).map((s) => s.text));

describe("German", () => {
  test("stemming: 'Entwicklungen' finds the pages about Entwicklung and App-Entwicklung, services first", () => {
    const answer = search("Entwicklungen");
    expect(urls(answer).slice(0, 4)).toEqual(expect.arrayContaining(["/services/software-development"]));
    expect(urls(answer)).toEqual(expect.arrayContaining(["/services/app-development", "/services/web-development"]));
    expect(marked(answer)).toEqual(expect.arrayContaining(["Softwareentwicklung", "App-Entwicklung"]));
  });

  test("compounds: 'Entwicklung' marks 'Softwareentwicklung' and 'Webentwicklung' as found", () => {
    expect(marked(search("Entwicklung", "de", 30))).toEqual(
      expect.arrayContaining(["Softwareentwicklung", "Webentwicklung"]),
    );
    expect(compoundParts("softwareentwicklung", vocabularyOf(["Software und Entwicklung"]))).toEqual([
      "entwicklung",
      "software",
    ]);
  });

  test("a hyphenated query finds the compound: 'App-Entwicklung' leads to the app development service", () => {
    expect(urls(search("App-Entwicklung")).slice(0, 2)).toContain("/services/app-development");
  });

  test("typos: 'Fraunhofr' finds the Fraunhofer reference first", () => {
    const answer = search("Fraunhofr");
    expect(answer.hits[0]).toMatchObject({ url: "/fraunhofer-reference", section: "Referenz" });
    expect(answer.hits[0]!.title[0]).toEqual({ text: "Fraunhofer", mark: true });
  });

  test("prefix while typing: 'Fraunh' finds it, 'Fraunh ' (a finished word) does not", () => {
    expect(urls(search("Fraunh"))[0]).toBe("/fraunhofer-reference");
    expect(search("Fraunh ").total).toBe(0);
  });

  test("titles weigh more than the body: 'Webentwicklung' puts the web development service first", () => {
    expect(urls(search("Webentwicklung"))[0]).toBe("/services/web-development");
  });

  test("what a buyer remembers: 'das Logistik-Projekt' finds the delivery app, 'Kosten einer App' the guide", () => {
    expect(urls(search("Logistik"))[0]).toBe("/bringman-reference");
    expect(urls(search("die Kosten einer App")).slice(0, 3)).toContain("/app-development-knowledge");
    expect(urls(search("Ratgeber App Kosten"))[0]).toBe("/app-development-knowledge");
  });

  test("only German pages", () => {
    for (const query of ["App", "Fraunhofer", "development"])
      for (const url of urls(search(query, "de", 50))) expect(url).not.toMatch(/^\/en(\/|$)/);
  });
});

describe("English", () => {
  test("stemming: 'developments' finds the development services", () => {
    expect(urls(search("developments", "en"))).toEqual(
      expect.arrayContaining(["/en/services/software-development", "/en/services/app-development"]),
    );
  });

  test("typos and prefixes: 'Fraunhofr' and 'Fraunh' find the case study", () => {
    expect(search("Fraunhofr", "en").hits[0]).toMatchObject({ url: "/en/fraunhofer-reference", section: "Case study" });
    expect(urls(search("Fraunh", "en"))[0]).toBe("/en/fraunhofer-reference");
  });

  test("'the article about app costs' finds the guide, 'logistics' the delivery app", () => {
    expect(urls(search("the article about app costs", "en"))[0]).toBe("/en/app-development-knowledge");
    expect(urls(search("logistics", "en"))[0]).toBe("/en/bringman-reference");
  });

  test("only English pages", () => {
    for (const url of urls(search("app", "en", 50))) expect(url).toMatch(/^\/en(\/|$)/);
  });
});

describe("any query", () => {
  test.each([
    ["empty", ""],
    ["blank", "   "],
    ["5,000 characters", "Entwicklung ".repeat(420)],
    ["Unicode", "Ünïcødé 🙂 中文 العربية \u0000\u202e"],
    ["markup", "<script>alert(1)</script>"],
    ["regular expression", ".*(a+)+$[\\"],
  ])("%s: an answer, never an exception", (_name, query) => {
    for (const language of ["de", "en"] as const) {
      const answer = search(query, language);
      expect(answer.total).toBeGreaterThanOrEqual(0);
      expect(answer.hits.length).toBeLessThanOrEqual(10);
    }
  });

  test("a snippet is text in segments, cut around the matched words", () => {
    const hit = search("Biegesimulation").hits[0]!;
    expect(hit.url).toBe("/fraunhofer-reference");
    const words = hit.snippet
      .map((s) => s.text)
      .join("")
      .split(/\s+/);
    expect(words.length).toBeLessThan(40);
    expect(hit.snippet.some((s) => s.mark && /Biegesimulation/.test(s.text))).toBe(true);
  });
});

describe("what is indexed", () => {
  const doc = {
    id: "article:a",
    kind: "article" as const,
    url: "/a",
    title: "Zukunft",
    summary: "",
    topics: [],
    body: "",
  };
  const now = new Date("2026-11-28T12:00:00Z");

  test("drafts and future publication dates are never public", () => {
    expect(isPublic({ ...doc, draft: true }, now)).toBe(false);
    expect(isPublic({ ...doc, published: "2026-12-01" }, now)).toBe(false);
    expect(isPublic({ ...doc, published: "2026-11-27" }, now)).toBe(true);
    expect(isPublic(doc, now)).toBe(true);
  });

  test("synonyms from search.yaml find each other, in both directions", () => {
    const sections = { service: "Leistung", reference: "Referenz", article: "Artikel", page: "Seite" };
    const index = buildLanguageIndex(
      "de",
      [{ ...doc, title: "Lieferdienst für Lebensmittel" }],
      [["Logistik", "Lieferdienst"]],
      sections,
    );
    const local = loadSearchEngine({ version: 1, languages: { de: index, en: index } });
    expect(local.search("Logistik", "de", 5).total).toBe(1);
    expect(local.search("Lieferdienst", "de", 5).total).toBe(1);
    expect(local.search("Spedition", "de", 5).total).toBe(0);
  });

  test("a page's text is what its visitor reads: no filter keys, colours, form labels or other pages' labels", () => {
    const index = buildSearchIndex();
    const texts = Object.fromEntries(
      (["de", "en"] as const).flatMap((language) =>
        index.languages[language].documents.map((d) => [d.url, d.text] as const),
      ),
    );
    // Each word below was in the index before the interface fields were left out (references: the
    // filter bar and the reference pages' labels; services: step colours; contact: the form).
    expect(texts["/references"]).not.toMatch(/· (app|web|industry) ·|Brotkrümelnavigation|Steckbrief/);
    expect(texts["/services"]).not.toMatch(/\b(accent|violet|warm)\b/);
    expect(texts["/contact"]).not.toMatch(/Ihre E-Mail-Adresse\*|Bitte lassen Sie dieses Feld leer/);
    expect(texts["/en/contact"]).not.toMatch(/Please leave this field empty|Your email address\*/i);
    // What the pages say is still there.
    expect(texts["/references"]).toContain("Neun Projekte, neun Branchen");
    expect(texts["/contact"]).toContain("Was nach dem Absenden passiert");
  });
});
