import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium.mjs";
import { freePort } from "./tests/support/free-port.mjs";

/**
 * Browser tests run against the real production build (`npm run build`) served by the real server,
 * in the system's Chromium: no test downloads a browser.
 * BUILD_DIR and PORT let several builds be tested side by side.
 */
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}
// A free port unless PORT is given, so a test run never collides with anything else on the machine.
// Playwright loads this file again in every worker process: the port chosen first is handed down
// through the environment, so all of them agree on it.
process.env.E2E_PORT ??= process.env.PORT || String(await freePort());
const port = Number(process.env.E2E_PORT);
const buildDir = process.env.BUILD_DIR ?? "build";
const baseURL = `http://127.0.0.1:${port}`;
// The server's data folder (outbox database, .eml files). Tests read it through E2E_DATA_DIR;
// the web server command empties it before each run.
const dataDir = path.resolve(buildDir, `e2e-data-${port}`);
process.env.E2E_DATA_DIR = dataDir;

/**
 * Chromium's browser features switched off. Since Chromium 14x every new window (each test's
 * browser context) also starts two renderers for the address bar's popup (chrome://omnibox-popup),
 * which a headless test never shows: they took a third of the suite's CPU. Chromium reads only the
 * last --disable-features, so this list repeats the features Playwright itself switches off
 * (playwright-core's chromiumSwitches) before adding those popups.
 */
const disabledFeatures = [
  ...["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades"],
  ...["HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding"],
  ...["ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints"],
  ...["NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch"],
  ...["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"],
];

export default defineConfig({
  testDir: "tests/e2e",
  // Specs only: *.test.ts files beside them are Vitest unit tests of their helpers (page-text.test.ts).
  testMatch: "**/*.spec.ts",
  // One output folder per port, so parallel runs against different builds never delete each other's files.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // Two workers for two cores: more only adds contention and timing noise.
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Generous limits: CI machines are slow and shared; passing tests do not wait for them.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // PLAYWRIGHT_JSON_OUTPUT_NAME=report.json adds Playwright's JSON report (read by `npm run test:timings`),
  // also when the suite runs through `npm test`.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    locale: "de-DE",
    // Recording a trace of every test costs about a sixth of the suite's time; CI records the retry.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, `--disable-features=${disabledFeatures.join(",")}`],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `rm -rf "${dataDir}" && node ${buildDir}/node/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      // Form tests send many messages from one address; the limiter has its own integration tests.
      RATE_LIMIT: "0",
      // The whole suite is one client: the render budget stays on but never runs out here
      // (tests/e2e/render-budget.spec.ts runs a server with a small one).
      RENDER_BUDGET: "100000",
    },
  },
});
