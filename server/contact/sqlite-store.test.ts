import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { openSqliteStore } from "./sqlite-store";
import type { OutboxStore } from "./store";
import { describeOutboxContract, msg } from "./store-contract";
import { tempDir } from "./test-support";

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

  it("opens only an existing file when asked not to create one (the leads CLI)", async () => {
    expect(() => openSqliteStore(join(dir.path, "missing", "contact.sqlite"), { create: false })).toThrow();
    await store.enqueue([msg(1)], 0);
    const cli = openSqliteStore(file, { create: false });
    expect(await cli.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
    await cli.close();
  });
});

describeOutboxContract("SQLite", async () => {
  const dir = tempDir();
  const file = join(dir.path, "contact.sqlite");
  return { open: () => openSqliteStore(file), cleanup: () => dir.remove() };
});
