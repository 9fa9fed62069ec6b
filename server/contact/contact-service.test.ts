import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { OutboxStore, StoredMessage } from "./store";
import { openSqliteStore } from "./sqlite-store";
import { freePort, parseMail, sleep, testConfig, validMessage, waitFor } from "../../tests/support/contact-harness";
import { captureLog, contactTestScope } from "../../tests/support/per-test";

/** A fresh DATA_DIR per test, and everything the test opens closed after it. */
const { scope, serve, smtp, inspect } = contactTestScope();
const harness = (env: Record<string, string | undefined>, options: Parameters<typeof serve>[1] = {}) =>
  serve(testConfig({ DATA_DIR: scope.dir, RATE_LIMIT: "0", ...env }), options);

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
