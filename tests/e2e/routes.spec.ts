import { pageRoutes, prerenderedPages } from "../../app/route-table";
import { expect, hydrated, navigateInApp, test } from "./fixtures";
import { content } from "../support/content";

const pages = pageRoutes.filter((r) => r.prerender && !r.resource);
const aliases = new Set(pageRoutes.flatMap((r) => r.aliases ?? []));
// Main paths are opened in the browser (console errors, hydration); aliases render the same
// modules, so their HTML is checked without a browser.
const contentPaths = prerenderedPages().filter((p) => !aliases.has(p));

test.describe("every route", () => {
  for (const path of contentPaths) {
    test(`${path} answers 200 with one h1, a title and a canonical link`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      expect(await page.title()).toMatch(/\S.*\|/);
      const route = pageRoutes.find((r) => r.path === path || r.aliases?.includes(path))!;
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(route.path);
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
