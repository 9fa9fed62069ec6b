import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { captureLog, perTest } from "../../tests/support/per-test";
import { statRow } from "../../tests/support/stats-store-contract";
import { createDashboardRouter, rangeOf } from "./dashboard";
import { hashPassword } from "./password";
import type { StatsStore } from "./store";

const test = perTest();
const NOW = Date.UTC(2026, 10, 27, 12);

const store: StatsStore = {
  kind: "sqlite",
  ready: Promise.resolve(),
  add: async () => {},
  read: async () => [
    statRow("2026-11-27", "total", "", 12, 1),
    statRow("2026-11-27", "page", "/", 10),
    statRow("2026-11-27", "notFound", '/<script>alert("x")</script>', 2),
    statRow("2026-11-27", "campaign", "li\tsocial\t<b>herbst</b>", 3, 1),
  ],
  prune: async () => 0,
  foldTail: async () => 0,
  close: async () => {},
};

async function serve(users: ReadonlyMap<string, string> | null | undefined, trustProxy: false | string = false) {
  const app = express();
  app.set("trust proxy", trustProxy ? trustProxy.split(",") : false);
  app.use(createDashboardRouter({ store, log: captureLog(), retentionDays: 400, users, now: () => NOW }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  test.defer(() => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
}

const basic = (name: string, password: string) => ({
  Authorization: `Basic ${Buffer.from(`${name}:${password}`).toString("base64")}`,
});

describe("the statistics dashboard", () => {
  it("one HTML document without script, its stylesheet allowed by its hash, never indexed, no cookie", async () => {
    const get = await serve(null);
    const res = await get("/statistik");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.has("Set-Cookie")).toBe(false);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/<script/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash("sha256").update(style).digest("base64");
    expect(res.headers.get("Content-Security-Policy")).toContain(`style-src 'sha256-${hash}'`);
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    // The design tokens of the site, and the figures.
    expect(style).toContain("--color-ink-950:#070b1f;");
    expect(html).toContain("<h1>Reichweite</h1>");
    expect(html).toContain("<dd>12</dd>");
  });

  it("shows what scanners and campaign links chose as text, never as markup", async () => {
    const html = await (await (await serve(null))("/statistik")).text();
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("/&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(html).toContain("&#60;b&#62;herbst&#60;/b&#62;");
  });

  it("exports the range as CSV", async () => {
    const res = await (await serve(null))("/statistik.csv?von=2026-11-01&bis=2026-11-27");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="reichweite-2026-11-01-2026-11-27.csv"');
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await res.text()).toContain("2026-11-27;Gesamt;;12;0;1");
  });

  it("in production: not served without STATS_DASHBOARD_USERS", async () => {
    const get = await serve(undefined);
    expect((await get("/statistik")).status).toBe(404);
    expect((await get("/statistik.csv")).status).toBe(404);
  });

  it("in production: HTTP Basic against the operator's hashes; ten failures make a client wait", async () => {
    const get = await serve(new Map([["anna", await hashPassword("correct horse battery")]]));
    const challenge = await get("/statistik");
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get("WWW-Authenticate")).toBe('Basic realm="Statistik", charset="UTF-8"');
    expect((await get("/statistik", basic("anna", "correct horse battery"))).status).toBe(200);
    expect((await get("/statistik.csv", basic("anna", "correct horse battery"))).status).toBe(200);
    expect((await get("/statistik", basic("ben", "correct horse battery"))).status).toBe(401);
    for (let i = 0; i < 9; i++) expect((await get("/statistik", basic("anna", `guess ${i}`))).status).toBe(401);
    const blocked = await get("/statistik", basic("anna", "correct horse battery"));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(800);
  });

  it("in production: a password never crosses a network unencrypted", async () => {
    const users = new Map([["anna", await hashPassword("correct horse battery")]]);
    // Through a proxy that is not trusted (or says http): refused before any credentials are asked for.
    const plain = await serve(users);
    const viaProxy = await plain("/statistik", { "X-Forwarded-For": "203.0.113.9" });
    expect(viaProxy.status).toBe(403);
    expect(viaProxy.headers.has("WWW-Authenticate")).toBe(false);
    // Behind the trusted proxy that terminates TLS.
    const behindTls = await serve(users, "loopback");
    const https = { "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https" };
    expect((await behindTls("/statistik", { ...https, ...basic("anna", "correct horse battery") })).status).toBe(200);
    expect((await behindTls("/statistik", { ...https, "X-Forwarded-Proto": "http" })).status).toBe(403);
  });
});

describe("the dashboard's range", () => {
  const q = (query: Record<string, string>) => rangeOf(query, NOW, 400);

  it("the last 30 days by default, the last N days, or the days asked for", () => {
    expect(q({})).toEqual({ range: { from: "2026-10-29", to: "2026-11-27" } });
    expect(q({ tage: "7" })).toEqual({ range: { from: "2026-11-21", to: "2026-11-27" } });
    expect(q({ von: "2026-11-01", bis: "2026-11-15" })).toEqual({ range: { from: "2026-11-01", to: "2026-11-15" } });
  });

  it("says so when a range cannot be used", () => {
    expect(q({ tage: "0" }).notice).toMatch(/1 bis 400 Tagen/);
    expect(q({ von: "2026-11-15", bis: "2026-11-01" })).toMatchObject({
      range: { from: "2026-10-29", to: "2026-11-27" },
      notice: expect.stringMatching(/ungültig/),
    });
    expect(q({ von: "2026-02-30", bis: "2026-03-01" }).notice).toMatch(/ungültig/);
    expect(q({ von: "2020-01-01", bis: "2026-11-27" })).toMatchObject({
      range: { from: "2025-10-24", to: "2026-11-27" },
      notice: expect.stringMatching(/400 Tage/),
    });
  });
});
