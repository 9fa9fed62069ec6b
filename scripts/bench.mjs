// `npm run bench`: Lighthouse (mobile, simulated slow 4G, the default) on key pages of the production
// build, and the JavaScript/CSS each page loads, gzip-compressed. Uses the system Chromium; no network.
// Options: BENCH_PAGES="/,/contact" to choose pages, BENCH_RUNS=3 for the median of several runs.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_PORT ?? 3199);
const origin = `http://127.0.0.1:${port}`;
const pages = (
  process.env.BENCH_PAGES ?? "/,/references,/services/app-development,/edeka-reference,/contact,/privacy"
).split(",");
const runs = Number(process.env.BENCH_RUNS ?? 1);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(path.join(buildDir, "node", "main.js"))) {
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}
const server = spawn(process.execPath, [path.join(buildDir, "node", "main.js")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    DATA_DIR: `${buildDir}/bench-data`,
  },
  stdio: "ignore",
});
try {
  await waitFor(`${origin}/healthz`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        samples.push(lhr);
      }
      const lhr = median(samples, (l) => l.categories.performance.score);
      const bytes = await pageBytes(page);
      rows.push({
        page,
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        htmlKbGzip: kb(bytes.html),
        jsKbGzip: kb(bytes.js),
        cssKbGzip: kb(bytes.css),
        thirdPartyRequests: lhr.audits["network-requests"].details.items.filter((r) => !r.url.startsWith(origin))
          .length,
      });
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
  writeFileSync(path.join(buildDir, "bench.json"), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
  console.log(`Lighthouse mobile preset (simulated throttling). Results in ${buildDir}/bench.json`);
} finally {
  server.kill();
}

/** Gzip sizes of the HTML and of every script and stylesheet the page references. */
async function pageBytes(page) {
  const html = await (await fetch(origin + page)).text();
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)];
  const seen = new Set();
  const sizes = { html: gzipSync(html).length, js: 0, css: 0 };
  // Module scripts also import chunks listed in the route manifest; the modulepreload links cover them.
  for (const [, url, kind] of refs) {
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(buildDir, "client", url);
    sizes[kind] += gzipSync(readFileSync(file)).length;
  }
  return sizes;
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${url}`);
}

function score(lhr, id) {
  return Math.round(lhr.categories[id].score * 100);
}
function kb(n) {
  return Number((n / 1024).toFixed(1));
}
function median(items, key) {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)];
}
