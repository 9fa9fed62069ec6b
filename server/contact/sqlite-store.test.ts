import Database from "better-sqlite3";
import { existsSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { openSqliteStore } from "./sqlite-store";
import type { NewMessage, OutboxStore } from "./store";
import { tempDir } from "./test-support";

const msg = (n: number): NewMessage => ({
  kind: "lead",
  messageId: `<m${n}@agency.test>`,
  name: `Name ${n}`,
  email: `p${n}@example.org`,
  phone: "0711 1234",
  company: "Firma",
  message: "Hallo",
  requestId: `r${n}`,
});

describe("SQLite outbox", () => {
  let dir: ReturnType<typeof tempDir>;
  let file: string;
  let store: OutboxStore;
  beforeEach(() => {
    dir = tempDir();
    file = join(dir.path, "nested", "contact.sqlite");
    store = openSqliteStore(file);
  });
  afterEach(async () => {
    await store.close();
    dir.remove();
  });

  it("creates the schema once, in WAL mode with synchronous=FULL, and reopens idempotently", async () => {
    await store.enqueue([msg(1)], 1000);
    await store.close();
    store = openSqliteStore(file);
    expect((await store.list()).map((m) => m.messageId)).toEqual(["<m1@agency.test>"]);
    const db = new Database(file, { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(2);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("refuses a database written by a newer schema", async () => {
    await store.close();
    const db = new Database(file);
    db.pragma("user_version = 99");
    db.close();
    expect(() => openSqliteStore(file)).toThrow(/schema version 99/);
    store = openSqliteStore(join(dir.path, "other.sqlite"));
  });

  it("commits a lead and its autoreply together", async () => {
    const ids = await store.enqueue([msg(1), { ...msg(2), kind: "autoreply" }], 1000);
    expect(ids).toHaveLength(2);
    // Same Message-ID twice violates UNIQUE: the whole batch is rolled back.
    await expect(store.enqueue([msg(3), msg(3)], 1000)).rejects.toThrow();
    expect(await store.counts()).toEqual({ pending: 2, sent: 0, failed: 0 });
  });

  it("commits concurrent submissions together, and one bad submission does not fail the others", async () => {
    await store.enqueue([msg(1)], 0);
    const results = await Promise.allSettled([
      store.enqueue([msg(2)], 0),
      store.enqueue([msg(1)], 0), // duplicate Message-ID
      store.enqueue([msg(3), { ...msg(4), kind: "autoreply" }], 0),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await store.list()).map((m) => m.messageId)).toEqual([
      "<m1@agency.test>",
      "<m2@agency.test>",
      "<m3@agency.test>",
      "<m4@agency.test>",
    ]);
    // Nothing queued is lost on close.
    const pending = store.enqueue([msg(5)], 0);
    await store.close();
    expect(await pending).toHaveLength(1);
    await expect(store.enqueue([msg(6)], 0)).rejects.toThrow(/closed/);
    store = openSqliteStore(file);
    expect(await store.counts()).toEqual({ pending: 5, sent: 0, failed: 0 });
  });

  it("claims the oldest due message with a lease that expires", async () => {
    const [a, b] = await store.enqueue([msg(1), msg(2)], 1000);
    const first = await store.claimNext(1000, 500);
    expect(first).toMatchObject({ id: a, attempts: 1, nextAttemptAt: 1500 });
    expect(await store.claimNext(1000, 500)).toMatchObject({ id: b });
    expect(await store.claimNext(1000, 500)).toBeUndefined();
    // Leases run out (the worker died): due again, attempt counted again.
    expect(await store.claimNext(1500, 500)).toMatchObject({ id: a, attempts: 2 });
    expect(await store.nextDueAt()).toBe(1500);
  });

  it("marks sent, reschedules, fails, expedites and retries", async () => {
    const [a, b, c] = await store.enqueue([msg(1), msg(2), msg(3)], 0);
    await store.markSent(a!, 10);
    await store.reschedule(b!, 5000, "421 busy");
    await store.markFailed(c!, "550 no", 20);
    expect(await store.get(a!)).toMatchObject({ status: "sent", sentAt: 10 });
    expect(await store.get(b!)).toMatchObject({ status: "pending", nextAttemptAt: 5000, lastError: "421 busy" });
    expect(await store.get(c!)).toMatchObject({ status: "failed", lastError: "550 no" });
    expect(await store.claimNext(100, 10)).toBeUndefined();
    expect(await store.expedite(100)).toBe(1);
    expect(await store.claimNext(100, 10)).toMatchObject({ id: b });
    expect(await store.retry({ allFailed: true }, 200)).toBe(1);
    expect(await store.get(c!)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: 200 });
    expect(await store.retry({ ids: [a!] }, 200)).toBe(0); // a sent message is not sent twice
  });

  it("purges sent messages past retention; failed ones stay unless asked", async () => {
    const [a, b, c, d] = await store.enqueue([msg(1), msg(2), msg(3), msg(4)], 0);
    await store.markSent(a!, 100);
    await store.markSent(b!, 5000);
    await store.markFailed(c!, "550", 100);
    expect(await store.purge({ olderThan: 1000 })).toBe(1);
    expect((await store.list()).map((m) => m.id)).toEqual([b, c, d]);
    expect(await store.purge({ olderThan: 1000, includeFailed: true })).toBe(1);
    expect((await store.list({ status: "pending" })).map((m) => m.id)).toEqual([d]);
    expect(await store.remove([d!, 999])).toBe(1);
  });

  it("never touches a message under a live lease: CLI retry and expedite from another connection", async () => {
    // The server's worker holds the lease on a message it is sending; the CLI is a second connection.
    const [a, b] = await store.enqueue([msg(1), msg(2)], 1000);
    await store.reschedule(b!, 9000, "421 busy");
    const leased = await store.claimNext(1000, 60_000);
    expect(leased?.id).toBe(a);
    const cli = openSqliteStore(file, { create: false });
    try {
      expect(await cli.retry({ ids: [a!] }, 2000)).toBe(0);
      expect(await cli.expedite(2000)).toBe(1); // only the backed-off message, not the leased one
      expect(await store.claimNext(2000, 60_000)).toMatchObject({ id: b }); // not a again
      expect(await store.claimNext(2000, 60_000)).toBeUndefined();
      // Once the lease has run out (the sender died), an operator may re-queue it.
      expect(await cli.retry({ ids: [a!] }, 70_000)).toBe(1);
    } finally {
      await cli.close();
    }
  });

  it("reports figures and whether a write would succeed, and opens only an existing file without create", async () => {
    await store.enqueue([msg(1), msg(2)], 1000);
    const [c] = await store.enqueue([msg(3)], 500);
    await store.markFailed(c!, "550", 600);
    expect(await store.stats!()).toEqual({ pending: 2, failed: 1, oldestPendingAt: 1000 });
    await store.checkWritable!();
    expect(await store.list()).toHaveLength(3); // the probe leaves nothing behind
    expect(() => openSqliteStore(join(dir.path, "missing", "contact.sqlite"), { create: false })).toThrow();
  });

  it("leaves no trace of a purged or removed message in the database file or its WAL", async () => {
    const onDisk = (marker: string) =>
      [file, `${file}-wal`].filter(existsSync).some((f) => readFileSync(f).includes(Buffer.from(marker)));
    const secret = (n: number) => ({ ...msg(n), message: `Geheimnis-${n}-${"x".repeat(40)}` });
    const [a, b, keep] = await store.enqueue([secret(1), secret(2), secret(3)], 0);
    await store.markSent(a!, 100);
    expect(onDisk("Geheimnis-1-")).toBe(true); // the probe finds what is there
    expect(await store.purge({ olderThan: 1000 })).toBe(1);
    expect(await store.remove([b!])).toBe(1);
    expect(onDisk("Geheimnis-1-")).toBe(false);
    expect(onDisk("Geheimnis-2-")).toBe(false);
    expect(onDisk("Geheimnis-3-")).toBe(true);
    expect(await store.get(keep!)).toBeDefined();
  });
});
