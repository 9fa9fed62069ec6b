/**
 * Storage faults, for real: the outbox is a real SQLite file made full with PRAGMA max_page_count,
 * delivery goes to a real SMTP server. No message may be sent twice, the API must answer 503 with
 * Retry-After (never 500, never a 202 for a message that was not stored), and the log must name
 * the fault once per state change, not once per poll.
 */
import type Database from "better-sqlite3";
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, it } from "vitest";
import { createContactService } from "./contact-service";
import { openSqliteStore } from "./sqlite-store";
import { parseMail, sleep, testConfig, TestSmtp, validMessage, waitFor } from "../../tests/support/contact-harness";
import { captureLog, perTest } from "../../tests/support/per-test";

/** A fresh DATA_DIR per test, and everything the test opens closed after it. */
const scope = perTest();

it("disk full: 503 with Retry-After, nothing sent twice, one log line per state change, recovery", async () => {
  const smtp = await TestSmtp.start();
  scope.defer(() => smtp.close());
  let db!: Database.Database;
  const store = openSqliteStore(join(scope.dir, "contact.sqlite"), { onOpen: (d) => (db = d) });
  const log = captureLog();
  const config = testConfig({ DATA_DIR: scope.dir, SMTP_URL: smtp.url, RATE_LIMIT: "0" });
  // A short lease: were a sent message handed out again, it would happen within the test.
  const service = createContactService(config, log, {
    store,
    timing: { baseDelayMs: 20, maxDelayMs: 100, pollIntervalMs: 30, leaseMs: 150 },
  });
  const app = express().use(service.router);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  scope.defer(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await service.stop();
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send-email`;
  const post = (message: string) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...validMessage(), message }),
    });

  // Fill the database to its page limit, with long messages first, then short ones.
  db.pragma(`max_page_count = ${(db.pragma("page_count", { simple: true }) as number) + 6}`);
  let accepted = 0;
  let refused: Response | undefined;
  for (const size of [3000, 600, 100, 10]) {
    for (;;) {
      const res = await post("x".repeat(size));
      if (res.status === 202) {
        accepted++;
        continue;
      }
      refused = res;
      break;
    }
  }
  for (let i = 0; i < 5; i++) expect((await post("x".repeat(3000))).status).toBe(503);
  expect(accepted).toBeGreaterThan(3);
  expect(refused!.status).toBe(503);
  expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(((await refused!.json()) as { error: string }).error).toMatch(/nicht gespeichert/);
  expect((await service.health()).ready).toBe(false);

  // Delivery while the disk stays full: every stored message is sent exactly once.
  service.start();
  await waitFor(async () => (await store.counts()).sent === accepted, 10_000, "all stored messages sent");
  await sleep(600); // four lease periods: a message handed out twice would arrive again
  const ids = () => smtp.received.map((r) => parseMail(r.raw).headers.get("message-id"));
  expect(smtp.received).toHaveLength(accepted);
  expect(new Set(ids()).size).toBe(accepted);
  // One log line per change of state (a shorter message may still fit after a longer one did
  // not), not one per refused request.
  const failedLines = log.lines.filter((l) => l.msg === "contact.store_write_failed");
  expect(failedLines.length).toBeLessThanOrEqual(4);
  expect(failedLines.every((l) => l.fields?.errorClass === "SQLITE_FULL")).toBe(true);
  expect(log.lines.filter((l) => l.msg === "contact.store_write_recovered")).toHaveLength(failedLines.length - 1);

  // Space again: accepted, and the recovery is logged.
  db.pragma("max_page_count = 1000000");
  expect((await post("wieder Platz")).status).toBe(202);
  expect(log.lines.filter((l) => l.msg === "contact.store_write_recovered")).toHaveLength(failedLines.length);
  expect((await service.health()).ready).toBe(true);
});

it("a store that cannot be written: the worker backs off and logs once per state change, not per poll", async () => {
  const smtp = await TestSmtp.start();
  scope.defer(() => smtp.close());
  let db!: Database.Database;
  const store = openSqliteStore(join(scope.dir, "contact.sqlite"), { onOpen: (d) => (db = d) });
  const log = captureLog();
  const config = testConfig({ DATA_DIR: scope.dir, SMTP_URL: smtp.url });
  const service = createContactService(config, log, {
    store,
    timing: { baseDelayMs: 20, maxDelayMs: 100, pollIntervalMs: 20, leaseMs: 150 },
  });
  scope.defer(() => service.stop());
  await store.enqueue([{ kind: "lead", messageId: "<a@t>", ...validMessage(), requestId: "a" }], Date.now());
  db.pragma("query_only = ON"); // every write fails with SQLITE_READONLY, as on a read-only remount
  service.start();
  await sleep(1000); // 50 poll intervals
  expect(smtp.received).toHaveLength(0);
  const health = await service.health();
  expect(health.ready).toBe(false);
  expect(health.worker.storeError).toBe("SQLITE_READONLY");
  // (The hourly purge at start logs its own failure once; the worker logs once, not per poll.)
  const workerErrors = log.lines.filter((l) => l.level === "error" && l.msg !== "contact.purge_failed");
  expect(workerErrors.map((l) => [l.msg, l.fields?.errorClass])).toEqual([
    ["contact.store_unavailable", "SQLITE_READONLY"],
  ]);
  db.pragma("query_only = OFF");
  await waitFor(() => smtp.received.length === 1, 40_000, "delivery after recovery");
  expect(log.lines.filter((l) => l.msg === "contact.store_recovered")).toHaveLength(1);
  await waitFor(async () => (await service.health()).ready, 5_000, "ready again");
});
