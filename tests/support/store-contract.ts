/**
 * The behaviour every OutboxStore adapter must show, as one suite that runs against SQLite
 * (sqlite-store.test.ts) and PostgreSQL (pg-store.test.ts). Imported by tests only.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewMessage, OutboxStore } from "../../server/contact/store";

export const msg = (n: number): NewMessage => ({
  kind: "lead",
  messageId: `<m${n}@agency.test>`,
  name: `Name ${n}`,
  email: `p${n}@example.org`,
  phone: "0711 1234",
  company: "Firma",
  message: "Hallo",
  language: n % 2 === 0 ? "en" : "de",
  requestId: `r${n}`,
});

/** Fresh, empty storage per test; open() may be called again for a second handle on the same data. */
export type StoreFactory = () => Promise<{ open(): OutboxStore; cleanup(): Promise<void> | void }>;

export function describeOutboxContract(name: string, factory: StoreFactory) {
  describe(`${name}: outbox contract`, () => {
    let storage: Awaited<ReturnType<StoreFactory>>;
    let store: OutboxStore;
    const extra: OutboxStore[] = [];
    const open = () => {
      const s = storage.open();
      extra.push(s);
      return s;
    };
    beforeEach(async () => {
      storage = await factory();
      store = storage.open();
    });
    afterEach(async () => {
      await store.close();
      for (const s of extra.splice(0)) await s.close();
      await storage.cleanup();
    });

    it("keeps committed messages when reopened, with every field intact", async () => {
      const special = { ...msg(1), name: "Jörg „Ü“ 👋", message: "Zeile 1\nZeile 2 <b>&</b> ' \" \\ %_" };
      const [id] = await store.enqueue([special], 1_700_000_000_123);
      await store.close();
      store = storage.open();
      expect(await store.get(id!)).toEqual({
        ...special,
        id,
        status: "pending",
        attempts: 0,
        createdAt: 1_700_000_000_123,
        nextAttemptAt: 1_700_000_000_123,
        sentAt: null,
        lastError: null,
      });
      expect(await store.get(id! + 1000)).toBeUndefined();
    });

    it("commits a lead and its autoreply together", async () => {
      const ids = await store.enqueue([msg(1), { ...msg(2), kind: "autoreply" }], 1000);
      expect(ids).toHaveLength(2);
      expect((await store.get(ids[1]!))?.kind).toBe("autoreply");
      // Same Message-ID twice violates UNIQUE: the whole batch is rolled back.
      await expect(store.enqueue([msg(3), msg(3)], 1000)).rejects.toThrow();
      expect(await store.counts()).toEqual({ pending: 2, sent: 0, failed: 0 });
    });

    it("commits concurrent submissions, and one bad submission does not fail the others", async () => {
      await store.enqueue([msg(1)], 0);
      const results = await Promise.allSettled([
        store.enqueue([msg(2)], 0),
        store.enqueue([msg(1)], 0), // duplicate Message-ID
        store.enqueue([msg(3), { ...msg(4), kind: "autoreply" }], 0),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect((await store.list()).map((m) => m.messageId).sort()).toEqual(
        ["<m1@agency.test>", "<m2@agency.test>", "<m3@agency.test>", "<m4@agency.test>"].sort(),
      );
      // Nothing queued is lost on close.
      const pending = store.enqueue([msg(5)], 0);
      await store.close();
      expect(await pending).toHaveLength(1);
      await expect(store.enqueue([msg(6)], 0)).rejects.toThrow(/closed/);
      store = storage.open();
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

    it("hands each message to exactly one of several concurrent claimers on the same data", async () => {
      const n = 120;
      for (let i = 0; i < n; i += 20)
        await store.enqueue(
          Array.from({ length: 20 }, (_, j) => msg(i + j)),
          0,
        );
      const handles = [store, open(), open()];
      const claimed: number[] = [];
      await Promise.all(
        handles.flatMap((h) =>
          [0, 1].map(async () => {
            for (;;) {
              const m = await h.claimNext(10, 60_000);
              if (!m) return;
              claimed.push(m.id);
              await h.markSent(m.id, 20);
            }
          }),
        ),
      );
      expect(claimed).toHaveLength(n);
      expect(new Set(claimed).size).toBe(n);
      expect(await store.counts()).toEqual({ pending: 0, sent: n, failed: 0 });
    });

    it("marks sent, reschedules, fails, expedites and retries", async () => {
      const [a, b, c] = await store.enqueue([msg(1), msg(2), msg(3)], 0);
      await store.markSent(a!, 10);
      await store.reschedule(b!, 5000, "421 busy");
      await store.markFailed(c!, "550 no " + "x".repeat(2000), 20);
      expect(await store.get(a!)).toMatchObject({ status: "sent", sentAt: 10 });
      expect(await store.get(b!)).toMatchObject({ status: "pending", nextAttemptAt: 5000, lastError: "421 busy" });
      const failed = await store.get(c!);
      expect(failed).toMatchObject({ status: "failed" });
      expect(failed!.lastError!.startsWith("550 no")).toBe(true);
      expect(failed!.lastError!.length).toBeLessThanOrEqual(1001); // error texts are clipped
      expect(await store.claimNext(100, 10)).toBeUndefined();
      expect(await store.nextDueAt()).toBe(5000);
      expect(await store.expedite(100)).toBe(1);
      expect(await store.claimNext(100, 10)).toMatchObject({ id: b });
      expect(await store.retry({ allFailed: true }, 200)).toBe(1);
      expect(await store.get(c!)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: 200 });
      expect(await store.retry({ ids: [a!] }, 200)).toBe(0); // a sent message is not sent twice
      expect(await store.retry({ ids: [c!, 999_999] }, 300)).toBe(1);
      expect((await store.list({ status: "sent" })).map((m) => m.id)).toEqual([a]);
    });

    it("never touches a message under a live lease: retry and expedite from another handle", async () => {
      // A worker holds the lease on a message it is sending; the CLI (or another instance) is a second handle.
      const [a, b] = await store.enqueue([msg(1), msg(2)], 1000);
      await store.reschedule(b!, 9000, "421 busy");
      const leased = await store.claimNext(1000, 60_000);
      expect(leased?.id).toBe(a);
      const cli = open();
      expect(await cli.retry({ ids: [a!] }, 2000)).toBe(0);
      expect(await cli.expedite(2000)).toBe(1); // only the backed-off message, not the leased one
      expect(await store.claimNext(2000, 60_000)).toMatchObject({ id: b }); // not a again
      expect(await store.claimNext(2000, 60_000)).toBeUndefined();
      // Once the lease has run out (the sender died), an operator may re-queue it.
      expect(await cli.retry({ ids: [a!] }, 70_000)).toBe(1);
    });

    it("renews a live lease only; a restart makes pending messages due, freeing leases only when told", async () => {
      const [a, b, c] = await store.enqueue([msg(1), msg(2), msg(3)], 1000);
      await store.reschedule(c!, 90_000, "421 busy");
      expect(await store.claimNext(1000, 500)).toMatchObject({ id: a });
      // The sender is slow, not dead: it renews, and nobody else gets the message after the first lease.
      expect(await store.renewLease(a!, 2500)).toBe(true);
      expect(await store.claimNext(2000, 500)).toMatchObject({ id: b });
      expect(await store.claimNext(2000, 500)).toBeUndefined();
      expect(await store.renewLease(c!, 5000)).toBe(false); // not leased: nothing to renew
      // Another instance starts (PostgreSQL): the backed-off message is due now, the live leases stay.
      const other = open();
      expect(await other.restartDeliveries(2100, { releaseLeases: false })).toBe(1);
      expect(await other.claimNext(2100, 500)).toMatchObject({ id: c });
      // The sole owner restarts after a crash (SQLite under the DATA_DIR lock): every lease is freed.
      expect(await store.restartDeliveries(2200, { releaseLeases: true })).toBe(3);
      expect((await store.list()).map((m) => m.nextAttemptAt)).toEqual([2200, 2200, 2200]);
      await store.markSent(a!, 2300);
      expect(await store.renewLease(a!, 9000)).toBe(false); // delivered: the lease is gone
    });

    it("deletes pending messages past the longest wait, except one being sent right now", async () => {
      const [old, leased, young] = await store
        .enqueue([msg(1), msg(2)], 1000)
        .then(async (ids) => [...ids, ...(await store.enqueue([msg(3)], 5000))]);
      await store.markFailed(old!, "550", 1000); // failed ones have their own period
      const [oldPending] = await store.enqueue([msg(4)], 1000);
      expect(await store.claimNext(6000, 60_000)).toMatchObject({ id: leased });
      const expired = await store.expirePending(4000, 6000);
      expect(expired).toEqual([{ id: oldPending, requestId: "r4" }]);
      expect((await store.list()).map((m) => m.id).sort((x, y) => x - y)).toEqual([old, leased, young]);
    });

    it("reports figures for health checks and whether a write would succeed", async () => {
      await store.enqueue([msg(1), msg(2)], 1000);
      const [c] = await store.enqueue([msg(3)], 500);
      await store.markFailed(c!, "550", 600);
      expect(await store.stats!()).toEqual({ pending: 2, failed: 1, oldestPendingAt: 1000 });
      await store.checkWritable!();
      expect(await store.list()).toHaveLength(3); // the probe leaves nothing behind
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
      expect(await store.nextDueAt()).toBeUndefined();
    });
  });
}
