/**
 * Operations (issue 11), against the production build run as real processes: start-up faults,
 * one owner per DATA_DIR, a disk that fills up under a running server, health and metrics, the
 * HTTP edges, proxies, and the leads CLI. No browser is needed here.
 */
import { test, expect } from "@playwright/test";
import Database from "better-sqlite3";
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import type { PrivacyFacts } from "../../app/content-model/legal/operation";
import { enPaths } from "../../app/paths";
import { messageIdOf, TestSmtp } from "../support/contact-harness";
import { buildDir, exitWithin, freePort, ready, spawnServer, tempDir, type ServerProcess } from "./server-process";

const execFileAsync = promisify(execFile);
const lead = {
  name: "Erika Mustermann",
  email: "erika@example.org",
  phone: "+49 711 123456",
  company: "Muster GmbH",
  message: "Wir brauchen eine App.",
};
let cleanups: (() => unknown)[] = [];
test.afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});
function dataDir() {
  const dir = tempDir();
  cleanups.push(() => dir.remove());
  return dir.path;
}
async function server(env: Record<string, string> = {}, options = {}) {
  const s = await spawnServer({ DATA_DIR: env.DATA_DIR ?? dataDir(), ...env }, options);
  cleanups.push(() => s.stop("SIGKILL"));
  return s;
}
/** The one line a failed start prints (besides nothing else). */
const lines = (s: ServerProcess) => s.stderr().trim().split("\n");

test.describe("start-up fails loudly: exit 1 within 5 s, one line naming the setting", () => {
  test("port already in use", async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, "127.0.0.1", r));
    cleanups.push(() => new Promise((r) => blocker.close(r)));
    const s = await server({ PORT: String(port) });
    expect(await exitWithin(s, 5000)).toBe(1);
    expect(lines(s)).toEqual([expect.stringMatching(new RegExp(`PORT=${port} .*already in use.*choose another PORT`))]);
    expect(s.stdout()).not.toContain('"listening"');
  });

  test("unusable DATA_DIR: missing parent, a file, a special file system", async () => {
    const base = dataDir();
    writeFileSync(path.join(base, "a-file"), "x");
    for (const [dir, reason] of [
      [path.join(base, "missing", "data"), /does not exist/],
      [path.join(base, "a-file"), /is not a directory/],
      ["/proc/x", /DATA_DIR=\/proc\/x /],
      ["/proc/self", /DATA_DIR=\/proc\/self (is not writable|cannot hold files)/],
    ] as const) {
      const s = await server({ DATA_DIR: dir });
      const started = Date.now();
      expect(await exitWithin(s, 5000), dir).toBe(1);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(lines(s), dir).toEqual([expect.stringMatching(reason)]);
      expect(s.stderr()).not.toMatch(/\n\s+at /); // no stack trace
    }
  });

  test("invalid settings", async () => {
    for (const [name, value] of [
      ["PORT", "eighty"],
      ["TRUST_PROXY", "true"],
      ["SMTP_URL", "http://mail.example"],
    ] as const) {
      const s = await server({ [name]: value });
      expect(await exitWithin(s, 5000), name).toBe(1);
      expect(lines(s)).toEqual([expect.stringMatching(new RegExp(`${name}=.*Fix the variable`))]);
    }
  });

  test("a SITE_URL other than the build's origin: refuses and says to rebuild", async () => {
    const s = await server({ SITE_URL: "https://www.other-agency.example" });
    expect(await exitWithin(s, 5000)).toBe(1);
    expect(lines(s)).toEqual([
      expect.stringMatching(/SITE_URL=https:\/\/www\.other-agency\.example differs .*rebuild/),
    ]);
  });
});

test("one owner per DATA_DIR: a second server refuses; the lock dies with the process", async () => {
  const dir = dataDir();
  const first = await ready(await server({ DATA_DIR: dir }));
  const second = await server({ DATA_DIR: dir });
  expect(await exitWithin(second, 5000)).toBe(1);
  expect(lines(second)).toEqual([expect.stringMatching(/DATA_DIR=.* is in use by another server process/)]);
  // The CLI may still read while the server runs.
  const { stdout } = await execFileAsync(process.execPath, [path.join(buildDir, "node", "leads.js"), "list"], {
    env: { ...process.env, DATA_DIR: dir },
  });
  expect(stdout).toContain("0 pending, 0 sent, 0 failed");
  await first.stop("SIGKILL"); // no clean-up: the operating system releases the lock
  await ready(await server({ DATA_DIR: dir }));
});

test("health: /healthz and /readyz answer JSON with the outbox figures", async () => {
  const s = await ready(await server());
  for (const p of ["/healthz", "/readyz"]) {
    const res = await fetch(s.url + p);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({
      status: "ok",
      ready: true,
      outbox: { pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      store: { writable: true, error: null },
      worker: { alive: true, storeError: null },
      lastDeliveryError: null,
      alarms: [],
    });
  }
});

test("metrics: off by default, on a separate port when METRICS_PORT is set", async () => {
  const plain = await ready(await server());
  expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
  const metricsPort = await freePort();
  const s = await ready(await server({ METRICS_PORT: String(metricsPort), SMTP_URL: "smtp://127.0.0.1:9" }));
  expect((await fetch(`${s.url}/metrics`)).status).toBe(404);
  await fetch(`${s.url}/api/send-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(lead),
  });
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^contact_outbox_pending \d+$/m);
  expect(text).toMatch(/^contact_outbox_oldest_pending_age_seconds \d+$/m);
  expect(text).toMatch(/^contact_store_writable 1$/m);
  expect(text).toMatch(/^http_requests_total\{method="POST",status="202"\} 1$/m);
  expect(text).toContain("contact_deliveries_total");
});

test.describe("HTTP edges", () => {
  let s: ServerProcess;
  test.beforeEach(async () => {
    s = await ready(await server());
  });

  test("other methods on pages: 405 with Allow, no stack in the log", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const res = await fetch(`${s.url}/about`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    }
    const trace = await rawRequest(s.port, "TRACE / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(trace).toMatch(/^HTTP\/1\.1 405 /);
    expect(trace).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    // Nothing but the start-up warning of this test setup (no SMTP_URL): no stack, no request error.
    const other = s
      .stderr()
      .split("\n")
      .filter((l) => l && !/SMTP_URL IS NOT SET/.test(l));
    expect(other).toEqual([]);
  });

  test("/index.html and …/index.html redirect to the canonical URL; redirects keep the query", async () => {
    const go = (p: string) => fetch(s.url + p, { redirect: "manual" });
    expect((await go("/index.html")).headers.get("location")).toBe("/");
    const about = await go("/about/index.html?x=1");
    expect(about.status).toBe(301);
    expect(about.headers.get("location")).toBe("/about?x=1");
    // Absolute-form request target (as a forward proxy sends it).
    const res = await rawRequest(s.port, `GET http://127.0.0.1:${s.port}/about/?q=1&r=2 HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res).toMatch(/^HTTP\/1\.1 308 /);
    expect(res).toMatch(/\r\nlocation: \/about\?q=1&r=2\r\n/i);
  });

  test("every response carries a CSP (the API a restrictive one); HSTS only where visitors come over HTTPS", async () => {
    const api = await fetch(`${s.url}/api/send-email`);
    expect(api.status).toBe(405);
    expect(api.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const post = await fetch(`${s.url}/api/send-email`, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(post.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const p of ["/healthz", "/robots.txt", "/", "/no-such-page"]) {
      const res = await fetch(s.url + p);
      expect(res.headers.get("content-security-policy"), p).toMatch(
        /default-src '(none|self)'.*frame-ancestors 'none'/,
      );
      // The build's origin is https, but Node serves plain HTTP and no TLS proxy is declared: no HSTS
      // (and the privacy policy does not claim HTTPS either).
      expect(res.headers.get("strict-transport-security"), p).toBeNull();
    }
    // Behind the TLS-terminating proxy the policy then names: HSTS for a year.
    const proxied = await ready(await server({ TRUST_PROXY: "loopback" }));
    for (const p of ["/healthz", "/"])
      expect((await fetch(proxied.url + p)).headers.get("strict-transport-security"), p).toBe("max-age=31536000");
  });
});

test("HSTS_MAX_AGE configures HSTS; 0 switches it off", async () => {
  const s = await ready(await server({ HSTS_MAX_AGE: "63072000", TRUST_PROXY: "loopback" }));
  expect((await fetch(`${s.url}/`)).headers.get("strict-transport-security")).toBe("max-age=63072000");
  const off = await ready(await server({ HSTS_MAX_AGE: "0", TRUST_PROXY: "loopback" }));
  expect((await fetch(`${off.url}/`)).headers.get("strict-transport-security")).toBeNull();
});

test("proxies: without TRUST_PROXY one warning at the first forwarded request", async () => {
  const s = await ready(await server());
  for (let i = 0; i < 3; i++) await fetch(`${s.url}/healthz`, { headers: { "X-Forwarded-For": `198.51.100.${i}` } });
  await expect.poll(() => s.stderr()).toContain("TRUST_PROXY");
  expect(s.stderr().match(/share one rate-limit bucket/g)).toHaveLength(1);
  const trusted = await ready(await server({ TRUST_PROXY: "loopback" }));
  await fetch(`${trusted.url}/healthz`, { headers: { "X-Forwarded-For": "198.51.100.1" } });
  await new Promise((r) => setTimeout(r, 200));
  expect(trusted.stderr()).not.toContain("TRUST_PROXY");
});

test("a disk that fills up under the running server: 503, nothing sent twice, readiness 503, one log line", async () => {
  test.setTimeout(60_000);
  let accept = false;
  const smtp = await TestSmtp.start(0, { data: () => (accept ? undefined : 451) });
  cleanups.push(() => smtp.close());

  // Every file of the process may grow to 160 KiB: the write-ahead log reaches that after a few
  // dozen commits, and from then on every commit fails, exactly as on a full disk. (SIGXFSZ is
  // ignored so that the write fails with an error instead of killing the process.)
  const s = await ready(await server({ SMTP_URL: smtp.url }, { shellPrefix: "trap '' XFSZ; ulimit -f 160" }));
  const post = () =>
    fetch(`${s.url}/api/send-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...lead, message: "x".repeat(2000) }),
    });
  let refused: Response | undefined;
  for (let i = 0; i < 500 && !refused; i++) {
    const res = await post();
    if (res.status !== 202) refused = res;
  }
  expect(refused?.status).toBe(503);
  expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
  const readyz = await fetch(`${s.url}/readyz`);
  expect(readyz.status).toBe(503);
  expect(await readyz.json()).toMatchObject({ status: "unavailable", store: { writable: false } });

  // The mail server now accepts: the stored messages cannot be marked as sent (nor even claimed).
  accept = true;
  await new Promise((r) => setTimeout(r, 12_000)); // more than two poll intervals of the worker
  const received = smtp.received.map((m) => messageIdOf(m.raw));
  expect(new Set(received).size).toBe(received.length);
  const errors = s
    .stderr()
    .split("\n")
    .filter((l) => l.includes('"contact.store_unavailable"'));
  expect(errors.length).toBeLessThanOrEqual(2);
  expect(s.stderr()).not.toContain('"contact.worker_error"');
});

test("a crash mid-send: after a restart every accepted message is delivered within 10 s, each once", async () => {
  test.setTimeout(60_000);
  // The mail server takes the first DATA and never answers it (the send hangs, the message is leased),
  // until it is "fixed"; from then on it accepts and records every mail by Message-ID.
  let hang = true;
  let trapped: () => void;
  const firstSendHangs = new Promise<void>((r) => (trapped = r));
  const smtp = await TestSmtp.start(0, {
    // No answer: the sender waits until it dies.
    data: () => (hang ? (trapped(), "no-answer") : undefined),
  });
  cleanups.push(() => smtp.close());
  const env = { DATA_DIR: dataDir(), SMTP_URL: smtp.url };

  const first = await ready(await server(env));
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${first.url}/api/send-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...lead, name: `Lead ${i}` }),
    });
    expect(res.status).toBe(202);
  }
  await firstSendHangs;
  await first.stop("SIGKILL"); // the lease of the message in flight is left behind (30 s)
  hang = false;

  const restarted = Date.now();
  await ready(await server(env));
  await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(3);
  expect(Date.now() - restarted).toBeLessThan(10_000);
  await new Promise((r) => setTimeout(r, 1_000)); // room for a late duplicate
  expect(smtp.received).toHaveLength(3);
  expect(new Set(smtp.received.map((m) => messageIdOf(m.raw))).size).toBe(3);
});

test("the privacy policy is true of the running server, also when its settings differ from the build's", async () => {
  // The build's settings (no environment): the prerendered page, with its script hashes.
  const asBuilt = await ready(await server({ RATE_LIMIT: "1" }));
  const built = await fetch(`${asBuilt.url}/privacy`);
  expect(built.headers.get("content-security-policy")).toContain("'sha256-");
  const builtText = await built.text();
  expect(builtText).toContain("zählt der Server");
  expect(builtText).not.toContain("Automatische Eingangsbestätigung");
  // Other settings: rendered per request from this server's configuration, for a full load and for
  // the data of a client-side navigation alike.
  const other = await ready(await server({ RATE_LIMIT: "0", CONTACT_AUTOREPLY: "1" }));
  const page = await fetch(`${other.url}/privacy`);
  expect(page.headers.get("content-security-policy")).toContain("'nonce-");
  const text = await page.text();
  expect(text).toContain("Automatische Eingangsbestätigung");
  expect(text).not.toContain("zählt der Server");
  expect((await factsInData(`${other.url}/privacy.data`)).autoreply).toBe(true);
  expect(other.stdout()).toContain("privacy policy rendered per request");

  // The English translation states the same facts, and follows the server the same way.
  const builtEn = await fetch(`${asBuilt.url}${enPaths.privacy}`);
  expect(builtEn.headers.get("content-security-policy")).toContain("'sha256-");
  const builtEnText = await builtEn.text();
  expect(builtEnText).toContain("the server counts");
  expect(builtEnText).not.toContain("Automatic confirmation of receipt");
  const pageEn = await fetch(`${other.url}${enPaths.privacy}`);
  expect(pageEn.headers.get("content-security-policy")).toContain("'nonce-");
  const textEn = await pageEn.text();
  expect(textEn).toContain("Automatic confirmation of receipt");
  expect(textEn).not.toContain("the server counts");
  expect((await factsInData(`${other.url}${enPaths.privacy}.data`)).autoreply).toBe(true);
});

/** The facts a privacy page's route data states (React Router's single-fetch answer, decoded as its client does). */
async function factsInData(url: string): Promise<PrivacyFacts> {
  const { value } = await decodeViaTurboStream((await fetch(url)).body!, globalThis);
  // The root route answers first (its loader, for reach counting): the privacy route is the one with facts.
  const routes = Object.values(value as Record<string, { data?: { facts?: PrivacyFacts } | null }>);
  const facts = routes.find((route) => route?.data?.facts)?.data?.facts;
  if (!facts) throw new Error(`no route of ${url} states privacy facts`);
  return facts;
}

test.describe("leads CLI", () => {
  const cli = (args: string[], env: Record<string, string>) =>
    execFileAsync(process.execPath, [path.join(buildDir, "node", "leads.js"), ...args], {
      env: { ...process.env, ...env },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  test("survives a closed pipe (list | head)", async () => {
    const dir = dataDir();
    const s = await ready(await server({ DATA_DIR: dir }));
    await s.stop();
    const db = new Database(path.join(dir, "contact.sqlite"));
    const insert = db.prepare(
      `INSERT INTO messages (kind, message_id, name, email, phone, company, message, request_id, status, created_at, next_attempt_at)
       VALUES ('lead', ?, 'A', 'a@example.org', '', 'Firma', 'Hallo', 'r', 'failed', 0, 0)`,
    );
    db.transaction(() => {
      for (let i = 0; i < 5000; i++) insert.run(`<m${i}@t>`);
    })();
    db.close();
    const leads = path.join(buildDir, "node", "leads.js");
    const { stdout, stderr } = await execFileAsync(
      "bash",
      ["-c", `set -o pipefail; "${process.execPath}" "${leads}" list | head -2; echo "status $?"`],
      { env: { ...process.env, DATA_DIR: dir } },
    );
    expect(stdout).toMatch(/^0 pending, 0 sent, 5000 failed\nID .*\nstatus 0\n$/);
    expect(stderr).toBe("");
  });

  test("refuses a DATA_DIR without an outbox; ids are decimal", async () => {
    const dir = dataDir();
    const typo = path.join(dir, "dta");
    const r = await cli(["list"], { DATA_DIR: typo });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/No contact outbox at .*dta/);
    mkdirSync(typo);
    expect((await cli(["list"], { DATA_DIR: typo })).code).toBe(1);
    const s = await ready(await server({ DATA_DIR: dir }));
    await s.stop();
    expect((await cli(["show", "0x10"], { DATA_DIR: dir })).stderr).toContain("positive whole numbers");
  });
});

/** Sends raw bytes and returns the raw answer (for request forms fetch cannot produce). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let data = "";
    socket.on("data", (c) => (data += c.toString("latin1")));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      resolve(data);
    }, 3000);
  });
}
