import { randomBytes } from "node:crypto";
import path from "node:path";
import type { RequestHandler } from "express";
import {
  checkComplete,
  checkEditionsAgree,
  CONTENT_DIR,
  ContentError,
  contentFiles,
  readContent,
} from "../vite/content-data";
import { problemLine as lineOf, type Problem } from "../vite/content-rules";
import { languages } from "../app/paths";
import { adminPlace } from "../admin/save-check";
import { escapeHtml } from "./contact/compose";

/**
 * `npm run dev` with a content mistake (a file edited by hand, or a save the admin could not see, such as
 * a German FAQ entry whose English twin is not written yet): the content rules of the build
 * (vite/content-rules.ts) run over every file at start and again after every change of content/, the
 * terminal says what is wrong (and when it is right again), and every page answers with a German page
 * that names the file, the field, the wrong value and what to do — never "Interner Fehler". That page
 * asks the server every second whether the files are right again and then reloads by itself.
 */

/** The state of content/: the first fault of the last check, re-checked after each change. */
export function contentWatch(root = ".", log: (line: string) => void = (line) => console.warn(line)) {
  let problem: Problem | undefined;
  let stale = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    stale = false;
    const before = problem && lineOf(problem);
    try {
      const files = contentFiles(root);
      for (const language of languages) checkComplete(files, language);
      for (const file of files) readContent(file, root);
      checkEditionsAgree(files, root);
      problem = undefined;
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problem = error.problem;
    }
    const after = problem && lineOf(problem);
    if (after && after !== before) log(`content: ${after}`);
    if (!after && before) log("content: alle Inhaltsdateien wieder in Ordnung");
  };
  const contentRoot = path.resolve(root, CONTENT_DIR) + path.sep;
  return {
    /** The fault now, checked again if a file changed since. */
    problem(): Problem | undefined {
      if (stale) check();
      return problem;
    },
    /**
     * A file changed (Vite's watcher): the files are checked again once the changes settle (a save
     * is often several file events), off the request that wrote them.
     */
    changed(file: string) {
      if (!path.resolve(file).startsWith(contentRoot)) return;
      stale = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (stale) check();
      }, 300);
      timer.unref();
    },
  };
}

export type ContentWatch = ReturnType<typeof contentWatch>;

/** The address the error page asks whether the files are right again. */
const CONTENT_STATUS_PATH = "/__content-status";

/** Answers page requests with the error page while content/ has a fault; the status for the page's poll. */
export function contentErrorPages(watch: ContentWatch): RequestHandler {
  return (req, res, next) => {
    if (req.path === CONTENT_STATUS_PATH) {
      const problem = watch.problem();
      return void res.set("Cache-Control", "no-store").json({ problem: problem ? lineOf(problem) : null });
    }
    const isPage =
      req.method === "GET" &&
      !/^\/(keystatic|api|@|node_modules|app|__)/.test(req.path) &&
      !/\.[a-z0-9]+$/i.test(req.path) &&
      req.accepts(["html", "json"]) === "html";
    const problem = isPage ? watch.problem() : undefined;
    if (!problem) return next();
    const nonce = randomBytes(16).toString("base64");
    res
      .status(500)
      .set({
        "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'`,
        "Cache-Control": "no-store",
      })
      .type("html")
      .send(errorPage(problem, nonce));
  };
}

function errorPage(problem: Problem, nonce: string): string {
  const value =
    problem.value === undefined
      ? ""
      : `<dt>Steht dort</dt><dd>${problem.value === "" ? "(nichts)" : `<code>${escapeHtml(problem.value.length > 300 ? `${problem.value.slice(0, 300)} …` : problem.value)}</code>`}</dd>`;
  const place = adminPlace(problem);
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Fehler in den Inhalten</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fbf7f2;color:#1d1b19}
main{max-width:44rem;margin:3rem auto;padding:0 1.25rem}
h1{font-size:1.6rem;margin:0 0 1rem}
dl{background:#fff;border:1px solid #e4d9cc;border-left:6px solid #b3261e;border-radius:8px;padding:1rem 1.25rem;margin:0 0 1.25rem}
dt{font-weight:600;margin-top:.6rem}dt:first-child{margin-top:0}dd{margin:0;overflow-wrap:anywhere}
code{font:15px/1.4 ui-monospace,monospace;background:#f3ece4;padding:.1rem .3rem;border-radius:4px}
p.wait{color:#5b544c}
</style>
</head>
<body>
<main>
<h1>Ein Inhalt ist noch nicht in Ordnung</h1>
<p>Diese Seite kann erst wieder erscheinen, wenn die folgende Stelle korrigiert ist. Die Website selbst ist unverändert; es betrifft nur diese Arbeitskopie.</p>
<dl>
<dt>Datei</dt><dd><code>${escapeHtml(problem.file)}</code></dd>
<dt>Feld</dt><dd><code>${escapeHtml(problem.field)}</code>${place ? ` – im Admin: ${escapeHtml(place)}` : ""}</dd>
${value}
<dt>Was zu tun ist</dt><dd>${escapeHtml(problem.message)}</dd>
</dl>
<p>Korrigieren Sie die Stelle im Admin (<a href="/keystatic">/keystatic</a>) oder in der Datei und speichern Sie.</p>
<p class="wait" role="status">Diese Seite lädt sich neu, sobald die Datei in Ordnung ist.</p>
</main>
<script nonce="${nonce}">
const shown = ${JSON.stringify(lineOf(problem)).replace(/</g, "\\u003c")};
setInterval(async () => {
  try {
    const { problem } = await (await fetch(${JSON.stringify(CONTENT_STATUS_PATH)}, { cache: "no-store" })).json();
    if (problem !== shown) location.reload();
  } catch {}
}, 1000);
</script>
</body>
</html>`;
}
