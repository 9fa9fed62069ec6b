import express from "express";
import { describe, expect, it } from "vitest";
import { documentText } from "../../app/content-model/legal/document";
import { privacyFacts } from "../../app/content-model/legal/operation";
import { privacyDe } from "../../app/content-model/legal/privacy-de";
import { privacyPolicy } from "../../app/content-model/legal/privacy-policy";
import { captureLog, perTest, serveDuringTest } from "../../tests/support/per-test";
import { loadConfig } from "../config";
import { createRenderBudget, renderBudgetHandler, SWEEP_INTERVAL_MS } from "./render-budget";

const test = perTest();

describe("createRenderBudget", () => {
  it("gives a client its budget at once, then one answer per share of the minute; others keep theirs", () => {
    let t = 1_000_000;
    const budget = createRenderBudget({ perMinute: 6, now: () => t });
    for (let i = 0; i < 6; i++) expect(budget.take("a")).toEqual({ ok: true });
    expect(budget.take("a")).toEqual({ ok: false, retryAfterSeconds: 10 });
    expect(budget.take("b")).toEqual({ ok: true });
    t += 4_000;
    // A refused request takes nothing: the next answer is still due when it was.
    expect(budget.take("a")).toEqual({ ok: false, retryAfterSeconds: 6 });
    t += 6_000;
    expect(budget.take("a")).toEqual({ ok: true });
    expect(budget.take("a").ok).toBe(false);
  });

  it("holds at most maxKeys clients, dropping the least recent", () => {
    let t = 0;
    const budget = createRenderBudget({ perMinute: 2, now: () => t, maxKeys: 3 });
    for (const key of ["a", "b", "c"]) {
      budget.take(key);
      budget.take(key);
    }
    budget.take("a"); // refused, but "a" is now the most recent
    budget.take("d");
    expect(budget.size()).toBe(3);
    expect(budget.take("a").ok).toBe(false); // still held: its bucket is still empty
    t += 1; // "b" was dropped: a fresh bucket
    expect(budget.take("b").ok).toBe(true);
  });

  it("forgets an address within the time the privacy policy states", () => {
    const policy = documentText(privacyPolicy(privacyFacts(loadConfig({})), privacyDe.phrases)).replace(/\s+/g, " ");
    const stated = /verwirft sie spätestens (\w+) Minuten nach der letzten solchen Anfrage/.exec(policy)?.[1];
    const minutes = { eine: 1, zwei: 2, drei: 3 }[stated as string];
    expect(minutes, `the policy states: ${stated}`).toBeDefined();
    let t = 0;
    const perMinute = loadConfig({}).renderBudget;
    const budget = createRenderBudget({ perMinute, now: () => t });
    for (let i = 0; i <= perMinute; i++) budget.take("203.0.113.7"); // spent, and refused once more
    // The sweep runs on its timer; the address must be gone at the first sweep within the period.
    while (t + SWEEP_INTERVAL_MS <= minutes! * 60_000) {
      t += SWEEP_INTERVAL_MS;
      budget.sweep();
    }
    expect(budget.size()).toBe(0);
  });
});

async function serve(perMinute: number, trustProxy: false | string[] = false) {
  const log = captureLog();
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(renderBudgetHandler({ perMinute, log, routeDiscoveryPath: "/__manifest" }));
  app.use((_req, res) => void res.status(404).send("rendered"));
  const base = await serveDuringTest(test, app);
  const get = (address: string, headers: Record<string, string> = {}) => fetch(base + address, { headers });
  return { get, log };
}

describe("renderBudgetHandler", () => {
  it("answers a client beyond its budget with the fixed 429 page of its language and Retry-After", async () => {
    const { get, log } = await serve(2);
    expect((await get("/about/x")).status).toBe(404);
    expect((await get("/about/y")).status).toBe(404);
    const refused = await get("/about/z", { "Accept-Encoding": "br" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-encoding")).toBe("br");
    expect(refused.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'sha256-/);
    const html = await refused.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<h1>Zu viele Anfragen</h1>");
    const en = await get("/en/about/x");
    expect([en.status, (await en.text()).includes("<h1>Too many requests</h1>")]).toEqual([429, true]);
    // One line, no address in it.
    const warnings = log.lines.filter((l) => l.level === "warn");
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain("127.0.0.1");
  });

  it("never counts route discovery, which a visitor's client-side navigation needs", async () => {
    const { get } = await serve(1);
    for (let i = 0; i < 5; i++) expect((await get(`/__manifest?paths=/p${i}`)).status).toBe(404);
    expect((await get("/about/x")).status).toBe(404);
  });

  it("counts the client the proxy names when TRUST_PROXY names the proxy, and the connection otherwise", async () => {
    const behindProxy = await serve(1, ["loopback"]);
    const a = { "X-Forwarded-For": "203.0.113.7" };
    const b = { "X-Forwarded-For": "198.51.100.9" };
    expect((await behindProxy.get("/x/1", a)).status).toBe(404);
    expect((await behindProxy.get("/x/2", a)).status).toBe(429);
    expect((await behindProxy.get("/x/3", b)).status).toBe(404); // another visitor is served
    const direct = await serve(1);
    expect((await direct.get("/x/1", a)).status).toBe(404);
    expect((await direct.get("/x/2", b)).status).toBe(429); // a header a client writes changes nothing
  });
});
