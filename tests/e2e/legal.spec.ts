import type { Page } from "@playwright/test";
import { CONTACT_RETENTION_DAYS_DEFAULT } from "../../app/content-model/legal/retention";
import { privacyVersionDate } from "../../app/content-model/legal/editions";
import { site } from "../../app/content-model/site";
import { pageRoutes } from "../../app/route-table";
import { languageOf, pathsOf } from "../../app/paths";
import { content } from "../support/content";
import { expect, hydrated, test } from "./fixtures";
import { ready, spawnServer, tempDir } from "./server-process";

/** Every page of the route table a visitor can land on: no catch-all, no dynamic segment, no redirect. */
const contentPaths = pageRoutes
  .filter((r) => r.path !== "*" && !r.path.includes(":") && r.prerender && !r.resource) // the redirects are never prerendered
  .map((r) => r.path);

const ODR_LINK = /ec\.europa\.eu\/consumers\/odr/i;

/** The text of the section headed `heading` (h2), collapsed whitespace. */
async function sectionText(page: Page, heading: string | RegExp) {
  const section = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading }) });
  await expect(section).toHaveCount(1);
  return ((await section.textContent()) ?? "").replace(/\s+/g, " ");
}

/** Heading levels in document order inside <main>; a level may go down by any amount, up by one only. */
async function headingLevels(page: Page) {
  return page
    .locator("main")
    .evaluate((main) =>
      [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")]
        .filter((h) => h.getClientRects().length > 0)
        .map((h) => Number(h.tagName[1])),
    );
}

function expectOrderedHeadings(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i} jumps from h${levels[i - 1]} to h${level}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

test.describe("Impressum", () => {
  test("says first, in both editions, that the agency and its work are invented and the companies no customers", async ({
    page,
  }) => {
    test.skip(!site.demo, "site.ts holds a real identity");
    await page.goto("/impressum");
    await expect(page.locator("main h2").first()).toHaveText("Hinweis: Demo-Website");
    const note = page.locator("section#demo-website");
    await expect(note).toContainText(`${site.name} ist eine erfundene Agentur`);
    await expect(note).toContainText(`sind keine Kunden von ${site.name}`);
    await page.goto("/en/legal-notice");
    await expect(page.locator("main h2").first()).toHaveText("Note: demo website");
    await expect(page.locator("section#demo-website")).toContainText(`are not clients of ${site.name}`);
  });

  test("names the provider after § 5 DDG and the person responsible after § 18 Abs. 2 MStV", async ({ page }) => {
    await page.goto("/impressum");
    await expect(page).toHaveTitle(`Impressum | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");

    const provider = await sectionText(page, /§ 5 DDG/);
    for (const part of [
      site.legal.company,
      site.legal.legalForm,
      site.address.street,
      `${site.address.postalCode} ${site.address.city}`,
      ...site.legal.managingDirectors,
    ]) {
      expect(provider).toContain(part);
    }

    const contact = page.locator("section#kontakt");
    await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(contact.getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:\+49/);

    const register = await sectionText(page, "Registereintrag");
    expect(register).toContain(site.legal.registerCourt);
    expect(register).toContain(site.legal.registerNumber);

    expect(await sectionText(page, "Umsatzsteuer-Identifikationsnummer")).toContain(site.legal.vatId);

    const responsible = await sectionText(page, /§ 18 Abs\. 2 MStV/);
    expect(responsible).toContain(site.legal.contentResponsible);
    expect(responsible).toContain(site.address.street);

    await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/privacy");
    expect(await page.content()).not.toMatch(ODR_LINK);
    expectOrderedHeadings(await headingLevels(page));
  });
});

test.describe("privacy policy", () => {
  test("covers controller, server logs, contact form, cookies, fonts, rights and complaints", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page).toHaveTitle(`Datenschutzerklärung | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Datenschutz\u00ad?erklärung/);
    await expect(page.locator("main")).toContainText(`Stand: ${privacyVersionDate("de")}`);

    const controller = await sectionText(page, "Verantwortlicher");
    for (const part of [site.legal.company, site.address.street, site.email]) expect(controller).toContain(part);

    const logs = await sectionText(page, "Hosting und Server-Logdateien");
    expect(logs).toContain("IP-Adresse");
    expect(logs).toContain(site.dataProtection.hosting.name);
    expect(logs).toContain(`nach ${site.operations.appLogDays} Tagen`);
    expect(logs).toContain("Art. 6 Abs. 1 lit. f DSGVO");

    const form = await sectionText(page, "Kontaktformular");
    expect(form).toContain("Art. 6 Abs. 1 lit. b DSGVO");
    expect(form).toContain("Art. 6 Abs. 1 lit. f DSGVO");
    expect(form).toContain(`${CONTACT_RETENTION_DAYS_DEFAULT} Tage`);
    // True of the server answering: the test server runs with RATE_LIMIT=0 (playwright.config.ts), so
    // the page, rendered from its configuration, does not describe a rate limit it does not apply.
    expect(form).not.toContain("zählt der Server");
    expect(form).toContain("unsichtbares Feld");
    expect(form).toContain(site.dataProtection.mailProvider.name);

    expect(await sectionText(page, "Keine Cookies, keine Tracking-Dienste")).toContain("keine Cookies");
    expect(await sectionText(page, /Schriftarten/)).toContain("eigenen Server");

    const rights = await sectionText(page, "Ihre Rechte");
    for (const article of [15, 16, 17, 18, 20, 21]) expect(rights).toContain(`Art. ${article} DSGVO`);
    expect(await sectionText(page, "Widerspruchsrecht")).toContain("Art. 21 Abs. 1 DSGVO");

    const complaint = await sectionText(page, /Beschwerderecht/);
    expect(complaint).toContain("Art. 77 DSGVO");
    expect(complaint).toContain(site.dataProtection.supervisoryAuthority.name);

    expect(await page.content()).not.toMatch(ODR_LINK);
    expectOrderedHeadings(await headingLevels(page));
  });

  test("every entry of the table of contents leads to its section", async ({ page }) => {
    await page.goto("/privacy");
    await hydrated(page);
    const toc = page.getByRole("navigation", { name: "Inhaltsverzeichnis" });
    const hrefs = await toc.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) await expect(page.locator(`section${href} > h2`)).toHaveCount(1);

    await toc.getByRole("link", { name: /Ihre Rechte/ }).click();
    await expect(page).toHaveURL(/#rechte$/);
    await expect(page.getByRole("heading", { level: 2, name: "Ihre Rechte" })).toBeInViewport();
  });

  test("what the text promises holds: no cookies, no storage but scroll positions, no third-party request", async ({
    page,
    context,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).origin !== new URL(baseURL!).origin) foreign.push(r.url());
    });
    for (const path of ["/", "/about", "/privacy"]) {
      await page.goto(path);
      await hydrated(page);
      await page.mouse.wheel(0, 1500);
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");

    expect(foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(storage.local).toEqual([]);
    // React Router's scroll restoration, described in the policy (§ 25 Abs. 2 Nr. 2 TDDDG).
    for (const key of storage.session) expect(key).toMatch(/scroll/i);
  });
});

test.describe("legal pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/impressum", "/privacy"]) {
    test(`${path} fits 390 px without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test("the table of contents of the privacy policy opens on demand", async ({ page }) => {
    await page.goto("/privacy");
    await hydrated(page);
    const toc = page.getByRole("navigation", { name: "Inhaltsverzeichnis" });
    await expect(toc.getByRole("link", { name: /Ihre Rechte/ })).toBeHidden();
    await toc.getByText("Inhalt", { exact: true }).click();
    await toc.getByRole("link", { name: /Ihre Rechte/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Ihre Rechte" })).toBeInViewport();
  });
});

test.describe("footer links reach the legal pages from every page", () => {
  // The footer is rendered by the root layout, so every page's prerendered HTML is checked for the
  // links (cheap), and the links are followed in the browser from two different page layouts.
  test("every page's footer links to Impressum and Datenschutz, and no page links to the ODR platform", async ({
    request,
  }) => {
    for (const path of contentPaths) {
      const html = await (await request.get(path)).text();
      const footer = html.slice(html.lastIndexOf("<footer"));
      // Each edition's footer links its own legal pages, named in its language.
      const language = languageOf(path);
      const { impressum, privacy } = pathsOf(language);
      const names = content("layout", language).navigation.legal;
      expect(footer, `footer of ${path}`).toContain(`href="${impressum}" data-discover="true">${names.impressum}</a>`);
      expect(footer, `footer of ${path}`).toContain(`href="${privacy}" data-discover="true">${names.privacy}</a>`);
      expect(html, `no link to the closed EU ODR platform on ${path}`).not.toMatch(ODR_LINK);
    }
  });

  for (const path of ["/", "/mvp-development-landing"]) {
    test(`the footer links work from ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: "Impressum" }).click();
      await expect(page).toHaveURL(/\/impressum$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
      await footer.getByRole("link", { name: "Datenschutz" }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Datenschutz\u00ad?erklärung/);
    });
  }
});

test.describe("the privacy page follows the server's configuration (issues 38 and 40)", () => {
  // Real servers of the production build with other settings: each renders its own policy per request.
  const cleanups: (() => unknown)[] = [];
  test.describe.configure({ timeout: 180_000 });
  test.afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function pageOf(env: Record<string, string>, path = "/privacy") {
    const data = tempDir("legal-");
    cleanups.push(() => data.remove());
    const server = await spawnServer({ DATA_DIR: data.path, ...env });
    cleanups.push(() => server.stop("SIGKILL"));
    // A generous wait: a server's start-up is slow on a machine shared with other suites.
    await ready(server, 60_000);
    return (await (await fetch(`${server.url}${path}`)).text()).replace(/<[^>]+>/g, " ").replace(/[\s\u00a0]+/g, " ");
  }

  test("the test server (counting on, the build's https address, no proxy): the counting, never 'not set up for HTTPS'", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const reach = await sectionText(page, "Reichweitenmessung ohne Cookies");
    expect(reach).toContain("Gespeichert werden ausschließlich Summen je Kalendertag");
    expect(reach).toContain("Nach 400 Tagen werden die Tagessummen gelöscht.");
    expect(reach).toContain("ist § 25 TDDDG daher nicht berührt");
    expect(await sectionText(page, "Kontaktformular")).toContain(
      "die Einstiegsseite, die verweisende Website und die Kampagne",
    );
    const security = await sectionText(page, "Datensicherheit");
    expect(security).toContain("ist die Verbindung verschlüsselt (HTTPS mit TLS)");
    expect(security).not.toContain("nicht für eine verschlüsselte Verbindung");
    await page.goto("/en/privacy");
    expect(await sectionText(page, "Audience measurement without cookies")).toContain(
      "The daily totals are deleted after 400 days.",
    );
  });

  // SITE_URL must be the build's address (the server refuses another): the http address is the unit
  // tests' (app/content-model/legal/privacy-configurations.test.ts).
  test("behind a declared proxy, 90 days of counts: HTTPS with HSTS and the 90 days", async () => {
    const text = await pageOf({ TRUST_PROXY: "1", STATS_RETENTION_DAYS: "90" });
    expect(text).toContain("Diese Website wird über eine verschlüsselte Verbindung (HTTPS mit TLS) ausgeliefert.");
    expect(text).toContain("HTTP Strict Transport Security");
    expect(text).not.toContain("nicht für eine verschlüsselte Verbindung");
    expect(text).toContain("Nach 90 Tagen werden die Tagessummen gelöscht.");
    const en = await pageOf({ TRUST_PROXY: "1" }, "/en/privacy");
    expect(en).toContain("This website is served over an encrypted connection (HTTPS with TLS).");
    expect(en).not.toContain("not set up for encrypted");
  });

  test("counting off: no word of the counting or of the visit kept with a request", async () => {
    const text = await pageOf({ STATS: "0" });
    expect(text).toContain("Kontaktformular");
    for (const words of ["Reichweite", "Tagessummen", "Einstiegsseite", "utm_"]) expect(text).not.toContain(words);
    const en = await pageOf({ STATS: "0" }, "/en/privacy");
    for (const words of ["Audience measurement", "daily totals", "entry page"]) expect(en).not.toContain(words);
  });
});
