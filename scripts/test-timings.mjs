#!/usr/bin/env node
/**
 * `npm run test:timings -- report.json`: where the browser suite's time goes, from Playwright's JSON
 * report (`CI=1 PLAYWRIGHT_JSON_OUTPUT_NAME=report.json npx playwright test`).
 *
 * Prints each spec file's test time (the sum of its tests' durations, retries included), its number
 * of tests and its slowest test, largest first; then each worker's busy time and when it finished.
 * The last line says how long one worker ran alone at the end: a long file that started late (a
 * serial one, or a dev server's) keeps the run going on one core while the other has nothing left.
 * docs/testing.md says what the figures meant the last time.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run test:timings -- <Playwright JSON report>");
  process.exit(1);
}
let report;
try {
  report = JSON.parse(readFileSync(file, "utf8"));
} catch (error) {
  console.error(`test:timings: cannot read ${file} as a Playwright JSON report: ${error.message}`);
  process.exit(1);
}

/** Every result of every test, with the spec file it belongs to. */
function* results(suite, specFile = suite.file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results) yield { file: specFile, title: spec.title, ...result };
  for (const child of suite.suites ?? []) yield* results(child, specFile);
}
const all = report.suites.flatMap((suite) => [...results(suite)]);
if (all.length === 0) {
  console.error(`test:timings: ${file} holds no test results`);
  process.exit(1);
}

const files = new Map();
const workers = new Map();
for (const r of all) {
  const entry = files.get(r.file) ?? { seconds: 0, tests: 0, slowest: 0 };
  entry.seconds += r.duration / 1000;
  entry.tests += 1;
  entry.slowest = Math.max(entry.slowest, r.duration / 1000);
  files.set(r.file, entry);
  const start = Date.parse(r.startTime);
  const worker = workers.get(r.parallelIndex) ?? { busy: 0, first: start, last: 0 };
  worker.busy += r.duration / 1000;
  worker.first = Math.min(worker.first, start);
  worker.last = Math.max(worker.last, start + r.duration);
  workers.set(r.parallelIndex, worker);
}

const total = [...files.values()].reduce((sum, f) => sum + f.seconds, 0);
const s = (seconds) => `${seconds.toFixed(0).padStart(5)} s`;
console.log(`${"spec file".padEnd(34)}  test time  share  tests  slowest`);
for (const [name, f] of [...files].sort((a, b) => b[1].seconds - a[1].seconds))
  console.log(
    `${path.basename(name).padEnd(34)}  ${s(f.seconds)}  ${((100 * f.seconds) / total).toFixed(0).padStart(4)} %` +
      `  ${String(f.tests).padStart(5)}  ${f.slowest.toFixed(1).padStart(6)} s`,
  );
console.log(`${"all".padEnd(34)}  ${s(total)}         ${String(all.length).padStart(5)}`);

const begin = Math.min(...[...workers.values()].map((w) => w.first));
const ends = [...workers.values()].map((w) => w.last).sort((a, b) => b - a);
console.log("");
for (const [index, w] of [...workers].sort((a, b) => a[0] - b[0]))
  console.log(`worker ${index}: busy ${s(w.busy).trim()}, done after ${s((w.last - begin) / 1000).trim()}`);
console.log(
  `wall ${s((ends[0] - begin) / 1000).trim()} from the first test to the last; ` +
    `one worker alone at the end: ${s(((ends[0] ?? 0) - (ends[1] ?? ends[0])) / 1000).trim()}`,
);
