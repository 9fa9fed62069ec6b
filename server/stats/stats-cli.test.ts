import { describe, expect, it } from "vitest";
import { perTest } from "../../tests/support/per-test";
import { statRow } from "../../tests/support/stats-store-contract";
import { loadConfig } from "../config";
import { isPasswordHash, verifyPassword } from "./password";
import { statsDbPath } from "./paths";
import { openSqliteStatsStore } from "./sqlite-store";
import { runStatsCli } from "./stats-cli";

const test = perTest();
const NOW = Date.UTC(2026, 10, 27, 12);

async function cli(argv: string[], env: Record<string, string> = {}, password?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStatsCli(argv, {
    config: loadConfig({ DATA_DIR: test.dir, ...env }),
    out: (t) => void out.push(t),
    err: (l) => void err.push(l),
    now: () => NOW,
    readPassword: async () => password ?? "",
  });
  return { code, out: out.join(""), err: err.join("\n") };
}

async function seed() {
  const store = openSqliteStatsStore(statsDbPath({ dataDir: test.dir }));
  await store.add([
    statRow("2026-11-27", "total", "", 7, 1),
    statRow("2026-11-27", "page", "/", 7),
    statRow("2026-11-27", "campaign", "newsletter\temail\therbst", 2, 1),
    statRow("2026-10-01", "page", "/old", 5),
  ]);
  await store.close();
}

describe("npm run stats", () => {
  it("--json prints the contract object of the last 30 days", async () => {
    await seed();
    const { code, out } = await cli(["--json"]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      from: "2026-10-29",
      to: "2026-11-27",
      pages: [{ path: "/", views: 7 }],
      referrers: [],
      campaigns: [{ source: "newsletter", medium: "email", campaign: "herbst", views: 2, leads: 1 }],
      leads: 1,
      languages: { de: 0, en: 0 },
      devices: { phone: 0, tablet: 0, desktop: 0 },
      notFound: [],
    });
    expect(JSON.parse((await cli(["--json", "--since", "2026-10-01"])).out).pages).toHaveLength(2);
    expect(JSON.parse((await cli(["--json", "--days", "1", "--until", "2026-10-01"])).out).pages).toEqual([
      { path: "/old", views: 5 },
    ]);
  });

  it("tables by default, CSV on request", async () => {
    await seed();
    const table = await cli([]);
    expect(table.out).toContain("Reach 2026-10-29 … 2026-11-27 (30 days)");
    expect(table.out).toMatch(/newsletter \/ email \/ herbst\s+2\s+1\s+50\.0 %/);
    expect((await cli(["--csv"])).out).toContain("2026-11-27;Seite;/;7;0;0");
  });

  it("one line and status 1 for a DATA_DIR without counts, STATS=0 or a bad option", async () => {
    expect(await cli(["--json"])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^No reach counts at .*stats\.sqlite/),
    });
    expect(await cli([], { STATS: "0" })).toMatchObject({ code: 1, err: expect.stringMatching(/STATS=0/) });
    expect(await cli(["--days", "x"])).toMatchObject({ code: 1, err: expect.stringMatching(/--days must be/) });
    expect(await cli(["--since", "2026-13-01"])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/--since must be/),
    });
    expect(await cli(["--days", "3", "--since", "2026-11-01"])).toMatchObject({ code: 1 });
    expect(await cli(["--bogus"])).toMatchObject({ code: 1, err: expect.stringMatching(/Usage/) });
  });

  it("password <name> prints the STATS_DASHBOARD_USERS entry the server accepts", async () => {
    const { code, out } = await cli(["password", "anna"], {}, "correct horse battery");
    expect(code).toBe(0);
    const entry = /^STATS_DASHBOARD_USERS=(.*)\n$/.exec(out)![1]!;
    const config = loadConfig({ STATS_DASHBOARD_USERS: entry });
    const hash = config.stats!.dashboardUsers.get("anna")!;
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await cli(["password", "anna"], {}, "short")).toMatchObject({ code: 1 });
  });
});
