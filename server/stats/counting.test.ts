/**
 * Reach measurement in the real Express app (server/app.ts) with a real SQLite file: which requests
 * count and which do not, the lead's visit from the JSON API and from a native post, no cookie, and a
 * counting fault that never costs a page. tests/e2e/stats.spec.ts does the same against the production
 * build, on SQLite and PostgreSQL.
 */
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { captureLog, perTest } from "../../tests/support/per-test";
import { validMessage } from "../../tests/support/contact-harness";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createContactService } from "../contact/contact-service";
import { openSqliteStore } from "../contact/sqlite-store";
import { createStatsCollector } from "./collector";
import { countPageViews } from "./middleware";
import { statsDbPath } from "./paths";
import { reportOf, summarize } from "./report";
import { openSqliteStatsStore } from "./sqlite-store";
import { createStatsService } from "./stats-service";
import { lastDays } from "./day";

const test = perTest();

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** Prerendered files as the build writes them: two pages with their data, an asset, a public file. */
function buildFolder(dir: string) {
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>Start</title>",
    "_.data": "[]",
    "about/index.html": "<!doctype html><title>About</title>",
    "about.data": "[]",
    "assets/app-abc.js": "console.log(1)",
    "robots.txt": "User-agent: *",
  };
  for (const [file, body] of Object.entries(files)) {
    const full = path.join(dir, "client", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
  }
}

/** The app on a free port with this environment; React Router's part answers every other path 404 in HTML. */
async function serve(env: Record<string, string> = {}) {
  const config = loadConfig({ BUILD_DIR: test.dir, DATA_DIR: test.dir, NODE_ENV: "test", ...env });
  buildFolder(test.dir);
  const log = captureLog();
  const stats = createStatsService(config, log);
  const contact = createContactService(config, log, { onLeadAccepted: stats?.countLead });
  const build = (() => Promise.reject(new Error("no React Router build"))) as unknown as () => Promise<ServerBuild>;
  const app = createApp({ config, log, build, contactRouter: contact.router, stats });
  // Unknown pages: what React Router answers for them, a 404 in HTML.
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise((resolve) => server.close(resolve));
    await stats?.stop();
    await contact.stop();
  };
  test.defer(stop);
  const responses: Response[] = [];
  const get = async (url: string, headers: Record<string, string> = {}, method = "GET") => {
    const res = await fetch(base + url, { method, headers: { "User-Agent": BROWSER, ...headers } });
    await res.arrayBuffer();
    responses.push(res);
    return res;
  };
  /** Stops the server (the counts are written at shutdown) and reads the report of the last 30 days. */
  const report = async () => {
    await stop();
    const store = openSqliteStatsStore(statsDbPath(config), { readonly: true });
    try {
      const range = lastDays(30, Date.now());
      return summarize(await store.read(range), range);
    } finally {
      await store.close();
    }
  };
  return { base, config, log, get, report, responses };
}

describe("counting in the app", () => {
  it("counts pages and client navigations; leaves out HEAD, bots, prefetches, files, health, the API", async () => {
    const { get, report, responses } = await serve();
    const ok = [
      await get("/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst&gclid=secret", {
        Referer: "https://www.linkedin.com/feed/",
        "Sec-Fetch-Site": "cross-site",
      }),
      await get("/about.data?_routes=root", { Referer: "http://127.0.0.1/", "Sec-Fetch-Site": "same-origin" }),
      await get("/_.data", { "Sec-Fetch-Site": "same-origin" }),
      await get("/about/", {}), // 308 to /about: the redirect is no view, the page it leads to is
    ];
    expect(ok.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const etag = responses[0]!.headers.get("ETag")!;
    // A revisit the browser revalidates (fetch would add no-cache to a conditional request without this).
    expect((await get("/", { "If-None-Match": etag, "Cache-Control": "max-age=0" })).status).toBe(304);

    // None of these is a page view.
    await get("/about", {}, "HEAD");
    await get("/about", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await get("/about", { "User-Agent": "" });
    await get("/about", { "Sec-Purpose": "prefetch" });
    await get("/about", { Purpose: "prefetch" });
    await get("/assets/app-abc.js");
    await get("/robots.txt");
    await get("/healthz");
    await get("/readyz");
    await get("/api/send-email");
    await get("/keystatic");
    await get("/statistik");

    const s = await report();
    expect(reportOf(s)).toMatchObject({
      pages: [
        { path: "/", views: 3 },
        { path: "/about", views: 2 },
      ],
      referrers: [{ host: "linkedin.com", views: 1 }],
      campaigns: [{ source: "newsletter", medium: "email", campaign: "herbst", views: 1, leads: 0 }],
      languages: { de: 5, en: 0 },
      devices: { phone: 5, tablet: 0, desktop: 0 },
    });
    // Visits began with the documents that came from outside (or say nothing of where they came
    // from), never with a client navigation's data.
    expect(s.statuses).toEqual([
      { status: "200", views: 4 },
      { status: "304", views: 1 },
    ]);
    expect(s.entryPages).toEqual([
      { path: "/", views: 2, leads: 0 },
      { path: "/about", views: 1, leads: 0 },
    ]);
    // No answer sets a cookie.
    expect(responses.filter((r) => r.headers.has("Set-Cookie"))).toEqual([]);
  });

  it("a lead carries its visit: as the page remembered it, or from the Referer of a native post", async () => {
    const { base, config, get, report } = await serve();
    await get("/?utm_source=linkedin&utm_medium=social&utm_campaign=ki-pilot", { "Sec-Fetch-Site": "cross-site" });
    const json = await fetch(`${base}/api/send-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER },
      body: JSON.stringify({
        ...validMessage(),
        visit: {
          entryPage: "/",
          referrerHost: "linkedin.com",
          utmSource: "linkedin",
          utmMedium: "social",
          utmCampaign: "ki-pilot",
        },
      }),
    });
    expect(json.status).toBe(202);
    const form = await fetch(`${base}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Referer: `${base}/about?utm_source=google&utm_medium=cpc&utm_campaign=app`,
      },
      body: new URLSearchParams({ ...validMessage(), email: "form@example.org" }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.has("Set-Cookie")).toBe(false);

    const s = await report();
    expect(s.leads).toBe(2);
    expect(s.campaigns).toEqual([
      { source: "linkedin", medium: "social", campaign: "ki-pilot", views: 1, leads: 1 },
      { source: "google", medium: "cpc", campaign: "app", views: 0, leads: 1 },
    ]);
    expect(s.entryPages).toEqual([
      { path: "/", views: 1, leads: 1 },
      { path: "/about", views: 0, leads: 1 },
    ]);
    const outbox = openSqliteStore(path.join(config.dataDir, "contact.sqlite"));
    try {
      const visits = (await outbox.list()).map((m) => [m.email, m.visit]);
      expect(visits).toEqual([
        [
          "erika@example.org",
          {
            entryPage: "/",
            referrerHost: "linkedin.com",
            campaign: { source: "linkedin", medium: "social", campaign: "ki-pilot" },
          },
        ],
        [
          "form@example.org",
          {
            entryPage: "/about",
            referrerHost: undefined,
            campaign: { source: "google", medium: "cpc", campaign: "app" },
          },
        ],
      ]);
    } finally {
      await outbox.close();
    }
  });

  it("STATS=0: nothing is counted or stored, no file, no dashboard, a lead keeps no visit", async () => {
    const { base, config, get } = await serve({ STATS: "0" });
    expect((await get("/?utm_source=x")).status).toBe(200);
    // No dashboard: the path is left to the pages (React Router, whose stand-in here fails).
    expect((await get("/statistik")).status).not.toBe(200);
    const res = await fetch(`${base}/api/send-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...validMessage(), visit: { entryPage: "/", utmSource: "x" } }),
    });
    expect(res.status).toBe(202);
    expect(existsSync(statsDbPath(config))).toBe(false);
    const outbox = openSqliteStore(path.join(config.dataDir, "contact.sqlite"));
    expect((await outbox.list()).map((m) => m.visit)).toEqual([undefined]);
    await outbox.close();
  });
});

describe("a counting fault never costs a page", () => {
  it("the page is served and the fault logged once", async () => {
    const log = captureLog();
    const broken = createStatsCollector({
      store: {
        kind: "sqlite",
        ready: Promise.resolve(),
        add: () => Promise.reject(new Error("disk full")),
        read: async () => [],
        prune: async () => 0,
        foldTail: async () => 0,
        close: async () => {},
      },
      log,
      retentionDays: 400,
    });
    broken.countView = () => {
      throw new Error("counting broke");
    };
    const app = express();
    app.use(countPageViews(broken, { siteUrl: "https://example.org", log }));
    app.get("/", (_req, res) => void res.type("html").send("<!doctype html><title>x</title>"));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    test.defer(() => new Promise((resolve) => server.close(resolve)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(url, { headers: { "User-Agent": BROWSER } });
      expect([res.status, await res.text()]).toEqual([200, "<!doctype html><title>x</title>"]);
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(log.lines.filter((l) => l.msg === "stats.count_failed")).toHaveLength(1);
  });
});
