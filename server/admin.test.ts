/**
 * The content admin on the production server (issue 23, server/admin.ts): not served at all without
 * its GitHub settings; with them, its page with noindex and a CSP of its own (the pages' CSP stays as
 * strict as before), Keystatic's GitHub sign-in with the public origin; and every operator fault
 * (settings incomplete, a secret too short, no admin in the build, another repository) one line.
 */
import http from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { captureLog, perTest, serveDuringTest } from "../tests/support/per-test";
import { ADMIN_API_PATH, ADMIN_PATH, checkAdminBuild, githubHandler, productionAdminRouter } from "./admin";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { contentSecurityPolicy } from "./security-headers";
import { StartupError } from "./startup-error";

const test = perTest();

const SETTINGS = {
  KEYSTATIC_GITHUB_REPO: "agentur/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret-0123456789abcdef0123456789",
  KEYSTATIC_SECRET: "k".repeat(40),
};

/** A production build folder with only what the admin needs (its page, an asset, the repository). */
function adminBuild(dir: string, repo = SETTINGS.KEYSTATIC_GITHUB_REPO) {
  const admin = path.join(dir, "admin");
  mkdirSync(path.join(admin, "assets"), { recursive: true });
  writeFileSync(
    path.join(admin, "index.html"),
    '<!doctype html><meta name="robots" content="noindex, nofollow"><script type="module" src="/keystatic/assets/index-abc.js"></script>',
  );
  writeFileSync(path.join(admin, "assets/index-abc.js"), "console.log('admin')");
  writeFileSync(path.join(admin, "admin-info.json"), JSON.stringify({ repo }));
}

const noBuild = (() => Promise.reject(new Error("no pages in this test"))) as unknown as () => Promise<ServerBuild>;

const serve = (app: http.RequestListener) => serveDuringTest(test, app);

describe("the content admin in production", () => {
  it("is not served without its settings: 404 for every method, never indexed", async () => {
    const config = loadConfig({ BUILD_DIR: test.dir, DATA_DIR: test.dir });
    expect(config.admin).toBeUndefined();
    const base = await serve(createApp({ config, log: captureLog(), build: noBuild }));
    for (const [method, url] of [
      ["GET", ADMIN_PATH],
      ["GET", `${ADMIN_PATH}/singleton/home`],
      ["GET", `${ADMIN_API_PATH}/tree`],
      ["POST", `${ADMIN_API_PATH}/update`],
      ["GET", `${ADMIN_API_PATH}/github/login`],
    ]) {
      const response = await fetch(base + url, { method, redirect: "manual" });
      expect([method, url, response.status]).toEqual([method, url, 404]);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
  });

  it("serves its page with noindex and its own CSP, assets as immutable files, and signs in through GitHub", async () => {
    adminBuild(test.dir);
    const config = loadConfig({
      ...SETTINGS,
      BUILD_DIR: test.dir,
      DATA_DIR: test.dir,
      SITE_URL: "https://www.example.de",
    });
    checkAdminBuild(config);
    const adminRouter = productionAdminRouter({ config, handler: await githubHandler(config.admin!) });
    const base = await serve(createApp({ config, log: captureLog(), build: noBuild, adminRouter }));

    for (const url of [ADMIN_PATH, `${ADMIN_PATH}/`, `${ADMIN_PATH}/singleton/home`]) {
      const page = await fetch(base + url);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      const csp = page.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self' https://api.github.com https://raw.githubusercontent.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers.get("x-frame-options")).toBe("DENY");
    }
    const asset = await fetch(`${base}${ADMIN_PATH}/assets/index-abc.js`);
    expect([asset.status, asset.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);
    expect((await fetch(`${base}${ADMIN_PATH}/assets/missing.js`)).status).toBe(404);

    // Keystatic's sign-in: to GitHub with this app's client, back to the public origin (not the Host header).
    const login = await fetch(`${base}${ADMIN_API_PATH}/github/login`, {
      redirect: "manual",
      headers: { host: "evil.example" },
    });
    expect(login.status).toBe(307);
    const target = new URL(login.headers.get("location")!);
    expect(target.origin + target.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(target.searchParams.get("client_id")).toBe(SETTINGS.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(target.searchParams.get("redirect_uri")).toBe("https://www.example.de/api/keystatic/github/oauth/callback");
    expect(login.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // No local file access in GitHub mode.
    expect((await fetch(`${base}${ADMIN_API_PATH}/tree`, { headers: { "no-cors": "1" } })).status).toBe(404);
  });

  it("leaves the pages' CSP as strict as before", () => {
    const pages = contentSecurityPolicy(["'sha256-x'"]);
    expect(pages).toContain("style-src 'self';");
    expect(pages).not.toContain("unsafe-inline");
    expect(pages).not.toContain("github");
  });
});

describe("operator faults are one line", () => {
  const configError = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error("no error");
  };

  it("names each missing setting of an incomplete admin, and never prints a secret", () => {
    const { KEYSTATIC_SECRET: _secret, KEYSTATIC_GITHUB_CLIENT_ID: _id, ...partial } = SETTINGS;
    const message = configError(partial);
    expect(message).not.toContain("\n");
    expect(message).toContain("KEYSTATIC_GITHUB_CLIENT_ID= (missing: the content admin needs");
    expect(message).toContain("KEYSTATIC_SECRET= (missing: the content admin needs");
    expect(message).not.toContain(SETTINGS.KEYSTATIC_GITHUB_CLIENT_SECRET);
  });

  it("refuses a short secret and a malformed repository without printing the secret", () => {
    const message = configError({ ...SETTINGS, KEYSTATIC_SECRET: "short-secret", KEYSTATIC_GITHUB_REPO: "website" });
    expect(message).not.toContain("\n");
    expect(message).toContain("KEYSTATIC_SECRET=*** (must be at least 32 characters");
    expect(message).toContain('KEYSTATIC_GITHUB_REPO=website (must be "owner/name"');
    expect(message).not.toContain("short-secret");
  });

  it("refuses to start without the admin in the build, or with an admin built for another repository", () => {
    const config = loadConfig({ ...SETTINGS, BUILD_DIR: test.dir, DATA_DIR: test.dir });
    expect(() => checkAdminBuild(config)).toThrow(StartupError);
    expect(() => checkAdminBuild(config)).toThrow(
      `KEYSTATIC_GITHUB_REPO is set but BUILD_DIR=${test.dir} holds no admin`,
    );
    adminBuild(test.dir, "someone/else");
    expect(() => checkAdminBuild(config)).toThrow(
      "KEYSTATIC_GITHUB_REPO=agentur/website differs from the repository the admin was built for (someone/else)",
    );
  });
});
