/**
 * `npm run dev` while content files are saved: a save reloads the server's modules (Vite's module
 * runner), and an editor's save is often two file events in quick succession. No page request may
 * render against a half-reloaded set of modules (two copies of app/lib/page-handle.ts: "useEdition()
 * outside a page", HTTP 500), neither while saves follow each other 100–200 ms apart nor during the
 * first requests after start-up, and the page shows the last saved text. It runs in a temporary copy
 * of the project (no test writes this working tree's content/), with HTTP requests only (no browser).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startDevCopy, type DevCopy } from "./dev-copy";
import { expect, test } from "./fixtures";

test.setTimeout(300_000);
// One server for both tests, in order; a failure of the first still lets the second run (on a new server).
test.describe.configure({ mode: "default" });

let devCopy: DevCopy | undefined;
let copy: string;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  devCopy = await startDevCopy("dev-reload-");
  ({ copy, base } = devCopy);
});

// A failed test carries the development server's output (its errors and reloads).
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructuring pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("npm run dev output", { body: devCopy?.output() ?? "", contentType: "text/plain" });
});

test.afterAll(async () => {
  await devCopy?.stop();
});

/** Requests `page` over and over until `done` resolves; the statuses of all answers, in order. */
async function requestUntil(page: string, done: Promise<unknown>) {
  const statuses: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const res = await fetch(base + page);
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

test("the first requests after start-up render (the first render writes generated files, which reloads modules)", async () => {
  // A fresh copy has no generated drawings: the first page request writes them, and Vite reloads the
  // server's modules while that request (and those after it) render.
  const statuses: number[] = [];
  for (let round = 0; round < 4; round++)
    statuses.push(...(await Promise.all(["/", "/en", "/"].map((p) => fetch(base + p).then((r) => r.status)))));
  expect(statuses, "the statuses in order").toEqual(statuses.map(() => 200));
});

test("content/de/home.yaml saved every 150 ms while the home page is requested: no 5xx, the last text is shown", async () => {
  const file = path.join(copy, "content/de/home.yaml");
  const original = readFileSync(file, "utf8");
  // The home page's hero subtitle (the title is fixed by the requirements); its first line of the file.
  const line = "    Wir entwickeln Software, KI-Anwendungen, Webplattformen und Apps, die Ihre";
  expect(original).toContain(line);
  const version = (i: number) =>
    original.replace(
      line,
      `    Fassung ${i}: Wir entwickeln Software, KI-Anwendungen, Webplattformen und Apps, die Ihre`,
    );
  const saves = 12;
  const saving = (async () => {
    for (let i = 1; i <= saves; i++) {
      // Two writes of the same save, as editors do (truncate, then write): two file events.
      writeFileSync(file, version(i));
      await new Promise((r) => setTimeout(r, 5));
      writeFileSync(file, version(i));
      await new Promise((r) => setTimeout(r, 100 + (i % 3) * 50)); // 100–200 ms apart
    }
  })();
  const [first, second] = await Promise.all([requestUntil("/", saving), requestUntil("/", saving), saving]);
  const all = [...first!, ...second!];
  expect(all.length).toBeGreaterThan(0);
  const failed = all.filter((s) => s >= 500);
  test
    .info()
    .annotations.push({ type: "requests during the saves", description: `${all.length}, ${failed.length} failed` });
  expect(failed, `${failed.length} of ${all.length} requests failed`).toEqual([]);
  // The page settles on the last save.
  await expect
    .poll(
      async () => {
        const res = await fetch(`${base}/`);
        return `${res.status} ${(await res.text()).includes(`Fassung ${saves}: Wir entwickeln`)}`;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe("200 true");
});
