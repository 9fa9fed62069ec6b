// `npm run bench:load`: what one client's flood does to everyone else (issue 43). The production
// build runs as `npm start` runs it (rate limit and render budget on); for each row of
// scripts/load/floods.mjs one client floods it with 50 keep-alive connections (autocannon, its own
// process) while five visitors load `/` (their own process, from another address). Each row reports
// the flood's rate and answers and the visitors' p50/p99; after the floods `/healthz` must answer.
// Writes its section (from `<!-- npm run bench:load -->` to the next section) in docs/benchmarks.md (npm run bench keeps it)
// and exits 1 when a target is missed: unknown paths and unknown services at ≥ 50 % of `/`'s rate,
// visitors' p99 ≤ 100 ms during every flood, no 5xx, no dropped connection, /healthz 200.
//
//   node scripts/bench-load.mjs [--seconds 10] [--warmup 2] [--connections 50] [--visitors 5]
//        [--think-ms 100] [--rounds 1] [--only page,unknown] [--baseline ../base/build] [--no-write]
//
// --baseline: a second build (e.g. main's: `git worktree add ../base main`, link node_modules, build
// there with BUILD_DIR) measured in the same run, row by row, alternating which of the two goes first.
import { fork, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../tests/support/free-port.mjs";
import { floods } from "./load/floods.mjs";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    visitors: { type: "string", default: "5" },
    "think-ms": { type: "string", default: "100" },
    rounds: { type: "string", default: "1" },
    only: { type: "string" },
    baseline: { type: "string" },
    "no-write": { type: "boolean", default: false },
  },
});
const seconds = Number(args.seconds);
const warmup = Number(args.warmup);
const rows = args.only ? floods.filter((f) => f.key === "none" || args.only.split(",").includes(f.key)) : floods;
const worker = (name) => path.join(import.meta.dirname, "load", name);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** The built server as `npm start` runs it, on a free port with a fresh DATA_DIR. */
async function startServer(buildDir, label) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  const env = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), BUILD_DIR: buildDir };
  Object.assign(env, { DATA_DIR: dataDir });
  for (const name of ["RATE_LIMIT", "RENDER_BUDGET", "TRUST_PROXY", "SITE_URL"]) delete env[name];
  const child = spawn(process.execPath, [path.join(buildDir, "node", "main.js")], { env, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${label}: the server exited with ${child.exitCode}`);
    if ((await fetch(`${url}/healthz`).catch(() => undefined))?.ok) break;
    await sleep(100);
  }
  return {
    label,
    url,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a worker script with a message and resolves with its one answer. */
function run(script, message) {
  const child = fork(worker(script), [], { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("message", (answer) => {
      child.kill();
      resolve(answer);
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    child.send(message);
  });
}

/** One row against one server: the flood (after its warm-up) and the visitors at the same time. */
async function measure(server, flood) {
  const generator = flood.request
    ? run("flood-worker.mjs", {
        url: server.url,
        key: flood.key,
        connections: Number(args.connections),
        seconds: warmup + seconds,
      })
    : undefined;
  if (generator) await sleep(warmup * 1000);
  const visitors = run("visitors-worker.mjs", {
    url: `${server.url}/`,
    visitors: Number(args.visitors),
    seconds,
    thinkMs: Number(args["think-ms"]),
    localAddress: "127.0.0.2",
  });
  const [v, f] = await Promise.all([visitors, generator]);
  await sleep(1000); // the server settles (collects garbage) before the next row
  return { visitors: v, flood: f };
}

const servers = [await startServer(process.env.BUILD_DIR ?? "build", "this build")];
if (args.baseline) servers.push(await startServer(path.resolve(args.baseline), "baseline"));
console.log(
  `bench:load: Node ${process.version}, ${cpus().length} CPU(s), load average ${load()} at the start; ` +
    `${args.connections} connections per flood, ${args.visitors} visitors, ${seconds} s per row`,
);

const number = (n) => Math.round(n).toLocaleString("en-US");
/** A latency; null when the visitors had no answer at all. */
const ms = (n) => (n === null || Number.isNaN(n) ? "no answer" : `${n < 10 ? n.toFixed(1) : number(n)} ms`);

/** results[server label][row key] = the measurements of every round. */
const results = Object.fromEntries(servers.map((s) => [s.label, {}]));
const loadAtStart = load();
for (let round = 0; round < Number(args.rounds); round++) {
  for (const flood of rows) {
    // Alternate which server goes first, so neither always meets the other's after-effects.
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      const r = await measure(server, flood);
      (results[server.label][flood.key] ??= []).push(r);
      const rate = r.flood ? `${Math.round(r.flood.perSecond)}/s ${JSON.stringify(r.flood.statuses)}` : "–";
      console.log(
        `  ${server.label.padEnd(10)} ${flood.key.padEnd(16)} flood ${rate}; visitors p50 ${ms(r.visitors.p50)}, p99 ${ms(r.visitors.p99)} (${r.visitors.loads} loads, ${r.visitors.errors} failed); load average ${load()}`,
      );
    }
  }
}
const health = {};
for (const server of servers)
  health[server.label] = (await fetch(`${server.url}/healthz`).catch(() => undefined))?.status;
const loadAtEnd = load();
for (const server of servers) server.stop();

/** The median round of a row (by the flood's rate, else by the visitors' p99). */
function median(list) {
  const sorted = [...list].sort(
    (a, b) => (a.flood?.perSecond ?? a.visitors.p99 ?? Infinity) - (b.flood?.perSecond ?? b.visitors.p99 ?? Infinity),
  );
  return sorted[Math.floor(sorted.length / 2)];
}
const summary = (label) => Object.fromEntries(rows.map((f) => [f.key, median(results[label][f.key])]));
const ours = summary("this build");
const base = args.baseline ? summary("baseline") : undefined;

const failures = [];
const pageRate = ours.page?.flood.perSecond;
for (const key of ["unknown", "unknown-service"]) {
  const rate = ours[key]?.flood.perSecond;
  if (rate !== undefined && pageRate !== undefined && rate < pageRate / 2)
    failures.push(`${key}: ${Math.round(rate)}/s, below half of \`/\`'s ${Math.round(pageRate)}/s`);
}
for (const flood of rows) {
  for (const r of results["this build"][flood.key]) {
    if (!(r.visitors.p99 <= 100)) failures.push(`${flood.key}: visitors' p99 ${ms(r.visitors.p99)} > 100 ms`);
    const fivexx = [r.flood?.statuses, r.visitors.statuses].flatMap((s) => Object.entries(s ?? {}));
    for (const [code, count] of fivexx) if (code >= 500) failures.push(`${flood.key}: ${count} × ${code}`);
    const refused = Object.entries(r.visitors.statuses).filter(([code]) => code !== "200");
    for (const [code, count] of refused) failures.push(`${flood.key}: visitors got ${count} × ${code}`);
    const dropped = (r.flood?.errors ?? 0) + (r.flood?.timeouts ?? 0) + r.visitors.errors;
    if (dropped) failures.push(`${flood.key}: ${dropped} dropped connections or timeouts`);
  }
}
if (health["this build"] !== 200) failures.push(`/healthz after the floods: ${health["this build"] ?? "no answer"}`);

/** "404 100 %" or "202 0.1 %, 429 99.9 %": the answers' status codes by share. */
function answers(statuses) {
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return Object.entries(statuses)
    .map(([code, count]) =>
      `${code} ${count === total ? "" : `${((100 * count) / total).toFixed(count / total < 0.01 ? 2 : 0)} %`}`.trim(),
    )
    .join(", ");
}
const cell = (mine, theirs) => (theirs === undefined ? mine : `${mine} (${theirs})`);
const tableRows = rows.map((f) => {
  const m = ours[f.key];
  const b = base?.[f.key];
  const rate = m.flood ? cell(`${number(m.flood.perSecond)}/s`, b?.flood && `${number(b.flood.perSecond)}/s`) : "–";
  const codes = m.flood ? cell(answers(m.flood.statuses), b?.flood && answers(b.flood.statuses)) : "–";
  const visitors = cell(
    `${ms(m.visitors.p50)} / ${ms(m.visitors.p99)}`,
    b && `${ms(b.visitors.p50)} / ${ms(b.visitors.p99)}`,
  );
  return `| ${f.name} | ${rate} | ${codes} | ${visitors} |`;
});
const report = `<!-- npm run bench:load -->

## Load: one client's flood, five visitors

Written by \`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)} (scripts/bench-load.mjs). The production
build as \`npm start\` runs it (contact rate limit and render budget on); each flood: one client (127.0.0.1),
${args.connections} keep-alive connections (autocannon, its own process), ${warmup} s warm-up, then ${seconds} s while ${args.visitors} visitors
(their own process, from 127.0.0.2, keep-alive) each load \`/\` with brotli and read ${args["think-ms"]} ms. ${Number(args.rounds) > 1 ? `Median of ${args.rounds} rounds. ` : ""}${base ? `In brackets: the baseline build (\`--baseline\`), measured row by row alternately with this one in the same run. ` : ""}Load
average ${loadAtStart} at the start, ${loadAtEnd} at the end (other work on the machine adds to it); ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}.

| flood from one client | its rate | its answers | visitors' \`/\` p50 / p99 |
| --- | --- | --- | --- |
${tableRows.join("\n")}

\`/healthz\` after the floods: ${health["this build"] ?? "no answer"}${base ? ` (${health.baseline ?? "no answer"})` : ""}.
Targets: unknown paths and unknown services at ≥ 50 % of \`/\`'s rate, visitors' p99 ≤ 100 ms during every
flood, no 5xx, no dropped connection, \`/healthz\` 200 after the floods.
${failures.length ? `\n**Missed:**\n\n${failures.map((f) => `- ${f}`).join("\n")}\n` : "\nAll targets hold.\n"}`;

console.log(`\n${report}`);
if (!args["no-write"]) {
  const file = "docs/benchmarks.md";
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  // The section runs from its marker to the next heading of its level after its own: what is written
  // by hand below it (e.g. "Site search: where a query's time goes") stays.
  const marker = before.indexOf("<!-- npm run bench:load -->");
  const ownHeading = marker === -1 ? -1 : before.indexOf("\n## ", marker);
  const end = ownHeading === -1 ? -1 : before.indexOf("\n## ", ownHeading + 1);
  const head = (marker === -1 ? before : before.slice(0, marker)).trimEnd();
  const next = `${head}\n\n${report.trimEnd()}\n${end === -1 ? "" : before.slice(end)}`;
  const prettier = await import("prettier");
  writeFileSync(file, await prettier.format(next, { ...(await prettier.resolveConfig(file)), filepath: file }));
  console.log(`written to ${file}`);
}
process.exit(failures.length ? 1 : 0);
