import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLeadsCli } from "./leads-cli";
import { createPostgresRateLimiter } from "./pg-rate-limit";
import { migratePostgres, openPostgresStore, PG_MIGRATIONS } from "./pg-store";
import { postgresSkipReason, startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { describeOutboxContract, msg } from "../../tests/support/store-contract";
import { freePort, testConfig, validMessage, waitFor } from "../../tests/support/contact-harness";
import { contactTestScope } from "../../tests/support/per-test";

// The contact services and SMTP servers a test opens, closed after it.
const { serve, smtp: smtpServer } = contactTestScope();

// One real PostgreSQL server for this file; every test gets its own database.
let server: TestPostgres;
const suite = describe.skipIf(postgresSkipReason !== undefined);
beforeAll(async () => {
  if (!postgresSkipReason) server = await startPostgres();
}, 120_000);
afterAll(() => server?.stop());

suite(postgresSkipReason ?? "PostgreSQL", () => {
  describeOutboxContract("PostgreSQL", async () => {
    const url = await server.createDatabase();
    return { open: () => openPostgresStore(url, { maxConnections: 3 }), cleanup: () => {} };
  });

  it("expedites waiting retries but never a message another instance is sending", async () => {
    const url = await server.createDatabase();
    const [a, b] = [openPostgresStore(url, { maxConnections: 2 }), openPostgresStore(url, { maxConnections: 2 })];
    const [x, y] = await a.enqueue([msg(1), msg(2)], 0);
    expect(await a.claimNext(0, 60_000)).toMatchObject({ id: x }); // instance A is sending x
    expect(await b.claimNext(0, 60_000)).toMatchObject({ id: y });
    await b.reschedule(y!, 30_000, "421 busy"); // y waits for a retry
    // B delivered something else and expedites: y is due now, x stays with A.
    expect(await b.expedite(100)).toBe(1);
    expect(await b.claimNext(100, 60_000)).toMatchObject({ id: y, attempts: 2 });
    expect(await b.claimNext(100, 60_000)).toBeUndefined();
    // Once A's lease has run out (A died), x is due like any other message.
    expect(await b.claimNext(60_000, 60_000)).toMatchObject({ id: x, attempts: 2 });
    await Promise.all([a.close(), b.close()]);
  });

  describe("PostgreSQL migrations", () => {
    const versions = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query("SELECT version FROM contact_schema_migrations ORDER BY version");
        return rows.map((r) => r.version as number);
      } finally {
        await client.end();
      }
    };

    it("creates the schema at start-up, once, also when several instances start together", async () => {
      const url = await server.createDatabase();
      const stores = Array.from({ length: 4 }, () => openPostgresStore(url, { maxConnections: 2 }));
      await Promise.all(stores.map((s) => s.ready));
      expect(await versions(url)).toEqual(PG_MIGRATIONS.map((_, i) => i + 1));
      await stores[0]!.enqueue([msg(1)], 0);
      await Promise.all(stores.map((s) => s.close()));
      // Reopening applies nothing again and keeps the data.
      const again = openPostgresStore(url);
      await again.ready;
      expect(await again.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
      await migratePostgres(again.pool);
      expect(await versions(url)).toEqual(PG_MIGRATIONS.map((_, i) => i + 1));
      await again.close();
    });

    it("refuses a database written by a newer schema, and says so", async () => {
      const url = await server.createDatabase();
      const first = openPostgresStore(url);
      await first.ready;
      await first.pool.query("INSERT INTO contact_schema_migrations (version) VALUES (99)");
      await first.close();
      const store = openPostgresStore(url);
      await expect(store.ready).rejects.toThrow(/schema version 99, newer than this build knows/);
      await expect(store.counts()).rejects.toThrow(/schema version 99/);
      await store.close();
    });

    it("upgrades a database of the previous schema: its messages become German, new ones keep their language", async () => {
      const url = await server.createDatabase();
      // The database as the build before the language column left it: three migrations, a
      // pending lead being delivered and a delivered auto-reply.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        "CREATE TABLE contact_schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      for (let v = 0; v < 3; v++) {
        await client.query(PG_MIGRATIONS[v]!);
        await client.query("INSERT INTO contact_schema_migrations (version) VALUES ($1)", [v + 1]);
      }
      await client.query(
        `INSERT INTO contact_outbox (kind, message_id, name, email, phone, company, message, request_id, status,
                                     attempts, created_at, next_attempt_at, sent_at)
         VALUES ('lead', '<old1@t>', 'Erika', 'e@example.org', '0711 1234', 'Firma', 'Hallo', 'r1', 'pending', 0, 10, 10, NULL),
                ('autoreply', '<old2@t>', '', 'e@example.org', '', '', '', 'r1', 'sent', 1, 10, 10, 20)`,
      );
      await client.end();

      const store = openPostgresStore(url, { maxConnections: 2 });
      await store.ready;
      expect(await versions(url)).toEqual(PG_MIGRATIONS.map((_, i) => i + 1));
      expect((await store.list()).map((m) => [m.messageId, m.status, m.language])).toEqual([
        ["<old1@t>", "pending", "de"],
        ["<old2@t>", "sent", "de"],
      ]);
      expect(await store.claimNext(100, 1000)).toMatchObject({ messageId: "<old1@t>", name: "Erika", language: "de" });
      const [id] = await store.enqueue([{ ...msg(3), language: "en" }], 200);
      expect(await store.get(id!)).toMatchObject({ language: "en" });
      // An instance of the previous build, still running during a rolling update, inserts without
      // the column: its message counts as German and is delivered like any other.
      await store.pool.query(
        `INSERT INTO contact_outbox (kind, message_id, name, email, phone, company, message, request_id, status,
                                     attempts, created_at, next_attempt_at)
         VALUES ('lead', '<rolling@t>', 'Erika', 'e@example.org', '0711 1234', 'Firma', 'Hallo', 'r9', 'pending', 0, 250, 250)`,
      );
      expect((await store.list()).find((m) => m.messageId === "<rolling@t>")).toMatchObject({ language: "de" });
      // Nothing but German or English, also for a writer that bypasses the schema.
      await expect(store.enqueue([{ ...msg(4), language: "fr" as never }], 300)).rejects.toThrow(/check constraint/);
      await store.close();
    });

    it("fails with the connection error when the database is unreachable", async () => {
      const store = openPostgresStore(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
      await expect(store.ready).rejects.toThrow(/ECONNREFUSED/);
      await store.close();
    });
  });

  describe("shared rate limit", () => {
    it("counts hits of all instances together, and only admitted ones", async () => {
      const url = await server.createDatabase();
      const a = openPostgresStore(url, { maxConnections: 2 });
      const b = openPostgresStore(url, { maxConnections: 2 });
      await Promise.all([a.ready, b.ready]);
      const windows = [
        { limit: 3, windowMs: 60_000 },
        { limit: 4, windowMs: 3_600_000 },
      ];
      const la = createPostgresRateLimiter(a.pool, "contact", windows);
      const lb = createPostgresRateLimiter(b.pool, "contact", windows);
      expect((await la.hit("198.51.100.1")).ok).toBe(true);
      expect((await lb.hit("198.51.100.1")).ok).toBe(true);
      expect((await la.hit("198.51.100.1")).ok).toBe(true);
      const refused = await lb.hit("198.51.100.1");
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      for (let i = 0; i < 5; i++) expect((await la.hit("198.51.100.1")).ok).toBe(false);
      expect((await lb.hit("198.51.100.2")).ok).toBe(true); // other clients are not affected
      // Refused hits were not counted: the hour window still has one hit left after the minute.
      const { rows } = await a.pool.query("SELECT key, points FROM contact_rate_limits ORDER BY key");
      expect(rows.map((r) => r.points).sort()).toEqual([1, 1, 3, 3]);
      expect(JSON.stringify(rows)).not.toContain("198.51.100"); // keys are hashed
      // A different limiter name counts separately.
      expect((await createPostgresRateLimiter(b.pool, "autoreply", windows).hit("198.51.100.1")).ok).toBe(true);
      await Promise.all([a.close(), b.close()]);
    });

    it("falls back to an in-memory limit when the database is gone", async () => {
      const store = openPostgresStore(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
      await store.ready.catch(() => {});
      const limiter = createPostgresRateLimiter(store.pool, "contact", [{ limit: 2, windowMs: 60_000 }]);
      expect((await limiter.hit("x")).ok).toBe(true);
      expect((await limiter.hit("x")).ok).toBe(true);
      expect((await limiter.hit("x")).ok).toBe(false);
      await store.close();
    });
  });

  describe("server and CLI on PostgreSQL", () => {
    it("accepts, delivers exactly once and counts the rate limit in PostgreSQL (DATABASE_URL)", async () => {
      const url = await server.createDatabase();
      const smtp = await smtpServer();
      const h = await serve(
        testConfig({ DATA_DIR: "unused-with-postgres", DATABASE_URL: url, SMTP_URL: smtp.url, RATE_LIMIT: "1" }),
      );
      await h.service.ready();
      for (let i = 0; i < 5; i++) expect((await h.post({ ...validMessage(), name: `P ${i}` })).status).toBe(202);
      expect((await h.post(validMessage())).status).toBe(429);
      await waitFor(() => smtp.received.length === 5, 10_000, "five deliveries");
      const check = openPostgresStore(url);
      await waitFor(async () => (await check.counts()).sent === 5, 10_000, "five marked sent");
      const { rows } = await check.pool.query("SELECT count(*)::int AS n FROM contact_rate_limits");
      expect(rows[0].n).toBeGreaterThan(0);
      await check.close();
      expect(new Set(smtp.received.map((r) => r.raw.match(/^Message-ID: (.*)$/im)?.[1])).size).toBe(5);
    });

    it("runs the leads CLI against PostgreSQL", async () => {
      const url = await server.createDatabase();
      const config = testConfig({ DATA_DIR: "unused-with-postgres", DATABASE_URL: url });
      const seed = openPostgresStore(url);
      const [a, b] = await seed.enqueue(
        ["a", "b", "c"].map((n) => ({ kind: "lead" as const, messageId: `<${n}@t>`, ...validMessage(), requestId: n })),
        0,
      );
      await seed.markSent(a!, 0);
      await seed.markFailed(b!, "554 rejected", 0);
      await seed.close();
      const run = async (...argv: string[]) => {
        const out: string[] = [];
        const code = await runLeadsCli(argv, {
          config,
          out: (l) => out.push(l),
          err: (l) => out.push(l),
          now: () => 0,
        });
        return { code, out: out.join("\n") };
      };
      expect((await run("list")).out).toContain("1 pending, 1 sent, 1 failed");
      expect((await run("show", String(b))).out).toContain("Last error: 554 rejected");
      expect((await run("retry", "--all-failed")).out).toMatch(/^1 message/);
      expect((await run("purge", "--older-than-days", "0")).out).toMatch(/^0 message/);
      expect((await run("delete", String(a))).out).toBe("1 message(s) deleted.");
      expect((await run("list")).out).toContain("2 pending, 0 sent, 0 failed");
    });
  });
});
