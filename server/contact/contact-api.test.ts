import { connect } from "node:net";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { INVALID_EMAIL, INVALID_VALUE, MISSING_FIELD_NARROW } from "../../app/contact/contact-fields";
import { paths } from "../../app/paths";
import type { OutboxStore, StoredMessage } from "./store";
import { openSqliteStore } from "./sqlite-store";
import { sleep, testConfig, validMessage, type Harness } from "../../tests/support/contact-harness";
import { captureLog, contactTestScope } from "../../tests/support/per-test";

/**
 * POST /api/send-email as a client sees it: status codes, headers and bodies of the HTTP contract
 * (docs/decisions/0001), and the rate limit. Delivery and retention: contact-service.test.ts.
 */

/** A fresh DATA_DIR per test, and everything the test opens closed after it. */
const { scope, serve, smtp, inspect } = contactTestScope();
const harness = (env: Record<string, string | undefined>, options: Parameters<typeof serve>[1] = {}) =>
  serve(testConfig({ DATA_DIR: scope.dir, RATE_LIMIT: "0", ...env }), options);

const only = async (store: OutboxStore): Promise<StoredMessage> => {
  const all = await store.list();
  expect(all).toHaveLength(1);
  return all[0]!;
};

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
