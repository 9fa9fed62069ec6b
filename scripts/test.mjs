#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in two phases whose jobs run side by side.
 *
 * Most jobs use one core (tsc, ESLint, Prettier, knip, much of the build), several mostly wait
 * (the outbox's lease tests, PostgreSQL), so running them one after another left a two-core machine
 * half idle for minutes. The browser tests need the build; nothing else needs anything.
 *
 *   phase 1: static checks (typegen, tsc, ESLint, Prettier, knip) | production build | unit tests
 *   phase 2: browser tests (Playwright)                           | multi-instance and re-brand tests
 *
 * The timing-sensitive unit tests run beside the single-threaded static checks, not beside the
 * browsers; the re-brand test (a second full build) and the multi-instance test (two servers,
 * mostly waiting) run beside the browser tests. The browser tests print as they run; the other jobs'
 * output is printed whole when they end, so a log reads job by job. Exit status: 1 when any job failed.
 */
import { spawn } from "node:child_process";

const npx = (...args) => ["npx", ...args];

/** A job: a name and the commands it runs one after another (the first failure ends it). */
const phases = [
  [
    {
      name: "static checks",
      commands: [
        npx("react-router", "typegen"),
        npx("tsc"),
        npx("eslint", "."),
        npx("prettier", "--check", "."),
        npx("knip"),
      ],
    },
    { name: "build", commands: [["npm", "run", "build"]] },
    { name: "unit tests", commands: [npx("vitest", "run", "--project", "unit")] },
  ],
  [
    { name: "browser tests", commands: [npx("playwright", "test")], live: true, needs: "build" },
    {
      name: "multi-instance and re-brand tests",
      commands: [npx("vitest", "run", "--project", "multi-instance", "--project", "rebrand")],
    },
  ],
];

/** Runs one command; resolves with its exit code and, unless live, its output. */
function run([command, ...args], live) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => resolve({ code: 1, output: Buffer.from(String(error)) }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
  });
}

const results = new Map();

async function runJob(job) {
  const started = Date.now();
  if (job.needs && results.get(job.needs)?.code !== 0) {
    results.set(job.name, { code: 1, seconds: 0, skipped: `${job.needs} failed` });
    return;
  }
  let code = 0;
  for (const command of job.commands) {
    if (job.live) process.stdout.write(`\n── ${job.name}: ${command.join(" ")}\n`);
    const result = await run(command, job.live);
    if (!job.live) {
      process.stdout.write(`\n── ${job.name}: ${command.join(" ")} (exit ${result.code})\n`);
      process.stdout.write(result.output);
    }
    code = result.code;
    if (code !== 0) break;
  }
  results.set(job.name, { code, seconds: Math.round((Date.now() - started) / 1000) });
}

const started = Date.now();
for (const phase of phases) await Promise.all(phase.map(runJob));

process.stdout.write("\n── npm test\n");
for (const [name, { code, seconds, skipped }] of results)
  process.stdout.write(`${code === 0 ? "ok    " : "FAILED"} ${name.padEnd(36)} ${skipped ?? `${seconds} s`}\n`);
process.stdout.write(`total ${Math.round((Date.now() - started) / 1000)} s\n`);
process.exit([...results.values()].some((r) => r.code !== 0) ? 1 : 0);
