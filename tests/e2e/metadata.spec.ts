import { expect, test } from "./fixtures";
import { content } from "../support/content";
import { site } from "../../app/content-model/site";

test.describe("prerendered HTML and metadata", () => {
  test("the home page is complete HTML before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(content("home").hero.title);
    expect(html).toContain("Jetzt individuelle Lösung anfragen");
    expect(html).toContain("Mehr Referenzen anzeigen");
    expect(html).toContain("Jetzt Beratungsgespräch vereinbaren");
    expect(html).toContain("Starten Sie jetzt Ihr Software Projekt mit");
    expect(html).toMatch(/<html lang="de"/);
  });

  test("home metadata: title, robots, Open Graph, canonical and WebPage JSON-LD", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveTitle("Quellwerk | Innovative Softwareentwicklung");
    // The demo identity keeps every page out of the index (issue 40; demo-identity.spec.ts).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      site.demo ? "noindex, follow" : "index, follow",
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /width=device-width/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe("/");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd["@type"]).toBe("WebPage");
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");
  });

  test("security and caching headers", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(page.headers()["content-security-policy"]).not.toContain("unsafe-inline");
    expect(page.headers()["x-content-type-options"]).toBe("nosniff");
    expect(page.headers()["cache-control"]).toContain("must-revalidate");
    // No opener policy on public pages: it costs a navigation a new process (server/security-headers.ts).
    expect(page.headers()["cross-origin-opener-policy"]).toBeUndefined();
    // The prerendered not-found page allows its scripts by hash; a page rendered per request by a nonce.
    const notFound = await request.get("/gibt-es-nicht");
    expect(notFound.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    const rendered = await request.get("/about/gibt-es-nicht");
    expect(rendered.headers()["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    const html = await page.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const assetResponse = await request.get(asset);
    expect(assetResponse.headers()["cache-control"]).toContain("immutable");
    expect((await request.get("/healthz")).status()).toBe(200);
    const sitemap = await request.get("/sitemap.xml");
    if (site.demo)
      expect(sitemap.status()).toBe(404); // nothing to index (demo-identity.spec.ts)
    else {
      expect(await sitemap.text()).toContain("/references</loc>");
      expect(await sitemap.text()).not.toContain("/home</loc>");
    }
  });
});
