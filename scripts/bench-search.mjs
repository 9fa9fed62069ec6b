// `npm run bench:search`: how fast the site search answers, against the production build
// (docs/decisions/0021-site-search.md; budget: a query answered in ≤ 10 ms p95 on the server).
// Starts the built server on a free port (RATE_LIMIT=0, a throw-away DATA_DIR), warms it, then asks
// the JSON endpoint and the results page one request at a time over loopback with a mix of queries
// a visitor types (whole words, prefixes while typing, typos, both languages, nothing found), and
// prints p50/p95/p99/max per kind, beside a baseline of the same trip without a search (an empty query). Loopback HTTP is included, so the server's own time is below these.
// The kinds take turns within each round, so a busy machine weighs on each alike; the server's CPU time
// per request (Linux: /proc) is printed beside them, as it depends much less on other processes than
// the time a request waits. No answer is cached by the server: every round asks the same work again.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { freePort } from "../tests/support/free-port.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const queries = {
  de: [
    "Entwicklungen",
    "App-Entwicklung",
    "Softwareentwicklung",
    "Fraunhofr",
    "Fr",
    "Fraun",
    "Logistik",
    "Kosten einer App",
    "React Native",
    "KI",
    "Quantenkryptografie",
  ],
  en: [
    "developments",
    "app development",
    "Fraunhofr",
    "Fraun",
    "logistics",
    "the article about app costs",
    "AI",
    "nothing-at-all",
  ],
};

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-search-"));
const server = spawn(process.execPath, [path.join(buildDir, "node", "main.js")], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    RATE_LIMIT: "0",
    RENDER_BUDGET: "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const stop = () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 200) throw new Error("bench:search: the server did not start (run npm run build first)");
  await new Promise((r) => setTimeout(r, 50));
}

// As a browser asks (fetch alone would not ask for brotli).
const headers = { "Accept-Encoding": "gzip, deflate, br" };
async function time(url) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status >= 500) throw new Error(`bench:search: ${url} answered ${res.status}`);
  return performance.now() - start;
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const kinds = {
  "JSON endpoint (live results)": (lang, q) => `${base}/api/search?${new URLSearchParams({ q, lang })}`,
  "results page (server-rendered)": (lang, q) =>
    `${base}${lang === "de" ? "/suche" : "/en/search"}?${new URLSearchParams({ q })}`,
  // The same trip through loopback, Express, the middleware and the endpoint with an empty query,
  // which searches nothing: the endpoint's time minus this one is the search's own share.
  "baseline: JSON endpoint, empty query": (lang) => `${base}/api/search?${new URLSearchParams({ q: "", lang })}`,
};
// Warm-up: the index is loaded right after start-up, and the JIT needs a few rounds.
for (const make of Object.values(kinds))
  for (const [lang, list] of Object.entries(queries)) for (const q of list) await time(make(lang, q));

/** The server process's CPU time so far in ms (user + system), or undefined where /proc is missing. */
function serverCpuMs() {
  const stat = `/proc/${server.pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

const load = loadavg()[0];
const times = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
const cpu = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, 0]));
for (let r = 0; r < ROUNDS; r++)
  for (const [kind, make] of Object.entries(kinds)) {
    const before = serverCpuMs();
    for (const [lang, list] of Object.entries(queries))
      for (const q of list) times[kind].push(await time(make(lang, q)));
    cpu[kind] += (serverCpuMs() ?? NaN) - (before ?? NaN);
  }
const rows = Object.entries(times).map(([kind, list]) => {
  const sorted = list.toSorted((a, b) => a - b);
  return {
    kind,
    requests: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
    cpu: cpu[kind] / sorted.length,
  };
});
console.log(
  `Site search, one request at a time over loopback (${ROUNDS} rounds of ${queries.de.length + queries.en.length} queries, load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}):`,
);
console.log(
  "| what | requests | p50 ms | p95 ms | p99 ms | max ms | server CPU ms/request |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
);
for (const r of rows)
  console.log(
    `| ${r.kind} | ${r.requests} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(2)} | ${Number.isNaN(r.cpu) ? "–" : r.cpu.toFixed(2)} |`,
  );
const endpoint = rows[0];
stop();
if (endpoint.p95 > 10) {
  console.error(`bench:search: the JSON endpoint's p95 is ${endpoint.p95.toFixed(2)} ms, over the budget of 10 ms.`);
  process.exit(1);
}
