import Database from "better-sqlite3";
import { existsSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { openSqliteStore, SQLITE_MIGRATIONS } from "./sqlite-store";
import type { OutboxStore } from "./store";
import { describeOutboxContract, msg } from "../../tests/support/store-contract";
import { tempDir } from "../../tests/support/contact-harness";

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
    expect(db.pragma("user_version", { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("upgrades an outbox written by the previous schema: its messages are German, new ones keep their language", async () => {
    await store.close();
    // The file as the build before the language column left it: two migrations, one pending lead,
    // one delivered lead and one auto-reply.
    const old = join(dir.path, "previous.sqlite");
    const db = new Database(old);
    db.exec(SQLITE_MIGRATIONS[0]!);
    db.exec(SQLITE_MIGRATIONS[1]!);
    db.pragma("user_version = 2");
    const insert = db.prepare(
      `INSERT INTO messages (kind, message_id, name, email, phone, company, message, request_id, status,
                             attempts, created_at, next_attempt_at, sent_at)
       VALUES (?, ?, 'Erika', 'e@example.org', '0711 1234', 'Firma', 'Hallo', 'r', ?, 0, 10, 10, ?)`,
    );
    insert.run("lead", "<old1@agency.test>", "pending", null);
    insert.run("lead", "<old2@agency.test>", "sent", 20);
    insert.run("autoreply", "<old3@agency.test>", "pending", null);
    db.close();

    store = openSqliteStore(old);
    expect((await store.list()).map((m) => [m.messageId, m.status, m.language])).toEqual([
      ["<old1@agency.test>", "pending", "de"],
      ["<old2@agency.test>", "sent", "de"],
      ["<old3@agency.test>", "pending", "de"],
    ]);
    // Delivery goes on where it was: the pending ones are claimed with their old fields.
    expect(await store.claimNext(100, 1000)).toMatchObject({ messageId: "<old1@agency.test>", name: "Erika" });
    const [id] = await store.enqueue([{ ...msg(2), language: "en" }], 200);
    expect(await store.get(id!)).toMatchObject({ language: "en" });
    await store.close();
    const check = new Database(old, { readonly: true });
    expect(check.pragma("user_version", { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    check.close();
    // Reopening migrates nothing again.
    store = openSqliteStore(old);
    expect((await store.list()).map((m) => m.language)).toEqual(["de", "de", "de", "en"]);
  });

  it("keeps a lead's visit (issue 38); a lead from before it has none", async () => {
    const visit = {
      entryPage: "/web-development-landing",
      referrerHost: "linkedin.com",
      campaign: { source: "linkedin", medium: "social", campaign: "ki-pilot" },
    };
    const [withVisit, without] = await store.enqueue([{ ...msg(1), visit }, msg(2)], 0);
    expect((await store.get(withVisit!))?.visit).toEqual(visit);
    expect((await store.get(without!))?.visit).toBeUndefined();
    const [partial] = await store.enqueue([{ ...msg(3), visit: { entryPage: "/" } }], 0);
    expect((await store.get(partial!))?.visit).toEqual({
      entryPage: "/",
      referrerHost: undefined,
      campaign: undefined,
    });
  });

  it("stores nothing but German or English as a language", async () => {
    await expect(store.enqueue([{ ...msg(1), language: "fr" as never }], 0)).rejects.toThrow(/CHECK constraint/);
    expect(await store.counts()).toEqual({ pending: 0, sent: 0, failed: 0 });
  });

  it("refuses a database written by a newer schema", async () => {
    await store.close();
    const db = new Database(file);
    db.pragma("user_version = 99");
    db.close();
    expect(() => openSqliteStore(file)).toThrow(/schema version 99/);
    store = openSqliteStore(join(dir.path, "other.sqlite"));
  });

  it("opens only an existing file when asked not to create one (the leads CLI)", async () => {
    expect(() => openSqliteStore(join(dir.path, "missing", "contact.sqlite"), { create: false })).toThrow();
    await store.enqueue([msg(1)], 0);
    const cli = openSqliteStore(file, { create: false });
    expect(await cli.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
    await cli.close();
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

describeOutboxContract("SQLite", async () => {
  const dir = tempDir();
  const file = join(dir.path, "contact.sqlite");
  return { open: () => openSqliteStore(file), cleanup: () => dir.remove() };
});
