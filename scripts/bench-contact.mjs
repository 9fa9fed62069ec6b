// Contact API measurements (issue 5): accepted messages per second and latency percentiles with
// 50 concurrent clients (rate limit off), and how long messages wait in the outbox while the mail
// server is down for 30 seconds.
//
//   node scripts/bench-contact.mjs [--concurrency 50] [--duration 10] [--outage 30] [--messages 10]
//                                  [--skip-throughput] [--skip-outage] [--baseline]
//
// The server runs in a child process (the contact service on a bare Express app, bundled from
// server/contact with esbuild), so the load generator does not share its event loop. The SMTP
// server (smtp-server) runs in this process. Worker timings are the production defaults.
import { fork } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir, cpus } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { SMTPServer } from "smtp-server";

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
  },
});
const root = resolve(import.meta.dirname, "..");

const HARNESS = `
import express from "express";
import { loadConfig } from "./server/config";
import { createLogger } from "./server/log";
import { createContactService } from "./server/contact/contact-service";

const config = loadConfig();
const service = createContactService(config, createLogger({ service: "bench" }, "error"));
const app = express();
app.set("trust proxy", config.trustProxy);
if (process.env.BENCH_BASELINE === "1") {
  // Same HTTP stack, no validation and no store: what this machine allows at best.
  app.post("/api/send-email", express.json({ limit: "32kb" }), (_req, res) => void res.status(202).json({ status: "accepted" }));
}
app.use(service.router);
const server = app.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
server.keepAliveTimeout = 65_000;
service.start();
process.on("message", async (m) => {
  if (m === "stats") return process.send({ cpu: process.cpuUsage() });
  if (m !== "stop") return;
  server.closeAllConnections();
  server.close();
  await service.stop();
  process.exit(0);
});
`;

async function bundleHarness() {
  // Inside node_modules so that the bundle's bare imports (express, nodemailer, …) resolve.
  const outDir = join(root, "node_modules", ".cache", "bench-contact");
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, "harness.mjs");
  await build({
    stdin: { contents: HARNESS, resolveDir: root, sourcefile: "bench-harness.ts", loader: "ts" },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

function startServer(harness, env) {
  const child = fork(harness, [], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      CONTACT_TO: "leads@bench.test",
      CONTACT_FROM: "web@bench.test",
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

async function freePort() {
  const s = await startSmtp(0);
  await s.close();
  return s.port;
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

async function throughput(harness, extraEnv = {}) {
  const concurrency = Number(args.concurrency);
  const duration = Number(args.duration) * 1000;
  const warmup = Number(args.warmup) * 1000;
  const data = mkdtempSync(join(tmpdir(), "bench-contact-"));
  const smtp = await startSmtp();
  const server = await startServer(harness, {
    DATA_DIR: data,
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
    setTimeout(async () => (cpuAtStart = await server.cpuMs()), warmup);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          let status;
          try {
            status = await post(server.url, n++);
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
    const cpuUsed = (await server.cpuMs()) - cpuAtStart;
    latencies.sort((a, b) => a - b);
    const accepted = statuses[202] ?? 0;
    return {
      concurrency,
      seconds: duration / 1000,
      requests: latencies.length,
      statuses,
      acceptedPerSecond: Math.round(accepted / (duration / 1000)),
      p50: pct(latencies, 50),
      p90: pct(latencies, 90),
      p99: pct(latencies, 99),
      max: latencies[latencies.length - 1],
      deliveredDuringRun: smtp.received.length,
      serverCpuMsPerAccepted: cpuUsed / accepted,
    };
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(data, { recursive: true, force: true });
  }
}

async function outage(harness) {
  const outageMs = Number(args.outage) * 1000;
  const count = Number(args.messages);
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), "bench-contact-"));
  const server = await startServer(harness, { DATA_DIR: data, SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT: "0" });
  let smtp;
  try {
    const t0 = performance.now();
    // Messages arrive spread over the outage: the first at its start, the last just before the end.
    const accepted = [];
    const sender = (async () => {
      for (let i = 0; i < count; i++) {
        const due = t0 + (i * outageMs * 0.95) / Math.max(1, count - 1);
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        const status = await post(server.url, i);
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
    await server.stop();
    await smtp?.close();
    rmSync(data, { recursive: true, force: true });
  }
}

const harness = await bundleHarness();
const env = {
  node: process.version,
  cpus: cpus().length,
  loadavg: loadavg()
    .map((l) => l.toFixed(2))
    .join(" "),
};
console.log(`bench-contact: Node ${env.node}, ${env.cpus} CPU(s), load average ${env.loadavg}`);
const results = { env };

if (!args["skip-throughput"]) {
  const r = await throughput(harness);
  results.throughput = r;
  console.log(
    `\nThroughput, ${r.concurrency} concurrent clients for ${r.seconds} s (rate limit off):\n` +
      `  ${r.acceptedPerSecond} accepted messages/s, ${r.requests} requests, statuses ${JSON.stringify(r.statuses)}\n` +
      `  latency p50 ${ms(r.p50)}, p90 ${ms(r.p90)}, p99 ${ms(r.p99)}, max ${ms(r.max)}\n` +
      `  server CPU ${r.serverCpuMsPerAccepted.toFixed(2)} ms per accepted message (≈ ${Math.round(1000 / r.serverCpuMsPerAccepted)}/s per core)\n` +
      `  (${r.deliveredDuringRun} delivered by SMTP while the load ran)`,
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
