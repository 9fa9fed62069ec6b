/**
 * Which unknown addresses the prerendered not-found pages answer (server/not-found-pages.ts), over
 * the real route table: every address whose page React Router would render exactly as prerendered,
 * and none whose page would differ (tests/e2e/unknown-addresses.spec.ts compares the bytes against
 * React Router's own rendering on the real build).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { notFoundPages, pageRoutes } from "../app/route-table";
import { perTest, serveDuringTest } from "../tests/support/per-test";
import { loadNotFoundPages, notFoundPageFor, notFoundPagesHandler, type NotFoundManifest } from "./not-found-pages";

const test = perTest();

/** A build folder with the not-found pages of the route table, each file naming its route. */
function buildFolder(dir: string, routePaths = pageRoutes.flatMap((r) => [r.path, ...(r.aliases ?? [])])) {
  const notFoundDir = path.join(dir, "not-found");
  mkdirSync(notFoundDir, { recursive: true });
  const manifest: NotFoundManifest = {
    routePaths,
    pages: notFoundPages().map((page) => ({
      routeId: page.id,
      pattern: pageRoutes.find((r) => r.id === page.id)!.path,
      path: page.path,
      html: `${page.id}.html`,
      data: `${page.id}.data`,
      scriptHashes: [`'sha256-${page.id}'`],
    })),
  };
  for (const page of manifest.pages) {
    writeFileSync(path.join(notFoundDir, page.html), `<!DOCTYPE html><title>${page.routeId}</title>`);
    writeFileSync(path.join(notFoundDir, page.data), `[{"_1":2},"${page.routeId}"]`);
  }
  writeFileSync(path.join(notFoundDir, "pages.json"), JSON.stringify(manifest));
  return dir;
}

const pageAt = (address: string) => notFoundPageFor(loadNotFoundPages(buildFolder(test.dir)), address)?.entry.routeId;

describe("addresses a prerendered not-found page answers", () => {
  it.each([
    ["/gibt-es-nicht", "not-found"],
    ["/wp-login.php", "not-found"],
    ["/.env", "not-found"],
    ["/wp-admin/setup-config.php", "not-found"],
    ["/a/b/c/", "not-found"],
    ["/%C3%A4rger", "not-found"],
    ["/en/unknown-page", "en-not-found"],
    ["/en/.git/config", "en-not-found"],
    ["/services/blockchain", "service-unknown"],
    ["/services/blockchain/", "service-unknown"],
    ["/en/services/quantum", "en-service-unknown"],
  ])("%s: %s", (address, routeId) => {
    expect(pageAt(address)).toBe(routeId);
  });

  it.each([
    // React Router renders a page there, or a not-found page that names a parent page (manifest, header).
    ["/ABOUT", "a page in other letter case"],
    ["/about/x", "below a page"],
    ["/services/ai-development/x", "below a service"],
    ["/Services/x", "the services in other letter case (the header reads the address as it is)"],
    ["/services/AI-Development", "a service in other letter case"],
    ["/en/services/a/b", "below the English services"],
    ["/EN/foo", "the English prefix in other letter case"],
    ["/%65n/foo", "the English prefix encoded"],
    ["/career/x", "below a redirect"],
    ["/servicesx", "an address the mobile menu takes for a service's"],
    ["/xyz-reference", "shaped like a reference page: the language switch leads to /en/xyz-reference"],
    ["//foo", "an empty segment"],
    ["/%E0%A4%A", "a segment that does not decode"],
    ["/", "the home page"],
  ])("not %s (%s)", (address) => {
    expect(pageAt(address)).toBeUndefined();
  });

  it("leaves a page's addresses to React Router where another route could take one by a parameter", () => {
    const routePaths = [...pageRoutes.map((r) => r.path), "/insights/:slug", "/en/:slug"];
    const pages = loadNotFoundPages(buildFolder(test.dir, routePaths));
    // "/en/:slug" could take addresses of "/en/*", "/en/services/:service" ("/en/services" itself) and
    // "/en/insights/*" ("/en/insights"); the German pages keep theirs.
    expect(pages.map((p) => p.entry.routeId).sort()).toEqual(["article-unknown", "not-found", "service-unknown"]);
    // Below a literal, a parameter only claims that literal's addresses.
    expect(notFoundPageFor(pages, "/insights/x")).toBeUndefined();
    expect(notFoundPageFor(pages, "/insight/x")?.entry.routeId).toBe("not-found");
  });

  it("serves nothing from a build without not-found pages", () => {
    expect(loadNotFoundPages(test.dir)).toEqual([]);
  });
});

async function serve() {
  const pages = loadNotFoundPages(buildFolder(test.dir));
  const app = express();
  app.use(notFoundPagesHandler(pages, { routeDiscoveryPath: "/__manifest" }));
  app.use((_req, res) => void res.status(299).send("React Router"));
  return serveDuringTest(test, app);
}

describe("the answer", () => {
  it("is the page with status 404, its CSP by hashes, no validators; HEAD without a body", async () => {
    const base = await serve();
    const res = await fetch(`${base}/wp-login.php?redirect_to=x`, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("<!DOCTYPE html><title>not-found</title>");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-not-found'");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("cache-control")).toBeNull();
    const head = await fetch(`${base}/.env`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([404, "39", ""]);
  });

  it("of a client-side navigation is the route data, marked as React Router's own answer", async () => {
    const base = await serve();
    for (const [address, routeId] of [
      ["/gibt-es-nicht.data", "not-found"],
      ["/en/services/quantum.data", "en-service-unknown"],
      ["/a/b/_.data", "not-found"],
    ]) {
      const res = await fetch(base + address);
      expect([address, res.status, res.headers.get("x-remix-response"), await res.text()]).toEqual([
        address,
        404,
        "yes",
        `[{"_1":2},"${routeId}"]`,
      ]);
    }
  });

  it("is React Router's for some routes' data only, for route discovery and for other methods", async () => {
    const base = await serve();
    for (const [address, method] of [
      ["/gibt-es-nicht.data?_routes=root", "GET"],
      ["/__manifest?paths=/about&version=1", "GET"],
      ["/gibt-es-nicht", "POST"],
      ["/about/x", "GET"],
    ]) {
      expect([address, method, (await fetch(base + address, { method })).status]).toEqual([address, method, 299]);
    }
  });
});
