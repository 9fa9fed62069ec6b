// Reach measurement's cost (issue 38, docs/decisions/0020-reach-measurement.md):
// 1. GET throughput of the production server with counting on (STATS=1) and off (STATS=0): two
//    server processes from BUILD_DIR, measured in alternating rounds (on, off, off, on, …) so that
//    whatever else the machine does falls on both alike; autocannon, as docs/benchmarks.md measures GET /.
// 2. The room the counts take per million page views: simulated traffic (tests/support/stats-traffic.ts)
//    through the real collector into the real SQLite file (and PostgreSQL table with --postgres).
//
//   node scripts/bench-stats.mjs [--rounds 3] [--duration 10] [--connections 10]
//                                [--skip-throughput] [--skip-storage] [--postgres]
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort } from "../tests/support/free-port.mjs";
import { bundleTs } from "./bundle-ts.mjs";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "skip-throughput": { type: "boolean", default: false },
    "skip-storage": { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
  },
});
const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** The built server with its own DATA_DIR, on a free port; resolves once /readyz answers. */
async function startServer(env) {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), "bench-stats-"));
  const child = spawn(process.execPath, [join(buildDir, "node", "main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: data,
      RATE_LIMIT: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** CPU time (user + system) the server process has used so far, in ms (Linux: /proc). */
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
    },
    stop: () =>
      new Promise((done) => {
        child.once("exit", () => {
          rmSync(data, { recursive: true, force: true });
          done();
        });
        child.kill("SIGTERM");
      }),
  };
}

const TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** Requests per second of one autocannon run, and the server's CPU time per request (µs). */
async function load(server, path, headers) {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.url + path,
    connections: Number(args.connections),
    duration: Number(args.duration),
    headers: { "accept-encoding": "br", "user-agent": PHONE, ...headers },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, cpuUs: ((server.cpuMs() - cpuBefore) * 1000) / result.requests.total };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function throughput() {
  if (!existsSync(join(buildDir, "node", "main.js"))) throw new Error(`No build in ${buildDir}: run npm run build.`);
  const servers = { on: await startServer({ STATS: "1" }), off: await startServer({ STATS: "0" }) };
  // GET / as docs/benchmarks.md measures it; and the same page as a campaign's landing from another
  // site, which makes the counting do all it does for one request (entry, referrer, campaign).
  const scenarios = {
    "GET /": { path: "/", headers: {} },
    "GET /?utm_… from linkedin.com": {
      path: "/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst",
      headers: { referer: "https://www.linkedin.com/feed/", "sec-fetch-site": "cross-site" },
    },
  };
  const results = {};
  try {
    for (const [name, { path, headers }] of Object.entries(scenarios)) {
      // Warm both up (JIT, file cache) before measuring.
      for (const s of Object.values(servers))
        await autocannon({ url: s.url + path, connections: 10, duration: 2, headers: { "user-agent": PHONE } });
      const runs = { on: [], off: [] };
      for (let round = 0; round < Number(args.rounds); round++) {
        const order = round % 2 === 0 ? ["on", "off"] : ["off", "on"];
        for (const variant of order) runs[variant].push(await load(servers[variant], path, headers));
      }
      const rps = (v) => median(runs[v].map((r) => r.rps));
      const cpu = (v) => median(runs[v].map((r) => r.cpuUs));
      // Each round measured both, one right after the other: the ratio within a round cancels the
      // machine's drift, and the median of the rounds' ratios its outliers.
      const paired = (metric) => runs.on.map((r, i) => r[metric] / runs.off[i][metric] - 1).sort((a, b) => a - b);
      const spread = (values) =>
        `${pct(values[Math.floor(values.length / 4)])} … ${pct(values[Math.floor((3 * values.length) / 4)])}`;
      const pct = (x) => `${(100 * x).toFixed(1)} %`;
      results[name] = {
        rps: { on: Math.round(rps("on")), off: Math.round(rps("off")) },
        cpuUsPerRequest: { on: Math.round(cpu("on")), off: Math.round(cpu("off")) },
        pairedThroughputChange: median(paired("rps")),
        pairedCpuChange: median(paired("cpuUs")),
        runs,
      };
      console.log(
        `${name} (${args.rounds} rounds, on and off alternating):\n` +
          `  throughput: on ${Math.round(rps("on"))} req/s, off ${Math.round(rps("off"))} req/s (medians); ` +
          `change within a round: median ${pct(median(paired("rps")))}, middle half ${spread(paired("rps"))}\n` +
          `  server CPU per request: on ${cpu("on").toFixed(0)} µs, off ${cpu("off").toFixed(0)} µs (medians); ` +
          `change within a round: median ${pct(median(paired("cpuUs")))}, middle half ${spread(paired("cpuUs"))}`,
      );
    }
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }
  return results;
}

async function storage() {
  const bundle = (entry, name) => bundleTs(entry, name, "bench-stats");
  const storageModule = await bundle("scripts/stats-storage.ts", "stats-storage");
  const { measureStorage } = await import(pathToFileURL(storageModule).href);
  let pg;
  if (args.postgres) {
    const support = await import(pathToFileURL(await bundle("tests/support/postgres.ts", "pg-test-support")).href);
    if (support.postgresSkipReason) throw new Error(support.postgresSkipReason);
    pg = await support.startPostgres({ durable: true });
  }
  const results = [];
  try {
    for (const days of [30, 365]) {
      for (const store of pg ? ["sqlite", "postgresql"] : ["sqlite"]) {
        const dir = mkdtempSync(join(tmpdir(), "bench-stats-"));
        try {
          const databaseUrl = store === "postgresql" ? await pg.createDatabase() : undefined;
          const r = await measureStorage({ views: 1_000_000, days, dir, databaseUrl });
          const perMillion = (bytes) => (bytes * 1_000_000) / r.views;
          results.push({ store, ...r, bytesPerMillionViews: Math.round(perMillion(r.bytes)) });
          const mib = (bytes) => `${(perMillion(bytes) / 1024 / 1024).toFixed(2)} MiB`;
          console.log(
            `${store}: ${r.views.toLocaleString("en-US")} page views over ${days} days: ${r.rows.toLocaleString("en-US")} rows ` +
              `(${Math.round(r.rows / days)} a day), ${(r.bytes / 1024).toFixed(0)} KiB, ` +
              `${mib(r.bytes)} per million page views, ${(r.bytes / r.rows).toFixed(0)} bytes a row` +
              (r.liveBytes
                ? ` (live rows after VACUUM FULL: ${(r.liveBytes / 1024).toFixed(0)} KiB, ${mib(r.liveBytes)})`
                : ""),
          );
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    pg?.stop();
    rmSync(storageModule, { force: true });
  }
  return results;
}

console.log(
  `bench-stats: Node ${process.version}, ${cpus().length} CPU(s), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const results = {};
if (!args["skip-throughput"]) results.throughput = await throughput();
if (!args["skip-storage"]) results.storage = await storage();
console.log(`\n${JSON.stringify(results)}`);
