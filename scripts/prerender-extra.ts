// What React Router's prerendering leaves out, rendered right after it by the same server build and
// request handler (react-router.config.ts `buildEnd`), so the server answers these from files too
// (docs/decisions/0018-what-is-rendered-per-request.md):
//  - the not-found pages (status 404: React Router prerenders only answers with status 200), each at
//    an address only its own route claims ("/404", "/en/404", "/services/404", "/en/services/404"),
//    with its route data, into build/not-found/ with pages.json (server/not-found-pages.ts);
//  - the route data (`.data`) of prerendered pages without a loader, which React Router writes only
//    for pages with one: a client never asks for it, a scanner does, and it is the same every time.
// scripts/postbuild.mjs then precompresses both.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { notFoundPages, prerenderedPages } from "../app/route-table";
import type { NotFoundManifest, NotFoundPageEntry } from "../server/not-found-pages";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";

export async function prerenderExtra(options: {
  buildDirectory: string;
  serverBuildFile: string;
  log: (message: string) => void;
}) {
  const { buildDirectory, log } = options;
  const serverBuild = path.join(buildDirectory, "server", options.serverBuildFile);
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const render = async (url: string) => {
    const response = await handler(new Request(`http://localhost${url}`));
    return { status: response.status, body: await response.text() };
  };

  const notFoundDir = path.join(buildDirectory, "not-found");
  rmSync(notFoundDir, { recursive: true, force: true });
  mkdirSync(notFoundDir, { recursive: true });
  const entries: NotFoundPageEntry[] = [];
  for (const page of notFoundPages()) {
    const html = await render(page.path);
    const data = await render(`${page.path}.data`);
    // The route data names the routes whose loaders ran: the page's own must be among them.
    if (html.status !== 404 || data.status !== 404 || !data.body.includes(`"${page.id}"`)) {
      throw new Error(
        `Prerender (not found): ${page.path} answered ${html.status} (data ${data.status}), not the 404 of route "${page.id}": another route claims the address (app/route-table.ts notFoundPages).`,
      );
    }
    const pattern = build.routes[page.id]!.path!;
    const entry = { routeId: page.id, pattern, path: page.path, html: `${page.id}.html`, data: `${page.id}.data` };
    writeFileSync(path.join(notFoundDir, entry.html), html.body);
    writeFileSync(path.join(notFoundDir, entry.data), data.body);
    entries.push({ ...entry, scriptHashes: inlineScriptHashes(html.body) });
    log(`Prerender (not found): ${page.path} -> ${path.relative(process.cwd(), path.join(notFoundDir, entry.html))}`);
  }
  // Every route's path, so the server can tell which addresses no other route claims.
  const routePaths = Object.values(build.routes).flatMap((route) => (route?.path ? [route.path] : []));
  const manifest: NotFoundManifest = { routePaths, pages: entries };
  writeFileSync(path.join(notFoundDir, "pages.json"), JSON.stringify(manifest, null, 2));

  let written = 0;
  for (const page of prerenderedPages()) {
    // The data URL a client would ask for (future.v8_trailingSlashAwareDataRequests: "/" → "/_.data").
    const url = page === "/" ? "/_.data" : `${page}.data`;
    const file = path.join(buildDirectory, "client", ...url.split("/"));
    if (existsSync(file)) continue; // the page has a loader: React Router wrote it
    const data = await render(url);
    if (data.status !== 200) throw new Error(`Prerender (data): ${url} answered ${data.status}, not 200.`);
    writeFileSync(file, data.body);
    written++;
  }
  log(`Prerender (data): ${written} pages without a loader`);
}
