/**
 * Two real server processes on one PostgreSQL database (issue 14): 1,000 messages spread over
 * both, one instance killed with SIGKILL in the middle of an SMTP transaction and restarted, and
 * every message delivered exactly once to the SMTP server in this process; the rate limit counts
 * across both instances.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore } from "./pg-store";
import { postgresSkipReason, startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { freePort, messageIdOf, TestSmtp, validMessage, waitFor } from "../../tests/support/contact-harness";

const root = resolve(import.meta.dirname, "../..");
const TOTAL = 1000;
const HALF = TOTAL / 2;
/** Short lease: the message the killed instance was sending is due again after 3 s, not 2 min. */
const TIMING = { baseDelayMs: 100, maxDelayMs: 1000, pollIntervalMs: 200, leaseMs: 3000 };

let pgServer: TestPostgres;
let serverBundle: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  if (postgresSkipReason) return;
  // The same harness the contact benchmark runs: the contact service on Express, bundled from TS.
  const outDir = join(root, "node_modules", ".cache", "contact-server");
  mkdirSync(outDir, { recursive: true });
  serverBundle = join(outDir, `multi-instance-${process.pid}.mjs`);
  const [pgStarted] = await Promise.all([
    startPostgres(),
    build({
      entryPoints: [join(root, "scripts/contact-server.ts")],
      outfile: serverBundle,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "warning",
    }),
  ]);
  pgServer = pgStarted;
}, 120_000);

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  pgServer?.stop();
  if (serverBundle) rmSync(serverBundle, { force: true });
});

type Instance = { name: string; url: string; child: ChildProcess };

function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = fork(serverBundle, [], {
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: "0" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return new Promise((resolveStart, reject) => {
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before listening`)));
    child.once("message", (m) => {
      const { port } = m as { port: number };
      child.removeAllListeners("exit");
      child.once("exit", () => children.delete(child));
      resolveStart({ name, url: `http://127.0.0.1:${port}/api/send-email`, child });
    });
  });
}

async function post(instance: Instance, i: number, ip: string) {
  const res = await fetch(instance.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({ ...validMessage(), name: `Lead ${i}`, email: `lead${i}@example.org` }),
  });
  await res.arrayBuffer();
  return res;
}

/** Posts messages from..to-1, `concurrency` at a time, each from its own client address. */
async function postRange(from: number, to: number, pick: (i: number) => Instance, concurrency = 8) {
  let next = from;
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < to) {
        const i = next++;
        statuses.push((await post(pick(i), i, `10.0.${i >> 8}.${i & 255}`)).status);
      }
    }),
  );
  return statuses;
}

describe.skipIf(postgresSkipReason !== undefined)(postgresSkipReason ?? "two instances on PostgreSQL", () => {
  // About 45 s on two idle cores; the time limits leave room for a machine shared with other builds.
  it.concurrent(
    "delivers 1,000 messages exactly once across a SIGKILL, and shares the rate limit",
    async () => {
      const databaseUrl = await pgServer.createDatabase();

      // The SMTP server: records each accepted mail with the instance that sent it (EHLO name), and
      // can leave one transaction of instance A unanswered (the trap) while A is killed: a send cut
      // off before the server's "250 OK". It is down while the first half is posted, so a backlog
      // builds up (the workers retry with backoff, holding no lease meanwhile).
      let trap: { minReceived: number; fired(messageId: string): void } | undefined;
      const smtpPort = await freePort();
      const smtp = new TestSmtp(smtpPort, {
        data: ({ raw, hostName }) => {
          if (trap && hostName === "instance-a" && smtp.received.length >= trap.minReceived) {
            trap.fired(messageIdOf(raw));
            trap = undefined;
            return "no-answer"; // never answered: the sender dies waiting for it
          }
          return undefined;
        },
      });
      const received = () => smtp.received.map((m) => ({ messageId: messageIdOf(m.raw), by: m.hostName }));

      const env = (name: string) => ({
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?name=${name}`,
        CONTACT_TO: "leads@agency.test",
        CONTACT_FROM: "web@agency.test",
        DATA_DIR: join(root, "node_modules", ".cache", "contact-server", `unused-${process.pid}`),
        RATE_LIMIT: "1",
        TRUST_PROXY: "loopback",
        CONTACT_WORKER_TIMING: JSON.stringify(TIMING),
      });
      const [firstA, b] = await Promise.all([
        startInstance("A", env("instance-a")),
        startInstance("B", env("instance-b")),
      ]);
      let a = firstA;
      const store = openPostgresStore(databaseUrl, { maxConnections: 2 });
      try {
        // 1. The first half, alternating between the instances, while the mail server is down.
        const first = await postRange(0, HALF, (i) => (i % 2 ? b : a));
        expect(first.filter((s) => s === 202)).toHaveLength(HALF);
        expect((await store.counts()).pending + (await store.counts()).sent).toBe(HALF);
        // 2. The mail server comes up, deliveries flow; at about half, A is killed in the middle of a send.
        const trapped = new Promise<string>((r) => (trap = { minReceived: HALF / 2, fired: r }));
        await smtp.listen();
        const cutOff = await trapped;
        a.child.kill("SIGKILL");
        await new Promise((r) => a.child.once("exit", r));
        expect(smtp.received.length).toBeGreaterThanOrEqual(HALF / 2);
        // 3. The next quarter goes to B alone (the load balancer has taken A out), then A restarts.
        const third = await postRange(HALF, HALF + TOTAL / 4, () => b);
        expect(third.every((s) => s === 202)).toBe(true);
        a = await startInstance("A (restarted)", env("instance-a"));
        // 4. The rest spread over both again; the last five come from one client, to both instances.
        const fourth = await postRange(HALF + TOTAL / 4, TOTAL - 5, (i) => (i % 2 ? b : a));
        expect(fourth.every((s) => s === 202)).toBe(true);
        const client = "203.0.113.9";
        for (let i = TOTAL - 5; i < TOTAL; i++) expect((await post(i % 2 ? b : a, i, client)).status).toBe(202);
        // Five a minute per client in total, not per instance: both now refuse, and say for how long.
        for (const instance of [a, b]) {
          const refused = await post(instance, TOTAL + 1, client);
          expect(refused.status, `sixth message via ${instance.name}`).toBe(429);
          expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        }
        // 5. Everything arrives, the cut-off message included (after its lease), and nothing twice.
        await waitFor(
          async () => {
            const c = await store.counts();
            return c.sent === TOTAL && c.pending === 0;
          },
          150_000,
          `${TOTAL} messages marked sent`,
        );
        await new Promise((r) => setTimeout(r, TIMING.leaseMs + 500)); // room for a late duplicate
        const stored = await store.list();
        expect(stored).toHaveLength(TOTAL);
        expect(stored.every((m) => m.status === "sent")).toBe(true);
        const ids = received().map((r) => r.messageId);
        expect(ids).toHaveLength(TOTAL);
        expect(new Set(ids).size).toBe(TOTAL);
        expect(new Set(ids)).toEqual(new Set(stored.map((m) => m.messageId)));
        expect(new Set(stored.map((m) => m.name))).toEqual(
          new Set(Array.from({ length: TOTAL }, (_, i) => `Lead ${i}`)),
        );
        // The interrupted message was delivered once, after its lease ran out; both instances delivered.
        expect(received().filter((r) => r.messageId === cutOff)).toHaveLength(1);
        expect(received().filter((r) => r.by === "instance-a").length).toBeGreaterThan(0);
        expect(received().filter((r) => r.by === "instance-b").length).toBeGreaterThan(0);
      } finally {
        for (const instance of [a, b]) instance.child.kill("SIGTERM"); // not the other test's instances
        await store.close();
        await smtp.close();
      }
    },
    240_000,
  );

  // Production timings (30 s lease, renewed every 10 s): a slow instance keeps its message, a dead
  // one loses it within the lease, and the other instance delivers it once. About 75 s.
  it.concurrent(
    "a lease outlives a slow send and only briefly a dead instance: the other delivers within 60 s",
    async () => {
      const databaseUrl = await pgServer.createDatabase();
      let trapped: (messageId: string) => void;
      const hung = new Promise<string>((r) => (trapped = r));
      // Instance A's send is never answered: slow while A lives, cut off when it dies.
      const smtp = await TestSmtp.start(0, {
        data: ({ raw, hostName }) => (hostName === "instance-a" ? (trapped(messageIdOf(raw)), "no-answer") : undefined),
      });
      const smtpPort = smtp.port;
      const received = () => smtp.received.map((m) => ({ messageId: messageIdOf(m.raw), by: m.hostName }));
      const env = (name: string) => ({
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?name=${name}&socketTimeout=300000`,
        CONTACT_TO: "leads@agency.test",
        CONTACT_FROM: "web@agency.test",
        DATA_DIR: join(root, "node_modules", ".cache", "contact-server", `unused-${process.pid}`),
        RATE_LIMIT: "0",
      });
      const started: Instance[] = [];
      try {
        const a = await startInstance("A", env("instance-a"));
        started.push(a);
        expect((await post(a, 1, "10.9.0.1")).status).toBe(202);
        const messageId = await hung; // A holds the lease and waits for the mail server
        const b = await startInstance("B", env("instance-b"));
        started.push(b);
        // Longer than a lease: A renews it, so B, polling all the while, leaves the message alone.
        await new Promise((r) => setTimeout(r, 35_000));
        expect(received()).toEqual([]);
        a.child.kill("SIGKILL");
        const killedAt = Date.now();
        await waitFor(() => smtp.received.length === 1, 60_000, "B delivers the dead instance's message");
        expect(Date.now() - killedAt).toBeLessThan(60_000);
        await new Promise((r) => setTimeout(r, 2_000)); // room for a late duplicate
        expect(received()).toEqual([{ messageId, by: "instance-b" }]);
      } finally {
        for (const instance of started) instance.child.kill("SIGKILL"); // not the other test's instances
        await smtp.close();
      }
    },
    150_000,
  );
});
