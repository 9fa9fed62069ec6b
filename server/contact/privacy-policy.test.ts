import express from "express";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { documentText } from "../../app/content-model/legal/document";
import { privacyFacts } from "../../app/content-model/legal/operation";
import { privacyDe } from "../../app/content-model/legal/privacy-de";
import { privacyPolicy } from "../../app/content-model/legal/privacy-policy";
import type { Config } from "../config";
import { edgeHeaders } from "../http/edges";
import { DEFAULT_AUTOREPLY_WINDOWS, DEFAULT_RATE_WINDOWS, SWEEP_INTERVAL_MS } from "./contact-service";
import type { OutboxStore } from "./store";
import { sleep, testConfig, TestSmtp, validMessage, waitFor, type Harness } from "../../tests/support/contact-harness";
import { captureLog, contactTestScope } from "../../tests/support/per-test";

/**
 * The privacy policy rendered for a configuration, checked against what the server does with that
 * configuration. Every number the assertions use is read from the rendered text, not from constants:
 * if the text and the code drift apart, these tests fail.
 */

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** A fresh DATA_DIR per test, and everything the test opens closed after it. */
const { scope, serve: harness, smtp: smtpServer, inspect } = contactTestScope();

/** The policy as the build would render it for this configuration, whitespace collapsed. */
const policyFor = (config: Config) =>
  documentText(privacyPolicy(privacyFacts(config), privacyDe.phrases)).replace(/[\s\u00a0]+/g, " ");

/** The number in front of "Tage"/"Tagen" right after `lead` in the text. */
function daysAfter(text: string, lead: RegExp): number {
  const m = new RegExp(`${lead.source}[^.]*?(\\d+) Tage`).exec(text);
  if (!m) throw new Error(`no period after ${lead} in the policy`);
  return Number(m[1]);
}

async function seed(store: OutboxStore, status: "sent" | "failed", ageMs: number) {
  const at = Date.now() - ageMs;
  const [id] = await store.enqueue(
    [{ kind: "lead", messageId: `<${Math.random()}@t>`, ...validMessage(), requestId: "seed" }],
    at,
  );
  if (status === "sent") await store.markSent(id!, at);
  else await store.markFailed(id!, "550 refused", at);
  return id!;
}

/** Whether the server sends HSTS (for a request a TLS-terminating proxy forwarded, as it would be). */
async function sendsHsts(config: Config) {
  const app = express();
  app.set("trust proxy", config.trustProxy);
  app.use(edgeHeaders(config));
  app.get("/", (_req, res) => void res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  scope.defer(() => new Promise((r) => server.close(r)));
  const { port } = server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/`, {
    headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9" },
  });
  return res.headers.get("strict-transport-security");
}

/** Posts from n different addresses as a proxy would report them; returns the statuses. */
async function postFromAddresses(h: Harness, n: number) {
  const statuses: number[] = [];
  for (let i = 1; i <= n; i++) {
    const res = await h.post(validMessage(), { headers: { "X-Forwarded-For": `198.51.100.${i}` } });
    statuses.push(res.status);
  }
  return statuses;
}

describe("privacy policy vs behaviour: a local install (no SMTP_URL, no proxy, http origin, defaults)", () => {
  const config = () => testConfig({ DATA_DIR: scope.dir, SMTP_URL: undefined, SITE_URL: "http://localhost:3000" });

  it("states file delivery, and the server writes .eml files instead of sending mail", async () => {
    const text = policyFor(config());
    expect(text).toContain("als Datei im E-Mail-Format");
    expect(text).not.toContain("stellt der Server sie als E-Mail an unser Postfach zu");
    expect(text).not.toMatch(/endgültig ab/); // no mail server, no refusal
    const h = await harness(config());
    expect((await h.post(validMessage())).status).toBe(202);
    const outbox = join(scope.dir, "outbox");
    await waitFor(() => existsSync(outbox) && readdirSync(outbox).some((f) => f.endsWith(".eml")), 10_000, ".eml");
  });

  it("states no auto-reply, and none is produced", async () => {
    const text = policyFor(config());
    expect(text).not.toContain("Eingangsbestätigung");
    const h = await harness(config());
    expect((await h.post(validMessage())).status).toBe(202);
    const store = inspect();
    await waitFor(async () => (await store.list()).length === 1, 10_000, "message stored");
    await sleep(200);
    expect((await store.list()).map((m) => m.kind)).toEqual(["lead"]);
  });

  it("states no access log, no proxy and no HTTPS; the server trusts no forwarded address or protocol", async () => {
    const text = policyFor(config());
    expect(text).toContain("kein Zugriffsprotokoll");
    expect(text).not.toMatch(/Reverse Proxy|vorgeschaltete/);
    expect(text).toContain("nicht für eine verschlüsselte Verbindung (HTTPS) eingerichtet");
    expect(await sendsHsts(config())).toBeNull();
    // "per IP address": without a proxy the connection's address counts, a forged header changes nothing.
    expect(text).toContain("lässt nur wenige pro Minute");
    const limit = DEFAULT_RATE_WINDOWS[0]!.limit;
    const h = await harness(config());
    const statuses = await postFromAddresses(h, limit + 1);
    expect(statuses.slice(0, limit).every((s) => s === 202)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("deletes delivered messages after the period it states", async () => {
    const text = policyFor(config());
    const days = daysAfter(text, /Zwischenspeicher und Datei bleiben/);
    const store = inspect();
    const expired = await seed(store, "sent", (days + 1) * DAY);
    const kept = await seed(store, "sent", (days - 1) * DAY);
    await harness(config());
    await waitFor(async () => (await store.get(expired)) === undefined, 10_000, "purge");
    expect(await store.get(kept)).toBeDefined();
  });
});

describe("privacy policy vs behaviour: production behind a proxy (SMTP, auto-reply, own periods)", () => {
  let smtp: TestSmtp;
  beforeEach(async () => {
    smtp = await smtpServer();
  });
  const config = () =>
    testConfig({
      DATA_DIR: scope.dir,
      SMTP_URL: smtp.url,
      SITE_URL: "https://www.agency.test",
      TRUST_PROXY: "1",
      CONTACT_AUTOREPLY: "1",
      CONTACT_RETENTION_DAYS: "7",
      CONTACT_FAILED_RETENTION_DAYS: "3",
    });

  it("states mailbox delivery and the confirmation mail, and the server sends both", async () => {
    const text = policyFor(config());
    expect(text).toContain("stellt der Server sie als E-Mail an unser Postfach zu");
    expect(text).toContain("Eingangsbestätigung");
    expect(text).not.toContain("als Datei im E-Mail-Format");
    const h = await harness(config());
    expect((await h.post(validMessage())).status).toBe(202);
    await waitFor(() => smtp.received.length === 2, 10_000, "lead and confirmation");
    expect(existsSync(join(scope.dir, "outbox"))).toBe(false);
  });

  it("states the proxy's access log, HTTPS with HSTS and counting by forwarded address, as the server does", async () => {
    const text = policyFor(config());
    expect(text).toContain("Reverse Proxy");
    expect(text).toContain("Strict Transport Security");
    expect(text).toContain("übermittelt ihm der vorgeschaltete Webserver");
    expect(text).toContain("sie für ein Jahr nur noch verschlüsselt aufzurufen");
    expect(await sendsHsts(config())).toBe(`max-age=${365 * 24 * 60 * 60}`);
    const limit = DEFAULT_RATE_WINDOWS[0]!.limit;
    const h = await harness(config());
    // Different visitors behind the same proxy are counted apart: none is refused.
    expect(await postFromAddresses(h, limit + 1)).toEqual(Array(limit + 1).fill(202));
  });

  it("deletes delivered and refused messages after the periods it states", async () => {
    const text = policyFor(config());
    const sentDays = daysAfter(text, /Nach der Zustellung bleibt die Kopie/);
    const failedDays = daysAfter(text, /endgültig ab, bleibt sie höchstens/);
    expect([sentDays, failedDays]).toEqual([7, 3]);
    const store = inspect();
    const sentExpired = await seed(store, "sent", (sentDays + 1) * DAY);
    const sentKept = await seed(store, "sent", (sentDays - 1) * DAY);
    const failedExpired = await seed(store, "failed", (failedDays + 1) * DAY);
    const failedKept = await seed(store, "failed", (failedDays - 1) * DAY);
    await harness(config());
    await waitFor(
      async () => (await store.get(sentExpired)) === undefined && (await store.get(failedExpired)) === undefined,
      10_000,
      "purge",
    );
    expect(await store.get(sentKept)).toBeDefined();
    expect(await store.get(failedKept)).toBeDefined();
  });

  it("forgets addresses by timer, as it states, without waiting for another submission", async () => {
    const text = policyFor(config());
    expect(text).toContain("Eine Stunde nach der letzten Anfrage verwirft der Server sie binnen einer Minute");
    expect(text).toContain("24 Stunden lang im Arbeitsspeicher; danach verwirft er sie binnen einer Minute");
    // The windows and the sweep the sentences describe …
    expect(Math.max(...DEFAULT_RATE_WINDOWS.map((w) => w.windowMs))).toBe(HOUR);
    expect(DEFAULT_AUTOREPLY_WINDOWS.map((w) => w.windowMs)).toEqual([24 * HOUR]);
    expect(SWEEP_INTERVAL_MS).toBeLessThanOrEqual(60_000);
    // … and the timer doing it (short windows so the test runs in milliseconds).
    const h = await harness(config(), {
      rateWindows: [{ limit: 5, windowMs: 200 }],
      autoreplyWindows: [{ limit: 1, windowMs: 200 }],
      sweepIntervalMs: 50,
    });
    expect((await h.post(validMessage())).status).toBe(202);
    expect(h.service.trackedAddresses()).toBe(2); // the client's address and the visitor's e-mail
    await waitFor(() => h.service.trackedAddresses() === 0, 2_000, "sweep");
  });
});

describe("privacy policy vs behaviour: the longest stay of a message, in every state", () => {
  it("deletes a message that could not be delivered within the period it states, and adds up the longest stay", async () => {
    const env = {
      DATA_DIR: scope.dir,
      SMTP_URL: `smtp://127.0.0.1:9`,
      CONTACT_PENDING_MAX_DAYS: "5",
      CONTACT_RETENTION_DAYS: "7",
      CONTACT_FAILED_RETENTION_DAYS: "20",
    };
    const config = testConfig(env);
    const text = policyFor(config);
    const pendingDays = daysAfter(text, /Konnte eine Anfrage/);
    expect(pendingDays).toBe(5);
    // Delivered at the latest after 5 days, then kept 7: 12; a refusal is kept 20 days from receipt.
    expect(daysAfter(text, /Insgesamt bleibt eine Anfrage höchstens/)).toBe(20);
    expect(policyFor(testConfig({ ...env, CONTACT_FAILED_RETENTION_DAYS: "3" }))).toMatch(/höchstens 12 Tage/);
    expect(text).toMatch(/Sicherungskopie an und bewahren jede 30 Tage auf/);
    const store = inspect();
    const seedPending = async (ageMs: number, n: string) =>
      (
        await store.enqueue(
          [{ kind: "lead", messageId: `<${n}@t>`, ...validMessage(), requestId: n }],
          Date.now() - ageMs,
        )
      )[0]!;
    const expired = await seedPending((pendingDays + 1) * DAY, "old");
    const kept = await seedPending((pendingDays - 1) * DAY, "young");
    await harness(config, {
      purgeIntervalMs: 50,
      timing: { baseDelayMs: 60_000, maxDelayMs: 60_000, pollIntervalMs: 50, leaseMs: 3_000 },
    });
    await waitFor(async () => (await store.get(expired)) === undefined, 10_000, "the undeliverable message deleted");
    expect(await store.get(kept)).toMatchObject({ status: "pending" });
  });

  it("claims HTTPS and HSTS only where a TLS proxy serves it, and never 'not set up' for an https address", async () => {
    // A build for an https address made without TRUST_PROXY (the build does not need it): Node serves
    // plain HTTP and sends no HSTS, but whoever opens the https address connects encrypted (issue 40).
    const bare = testConfig({ DATA_DIR: scope.dir, SITE_URL: "https://www.agency.test" });
    const bareText = policyFor(bare);
    expect(bareText).not.toContain("nicht für eine verschlüsselte Verbindung (HTTPS) eingerichtet");
    expect(bareText).toContain(
      "unter ihrer Adresse mit „https://“ auf, ist die Verbindung verschlüsselt (HTTPS mit TLS)",
    );
    expect(bareText).not.toContain("Diese Website wird über eine verschlüsselte Verbindung");
    expect(bareText).toContain("kein Zugriffsprotokoll");
    expect(bareText).not.toContain("Strict Transport Security");
    expect(await sendsHsts(bare)).toBeNull();
    const proxied = testConfig({ DATA_DIR: scope.dir, SITE_URL: "https://www.agency.test", TRUST_PROXY: "1" });
    const proxiedText = policyFor(proxied);
    expect(proxiedText).toContain("Reverse Proxy");
    expect(proxiedText).toMatch(/Server-Logdateien werden nach 14 Tagen automatisch gelöscht/);
    expect(proxiedText).toContain("Strict Transport Security");
    expect(await sendsHsts(proxied)).toBe(`max-age=${365 * 24 * 60 * 60}`);
  });
});

describe("start-up warnings the policy relies on", () => {
  const capture = () => {
    const log = captureLog();
    return { log, lines: log.lines };
  };

  it("shouts in production when no SMTP_URL is set (leads would never reach a mailbox)", async () => {
    const { log, lines } = capture();
    await harness(testConfig({ DATA_DIR: scope.dir, NODE_ENV: "production" }), { log });
    expect(lines.filter((l) => l.level === "error").map((l) => l.msg)).toEqual([
      expect.stringContaining("SMTP_URL IS NOT SET"),
    ]);
  });

  it("stays quiet about SMTP when it is set, and outside production", async () => {
    const { log, lines } = capture();
    await harness(testConfig({ DATA_DIR: scope.dir, NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9" }), { log });
    await harness(testConfig({ DATA_DIR: join(scope.dir, "dev") }), { log });
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
  });
});
