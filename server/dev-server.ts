import type http from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { ModuleRunner } from "vite/module-runner";
import type { ReloadGate } from "../scripts/reload-gate.mjs";
import { prerenderPaths } from "../app/route-table";
import { buildSearchIndex } from "../scripts/search-index";
import { devAdminRouter } from "./admin";
import { localHandler } from "./admin-local";
import { contentErrorPages, contentWatch } from "./dev-content-errors";
import { exitOnStartupError, startServer } from "./start-server";

/**
 * `npm run dev` (scripts/dev.mjs loads this module through Vite): the production start-up
 * (server/start-server.ts) — the same Express app, contact API, outbox (SQLite, or PostgreSQL with
 * DATABASE_URL) and delivery worker — with Vite's middlewares in place of the built files and the
 * React Router build loaded from the sources on every request (hot reload).
 *
 * Differences from production: every page renders per request (nothing is prerendered, BUILD_DIR
 * is not read), React runs its development build, and the pages' CSP allows what hot reload needs
 * (contentSecurityPolicy in server/security-headers.ts). Without SMTP_URL every mail is written as
 * an .eml file under DATA_DIR/outbox/ and its path is logged (contact.mail_written).
 */
export async function startDevServer({
  vite,
  runner,
  gate,
  httpServer,
}: {
  vite: ViteDevServer;
  /** A module runner of Vite's SSR environment (it re-imports what changed). */
  runner: ModuleRunner;
  /** Lets the runner's reloads happen only between page requests (scripts/dev.mjs creates it outside Vite). */
  gate: ReloadGate;
  httpServer: http.Server;
}) {
  const adminUi = adminPage();
  const close = () => Promise.all([vite.close(), adminUi.close(), runner.close()]).then(() => {});
  // Every request past the health checks, the admin and the contact API (server/app.ts) passes the
  // gate: it waits while a saved file's reload is pending or running, and no reload starts while it
  // renders (lazily imported modules, e.g. the contact form, come from the same set as the page's).
  const viteMiddlewares = vite.middlewares as unknown as RequestHandler;
  const gated: RequestHandler = (req, res, next) => {
    gate.enter().then(() => {
      // Counted until the answer is written ("finish"), or the client went away before ("close"):
      // a slow reader of a finished page does not hold the reloads back.
      let left = false;
      const leave = () => {
        if (!left) gate.leave();
        left = true;
      };
      res.once("finish", leave);
      res.once("close", leave);
      viteMiddlewares(req, res, next);
    }, next);
  };
  // Every change of content/ runs the build's content rules over all files (also the editions'
  // agreement); while one fails, the pages show which file and field, in German.
  const content = contentWatch();
  for (const event of ["add", "change", "unlink"]) vite.watcher.on(event, (file: string) => content.changed(file));
  content.problem();
  await startServer({
    service: "web-dev",
    loadBuild: async () => () => runner.import<ServerBuild>("virtual:react-router/server-build"),
    // The search index from the content files as they are at start-up (restart after editing them).
    searchIndex: () => buildSearchIndex(),
    // Hot reload's websocket runs on the server's own port (scripts/dev.mjs); the browser may reach
    // it under any host name (localhost, 127.0.0.1, a LAN address), hence the wildcard host.
    dev: (config) => ({
      vite: gated,
      hmrOrigin: `ws://*:${config.port}`,
      prerenderedPaths: prerenderPaths(),
      contentErrors: contentErrorPages(content),
    }),
    httpServer,
    // The content admin on this working tree (local storage, no account): /keystatic.
    admin: async () => devAdminRouter({ handler: await localHandler(), ui: adminUi.middleware }),
    started(config) {
      const host = config.host === "0.0.0.0" ? "localhost" : config.host;
      const mail = config.contact.smtpUrl
        ? "sent through SMTP_URL"
        : "written as .eml files (each path in the log: contact.mail_written)";
      console.log(`\n  Development server (Express + Vite, hot reload): http://${host}:${config.port}`);
      console.log(`  Contact mails: ${mail}\n`);
    },
    stopping: close,
  }).catch(async (err: unknown) => {
    await close().catch(() => {});
    exitOnStartupError(err);
  });
}

/**
 * The admin's page from its sources (admin/vite.config.ts), through a second Vite server of its own,
 * started at the first request to /keystatic: `npm run dev` starts as fast as before, and the site's
 * Vite server never sees the admin's modules.
 */
function adminPage() {
  let server: Promise<ViteDevServer> | undefined;
  return {
    middleware: ((req, res, next) => {
      server ??= createServer({
        configFile: "admin/vite.config.ts",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      server.then((s) => s.middlewares(req, res, next), next);
    }) as RequestHandler,
    close: async () => {
      await (await server)?.close();
    },
  };
}
