import Database from "better-sqlite3";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/contact-harness";
import { describeStatsStoreContract, statRow } from "../../tests/support/stats-store-contract";
import { openSqliteStatsStore, STATS_SQLITE_MIGRATIONS } from "./sqlite-store";

describeStatsStoreContract("SQLite", async () => {
  const dir = tempDir();
  const file = join(dir.path, "stats.sqlite");
  return { open: () => openSqliteStatsStore(file), cleanup: () => dir.remove() };
});

describe("SQLite reach counts", () => {
  it("a file of its own in WAL mode; a reader never creates one and never writes", async () => {
    const dir = tempDir();
    try {
      const file = join(dir.path, "stats.sqlite");
      expect(() => openSqliteStatsStore(file, { readonly: true })).toThrow();
      const store = openSqliteStatsStore(file);
      await store.add([statRow("2026-11-27", "total", "", 3)]);
      const reader = openSqliteStatsStore(file, { readonly: true });
      expect(await reader.read({ from: "2026-11-27", to: "2026-11-27" })).toEqual([
        statRow("2026-11-27", "total", "", 3),
      ]);
      await expect(reader.add([statRow("2026-11-27", "total", "", 1)])).rejects.toThrow(/readonly/);
      await Promise.all([reader.close(), store.close()]);
      const db = new Database(file, { readonly: true });
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("user_version", { simple: true })).toBe(STATS_SQLITE_MIGRATIONS.length);
      db.close();
    } finally {
      dir.remove();
    }
  });
});
