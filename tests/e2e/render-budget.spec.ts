/**
 * The per-client budget of rendered answers (issue 43, server/http/render-budget.ts) on the real
 * build: a client that only asks for pages, assets, route data and unknown addresses is never
 * limited; one that has the server render beyond its budget gets the fixed 429 page while another
 * client is served; behind a proxy (TRUST_PROXY) clients are told apart by the address it forwards.
 */
import { expect, test } from "./fixtures";
import { ready, spawnServer, tempDir, type ServerProcess } from "./server-process";

let server: ServerProcess;
let cleanup: () => void;
test.beforeAll(async () => {
  const dataDir = tempDir();
  server = await ready(await spawnServer({ DATA_DIR: dataDir.path, RENDER_BUDGET: "3", TRUST_PROXY: "loopback" }));
  cleanup = () => dataDir.remove();
});
test.afterAll(async () => {
  await server.stop();
  cleanup();
});

// Three visitors behind the proxy (documentation addresses).
const A = { "X-Forwarded-For": "203.0.113.7" };
const B = { "X-Forwarded-For": "198.51.100.9" };
const C = { "X-Forwarded-For": "192.0.2.50" };
const get = (address: string, headers: Record<string, string>) => fetch(server.url + address, { headers });

test("a client that asks for pages, assets, data and unknown addresses is never limited", async () => {
  const home = await (await get("/", C)).text();
  const assets = [...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(3);
  const addresses = [
    ...["/", "/about", "/services/app-development", "/en/references", "/contact", "/impressum"],
    ...assets,
    ...["/edeka-reference.data", "/services/app-development.data", "/_.data", "/favicon.svg", "/sitemap.xml"],
    ...["/wp-login.php", "/.env", "/en/x", "/services/blockchain", "/gibt-es-nicht.data"],
    "/__manifest?paths=%2Fabout&version=x",
  ];
  for (let round = 0; round < 3; round++) {
    for (const address of addresses) {
      const status = (await get(address, C)).status;
      expect(status, address).toBeLessThan(429);
    }
  }
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 429/] });

  test("beyond its budget a client gets the fixed 429 page with Retry-After; another client is served", async ({
    page,
  }) => {
    for (let i = 0; i < 3; i++) expect((await get(`/about/x${i}`, A)).status).toBe(404);
    const refused = await get("/about/x3", A);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.text()).toContain("<h1>Zu viele Anfragen</h1>");
    // Another visitor, at the same moment, through the same proxy.
    expect((await get("/about/x4", B)).status).toBe(404);
    // The limited client still gets every page.
    expect((await get("/", A)).status).toBe(200);
    expect((await get("/wp-login.php", A)).status).toBe(404);

    // In the browser: the English page, no console error, no CSP violation (the console guard of fixtures.ts).
    await page.setExtraHTTPHeaders(A);
    const response = await page.goto(`${server.url}/en/about/x`);
    expect(response?.status()).toBe(429);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many requests");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(`${server.url}/en`);

    // No address in the log.
    expect(server.stdout() + server.stderr()).not.toContain("203.0.113.7");
    expect(server.stderr()).toContain("render budget");
  });
});
