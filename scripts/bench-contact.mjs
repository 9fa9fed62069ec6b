// Contact API measurements (issues 5 and 14): accepted messages per second and latency percentiles
// with 50 concurrent clients (rate limit off), how fast the outbox is delivered, and how long
// messages wait in the outbox while the mail server is down for 30 seconds.
//
//   node scripts/bench-contact.mjs [--concurrency 50] [--duration 10] [--outage 30] [--messages 10]
//                                  [--skip-throughput] [--skip-outage] [--baseline]
//                                  [--postgres [--instances 2] [--database-url postgres://…]] [--max-drain 300]
//
// Each server instance runs in a child process (scripts/contact-server.ts: the contact service on a
// bare Express app, bundled with esbuild), so the load generator does not share its event loop; with
// several instances the load generator sends to them in turn, as a round-robin load balancer would.
// The SMTP server (smtp-server) runs in this process. Worker timings are the production defaults.
// --postgres: the outbox and rate limits in PostgreSQL (DATABASE_URL) instead of SQLite; without
// --database-url a throw-away server is started with initdb/pg_ctl (fsync on, as in production).
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir, cpus } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";
import { freePort } from "../tests/support/free-port.mjs";
import { bundleTs } from "./bundle-ts.mjs";

const { values: args } = parseArgs({
  options: {
    concurrency: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    outage: { type: "string", default: "30" },
    messages: { type: "string", default: "10" },
    "skip-throughput": { type: "boolean", default: false },
    "skip-outage": { type: "boolean", default: false },
    /** Also measure a bare express.json() → 202 handler under the same conditions, for comparison. */
    baseline: { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
    instances: { type: "string", default: "1" },
    "database-url": { type: "string" },
    /** Longest wait for the outbox to empty after the load (seconds). */
    "max-drain": { type: "string", default: "300" },
  },
});
const bundle = (entry, name) => bundleTs(entry, name, "bench-contact");

const bundleHarness = () => bundle("scripts/contact-server.ts", "contact-server");

/** PostgreSQL for --postgres: the given URL, or a throw-away server; returns a fresh database per call. */
async function postgresBackend() {
  if (args["database-url"]) return { createDatabase: async () => args["database-url"], stop() {} };
  const support = await import(pathToFileURL(await bundle("tests/support/postgres.ts", "pg-test-support")).href);
  if (support.postgresSkipReason) throw new Error(support.postgresSkipReason);
  return support.startPostgres({ durable: true });
}

function startServer(harness, env) {
  const child = fork(harness, [], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      CONTACT_TO: "leads@bench.test",
      CONTACT_FROM: "web@bench.test",
      PORT: "0",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolveStart, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.once("message", ({ port }) =>
      resolveStart({
        url: `http://127.0.0.1:${port}/api/send-email`,
        /** CPU time (user + system, ms) the server process has used so far. */
        cpuMs: () =>
          new Promise((done) => {
            child.once("message", ({ cpu }) => done((cpu.user + cpu.system) / 1000));
            child.send("stats");
          }),
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners("exit");
            child.once("exit", done);
            child.send("stop");
          }),
      }),
    );
  });
}

function startSmtp(port = 0) {
  const received = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, cb) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ at: performance.now(), raw });
        cb();
      });
    },
  });
  return new Promise((resolveStart, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolveStart({
        port: server.server.address().port,
        received,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

const message = (i) =>
  JSON.stringify({
    name: `Bench Person ${i}`,
    email: `bench${i}@example.org`,
    phone: "+49 711 123456",
    company: "Bench GmbH",
    message: `Nachricht ${i}: Wir möchten eine App entwickeln lassen. `.repeat(8),
  });

async function post(url, i) {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: message(i) });
  await res.arrayBuffer();
  return res.status;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(1)} ms`;

/**
 * The servers under test: `--instances` processes on one backend (a fresh SQLite folder — one
 * instance only — or a fresh PostgreSQL database), each with its own DATA_DIR.
 */
async function startInstances(harness, env, count = instances) {
  const data = mkdtempSync(join(tmpdir(), "bench-contact-"));
  const backend = pgServer ? { DATABASE_URL: await pgServer.createDatabase() } : {};
  const servers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startServer(harness, { DATA_DIR: join(data, String(i)), ...backend, ...env }),
    ),
  );
  return {
    servers,
    /** Round robin, as a load balancer would spread requests. */
    url: (n) => servers[n % servers.length].url,
    cpuMs: async () => (await Promise.all(servers.map((s) => s.cpuMs()))).reduce((a, b) => a + b, 0),
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      rmSync(data, { recursive: true, force: true });
    },
  };
}

async function throughput(harness, extraEnv = {}) {
  const concurrency = Number(args.concurrency);
  const duration = Number(args.duration) * 1000;
  const warmup = Number(args.warmup) * 1000;
  const smtp = await startSmtp();
  const cluster = await startInstances(harness, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    RATE_LIMIT: "0",
    ...extraEnv,
  });
  try {
    let n = 0;
    const latencies = [];
    const statuses = {};
    const start = performance.now();
    const measureFrom = start + warmup;
    const end = measureFrom + duration;
    let cpuAtStart;
    setTimeout(async () => (cpuAtStart = await cluster.cpuMs()), warmup);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          const i = n++;
          let status;
          try {
            status = await post(cluster.url(i), i);
          } catch {
            status = "network error";
          }
          if (t >= measureFrom) {
            latencies.push(performance.now() - t);
            statuses[status] = (statuses[status] ?? 0) + 1;
          }
        }
      }),
    );
    const cpuUsed = (await cluster.cpuMs()) - cpuAtStart;
    const deliveredDuringRun = smtp.received.length;
    // Delivery: wait until every accepted message (warm-up included) has reached the SMTP server.
    const acceptedTotal = extraEnv.BENCH_BASELINE ? 0 : n - (statuses["network error"] ?? 0);
    const drainDeadline = performance.now() + Number(args["max-drain"]) * 1000;
    while (smtp.received.length < acceptedTotal && performance.now() < drainDeadline)
      await new Promise((r) => setTimeout(r, 50));
    const arrivals = smtp.received.map((r) => r.at);
    const lastDelivery = arrivals.length ? Math.max(...arrivals) : end;
    latencies.sort((a, b) => a - b);
    const accepted = statuses[202] ?? 0;
    return {
      instances: cluster.servers.length,
      store: pgServer ? "postgresql" : "sqlite",
      concurrency,
      seconds: duration / 1000,
      requests: latencies.length,
      statuses,
      acceptedPerSecond: Math.round(accepted / (duration / 1000)),
      p50: pct(latencies, 50),
      p90: pct(latencies, 90),
      p99: pct(latencies, 99),
      max: latencies[latencies.length - 1],
      deliveredDuringRun,
      delivered: smtp.received.length,
      duplicates: smtp.received.length - new Set(smtp.received.map((r) => /Bench Person (\d+)/.exec(r.raw)?.[1])).size,
      // Mails per second from the first accepted request until the outbox was empty.
      deliveredPerSecond: Math.round(smtp.received.length / ((lastDelivery - start) / 1000)),
      drainSeconds: Math.max(0, (lastDelivery - end) / 1000),
      serverCpuMsPerAccepted: cpuUsed / accepted,
    };
  } finally {
    await cluster.stop();
    await smtp.close();
  }
}

async function outage(harness) {
  const outageMs = Number(args.outage) * 1000;
  const count = Number(args.messages);
  const port = await freePort();
  const cluster = await startInstances(harness, { SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT: "0" });
  let smtp;
  try {
    const t0 = performance.now();
    // Messages arrive spread over the outage: the first at its start, the last just before the end.
    const accepted = [];
    const sender = (async () => {
      for (let i = 0; i < count; i++) {
        const due = t0 + (i * outageMs * 0.95) / Math.max(1, count - 1);
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        const status = await post(cluster.url(i), i);
        accepted.push({ i, at: performance.now(), status });
      }
    })();
    await new Promise((r) => setTimeout(r, outageMs));
    smtp = await startSmtp(port);
    const upAt = performance.now();
    await sender;
    const deadline = performance.now() + 10 * 60_000;
    while (smtp.received.length < count && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const arrivals = new Map();
    for (const r of smtp.received) {
      const i = Number(/Bench Person (\d+)/.exec(r.raw)?.[1]);
      arrivals.set(i, Math.min(arrivals.get(i) ?? Infinity, r.at));
    }
    const waits = accepted.map((a) => (arrivals.get(a.i) ?? NaN) - a.at).sort((a, b) => a - b);
    const afterUp = [...arrivals.values()].map((at) => at - upAt).sort((a, b) => a - b);
    return {
      outageSeconds: outageMs / 1000,
      messages: count,
      accepted: accepted.filter((a) => a.status === 202).length,
      delivered: arrivals.size,
      duplicates: smtp.received.length - arrivals.size,
      waitMin: waits[0],
      waitMedian: pct(waits, 50),
      waitMax: waits[waits.length - 1],
      firstAfterSmtpUp: afterUp[0],
      lastAfterSmtpUp: afterUp[afterUp.length - 1],
    };
  } finally {
    await cluster.stop();
    await smtp?.close();
  }
}

const instances = Number(args.instances);
if (!args.postgres && instances !== 1)
  throw new Error("Several instances need --postgres (one SQLite file has one owner).");
const harness = await bundleHarness();
const pgServer = args.postgres ? await postgresBackend() : undefined;
const env = {
  node: process.version,
  cpus: cpus().length,
  loadavg: loadavg()
    .map((l) => l.toFixed(2))
    .join(" "),
};
console.log(
  `bench-contact: Node ${env.node}, ${env.cpus} CPU(s), load average ${env.loadavg}; ` +
    `${instances} instance(s) on ${pgServer ? "PostgreSQL" : "SQLite"}`,
);
const results = { env, store: pgServer ? "postgresql" : "sqlite", instances };

if (!args["skip-throughput"]) {
  const r = await throughput(harness);
  results.throughput = r;
  console.log(
    `\nThroughput, ${r.concurrency} concurrent clients for ${r.seconds} s (rate limit off):\n` +
      `  ${r.acceptedPerSecond} accepted messages/s, ${r.requests} requests, statuses ${JSON.stringify(r.statuses)}\n` +
      `  latency p50 ${ms(r.p50)}, p90 ${ms(r.p90)}, p99 ${ms(r.p99)}, max ${ms(r.max)}\n` +
      `  server CPU ${r.serverCpuMsPerAccepted.toFixed(2)} ms per accepted message (≈ ${Math.round(1000 / r.serverCpuMsPerAccepted)}/s per core)\n` +
      `  delivery: ${r.delivered} delivered (${r.duplicates} duplicates), ${r.deliveredPerSecond} mails/s from the first request ` +
      `until the outbox was empty (${r.deliveredDuringRun} while the load ran, then ${r.drainSeconds.toFixed(1)} s to drain)`,
  );
}
if (args.baseline) {
  const r = await throughput(harness, { BENCH_BASELINE: "1" });
  results.baseline = r;
  console.log(
    `\nBaseline (express.json() → 202, no validation, no store), same load:\n` +
      `  ${r.acceptedPerSecond} requests/s, latency p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ` +
      `server CPU ${r.serverCpuMsPerAccepted.toFixed(2)} ms per request`,
  );
}
if (!args["skip-outage"]) {
  const r = await outage(harness);
  results.outage = r;
  console.log(
    `\nSMTP outage of ${r.outageSeconds} s, ${r.messages} messages sent during it (default worker timings):\n` +
      `  ${r.accepted} accepted, ${r.delivered} delivered, ${r.duplicates} duplicates\n` +
      `  time in the outbox: min ${(r.waitMin / 1000).toFixed(1)} s, median ${(r.waitMedian / 1000).toFixed(1)} s, max ${(r.waitMax / 1000).toFixed(1)} s\n` +
      `  after the mail server came back: first delivery ${(r.firstAfterSmtpUp / 1000).toFixed(1)} s, last ${(r.lastAfterSmtpUp / 1000).toFixed(1)} s`,
  );
}
console.log(`\n${JSON.stringify(results)}`);
rmSync(harness, { force: true });
pgServer?.stop();
