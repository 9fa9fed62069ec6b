/**
 * The bytes a visitor's phone downloads before any interaction (docs/requirements.md R9-16): at most
 * 130 KB of script and 60 KB of HTML on `/` (and `/en`). `npm run bench` measures them with Lighthouse, this spec
 * in every suite run (they do not depend on the machine's speed), so a change that pulls a library
 * into a page's chunks or swells the HTML fails here and not weeks later in a benchmark. An article page has no
 * script of its own (issue 37), so it stays within the home page's budget too. Measured as Lighthouse
 * counts it: the bytes sent (compressed) with their headers, of every script the page and its download
 * worker fetch until the network is quiet.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { BUDGET } from "../support/budgets.mjs";
import { COMPILE_HINT } from "../../vite/compile-hints-plugin";
import { expect, test } from "./fixtures";
import { openUntouched } from "./visitor";

test.use({ visitorMovesPointer: false });

/** Script bytes on the wire (compressed body and headers) the page fetches without being touched. */
async function scriptBytes(page: Page, address: string) {
  const requests: import("@playwright/test").Request[] = [];
  page.on("requestfinished", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) requests.push(request);
  });
  await openUntouched(page, address);
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(requests.map((request) => request.sizes()));
  return sizes.reduce((sum, s) => sum + s.responseBodySize + s.responseHeadersSize, 0);
}

for (const address of ["/", "/en", "/ratgeber/was-kostet-eine-app", "/en/insights/what-does-an-app-cost"]) {
  test(`${address} fetches at most ${BUDGET.homeJsKb} KB of script before any interaction`, async ({ page }) => {
    const kb = (await scriptBytes(page, address)) / 1024;
    test.info().annotations.push({ type: "script", description: `${kb.toFixed(1)} KB` });
    // More than the framework alone: a page that fetched nothing would pass any budget.
    expect(kb).toBeGreaterThan(90);
    expect(kb).toBeLessThanOrEqual(BUDGET.homeJsKb);
  });
}

// Both editions' home pages, as `npm run bench` checks them: the English one is the longer.
for (const address of ["/", "/en"]) {
  test(`${address} is at most ${BUDGET.homeHtmlKb} KB of HTML`, async () => {
    const html = await (await fetch(new URL(address, test.info().project.use.baseURL))).arrayBuffer();
    expect(html.byteLength / 1024).toBeLessThanOrEqual(BUDGET.homeHtmlKb);
  });
}

test("no browser chunk carries code that belongs on the server or in the build", () => {
  const assets = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
  // Each marker is a string only that library contains: the YAML reader of the content files
  // (js-yaml), the database drivers, the mailer and the Markdoc parser.
  const markers = ["YAMLException", "better-sqlite3", "nodemailer", "pg-protocol", "@markdoc"];
  const found = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .flatMap((name) => {
      const text = readFileSync(path.join(assets, name), "utf8");
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`);
    });
  expect(found).toEqual([]);
});

test("every browser chunk carries V8's compile hint, so its functions are not compiled inside a tap (ADR 0023)", () => {
  const assets = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
  // (Not the route manifest, which is data, nor the download worker's script, which runs elsewhere.)
  const chunks = readdirSync(assets).filter(
    (name) => name.endsWith(".js") && !name.includes(".worker-") && !name.startsWith("manifest-"),
  );
  expect(chunks.length).toBeGreaterThan(10);
  const without = chunks.filter((name) => !readFileSync(path.join(assets, name), "utf8").startsWith(COMPILE_HINT));
  expect(without).toEqual([]);
});
