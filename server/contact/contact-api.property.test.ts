import fc from "fast-check";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "./sqlite-store";
import {
  startHarness,
  tempDir,
  testConfig,
  TestSmtp,
  waitFor,
  type Harness,
} from "../../tests/support/contact-harness";

/**
 * Whatever a client sends, the endpoint answers with a 4xx or a 202, never a 5xx, and every
 * 202 for a real message ends up delivered.
 */
// 200: a native form post, answered by the page renderer (the harness's stand-in).
const ALLOWED = new Set([200, 202, 400, 413, 415, 422]);
const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];
const FIELDS = ["name", "email", "phone", "company", "message", "website"];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "\r\nBcc: victim@evil.test",
    "x\r\n\r\n<html>",
    "\u0000\u0001\u001b[31m",
    "\u202e\u2028\u2029",
    "\ud800",
    "\udfff\ud800",
    "<script>alert(1)</script>",
    "' OR 1=1; --",
    "${jndi:ldap://x}",
    "{{constructor.constructor('return 1')()}}",
    "a@b.de\r\nX-Injected: 1",
  ),
  // Huge strings, below and above the 32 KiB body limit.
  fc.integer({ min: 1, max: 40_000 }).map((n) => "ä\r\n😀".repeat(Math.ceil(n / 4))),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
  // Deeply nested objects.
  fc.integer({ min: 10, max: 2000 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth))),
);

/** JSON text built by hand, so keys such as __proto__ really appear in the body. */
const objectBody = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS, ...PROTO_KEYS), fc.string()), anyValue), { maxLength: 10 })
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`);

const rawBody = fc.oneof(
  objectBody,
  anyValue.map((v) => JSON.stringify(v) ?? ""),
  fc.string(),
  fc.string({ unit: "binary" }),
  objectBody.map((s) => s.slice(0, Math.max(0, s.length - 1))), // truncated JSON
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/merge-patch+json",
);

/** Valid messages full of hostile content: all of these must be accepted and delivered. */
const nonBlank = (max: number) =>
  fc.string({ unit: "grapheme", minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0);
const validBody = fc.record({
  name: nonBlank(100),
  email: fc
    .tuple(
      fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/),
      fc.stringMatching(/^[a-z0-9-]{1,20}$/),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  phone: fc.stringMatching(/^\+?[0-9]{3,15}$/),
  company: nonBlank(150),
  message: fc.oneof(
    nonBlank(5000),
    hostileString.filter((s) => s.trim().length > 0 && s.trim().length <= 5000),
  ),
  website: fc.constantFrom(undefined, ""),
});

describe("POST /api/send-email under random and hostile input", () => {
  let smtp: TestSmtp;
  let h: Harness;
  let dir: ReturnType<typeof tempDir>;
  let accepted = 0;

  beforeAll(async () => {
    dir = tempDir();
    smtp = await TestSmtp.start();
    h = await startHarness(testConfig({ DATA_DIR: dir.path, SMTP_URL: smtp.url, RATE_LIMIT: "0" }));
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
    dir.remove();
  });

  it("never answers with a 5xx to any body and content type", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, async (body, type) => {
        const res = await fetch(h.url, { method: "POST", headers: { "Content-Type": type }, body });
        const text = await res.text();
        expect(ALLOWED, `${res.status} ${text}`).toContain(res.status);
        expect(() => JSON.parse(text)).not.toThrow();
        if (res.status === 202) accepted++;
      }),
      { numRuns: 250 },
    );
  });

  it("never answers with a 5xx to random bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        const res = await fetch(h.url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: bytes,
        });
        await res.arrayBuffer();
        expect(ALLOWED).toContain(res.status);
        if (res.status === 202) accepted++;
      }),
      { numRuns: 50 },
    );
  });

  it("accepts every valid message, however odd its content, and delivers each one exactly once", async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(validBody, async (body) => {
        const res = await h.post(body);
        expect(res.status, await res.text()).toBe(202);
        sent++;
      }),
      { numRuns: 40 },
    );
    const store = openSqliteStore(join(dir.path, "contact.sqlite"));
    try {
      // Random bodies may have been valid (or honeypots) too; the store knows how many were real.
      const expected = (await store.list()).length;
      expect(expected).toBeGreaterThanOrEqual(sent);
      expect(expected).toBeLessThanOrEqual(sent + accepted);
      await waitFor(async () => (await store.counts()).sent === expected, 15_000, "all delivered");
      expect(await store.counts()).toEqual({ pending: 0, sent: expected, failed: 0 });
      expect(smtp.received).toHaveLength(expected);
    } finally {
      await store.close();
    }
  });
});
