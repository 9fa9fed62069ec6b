/**
 * The content admin and the real production build (issues 23, 24; docs/decisions/0016-content-admin.md).
 * Without its KEYSTATIC_* settings the server has no admin: every admin path answers 404. The public
 * pages load nothing of it, set no cookie and talk to no other host, with or without the admin. With
 * the settings and an admin built for that repository, Chromium opens its page under its own CSP
 * (no violation), never indexed, offering the GitHub sign-in, and the public pages' CSP is the same
 * as without. (The save itself is admin.spec.ts, in `npm run dev`.)
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { buildDir, ready, spawnServer, type ServerProcess } from "./server-process";

test.describe.configure({ mode: "serial" });

const ADMIN_SETTINGS = {
  KEYSTATIC_GITHUB_REPO: "agentur/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret-0123456789abcdef0123456789",
  KEYSTATIC_SECRET: "k".repeat(40),
};
const ADMIN_PATHS = ["/keystatic", "/keystatic/", "/keystatic/singleton/home", "/api/keystatic/tree"];
/** Pages of both editions, with the page types that load the most JavaScript. */
const PUBLIC_PAGES = ["/", "/en", "/services/app-development", "/en/references", "/contact", "/en/contact"];
/** What any piece of the admin would carry: its path, its package names. */
const ADMIN_CODE = /keystatic|@keystar|keystar-ui/i;
/**
 * What the privacy policy says about the admin (its address and the names of its cookies, in the section on the
 * editorial area): words for readers, not admin code, so the check leaves them out.
 */
const POLICY_WORDS = /Adresse \/keystatic\b|address \/keystatic\b|keystatic-gh-(access|refresh)-token/g;

const temp = mkdtempSync(path.join(tmpdir(), "admin-production-"));
const servers: ServerProcess[] = [];
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(temp, { recursive: true, force: true });
});

async function start(env: Record<string, string>, name: string) {
  const server = await ready(
    await spawnServer({ DATA_DIR: path.join(temp, `data-${name}`), ...env }, { unset: Object.keys(ADMIN_SETTINGS) }),
  );
  servers.push(server);
  return server;
}

/**
 * Opens a public page, hydrates it (so every script it has is loaded) and returns what it loaded:
 * each response's address, headers and, for documents, scripts, styles and data, its text.
 */
async function visit(page: Page, url: string) {
  // Away from the previous page first: a late answer to it (a lazy drawing) is not this page's.
  await page.goto("about:blank");
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  const document = (await page.goto(url))!;
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  page.removeAllListeners("response");
  // Read now: Chromium drops the bodies once the tab navigates on.
  return Promise.all(
    responses.map(async (response) => ({
      url: response.url(),
      status: response.status(),
      headers: response.headers(),
      document: response === document,
      // The chunk downloads of the bootstrap's worker keep no body for the test; the same chunks,
      // imported by the page at hydration, are read here as its scripts.
      text:
        /script|stylesheet|document|fetch/.test(response.request().resourceType()) && response.status() === 200
          ? await response.text().catch(() => undefined)
          : undefined,
    })),
  );
}

/** Every file of the public build, as its address. */
function publicAddresses() {
  return new Set(
    readdirSync(path.join(buildDir, "client"), { recursive: true, encoding: "utf8" }).map(
      (file) => "/" + file.split(path.sep).join("/"),
    ),
  );
}

/** Every text file of the public build (pages, scripts, styles, data), relative to BUILD_DIR/client. */
function publicFiles() {
  const client = path.join(buildDir, "client");
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|js|css|json|data|xml|txt|webmanifest)$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(client, file), "utf8") }));
}

test.describe("without the admin's settings", () => {
  // A 404 page's document is a failed resource in Chromium's console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("every admin path answers 404, never indexed", async ({ page }) => {
    const server = await start({}, "plain");
    for (const address of ADMIN_PATHS) {
      const response = (await page.goto(server.url + address))!;
      expect([address, response.status()]).toEqual([address, 404]);
      expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(await page.locator("body").innerText()).toBe("Nicht gefunden.");
    }
    const post = await page.request.post(`${server.url}/api/keystatic/update`, { data: {}, failOnStatusCode: false });
    expect(post.status()).toBe(404);
  });

  test("the public build holds nothing of the admin", () => {
    const files = publicFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter(({ text }) => ADMIN_CODE.test(text.replace(POLICY_WORDS, ""))).map(({ file }) => file)).toEqual(
      [],
    );
    expect(readdirSync(path.join(buildDir, "client")).filter((name) => ADMIN_CODE.test(name))).toEqual([]);
  });
});

test.describe("with the admin's settings", () => {
  test.setTimeout(240_000);
  let plain: ServerProcess;
  let withAdmin: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // A build folder with the public build as it is and the admin built for the repository of the
    // settings, as `KEYSTATIC_GITHUB_REPO=… npm run build` leaves it.
    const build = path.join(temp, "build");
    rmSync(build, { recursive: true, force: true });
    mkdirSync(build, { recursive: true });
    for (const entry of readdirSync(buildDir).filter((name) => name !== "admin" && !name.startsWith("e2e-data")))
      symlinkSync(path.resolve(buildDir, entry), path.join(build, entry));
    const admin = spawnSync(
      process.execPath,
      ["node_modules/vite/bin/vite.js", "build", "--config", "admin/vite.config.ts", "--logLevel", "error"],
      { env: { ...process.env, ...ADMIN_SETTINGS, BUILD_DIR: build }, encoding: "utf8" },
    );
    if (admin.status !== 0) throw new Error(`the admin build failed:\n${admin.stderr}`);
    [plain, withAdmin] = await Promise.all([
      start({}, "plain-2"),
      start({ ...ADMIN_SETTINGS, BUILD_DIR: build }, "admin"),
    ]);
  });

  test.describe("the admin's page", () => {
    // Keystatic asks the server for a session first; with none it answers 401 and offers the sign-in.
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test("opens under its own CSP without a violation, never indexed, and offers the GitHub sign-in", async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      const response = (await page.goto(`${withAdmin.url}/keystatic`))!;
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["cache-control"]).toBe("no-store");
      const csp = headers["content-security-policy"]!;
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self' https://api.github.com https://raw.githubusercontent.com");
      expect(csp).toContain("frame-ancestors 'none'");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      // Keystatic's interface ran, in German (the console guard of fixtures.ts fails the test on any CSP violation on the way).
      await expect(page.getByText("Mit GitHub anmelden", { exact: true })).toBeVisible({ timeout: 60_000 });
      // Before an editor signs in, the admin talks to no one but this server; the sign-in is a link to GitHub.
      expect(requests.filter((url) => !url.startsWith(withAdmin.url))).toEqual([]);
    });
  });

  test("the public pages are the same as without it: same CSP, nothing loaded from the admin, no cookie, no other host", async ({
    page,
    context,
  }) => {
    const publicFiles = publicAddresses();
    for (const address of PUBLIC_PAGES) {
      const withIt = await visit(page, withAdmin.url + address);
      const without = await visit(page, plain.url + address);
      const [document, documentWithout] = [withIt, without].map((loaded) => loaded.find((r) => r.document)!);
      expect(document!.status, address).toBe(200);
      expect(document!.headers["content-security-policy"], address).toBe(
        documentWithout!.headers["content-security-policy"],
      );
      expect(document!.text, address).toBe(documentWithout!.text);
      // The same files: the page's entry script is loaded with the admin's settings as without them,
      // and everything loaded is a file of the public build, the page itself or the router's manifest.
      // (Which further chunks the router fetches after hydration, for the links it sees, depends on
      // timing, not on the admin: comparing the two sets exactly failed on a busy machine.)
      for (const loaded of [withIt, without]) {
        const loadedPaths = [...new Set(loaded.map((r) => new URL(r.url).pathname))];
        expect(loadedPaths.filter((file) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(file)).length, address).toBe(1);
        expect(
          loadedPaths.filter((file) => file !== address && file !== "/__manifest" && !publicFiles.has(file)),
          address,
        ).toEqual([]);
      }
      expect(withIt.filter((r) => r.text !== undefined && r.url.endsWith(".js")).length, address).toBeGreaterThan(0);
      for (const response of withIt) {
        expect(response.url.startsWith(withAdmin.url), `${address}: ${response.url}`).toBe(true);
        expect(new URL(response.url).pathname, address).not.toMatch(ADMIN_CODE);
        expect(response.headers["set-cookie"], `${address}: ${response.url}`).toBeUndefined();
        if (response.text !== undefined) expect(response.text, `${address}: ${response.url}`).not.toMatch(ADMIN_CODE);
      }
    }
    expect(await context.cookies()).toEqual([]);
  });
});
