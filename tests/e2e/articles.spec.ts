import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { publishedArticles } from "../../app/content-model/articles/articles.server";
import { languages, pathsOf } from "../../app/paths";
import { axeViolations } from "./axe";
import { expect, hydrated, renderedAhead, test } from "./fixtures";
import { buildDir } from "./server-process";

/**
 * The articles (issue 37) in the production build: every article page is accessible at 390 and 1280 px
 * and works without JavaScript; each has its own social image; the feeds are valid RSS 2.0 and list every
 * published article; a translated article names its twin (hreflang pair, language switch). Drafts, future
 * dates and an article in one language only are proved on a build with such files added
 * (tests/rebrand/rebrand.test.ts), not on the real content. The Nu checker runs over every page at once
 * (html-validity.spec.ts).
 */
const articlePages = languages.flatMap((language) => [
  ...publishedArticles[language].articles.map(({ slug }) => pathsOf(language).article(slug)),
  pathsOf(language).knowledge,
]);
const listPages = languages.flatMap((language) => [pathsOf(language).articles, pathsOf(language).articleList("mvps")]);

test("there are at least six published articles per edition (and the guide)", () => {
  for (const language of languages) expect(publishedArticles[language].articles.length).toBeGreaterThanOrEqual(6);
});

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ reducedMotion: "reduce", viewport: { width, height: 900 } });
    // One test per page: each has its own time, and a failure names its page.
    for (const path of [...articlePages, ...listPages]) {
      test(`${path} has no WCAG 2.2 AA violation and one h1`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await renderedAhead(page);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.locator("h1").count()).toBe(1);
      });
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every article page is whole: title, author, date, text, contents, breadcrumbs, call to action", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of articlePages) {
      await page.goto(path);
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator("main time[datetime]").first(), path).toHaveAttribute(
        "datetime",
        /^\d{4}-\d{2}-\d{2}$/,
      );
      await expect(page.locator("main img[src*='/assets/']").first(), path).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: /^(Brotkrümelnavigation|Breadcrumb)$/ });
      await expect(crumbs.getByRole("link").nth(1), path).toHaveAttribute("href", /^\/(ratgeber|en\/insights)$/);
      // The contents' links lead to the chapters, which are there.
      const tocLinks = page.getByTestId("article-toc").getByRole("link");
      for (const href of await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")!)))
        await expect(page.locator(href), `${path} ${href}`).toHaveCount(1);
      expect(await tocLinks.count(), path).toBeGreaterThanOrEqual(4);
      await expect(page.locator("main a[href$='/contact']").first(), path).toBeVisible();
    }
  });

  test("the index lists the articles newest first and leads to each; a topic filter is a link", async ({ page }) => {
    await page.goto("/ratgeber");
    const dates = await page
      .locator("main li time")
      .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
    expect(dates.length).toBe(publishedArticles.de.articles.length + 1);
    expect(dates).toEqual([...dates].sort().reverse());
    await page.getByRole("link", { name: "Was kostet eine App? Die Kostentreiber ehrlich erklärt" }).click();
    await expect(page).toHaveURL("/ratgeber/was-kostet-eine-app");
    await page.goto("/ratgeber");
    await page.getByRole("navigation", { name: "Themen" }).getByRole("link", { name: "App-Entwicklung" }).click();
    await expect(page).toHaveURL("/ratgeber/thema/app-development");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/App-Entwicklung/);
  });
});

test("a translated article names its twin: hreflang pair, and the language switch leads there", async ({ page }) => {
  await page.goto("/ratgeber/was-kostet-eine-app");
  const alternates = await page
    .locator("link[rel=alternate][hreflang]")
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`),
    );
  expect(alternates.sort()).toEqual([
    "de /ratgeber/was-kostet-eine-app",
    "en /en/insights/what-does-an-app-cost",
    "x-default /ratgeber/was-kostet-eine-app",
  ]);
  await expect(page.locator("meta[property='og:type']")).toHaveAttribute("content", "article");
  await expect(page.locator("meta[property='article:published_time']")).toHaveAttribute("content", "2026-08-18");
  await expect(page.locator("meta[property='article:tag']")).toHaveAttribute("content", "App-Entwicklung");
  const jsonLd = JSON.parse((await page.locator("script[type='application/ld+json']").textContent())!) as {
    "@graph": { "@type": string; headline?: string; datePublished?: string; author?: { name: string } }[];
  };
  const posting = jsonLd["@graph"].find((node) => node["@type"] === "BlogPosting")!;
  expect(posting).toMatchObject({
    headline: "Was kostet eine App? Die Kostentreiber ehrlich erklärt",
    datePublished: "2026-08-18",
    dateModified: "2026-08-18",
    inLanguage: "de-DE",
    image: expect.stringMatching(/^https:\/\/[^/]+\/social\/articles\/de\/was-kostet-eine-app\.png$/),
    author: { "@type": "Person", name: "Jonas Weber" },
    publisher: { "@type": "Organization", name: expect.any(String) },
  });
  expect(jsonLd["@graph"].map((node) => node["@type"])).toContain("BreadcrumbList");
  await page.locator("header [data-language-switch]").first().click();
  await expect(page).toHaveURL("/en/insights/what-does-an-app-cost");
});

test.describe("unknown articles", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] }); // the pages answer 404 on purpose
  test("an unknown article is a 404 page that leads to the index", async ({ page }) => {
    const response = await page.goto("/ratgeber/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel nicht gefunden");
    await expect(page.getByRole("link", { name: "Zum Ratgeber" })).toHaveAttribute("href", "/ratgeber");
  });
});

test("each article has its own social image, 1200 × 630, named in og:image", async ({ page, request }) => {
  const hashes = new Set<string>();
  for (const path of articlePages) {
    await page.goto(path);
    const image = new URL((await page.locator("meta[property='og:image']").getAttribute("content"))!).pathname;
    expect(image, path).toMatch(/^\/social\/articles\/(de|en)\/[a-z0-9-]+\.png$/);
    const png = await (await request.get(image)).body();
    // PNG: the IHDR chunk holds width and height as big-endian integers at bytes 16 and 20.
    expect(png.subarray(1, 4).toString(), image).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    hashes.add(createHash("sha256").update(png).digest("hex"));
  }
  expect(hashes.size).toBe(articlePages.length);
});

test.describe("the feeds", () => {
  for (const language of languages) {
    test(`${language}: valid RSS 2.0 listing every published article, linked from every page's head`, async ({
      page,
      request,
      baseURL,
    }) => {
      const feedPath = pathsOf(language).articleFeed;
      // Every prerendered page of the edition names its feed, and only its own, in the head.
      const pages = readdirSync(path.join(buildDir, "client"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith("index.html"))
        .map((file) => readFileSync(path.join(buildDir, "client", file), "utf8"))
        .filter((html) => html.startsWith(`<!DOCTYPE html><html lang="${language}"`));
      expect(pages.length).toBeGreaterThan(20);
      for (const html of pages) {
        const head = html.slice(0, html.indexOf("</head>"));
        const feeds = [...head.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g)];
        expect(feeds.map(([, href]) => new URL(href!).pathname)).toEqual([feedPath]);
      }
      const response = await request.get(feedPath);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto(baseURL!); // a page to parse in: Chromium's own XML parser
      const report = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        if (doc.querySelector("parsererror")) return { error: doc.querySelector("parsererror")!.textContent };
        const rss = doc.documentElement;
        const channel = [...rss.children].filter((c) => c.tagName === "channel");
        const child = (el: Element, name: string) => [...el.children].filter((c) => c.tagName === name);
        const text = (el: Element, name: string) => child(el, name)[0]?.textContent ?? null;
        return {
          root: rss.tagName,
          version: rss.getAttribute("version"),
          channels: channel.length,
          required: ["title", "link", "description"].map((name) => child(channel[0]!, name).length),
          self: child(channel[0]!, "atom:link")[0]?.getAttribute("rel"),
          items: child(channel[0]!, "item").map((item) => ({
            title: text(item, "title"),
            link: text(item, "link"),
            guid: text(item, "guid"),
            description: text(item, "description"),
            pubDate: text(item, "pubDate"),
          })),
        };
      }, xml);
      // RSS 2.0 (rssboard.org/rss-specification): <rss version="2.0"> with one <channel> holding title,
      // link and description; each item a title or description, here all of them with an absolute link,
      // a permalink guid and an RFC 822 pubDate.
      expect(report).toMatchObject({ root: "rss", version: "2.0", channels: 1, required: [1, 1, 1], self: "self" });
      const expected = [
        ...publishedArticles[language].articles.map(({ slug }) => pathsOf(language).article(slug)),
        pathsOf(language).knowledge,
      ];
      expect(report.items!.map((item) => new URL(item.link!).pathname).sort()).toEqual(expected.sort());
      for (const item of report.items!) {
        expect(item.title && item.description, item.link!).toBeTruthy();
        expect(item.guid).toBe(item.link);
        expect(item.pubDate!).toMatch(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
        );
      }
    });
  }
});
