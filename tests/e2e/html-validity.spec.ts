import { execFile } from "node:child_process";
import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";

/**
 * Every page is valid HTML: the Nu Html Checker (vnu-jar, the W3C validator; needs Java) reports no
 * error on any prerendered page, nor on the pages the server renders per request (404, unknown
 * service or article, the answer to a native form post, the search's results pages). One run of the checker for
 * all of them: each start of Java costs seconds of CPU.
 */
const buildDir = process.env.BUILD_DIR ?? "build";
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

async function prerenderedPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name === "index.html").map((e) => path.join(e.parentPath, e.name));
}

test("the Nu Html Checker finds no error on any page", async ({ request }) => {
  test.setTimeout(120_000);
  const files = await prerenderedPages(path.join(buildDir, "client"));
  expect(files.length).toBeGreaterThan(30);

  const rendered = await mkdtemp(path.join(tmpdir(), "vnu-"));
  const serverPages: [string, Promise<string>][] = [
    ["not-found.html", request.get("/gibt-es-nicht").then((r) => r.text())],
    ["unknown-service.html", request.get("/services/gibt-es-nicht").then((r) => r.text())],
    ["not-found-en.html", request.get("/en/does-not-exist").then((r) => r.text())],
    ["unknown-service-en.html", request.get("/en/services/does-not-exist").then((r) => r.text())],
    ["unknown-article.html", request.get("/ratgeber/gibt-es-nicht").then((r) => r.text())],
    ["unknown-article-en.html", request.get("/en/insights/no-such-article").then((r) => r.text())],
    [
      "form-answer.html",
      request
        .post("/api/send-email", { form: { name: "Erika", email: "erika@", message: "Hallo" } })
        .then((r) => r.text()),
    ],
    // The search's results: hits with marked words, none, English, an empty query, an overlong one.
    ...["/suche?q=Entwicklungen", "/suche?q=Quantenkryptografie", "/en/search?q=app%20costs", "/en/search"]
      .concat(`/suche?q=${"a".repeat(300)}`)
      .map((address, i): [string, Promise<string>] => [`search-${i}.html`, request.get(address).then((r) => r.text())]),
  ];
  for (const [name, html] of serverPages) {
    const file = path.join(rendered, name);
    await writeFile(file, await html);
    files.push(file);
  }

  let report = "";
  try {
    await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch (error) {
    const { code, stderr } = error as { code?: string | number; stderr?: string };
    if (code === "ENOENT")
      throw new Error("Java is needed for the HTML checker: apt-get install -y default-jre-headless");
    report = stderr ?? String(error); // vnu exits non-zero when it found errors and reports on stderr
  }
  const messages = report
    ? (JSON.parse(report) as { messages: { type: string; url: string; message: string; extract?: string }[] }).messages
    : [];
  const errors = messages
    .filter((m) => m.type === "error")
    .map((m) => `${path.relative(process.cwd(), m.url.replace(/^file:/, ""))}: ${m.message}`);
  expect(errors).toEqual([]);
});
