import { createHash } from "node:crypto";
import { pageRoutes, prerenderedPages } from "../../app/route-table";
import { expect, hydrated, navigateInApp, test } from "./fixtures";
import { content } from "../support/content";

const pages = pageRoutes.filter((r) => r.prerender && !r.resource);
const aliases = new Set(pageRoutes.flatMap((r) => r.aliases ?? []));
const contentPaths = prerenderedPages().filter((p) => !aliases.has(p));

/**
 * Whether a page's Content-Security-Policy allows each of its inline scripts: by its hash (a prerendered
 * page) or by the nonce it carries (a page rendered per request). JSON-LD is data, which the CSP does not govern.
 */
function inlineScriptsAllowed(html: string, csp: string) {
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1];
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
    .map(([, attributes, text]) => {
      const hash = `'sha256-${createHash("sha256").update(text!).digest("base64")}'`;
      return scriptSources.includes(hash) || (!!nonce && attributes!.includes(`nonce="${nonce}"`));
    });
}

test.describe("every route", () => {
  // Read from the HTML as the server sends it: what differs per page is there (docs/testing.md). Each
  // page template also opens in the browser, where the console guard fails on any error or CSP
  // violation (accessibility.spec.ts, articles.spec.ts and the specs of each page).
  for (const path of contentPaths) {
    test(`${path} answers 200 with one h1, a title, a canonical link and a CSP that allows its scripts`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const headings = [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map(([h1]) => h1.replace(/<[^>]*>/g, "").trim());
      expect(headings).toHaveLength(1);
      expect(headings[0]).not.toBe("");
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/\S.*\|/);
      const route = pageRoutes.find((r) => r.path === path || r.aliases?.includes(path))!;
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(new URL(canonical!).pathname).toBe(route.path);
      const allowed = inlineScriptsAllowed(html, response.headers()["content-security-policy"] ?? "");
      expect(allowed.length, "inline scripts (the paint-first bootstrap at least)").toBeGreaterThan(0);
      expect(allowed, "the page's CSP allows each of its inline scripts").not.toContain(false);
    });
  }

  test("aliases answer 200 with one h1 and a canonical link to the main path", async ({ request }) => {
    for (const route of pages.filter((r) => r.aliases)) {
      for (const alias of route.aliases!) {
        const response = await request.get(alias);
        expect(response.status(), alias).toBe(200);
        const html = await response.text();
        expect(html.match(/<h1[\s>]/g), alias).toHaveLength(1);
        const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
        expect(new URL(canonical!).pathname, alias).toBe(route.path);
      }
    }
  });

  test("content pages have unique titles", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of pages) {
      const html = await (await request.get(route.path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(titles.get(title), `${route.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, route.path);
    }
  });
});

test.describe("not found and redirects", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path shows the designed 404 page with status 404 and a way home", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an unknown service shows 'Service not found' with status 404", async ({ page }) => {
    const response = await page.goto("/services/blockchain");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Service not found");
  });

  test("an unknown service reached by client navigation shows 'Service not found' too", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    const documentRequests: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documentRequests.push(r.url()));
    await navigateInApp(page, "/services/quantum");
    await expect(page.locator("h1")).toHaveText("Service not found");
    expect(documentRequests).toEqual([]); // rendered in the app, not by a full page load
  });

  for (const path of ["/career", "/karriere"]) {
    test(`${path} redirects permanently to / and replaces the history entry`, async ({ page, request }) => {
      const direct = await request.get(path, { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(direct.headers()["location"]).toBe("/");

      await page.goto("/about");
      await page.goto(path);
      await expect(page).toHaveURL("/");
      await page.goBack();
      await expect(page).toHaveURL("/about");
    });
  }

  // No link of the site leads to /career; visitors arrive with a full page load (above, where the
  // redirect replaces the history entry). Reached inside the app (Back/Forward), it redirects there too.
  test("in the app, /career redirects to / without loading a document", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const documentRequests: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documentRequests.push(r.url()));
    await navigateInApp(page, "/career");
    await expect(page).toHaveURL("/");
    await expect(page.locator("h1")).toHaveText(content("home").hero.title);
    expect(documentRequests).toEqual([]);
  });

  test("a trailing slash redirects to the one URL of the page", async ({ request }) => {
    const response = await request.get("/about/?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/about?x=1");
  });
});
