/**
 * An image in an article (issue 37), in the real production build of a copy of the working tree to
 * which only an uploaded image was added, as an editor adds it in the admin: the file under
 * content/media/articles/de/<article>/ and its `{% image %}` block in the article's text. (The real
 * articles show no image: none is a picture of the agency's own, and no stock picture goes on the site.)
 * The page names AVIF and WebP variants in three widths, reserves the image's size, loads it lazily, has
 * its alt text and caption, passes axe at 390 and 1280 px and the Nu checker, and the variants are served.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { waitUntilReady } from "./dev-copy";
import { expect, test } from "./fixtures";
import { freePort } from "./server-process";

test.describe.configure({ mode: "serial" });

const work = mkdtempSync(path.join(tmpdir(), "article-images-"));
const buildDir = path.join(work, "build");
const ARTICLE = "/ratgeber/was-kostet-eine-app";
const ALT = "Balkendiagramm: Anteil der Phasen am Budget, die Entwicklung mit 52 Prozent am größten";
const CAPTION = "Wohin das Budget eines App-Projekts typischerweise fließt";
/** What the copy leaves out: installed packages (linked instead), git, builds and test output. */
const NOT_COPIED = /^(node_modules|\.git|build.*|test-results|playwright-report|data|\.react-router|shots.*)$/;

/** The image an editor uploads: a 2000 × 1125 chart drawn by sharp, as a JPEG. */
async function chart(): Promise<Buffer> {
  const phases: [string, number][] = [
    ["Discovery", 12],
    ["Design", 18],
    ["Entwicklung", 52],
    ["Test", 10],
    ["Betrieb", 8],
  ];
  const bars = phases
    .map(([label, share], i) => {
      const height = share * 12;
      const x = 180 + i * 360;
      return `<rect x="${x}" y="${920 - height}" width="260" height="${height}" rx="14" fill="${i === 2 ? "#4f63ff" : "#aab6ff"}"/>
        <text x="${x + 130}" y="${896 - height}" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle">${share} %</text>
        <text x="${x + 130}" y="984" font-family="sans-serif" font-size="40" text-anchor="middle">${label}</text>`;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1125"><rect width="100%" height="100%" fill="#f5f6fb"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

let server: ChildProcess | undefined;
let base = "";
let output = "";

test.beforeAll(async () => {
  test.setTimeout(900_000);
  for (const name of readdirSync("."))
    if (!NOT_COPIED.test(name)) cpSync(name, path.join(work, name), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(work, "node_modules"));
  const folder = path.join(work, "content/media/articles/de/was-kostet-eine-app");
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "kosten-nach-phase.jpg"), await chart());
  const article = path.join(work, "content/de/articles/was-kostet-eine-app.mdoc");
  const block = `{% image\n   src="/media/articles/de/was-kostet-eine-app/kosten-nach-phase.jpg"\n   alt="${ALT}"\n   caption="${CAPTION}" /%}\n\n`;
  writeFileSync(article, readFileSync(article, "utf8").replace(/^## /m, `${block}## `));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    POSTBUILD_COMPRESS: "0",
  };
  delete env.KEYSTATIC_GITHUB_REPO; // no admin bundle: this build is about the public pages
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: work, env, stdio: "pipe" });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(buildDir, "node", "main.js")], {
    cwd: work,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(work, "data"), RATE_LIMIT: "0" },
  });
  server.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  server.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  // Ready once it has loaded its pages and search index: on a busy machine (the whole suite) that takes a while.
  await waitUntilReady(base, () => output);
});

test.afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

test("the article shows the image as a picture: AVIF and WebP in three widths, its size, lazy, alt text, caption", async ({
  page,
}) => {
  await page.goto(`${base}${ARTICLE}`);
  const figure = page.locator("figure", { has: page.locator("picture") });
  await expect(figure).toHaveCount(1);
  const sources = await figure
    .locator("source")
    .evaluateAll((elements) =>
      elements.map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")]),
    );
  expect(sources.map(([type]) => type)).toEqual(["image/avif", "image/webp"]);
  for (const [type, srcset, sizes] of sources) {
    const format = type!.replace("image/", "");
    const entries = srcset!.split(", ");
    expect(entries.map((entry) => entry.split(" ")[1])).toEqual(["480w", "960w", "1440w"]);
    expect(sizes).toBe("(min-width: 50rem) 48rem, calc(100vw - 2.5rem)");
    for (const entry of entries) {
      const [url, width] = entry.split(" ");
      expect(url).toMatch(new RegExp(`^/assets/articles/kosten-nach-phase-\\d+-[0-9a-f]{10}\\.${format}$`));
      // Served as an immutable file of its type, that many pixels wide.
      const response = await fetch(`${base}${url}`);
      expect([response.status, response.headers.get("content-type")]).toEqual([200, type]);
      expect(response.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width).toBe(Number.parseInt(width!, 10));
    }
  }
  const img = figure.locator("img");
  expect(
    await img.evaluate((i) => ["width", "height", "alt", "loading", "decoding"].map((name) => i.getAttribute(name))),
  ).toEqual(["2000", "1125", ALT, "lazy", "async"]);
  await expect(figure.locator("figcaption")).toHaveText(CAPTION);
  // Its space is reserved before it loads (no layout shift), and it loads once the reader scrolls to it.
  const box = await img.boundingBox();
  expect(Math.round((box!.width * 1125) / 2000)).toBeCloseTo(box!.height, -1);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\.avif$/);
});

for (const width of [390, 1280]) {
  test(`the article with its image has no WCAG 2.2 AA violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}${ARTICLE}`);
    await page.locator("figure picture img").scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the article with its image is valid HTML (Nu Html Checker)", async () => {
  const page = path.join(buildDir, "client", ARTICLE, "index.html");
  expect(readFileSync(page, "utf8")).toContain("<picture>");
  const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
  const { stdout, stderr } = await promisify(execFile)("java", [
    "-jar",
    vnuJar,
    "--errors-only",
    "--format",
    "json",
    page,
  ]).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? "",
    stderr: error.stderr ?? "",
  }));
  const messages = (JSON.parse(stderr || stdout || '{"messages":[]}') as { messages: { message: string }[] }).messages;
  expect(messages.map((m) => m.message)).toEqual([]);
});
