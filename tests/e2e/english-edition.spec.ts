import type { APIRequestContext, Page } from "@playwright/test";
import { referenceSlugs } from "../../app/content-model/references/slugs.server";
import { site } from "../../app/content-model/site";
import { languageOf, pagePairs, type Language } from "../../app/paths";
import { expect, hydrated, test } from "./fixtures";

/**
 * The English edition (issue 24, docs/decisions/0017-english-edition.md): every page has its twin
 * under /en, the language switch leads to the same page in the other language and back, the hreflang
 * links of each pair point at each other, and the sitemap lists both with their alternates.
 */
const pairs = pagePairs(referenceSlugs);
// /contact/sent is a result page: noindex and out of the sitemap, but it has its twin and the switch.
const indexed = pairs.filter(({ page }) => page !== "contactSent");

/** The switch the visitor sees first: in the header, or on a landing page (no navigation there) in the footer. */
const switchLink = (page: Page) => page.locator("[data-language-switch]").filter({ visible: true }).first();

/** The hreflang alternates and the canonical of a page, as its HTML has them (before any script). */
async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!])),
  );
  const alternates = Object.fromEntries(
    links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => [l.hreflang!, new URL(l.href!).pathname]),
  );
  const canonical = links.find((l) => l.rel === "canonical")?.href;
  return {
    lang: /<html lang="([a-z]{2})"/.exec(html)?.[1],
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    alternates,
    canonical: canonical && new URL(canonical).pathname,
  };
}

test("every German page has an English twin, and the other way round", () => {
  expect(pairs.length).toBeGreaterThan(25);
  for (const { de, en } of pairs) {
    expect(languageOf(de)).toBe("de");
    expect(languageOf(en)).toBe("en");
  }
  expect(new Set(pairs.map(({ en }) => en)).size).toBe(pairs.length);
});

test("the header marks the current page in both editions, in the HTML and after hydration", async ({ page }) => {
  for (const path of ["/", "/en", "/en/about"]) {
    await page.goto(path);
    const nav = page.getByRole("navigation").first();
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute("href", path);
    await hydrated(page);
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute("href", path);
  }
});

test.describe("hreflang and canonical", () => {
  for (const { page, de, en } of indexed) {
    test(`${page}: ${de} and ${en} point at each other`, async ({ request }) => {
      const german = await headOf(request, de);
      const english = await headOf(request, en);
      expect(german.lang).toBe("de");
      expect(english.lang).toBe("en");
      const expected = { de, en, "x-default": de };
      expect(german.alternates).toEqual(expected);
      expect(english.alternates).toEqual(expected);
      expect(german.canonical).toBe(de);
      expect(english.canonical).toBe(en);
    });
  }
});

test("English pages quote in English: “…”, never the German „…“ (legal pages gloss German names)", async ({
  request,
}) => {
  let quotes = 0;
  for (const { page, en } of pairs) {
    if (page === "impressum" || page === "privacy") continue;
    const html = await (await request.get(en)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main, en).not.toContain("\u201e");
    quotes += main.split("\u201c").length - 1;
  }
  expect(quotes).toBeGreaterThan(5); // testimonials and case stories quote their customers
});

test("the sitemap lists both editions of every indexed page, each with its alternates", async ({ request }) => {
  const listed: typeof indexed = [];
  for (const pair of indexed) {
    const [german, english] = [await headOf(request, pair.de), await headOf(request, pair.en)];
    // Landing pages and the example case study are noindex in both languages, and so not listed.
    expect(english.noindex, pair.en).toBe(german.noindex);
    if (!german.noindex) listed.push(pair);
  }
  if (site.demo) {
    // The demo identity keeps every page out of the index and writes no sitemap (issue 40); the sitemap of
    // a real identity, with both editions and their alternates: tests/rebrand/rebrand.test.ts.
    expect(listed).toEqual([]);
    expect((await request.get("/sitemap.xml")).status()).toBe(404);
    return;
  }
  expect(listed.length).toBeGreaterThan(20);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: new URL(/<loc>([^<]*)<\/loc>/.exec(body!)![1]!).pathname,
    alternates: Object.fromEntries(
      [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]),
    ),
  }));
  for (const { de, en } of listed)
    for (const loc of [de, en])
      expect(entries.find((entry) => entry.loc === loc)?.alternates, loc).toEqual({ de, en, "x-default": de });
  expect(entries.length).toBe(listed.length * 2);
});

test.describe("the language switch", () => {
  // Every pair, from the HTML (no browser): each switch on the page (header, mobile menu, footer)
  // leads to its twin. The same component computes the link on the server and in the app.
  test("every page's switches lead to its twin, and the twin's back", async ({ request }) => {
    for (const { de, en } of pairs) {
      for (const [from, to] of [
        [de, en],
        [en, de],
      ] as const) {
        const html = await (await request.get(from)).text();
        const targets = [...html.matchAll(/<a\b[^>]*\bdata-language-switch\b[^>]*>/g)].map(
          ([tag]) => /\shref="([^"]*)"/.exec(tag)?.[1],
        );
        expect(targets.length, from).toBeGreaterThan(0);
        expect(new Set(targets), from).toEqual(new Set([to]));
      }
    }
  });

  // One walk per kind of page (its own layout, switch or loader): German → switch → English
  // counterpart → switch → back, each switch a first click on a page that has not hydrated yet (a
  // plain link) or has (a client navigation). The other pages of a kind differ only in the link,
  // which the test above reads. (A walk for each of the 31 pairs took 100 s of the suite.)
  // A name that is no longer a page fails here, at the start of the run.
  const kinds = ["home", "services", "service:app-development", "reference:edeka", "exampleReference"];
  kinds.push("contactSent", "appLanding", "impressum", "search", "articles");
  const walked = kinds.map((name) => {
    const pair = pairs.find(({ page }) => page === name);
    if (!pair) throw new Error(`the language switch's walks: no page named ${name}`);
    return pair;
  });
  test.use({ visitorMovesPointer: false });
  for (const { page: name, de, en } of walked) {
    test(`${name}: ${de} → ${en} → ${de}`, async ({ page }) => {
      await page.goto(de);
      await switchLink(page).click();
      await expect(page).toHaveURL(en);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await hydrated(page);
      await switchLink(page).click();
      await expect(page).toHaveURL(de);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("is announced in its own language, with hreflang, in header, mobile menu and footer", async ({ page }) => {
    for (const [path, target, name] of [
      ["/about", "en", "English"],
      ["/en/about", "de", "Deutsch"],
    ] as [string, Language, string][]) {
      await page.goto(path);
      const links = page.locator("[data-language-switch]");
      // Desktop header, mobile menu (in the closed <details>), footer.
      await expect(links).toHaveCount(3);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("hreflang", target);
        await expect(link).toHaveAttribute("lang", target);
        await expect(link).toHaveAttribute("href", path === "/about" ? "/en/about" : "/about");
      }
      await expect(page.getByRole("contentinfo").getByRole("link", { name })).toBeVisible();
    }
  });

  test("in the mobile menu, as the first tap", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/services/mvps");
    await page.getByRole("banner").locator("summary").first().click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/en/services/mvps");
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("English pages the server renders", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] }); // the pages answer 404 on purpose
  test("an unknown English address is an English 404 with a way home", async ({ page }) => {
    const response = await page.goto("/en/does-not-exist");
    expect(response!.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("main").getByRole("link", { name: /home/i }).first()).toHaveAttribute("href", "/en");
  });

  test("an unknown English service is answered in English", async ({ page }) => {
    const response = await page.goto("/en/services/does-not-exist");
    expect(response!.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/service/i);
  });

  test("no redirect by Accept-Language: each address answers in its own language", async ({ request }) => {
    const german = await request.get("/about", { headers: { "Accept-Language": "en-US,en;q=0.9" }, maxRedirects: 0 });
    expect(german.status()).toBe(200);
    expect(await german.text()).toMatch(/<html lang="de"/);
    const english = await request.get("/en/about", { headers: { "Accept-Language": "de-DE" }, maxRedirects: 0 });
    expect(english.status()).toBe(200);
    expect(await english.text()).toMatch(/<html lang="en"/);
  });
});

test.describe("the English edition without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("links, the language switch and the mobile menu work from the HTML alone", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("navigation").getByRole("link", { name: "Case studies" }).first().click();
    await expect(page).toHaveURL("/en/references");
    await switchLink(page).click();
    await expect(page).toHaveURL("/references");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/en/about");
    await page.getByRole("banner").locator("summary").first().click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL("/en/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
