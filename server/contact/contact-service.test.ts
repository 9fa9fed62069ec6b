import { existsSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { INVALID_EMAIL, INVALID_VALUE, MISSING_FIELD_NARROW } from "../../app/contact/contact-fields";
import { paths } from "../../app/paths";
import { openSqliteStore } from "./sqlite-store";
import type { OutboxStore, StoredMessage } from "./store";
import {
  freePort,
  parseMail,
  sleep,
  startHarness,
  testConfig,
  TestSmtp,
  validMessage,
  waitFor,
  type Harness,
} from "../../tests/support/contact-harness";
import { captureLog, perTest } from "../../tests/support/per-test";

/** A fresh DATA_DIR per test, and everything the test opens closed after it. */
const scope = perTest();

async function smtp(port?: number, behaviour = {}) {
  const s = await TestSmtp.start(port, behaviour);
  scope.defer(() => s.close());
  return s;
}
async function harness(env: Record<string, string | undefined>, options: Parameters<typeof startHarness>[1] = {}) {
  const h = await startHarness(testConfig({ DATA_DIR: scope.dir, RATE_LIMIT: "0", ...env }), options);
  scope.defer(() => h.close());
  return h;
}
/** A second connection on the outbox file, as the leads CLI would open it. */
function inspect(): OutboxStore {
  const store = openSqliteStore(join(scope.dir, "contact.sqlite"));
  scope.defer(() => store.close());
  return store;
}
/** The worker marks a row sent after the SMTP reply is processed: wait for that, not for arrival. */
const allSent = (store: OutboxStore, n: number) =>
  waitFor(
    async () => {
      const c = await store.counts();
      return c.sent === n && c.pending === 0;
    },
    10_000,
    `${n} message(s) marked sent`,
  );
const only = async (store: OutboxStore): Promise<StoredMessage> => {
  const all = await store.list();
  expect(all).toHaveLength(1);
  return all[0]!;
};

describe("delivery", () => {
  it("delivers a valid message exactly once, with the visitor as Reply-To and an escaped HTML body", async () => {
    const server = await smtp();
    const h = await harness({ SMTP_URL: server.url });
    const body = {
      ...validMessage(),
      name: "Erika <b>Muster</b>\r\nBcc: victim@evil.test",
      message: `Hallo <script>alert("x")</script> & Grüße 👋\r\nZeile 2`,
      isAdmin: "SECRET-EXTRA-FIELD",
    };
    const res = await h.post(body);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });

    await waitFor(() => server.received.length === 1, 10_000, "delivery");
    await sleep(300); // long enough for a duplicate to show up if there were one
    expect(server.received).toHaveLength(1);
    const got = server.received[0]!;
    expect(got.to).toEqual(["leads@agency.test"]);
    expect(got.from).toBe("web@agency.test");
    const mail = parseMail(got.raw);
    expect(mail.headers.get("reply-to")).toMatch(/<erika@example\.org>$/);
    expect(mail.headerBlock).not.toMatch(/^bcc:/im);
    expect(mail.html).toContain("Hallo &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Grüße 👋");
    expect(mail.html).toContain("Erika &#60;b&#62;Muster&#60;/b&#62;");
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.text).toContain("Zeile 2");
    expect(got.raw).not.toContain("SECRET-EXTRA-FIELD");

    const store = inspect();
    await allSent(store, 1);
    const stored = await only(store);
    expect(stored).toMatchObject({ status: "sent", attempts: 1, email: "erika@example.org" });
    expect(mail.headers.get("message-id")).toBe(stored.messageId);
  });

  it("keeps messages while the mail server is down and delivers them when it comes back", async () => {
    const port = await freePort();
    const h = await harness({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    for (let i = 0; i < 3; i++) expect((await h.post({ ...validMessage(), name: `Person ${i}` })).status).toBe(202);
    const store = inspect();
    await waitFor(async () => (await store.list()).every((m) => m.attempts >= 2), 10_000, "two failed attempts each");
    for (const m of await store.list()) {
      expect(m.status).toBe("pending");
      expect(m.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    }

    const server = await smtp(port);
    await waitFor(() => server.received.length === 3, 10_000, "delivery after the outage");
    await sleep(300);
    expect(server.received).toHaveLength(3);
    await allSent(store, 3);
  });

  it("delivers after a restart of the server process (pending messages are picked up again)", async () => {
    const port = await freePort();
    const first = await harness({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect((await first.post(validMessage())).status).toBe(202);
    expect((await first.post({ ...validMessage(), name: "Zweite" })).status).toBe(202);
    const store = inspect();
    await waitFor(async () => (await store.list()).every((m) => m.attempts >= 1), 10_000, "a failed attempt");
    await first.close();

    const server = await smtp(port);
    await sleep(200);
    expect(server.received).toHaveLength(0); // nobody is running: nothing moves

    await harness({ SMTP_URL: server.url });
    await waitFor(() => server.received.length === 2, 10_000, "delivery by the new process");
    await sleep(200);
    expect(server.received).toHaveLength(2);
    await allSent(store, 2);
  });

  it("delivers at once, after a restart, a message whose sender crashed mid-send under a long lease", async () => {
    const server = await smtp();
    // Simulate the crash: a worker claimed the message (leased for ten minutes) and died. One server
    // owns a DATA_DIR (outbox-lock.ts), so the next one knows the lease is a dead process's.
    const crashed = openSqliteStore(join(scope.dir, "contact.sqlite"));
    const [id] = await crashed.enqueue(
      [{ kind: "lead", messageId: "<crash@agency.test>", ...validMessage(), requestId: "r" }],
      Date.now(),
    );
    await crashed.claimNext(Date.now(), 10 * 60_000);
    await crashed.close();

    const startedAt = Date.now();
    await harness({ SMTP_URL: server.url });
    await waitFor(() => server.received.length === 1, 10_000, "delivery right after the restart");
    expect(server.received[0]!.at - startedAt).toBeLessThan(5_000);
    const store = inspect();
    await allSent(store, 1);
    expect(await store.get(id!)).toMatchObject({ status: "sent", attempts: 2 });
    expect(parseMail(server.received[0]!.raw).headers.get("message-id")).toBe("<crash@agency.test>");
  });

  it("tries every pending message at once after a restart instead of waiting out its backoff", async () => {
    const server = await smtp();
    const before = openSqliteStore(join(scope.dir, "contact.sqlite"));
    const ids = await before.enqueue(
      [1, 2, 3].map((i) => ({
        kind: "lead" as const,
        messageId: `<b${i}@agency.test>`,
        ...validMessage(),
        requestId: `r${i}`,
      })),
      Date.now(),
    );
    // Three failed attempts each: the next is due in minutes, as after a long SMTP outage.
    for (const msgId of ids) {
      await before.claimNext(Date.now(), 1000);
      await before.reschedule(msgId, Date.now() + 5 * 60_000, "ECONNREFUSED");
    }
    await before.close();
    await harness({ SMTP_URL: server.url });
    await waitFor(() => server.received.length === 3, 5_000, "all three delivered right after the restart");
  });

  it("retries after a temporary (4xx) answer and marks sent only after acceptance", async () => {
    let rcptCalls = 0;
    const server = await smtp(0, { rcpt: () => (++rcptCalls <= 2 ? 451 : undefined) });
    const h = await harness({ SMTP_URL: server.url });
    expect((await h.post(validMessage())).status).toBe(202);
    const store = inspect();
    await waitFor(() => server.received.length === 1, 10_000, "delivery after two 451 answers");
    await sleep(200);
    expect(server.received).toHaveLength(1);
    expect(rcptCalls).toBe(3);
    await allSent(store, 1);
    expect(await only(store)).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("marks a message failed after a permanent (5xx) answer and does not retry it", async () => {
    let dataCalls = 0;
    const log = captureLog();
    const server = await smtp(0, { data: () => (++dataCalls === 1 ? 554 : undefined) });
    const h = await harness({ SMTP_URL: server.url }, { log });
    expect((await h.post(validMessage())).status).toBe(202);
    const store = inspect();
    await waitFor(async () => (await store.list())[0]?.status === "failed", 10_000, "failed status");
    await sleep(300);
    const m = await only(store);
    expect(m).toMatchObject({ status: "failed", attempts: 1 });
    expect(m.lastError).toContain("554");
    expect(dataCalls).toBe(1);
    expect(log.lines.find((l) => l.msg === "contact.delivery_failed")).toMatchObject({ level: "error" });

    // A failed message does not block the next one.
    expect((await h.post({ ...validMessage(), name: "Nächste" })).status).toBe(202);
    await waitFor(() => server.received.length === 1, 10_000, "next message");
    expect(parseMail(server.received[0]!.raw).text).toContain("Nächste");
  });

  it("writes .eml files to DATA_DIR/outbox and logs the path when no SMTP_URL is set", async () => {
    const log = captureLog();
    const h = await harness({ SMTP_URL: undefined }, { log });
    expect((await h.post(validMessage())).status).toBe(202);
    const outbox = join(scope.dir, "outbox");
    // Only the renamed .eml counts (the .tmp is written first); an empty list must keep waiting.
    const emlFiles = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")) : []);
    const files = await waitFor(() => emlFiles().length > 0 && emlFiles(), 10_000, ".eml file");
    expect(files).toHaveLength(1);
    const mail = parseMail(readFileSync(join(outbox, files[0]!), "utf8"));
    expect(mail.headers.get("reply-to")).toBe("Erika Mustermann <erika@example.org>");
    expect(mail.text).toContain("Wir brauchen eine App.");
    const written = log.lines.find((l) => l.msg === "contact.mail_written");
    expect(written?.fields?.path).toBe(join(outbox, files[0]!));
    await allSent(inspect(), 1);
  });

  it("sends the optional confirmation once per address and day", async () => {
    const server = await smtp();
    const h = await harness({ SMTP_URL: server.url, CONTACT_AUTOREPLY: "1" });
    expect((await h.post(validMessage())).status).toBe(202);
    expect((await h.post({ ...validMessage(), email: "ERIKA@example.org", message: "Nochmal" })).status).toBe(202);
    await waitFor(() => server.received.length === 3, 10_000, "two leads and one confirmation");
    await sleep(300);
    const toVisitor = server.received.filter((r) => r.to[0]?.toLowerCase() === "erika@example.org");
    expect(toVisitor).toHaveLength(1);
    const confirmation = parseMail(toVisitor[0]!.raw);
    expect(confirmation.headers.get("auto-submitted")).toBe("auto-generated");
    expect(confirmation.text).not.toContain("Wir brauchen eine App."); // fixed text, no echo
    expect(server.received.filter((r) => r.to[0] === "leads@agency.test")).toHaveLength(2);
  });

  it("purges delivered and refused messages past their retention periods at start", async () => {
    const store = inspect();
    const day = 24 * 60 * 60_000;
    const old = Date.now() - 31 * day;
    const recent = Date.now() - 10 * day;
    const [sentOld, sentNew, failedOld] = await store.enqueue(
      ["a", "b", "c"].map((n) => ({ kind: "lead" as const, messageId: `<${n}@t>`, ...validMessage(), requestId: n })),
      old,
    );
    const [failedRecent] = await store.enqueue(
      [{ kind: "lead" as const, messageId: "<d@t>", ...validMessage(), requestId: "d" }],
      recent,
    );
    await store.markSent(sentOld!, old);
    await store.markSent(sentNew!, Date.now() - day);
    await store.markFailed(failedOld!, "550", old);
    await store.markFailed(failedRecent!, "550", recent);
    // 30 days (the default) for delivered messages, 20 for refused ones.
    await harness({ SMTP_URL: "smtp://127.0.0.1:9", CONTACT_FAILED_RETENTION_DAYS: "20" });
    await waitFor(async () => (await store.get(sentOld!)) === undefined, 10_000, "purge");
    expect((await store.list({ status: "sent" })).map((m) => m.id)).toEqual([sentNew]);
    expect((await store.list({ status: "failed" })).map((m) => m.id)).toEqual([failedRecent]);
  });
});

describe("POST /api/send-email: the HTTP contract", () => {
  let h: Harness;
  let store: OutboxStore;
  const server = { received: [] as unknown[] };
  beforeEach(async () => {
    const s = await smtp();
    server.received = s.received;
    h = await harness({ SMTP_URL: s.url, SITE_URL: "https://www.agency.test" });
    store = inspect();
  });
  const send = (init: RequestInit) => fetch(h.url, init);
  const expectError = async (res: Response, status: number) => {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: string; requestId: string };
    expect(body.error).toMatch(/\S/);
    expect(body.requestId).toBe(res.headers.get("x-request-id"));
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
    return body;
  };

  it("answers 202 once the message is committed, and ignores unknown fields", async () => {
    const raw = JSON.stringify(validMessage()).replace(
      "{",
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"role":"admin",',
    );
    const res = await h.post(null, { raw });
    expect(res.status).toBe(202);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const m = await only(store); // committed before the answer
    expect(Object.keys(m)).not.toContain("role");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("400 for malformed JSON, a non-object body or no body", async () => {
    await expectError(await h.post(null, { raw: '{"name": "x",' }), 400);
    await expectError(await h.post(null, { raw: "[1,2]" }), 400);
    await expectError(await h.post(null, { raw: '"just a string"' }), 400);
    await expectError(await h.post(null, { raw: "" }), 400);
    await expectError(await h.post(null, { raw: " \r\n " }), 400);
    expect(await store.list()).toHaveLength(0);
  });

  it("413 for a body over 32 KiB", async () => {
    const res = await h.post({ ...validMessage(), message: "x".repeat(33 * 1024) });
    await expectError(res, 413);
  });

  it("413 from the declared Content-Length alone, before a byte of the body is read", async () => {
    const { port } = new URL(h.url);
    const socket = connect(Number(port), "127.0.0.1");
    scope.defer(() => socket.destroy());
    socket.write(
      "POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        "Content-Length: 50000000\r\n\r\n{",
    );
    const answer = await new Promise<string>((resolve, reject) => {
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString("latin1")));
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
      setTimeout(() => resolve(data), 3000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it("415 for any charset but UTF-8", async () => {
    const body = JSON.stringify(validMessage());
    for (const charset of ["utf-16", "UTF-16LE", "iso-8859-1", '"latin1"', "utf8"]) {
      const headers = { "Content-Type": `application/json; charset=${charset}` };
      await expectError(await send({ method: "POST", headers, body }), 415);
    }
    for (const charset of ["utf-8", "UTF-8", '"utf-8"']) {
      const headers = { "Content-Type": `application/json; charset=${charset}` };
      expect((await send({ method: "POST", headers, body })).status).toBe(202);
    }
  });

  it("415 for anything but JSON, including compressed bodies", async () => {
    const body = JSON.stringify(validMessage());
    await expectError(await send({ method: "POST", headers: { "Content-Type": "text/plain" }, body }), 415);
    await expectError(await send({ method: "POST", body: new Blob([body]) }), 415); // no content type
    await expectError(
      await send({ method: "POST", headers: { "Content-Type": "application/json; charset=latin1" }, body }),
      415,
    );
    await expectError(
      await send({
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" },
        body: gzipSync(body),
      }),
      415,
    );
    expect(await store.list()).toHaveLength(0);
  });

  it("a native form post to the contact page: stored, then redirected (POST/redirect/GET); else handed to the page", async () => {
    const form = (body: string | URLSearchParams, headers: Record<string, string> = {}) =>
      fetch(`${h.base}${paths.contact}`, { method: "POST", body, headers, redirect: "manual" });
    const ok = await form(new URLSearchParams(validMessage()));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(paths.contactSent);
    expect(await store.list()).toHaveLength(1);

    const invalid = await form(new URLSearchParams({ ...validMessage(), email: "x@" }));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      page: { outcome: "invalid", values: { email: "x@" }, errors: { email: INVALID_EMAIL } },
    });
    const tooLarge = await form(`message=${"x".repeat(40_000)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(tooLarge.status).toBe(413);
    // Only forms: JSON goes to the API.
    await expectError(await form(JSON.stringify(validMessage()), { "Content-Type": "application/json" }), 415);
    expect(await store.list()).toHaveLength(1);
  });

  it("a form posted natively to the API is sent on to the contact page (307 keeps method and body)", async () => {
    const res = await send({ method: "POST", body: new URLSearchParams(validMessage()), redirect: "manual" });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe(paths.contact);
    expect(await store.list()).toHaveLength(0);
  });

  it("422 with German messages per field, from the shared schema", async () => {
    const res = await h.post({ name: "", email: "nope", phone: 123, message: "x".repeat(5001) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: {
        name: MISSING_FIELD_NARROW,
        email: INVALID_EMAIL,
        phone: INVALID_VALUE,
        company: MISSING_FIELD_NARROW,
        message: "Bitte höchstens 5.000 Zeichen.",
      },
    });
    expect(await store.list()).toHaveLength(0);
  });

  it("405 with Allow: POST for every other method", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const res = await send({ method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
    const head = await send({ method: "HEAD" });
    expect(head.status).toBe(405);
    expect(head.headers.get("allow")).toBe("POST");
  });

  it("403 when a present Origin is not this site", async () => {
    for (const origin of ["https://evil.test", "null", "http://127.0.0.1.evil.test", "file://"]) {
      await expectError(await h.post(validMessage(), { headers: { Origin: origin } }), 403);
    }
    expect(await store.list()).toHaveLength(0);
    // Same host as the request, or the configured public origin: accepted.
    expect((await h.post(validMessage(), { headers: { Origin: h.base } })).status).toBe(202);
    expect((await h.post(validMessage(), { headers: { Origin: "https://www.agency.test" } })).status).toBe(202);
  });

  it("202 for a filled honeypot, without storing or delivering anything", async () => {
    const res = await h.post({ ...validMessage(), website: "http://spam.test" });
    expect(res.status).toBe(202);
    await sleep(200);
    expect(await store.list()).toHaveLength(0);
    expect(server.received).toHaveLength(0);
    // Even with otherwise invalid fields: the bot learns nothing.
    expect((await h.post({ website: 1 })).status).toBe(202);
    expect((await h.post({ ...validMessage(), website: "" })).status).toBe(202);
    expect(await store.list()).toHaveLength(1);
  });

  it("503 with Retry-After and a generic body when the store itself fails, logged with the request id", async () => {
    const log = captureLog();
    const broken = openSqliteStore(join(scope.dir, "broken.sqlite"));
    broken.enqueue = async () => {
      throw Object.assign(new Error("disk I/O error at /secret/path"), { code: "SQLITE_IOERR" });
    };
    const b = await harness({ SMTP_URL: "smtp://127.0.0.1:9" }, { store: broken, log });
    const res = await b.post(validMessage());
    const body = await expectError(res, 503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain("secret");
    const logged = log.lines.find((l) => l.msg === "contact.store_write_failed");
    expect(logged?.fields?.requestId).toBe(body.requestId);
    expect(logged?.fields?.errorClass).toBe("SQLITE_IOERR");
  });

  it("503 with Retry-After once the service is stopping", async () => {
    await h.service.stop();
    const res = await h.post(validMessage());
    await expectError(res, 503);
    expect(res.headers.get("retry-after")).toBe("5");
  });
});

describe("rate limit", () => {
  it("429 with Retry-After after 5 requests a minute from one client", async () => {
    const h = await harness({ SMTP_URL: "smtp://127.0.0.1:9", RATE_LIMIT: "1" });
    for (let i = 0; i < 5; i++) expect((await h.post(validMessage())).status).toBe(202);
    const res = await h.post(validMessage());
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Spoofed X-Forwarded-For does not help while no proxy is trusted.
    expect((await h.post(validMessage(), { headers: { "X-Forwarded-For": "198.51.100.1" } })).status).toBe(429);
  });

  it("counts clients by the address a trusted proxy reports", async () => {
    const h = await harness({ SMTP_URL: "smtp://127.0.0.1:9", RATE_LIMIT: "1", TRUST_PROXY: "loopback" });
    const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });
    for (let i = 0; i < 5; i++) expect((await h.post(validMessage(), from("198.51.100.1"))).status).toBe(202);
    expect((await h.post(validMessage(), from("198.51.100.1"))).status).toBe(429);
    expect((await h.post(validMessage(), from("198.51.100.2"))).status).toBe(202);
  });
});

describe("a lead is never kept forever, and an operator hears of one that waits", () => {
  it("a refused SMTP login (535) is an alarm, not a reason to give up: logged once, in health, cleared by the next delivery", async () => {
    let passwordFixed = false;
    const server = await smtp(0, { login: (_user: string, password: string) => passwordFixed && password === "pw" });
    const log = captureLog();
    const url = `smtp://web:pw@127.0.0.1:${server.port}`;
    const h = await harness({ SMTP_URL: url }, { log });
    for (let i = 0; i < 3; i++) expect((await h.post({ ...validMessage(), name: `Lead ${i}` })).status).toBe(202);
    const store = inspect();
    // Several rounds of retries fail on the login …
    await waitFor(async () => (await store.list()).every((m) => m.attempts >= 2), 10_000, "retries");
    const health = await h.service.health();
    expect(health.ready).toBe(true); // new leads are still stored: the load balancer keeps the instance
    expect(health.alarms).toEqual([expect.objectContaining({ alarm: "smtp_configuration", errorClass: "SMTP 535" })]);
    // … every lead stays pending (retried, not failed), and the log says so once, not per attempt.
    expect((await store.counts()).failed).toBe(0);
    const shouted = log.lines.filter((l) => l.msg.startsWith("SMTP CONFIGURATION REJECTED"));
    expect(shouted).toHaveLength(1);
    expect(shouted[0]!.level).toBe("error");
    // The operator fixes the mail server's side: everything goes out, the alarm clears.
    passwordFixed = true;
    await allSent(store, 3);
    expect((await h.service.health()).alarms).toEqual([]);
    expect(log.lines.filter((l) => l.msg === "contact.delivery_configuration_recovered")).toHaveLength(1);
  });

  it("deletes a message nobody could deliver in CONTACT_PENDING_MAX_DAYS, alarms after CONTACT_PENDING_ALARM_HOURS", async () => {
    const store = inspect();
    const hour = 60 * 60_000;
    const enqueueAged = async (name: string, ageMs: number) => {
      const [id] = await store.enqueue(
        [{ kind: "lead", messageId: `<${name}@agency.test>`, ...validMessage(), name, requestId: name }],
        Date.now() - ageMs,
      );
      // Due only in an hour, as after many failed attempts: nothing is sent during the test.
      await store.claimNext(Date.now(), 1);
      await store.reschedule(id!, Date.now() + hour, "ECONNREFUSED");
      return id!;
    };
    const tooOld = await enqueueAged("too-old", 3 * 24 * hour + 60_000);
    const waiting = await enqueueAged("waiting", 5 * hour);
    const log = captureLog();
    // The mail server is down throughout (a port nobody listens on).
    const h = await harness(
      {
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        CONTACT_PENDING_MAX_DAYS: "3",
        CONTACT_PENDING_ALARM_HOURS: "4",
      },
      {
        log,
        purgeIntervalMs: 100,
        timing: { baseDelayMs: 60_000, maxDelayMs: 60_000, pollIntervalMs: 50, leaseMs: 3_000 },
      },
    );
    await waitFor(async () => (await store.get(tooOld)) === undefined, 5_000, "the expired message deleted");
    expect(await store.get(waiting)).toMatchObject({ status: "pending" });
    expect(log.lines.find((l) => l.msg === "contact.expired_undelivered")).toMatchObject({
      level: "error",
      fields: { count: 1, requestIds: ["too-old"] },
    });
    await waitFor(() => log.lines.some((l) => l.msg.startsWith("UNDELIVERED CONTACT MESSAGES")), 5_000, "alarm");
    expect((await h.service.health()).alarms).toEqual([
      expect.objectContaining({ alarm: "undelivered_too_long", thresholdHours: 4 }),
    ]);
    // Once per state change: the minute timer does not repeat it.
    await sleep(200);
    expect(log.lines.filter((l) => l.msg.startsWith("UNDELIVERED CONTACT MESSAGES"))).toHaveLength(1);
  });

  it("refuses an alarm that would come after the deletion", () => {
    expect(() => testConfig({ CONTACT_PENDING_MAX_DAYS: "1", CONTACT_PENDING_ALARM_HOURS: "48" })).toThrow(
      /CONTACT_PENDING_ALARM_HOURS=48 \(the alarm must come before/,
    );
  });
});
