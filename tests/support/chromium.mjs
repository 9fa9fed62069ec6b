// The system Chromium every browser test and benchmark starts (nothing downloads a browser).
// Plain JavaScript with a declaration file, shared by playwright.config.ts and the .mjs scripts.

/** CHROMIUM_PATH, else Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags for a quiet, reproducible browser: no sandbox (containers, root), no GPU, no background
 * traffic or updates, no first-run UI. Measurements (bench) use exactly these; the test suite adds
 * its --disable-features list (playwright.config.ts).
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
