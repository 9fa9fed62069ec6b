/**
 * Unknown addresses (requirements §2.1 "*", R2.1-15, R8-6/7; issue 43): every kind answers 404 with
 * the page React Router renders for it, byte for byte. The common kinds (a made-up page, a scanner's
 * path, an unknown service, with a query, with a trailing slash) come from the prerendered not-found
 * pages, precompressed, with the page CSP by hashes (server/not-found-pages.ts); the rest (below a
 * page, other letter case, shaped like a reference page) are rendered per request.
 */
import { execFileSync } from "node:child_process";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { inlineScriptHashes } from "../../scripts/inline-script-hashes.mjs";
import { buildDir } from "./server-process";
import { expect, hydrated, test } from "./fixtures";

/** Served from the prerendered pages. */
const PRERENDERED = [
  "/gibt-es-nicht",
  "/wp-login.php?redirect_to=%2Fwp-admin",
  "/.env",
  "/wp-admin/setup-config.php",
  "/a/b/c/",
  "/en/unknown-page",
  "/en/.git/config",
  "/services/blockchain",
  "/services/blockchain/?utm_source=x",
  "/en/services/quantum",
  "/ratgeber/gibt-es-nicht",
  "/en/insights/no-such-article",
];
/** Rendered per request: React Router's page there names the address (manifest, header, language switch). */
const RENDERED = ["/about/x", "/Services/x", "/EN/foo", "/xyz-reference", "/servicesx", "/career/x"];

/** React Router's own answers (tests/support/react-router-answers.mjs), rendered in a process of their own. */
function reactRouterAnswers(addresses: string[]): Record<string, { status: number; body: string }> {
  const out = execFileSync(process.execPath, ["tests/support/react-router-answers.mjs", buildDir, ...addresses], {
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.toString());
}

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
/** A request without a client's decompression, so the test sees which variant was sent. */
function raw(base: string, address: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(base + address, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}
const decoded = (r: Raw) =>
  (r.headers["content-encoding"] === "br"
    ? brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? gunzipSync(r.body)
      : r.body
  ).toString("utf8");

/** The headers every page carries, whoever answers it. */
const DOCUMENT_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-resource-policy",
  "permissions-policy",
];

test.describe("unknown addresses", () => {
  test("every kind answers 404 with React Router's page for it, byte for byte, in br, gzip and identity", async ({
    baseURL,
  }) => {
    const expected = reactRouterAnswers([...PRERENDERED, ...RENDERED]);
    const page = await raw(baseURL!, "/about");
    for (const address of PRERENDERED) {
      for (const encoding of ["br", "gzip", ""]) {
        const res = await raw(baseURL!, address, encoding ? { "Accept-Encoding": encoding } : {});
        expect([address, encoding, res.status]).toEqual([address, encoding, 404]);
        expect(res.headers["content-encoding"], address).toBe(encoding || undefined);
        expect(decoded(res) === expected[address]!.body, `${address} (${encoding || "identity"})`).toBe(true);
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(res.headers["vary"]).toBe("Accept-Encoding");
        expect(res.headers["content-length"]).toBe(String(res.body.length));
        // The page's CSP allows exactly its inline scripts, by hash (no nonce: nothing was rendered).
        const csp = res.headers["content-security-policy"]!;
        expect(csp).not.toContain("nonce-");
        for (const hash of inlineScriptHashes(expected[address]!.body)) expect(csp, address).toContain(hash);
        for (const name of DOCUMENT_HEADERS)
          expect([address, name, res.headers[name]]).toEqual([address, name, page.headers[name]]);
        // A 404 is not revalidated and not cached, as before.
        expect([res.headers["etag"], res.headers["last-modified"], res.headers["cache-control"]]).toEqual([
          undefined,
          undefined,
          undefined,
        ]);
      }
      const head = await raw(baseURL!, address, { "Accept-Encoding": "br" }, "HEAD");
      expect([address, head.status, head.body.length, head.headers["content-type"]]).toEqual([
        address,
        404,
        0,
        "text/html; charset=utf-8",
      ]);
    }
    for (const address of RENDERED) {
      const res = await raw(baseURL!, address);
      expect([address, res.status]).toEqual([address, expected[address]!.status]);
      expect(res.headers["content-security-policy"], address).toContain("nonce-");
      // The same page; only the per-request nonce differs.
      expect(decoded(res).replace(/ nonce="[^"]*"/g, "") === expected[address]!.body, address).toBe(true);
    }
  });

  test("a client-side navigation's route data comes from the prerendered page too", async ({ baseURL }) => {
    const addresses = ["/gibt-es-nicht.data", "/en/unknown.data", "/services/blockchain.data"];
    const expected = reactRouterAnswers(addresses);
    for (const address of addresses) {
      const res = await raw(baseURL!, address, { "Accept-Encoding": "br" });
      expect([address, res.status, res.headers["x-remix-response"]]).toEqual([address, 404, "yes"]);
      expect(decoded(res)).toBe(expected[address]!.body);
    }
  });
});

test.describe("an unknown address in the browser", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("hydrates at any address, and the app goes on from there without loading a document", async ({ page }) => {
    const response = await page.goto("/wp-admin/setup-config.php?step=1");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).not.toContain("nonce-");
    await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
    await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL("/");
    expect(documents).toEqual([]);
  });

  test("the unknown service page leads to the services, hydrated, in English too", async ({ page }) => {
    await page.goto("/en/services/quantum");
    await expect(page.locator("h1")).toHaveText("Service not found");
    await hydrated(page);
    // The first link to a service (the demo notice above it links to the Impressum).
    await page.getByRole("main").locator('a[href^="/en/services/"]').first().click();
    await expect(page).toHaveURL(/^.*\/en\/services\/[a-z-]+$/);
    await expect(page.locator("h1")).not.toHaveText("Service not found");
  });
});

test.describe("an unknown address without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 404/] });

  for (const [address, heading, link] of [
    ["/wp-login.php?redirect_to=x", "Seite nicht gefunden", "Zur Startseite"],
    ["/en/.env", "Page not found", "Back to the home page"],
  ] as const) {
    test(`${address}: the page, and its links lead on`, async ({ page }) => {
      expect((await page.goto(address))?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText(heading);
      await page.getByRole("main").getByRole("link", { name: link }).click();
      await expect(page.locator("h1")).toHaveCount(1);
      expect(new URL(page.url()).pathname).toMatch(/^\/(en)?$/);
    });
  }
});
