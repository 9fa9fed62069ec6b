import { expect, it } from "vitest";
import { postgresSuite } from "../../tests/support/postgres-suite";
import { describeStatsStoreContract, statRow } from "../../tests/support/stats-store-contract";
import { DIMENSIONS, OTHER } from "./model";
import { openPostgresStatsStore } from "./pg-store";

// One real PostgreSQL server for this file; every test gets its own database.
const pg = postgresSuite("PostgreSQL reach counts");

pg.suite(() => {
  describeStatsStoreContract("PostgreSQL", async () => {
    const url = await pg.database();
    return { open: () => openPostgresStatsStore(url), cleanup: () => {} };
  });

  it("four instances adding at once lose no count, and the daily cap holds exactly", async () => {
    const url = await pg.database();
    const instances = Array.from({ length: 4 }, () => openPostgresStatsStore(url));
    const ROUNDS = 25;
    try {
      await Promise.all(
        instances.map((store, n) =>
          (async () => {
            for (let round = 0; round < ROUNDS; round++)
              await store.add([
                statRow("2026-11-27", "total", "", 1),
                statRow("2026-11-27", "page", "/", 2, 1),
                // Each instance brings new hosts: 4 × 25 × 2 = 200 distinct, twice the cap.
                statRow("2026-11-27", "referrer", `i${n}-r${round}-a.example`, 1),
                statRow("2026-11-27", "referrer", `i${n}-r${round}-b.example`, 1),
              ]);
          })(),
        ),
      );
      const rows = await instances[0]!.read({ from: "2026-11-27", to: "2026-11-27" });
      expect(rows.find((r) => r.dimension === "total")?.views).toBe(4 * ROUNDS);
      expect(rows.find((r) => r.dimension === "page")).toEqual(
        statRow("2026-11-27", "page", "/", 8 * ROUNDS, 4 * ROUNDS),
      );
      const referrers = rows.filter((r) => r.dimension === "referrer");
      expect(referrers.filter((r) => r.key !== OTHER)).toHaveLength(DIMENSIONS.referrer.cap);
      expect(referrers.reduce((n, r) => n + r.views, 0)).toBe(8 * ROUNDS);
    } finally {
      await Promise.all(instances.map((s) => s.close()));
    }
  });
});
