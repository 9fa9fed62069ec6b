import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { referenceSlugs } from "../../app/content-model/references/slugs.server";
import type { ContentOf } from "../../app/pages/registry";
import { META_DESCRIPTION_MAX } from "../../app/content-model/schema/fields";
import { site } from "../../app/content-model/site";
import { socialImagePath } from "../../app/content-model/social-image";
import { fillSlots } from "../../app/content-model/slots";
import { languageOf, languages, pathsOf, type Language } from "../../app/paths";
import { readFilledContent } from "../../vite/content-data";
import { content } from "../support/content";
import { expect, test } from "./fixtures";

/**
 * Nothing on the site says the invented is real (issue 40): while app/content-model/site.ts holds the demo
 * identity, every page says so at its top and is kept out of search engines, and each reference page says
 * of its company that it is no customer. Every page of both editions has its own social image with a
 * description, and a meta description a search engine shows in full. (With a real identity:
 * tests/rebrand/rebrand.test.ts.)
 */
const buildDir = process.env.BUILD_DIR ?? "build";
const client = path.join(buildDir, "client");

/** Every prerendered page: its path and its HTML as the server sends it. */
async function prerenderedPages(): Promise<{ page: string; html: string }[]> {
  const entries = await readdir(client, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && e.name === "index.html");
  return Promise.all(
    files.map(async (e) => ({
      page: `/${path.relative(client, e.parentPath).split(path.sep).join("/")}`.replace(/^\/$/, "/"),
      html: await readFile(path.join(e.parentPath, e.name), "utf8"),
    })),
  );
}

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const decode = (text: string) =>
  text.replace(
    /&(amp|quot|#x27|#39|lt|gt);/g,
    (_m, e: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">" })[e] ?? "'",
  );

test.describe("the demo identity", () => {
  test.skip(!site.demo, "site.ts holds a real identity (tests/rebrand checks that one)");

  test("keeps every page out of search engines: noindex, no sitemap, crawling allowed to read it", async ({
    request,
  }) => {
    const pages = await prerenderedPages();
    expect(pages.length).toBeGreaterThan(50);
    const indexed = pages.filter(({ html }) => !/<meta name="robots" content="noindex, follow"/.test(html));
    expect(indexed.map((p) => p.page)).toEqual([]);
    // The pages the server renders per request (404, unknown service) too.
    for (const page of ["/gibt-es-nicht", "/en/services/does-not-exist"])
      expect(metaOf(await (await request.get(page)).text(), "robots"), page).toMatch(/^noindex/);
    expect((await request.get("/sitemap.xml")).status()).toBe(404);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/$/m);
    expect(robots).not.toContain("Sitemap:");
  });

  test("says so at the top of every page, in the page's language, with a link to the legal notice", async ({
    request,
  }) => {
    const pages = await prerenderedPages();
    const notices = Object.fromEntries(languages.map((l) => [l, content("layout", l).interface.demoNotice]));
    const missing: string[] = [];
    const served = [
      ...pages,
      ...(await Promise.all(
        ["/gibt-es-nicht", "/en/x"].map(async (page) => ({
          page,
          html: await (await request.get(page)).text(),
        })),
      )),
    ];
    for (const { page, html } of served) {
      const language = languageOf(page);
      const { label, text, link } = notices[language]!;
      const main = html.slice(html.indexOf('<main id="main"'));
      // The notice opens the page's main content: before its heading and everything else.
      const notice = /^<main[^>]*><div role="note" data-testid="demo-notice"[^>]*><p[^>]*>([\s\S]*?)<\/p><\/div>/.exec(
        main,
      )?.[1];
      const words = decode((notice ?? "").replace(/<[^>]+>/g, "").replaceAll("<!-- -->", ""));
      if (!words.includes(`${label}: ${text}`) || !notice?.includes(`href="${pathsOf(language).impressum}"`))
        missing.push(`${page}: ${words || "(no notice)"}`);
      if (!words.endsWith(link)) missing.push(`${page}: no link “${link}”`);
    }
    expect(missing).toEqual([]);
  });

  test("a visitor on a phone reads it on the first screen, below the header, before anything else", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, label] of [
      ["/", "Demo-Website:"],
      ["/en/services/app-development", "Demo website:"],
      ["/app-development-landing", "Demo-Website:"],
    ] as const) {
      await page.goto(path);
      const notice = page.getByRole("note").filter({ hasText: label });
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
      const header = (await page.locator("header").first().boundingBox())!;
      expect(box.y, path).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(box.y + box.height, path).toBeLessThan(844 / 2);
      // It is read first: the first text of the main content, and the skip link leads to it.
      const first = await page.locator("main").evaluate((main) => main.firstElementChild?.getAttribute("role"));
      expect(first).toBe("note");
    }
  });

  for (const language of languages) {
    test(`each reference page (${language}) says that its company is no customer and the project invented`, async ({
      request,
    }) => {
      const template = content("references", language).page.demoNotice;
      for (const slug of referenceSlugs) {
        const file = readFilledContent<ContentOf<"references/*">>(`content/${language}/references/${slug}.yaml`);
        const html = decode(await (await request.get(pathsOf(language).reference(slug))).text());
        const customer = file.card.customerInSentence ?? file.card.customer;
        const notice = fillSlots(template, { customer });
        expect(notice).toContain(file.card.customer);
        const shown = /data-testid="reference-demo-notice"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
        expect(shown, slug).toBe(notice);
      }
      // The example case study names no company: it says what it is in its own words.
      const example = decode(await (await request.get(pathsOf(language).exampleReference)).text());
      expect(example).not.toContain("reference-demo-notice");
      expect(example).toContain(content("example-reference", language).notice!);
    });

    test(`each reference page's (${language}) description says in link previews that the case study is invented`, async ({
      request,
    }) => {
      const { demoDescription } = content("references", language).page;
      const label = demoDescription.slice(0, demoDescription.indexOf("{{"));
      expect(label).toMatch(/^(Erfundenes Fallbeispiel|Invented case study)\. $/);
      for (const slug of referenceSlugs) {
        const file = readFilledContent<ContentOf<"references/*">>(`content/${language}/references/${slug}.yaml`);
        const html = await (await request.get(pathsOf(language).reference(slug))).text();
        const expected = fillSlots(demoDescription, { description: file.meta.description });
        expect([...expected].length, slug).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
        for (const key of ["description", "og:description", "twitter:description"])
          expect(decode(metaOf(html, key) ?? ""), `${slug} ${key}`).toBe(expected);
      }
      // The example case study names no company and keeps its own description.
      const example = await (await request.get(pathsOf(language).exampleReference)).text();
      expect(decode(metaOf(example, "description") ?? "")).toBe(
        content("example-reference", language).meta.description,
      );
    });
  }

  test("every quote says that it is invented, in its edition's words", async ({ request }) => {
    for (const language of languages) {
      const { items, demoBadge } = content("testimonials", language);
      const html = decode(await (await request.get(pathsOf(language).home)).text());
      for (const { badge } of items) expect(html, badge).toContain(fillSlots(demoBadge, { badge }));
    }
  });
});

test("every page shares the social image of its edition, described in its language; an article has its own", async ({
  request,
}) => {
  const pages = await prerenderedPages();
  const wrong: string[] = [];
  // The image's words and description are the home page's (app/content-model/social-image.ts).
  const socialImageOf = (language: Language) => ({
    path: socialImagePath(language),
    alt: content("home", language).socialImage.alt,
  });
  let articles = 0;
  for (const { page, html } of pages) {
    const url = metaOf(html, "og:image");
    if (metaOf(html, "article:published_time")) {
      // Drawn at build with the article's own words (tests/e2e/articles.spec.ts checks the image itself).
      articles++;
      const own = new RegExp(`^/social/articles/${languageOf(page)}/[a-z0-9-]+\\.png$`);
      if (!url || !own.test(new URL(url).pathname)) wrong.push(`${page}: og:image ${url}`);
      if (!metaOf(html, "og:image:alt")) wrong.push(`${page}: og:image:alt missing`);
    } else {
      const { path: image, alt } = socialImageOf(languageOf(page));
      if (!url || new URL(url).pathname !== image) wrong.push(`${page}: og:image ${url}`);
      for (const key of ["og:image:alt", "twitter:image:alt"])
        if (decode(metaOf(html, key) ?? "") !== alt) wrong.push(`${page}: ${key} ${metaOf(html, key)}`);
    }
    if (metaOf(html, "twitter:image") !== url) wrong.push(`${page}: twitter:image`);
    if (metaOf(html, "twitter:image:alt") !== metaOf(html, "og:image:alt")) wrong.push(`${page}: twitter:image:alt`);
  }
  expect(wrong).toEqual([]);
  expect(articles).toBeGreaterThan(6);
  expect(socialImageOf("en").path).not.toBe(socialImageOf("de").path);
  for (const language of languages) {
    const response = await request.get(socialImageOf(language).path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
});

test(`every page's meta description has at most ${META_DESCRIPTION_MAX} characters`, async () => {
  const pages = await prerenderedPages();
  const lengths = pages.map(({ page, html }) => ({
    page,
    length: [...decode(metaOf(html, "description") ?? "")].length,
  }));
  expect(lengths.every((p) => p.length > 50)).toBe(true);
  const tooLong = lengths.filter((p) => p.length > META_DESCRIPTION_MAX).map((p) => `${p.page}: ${p.length}`);
  expect(tooLong).toEqual([]);
});
