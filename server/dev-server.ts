import type http from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { ModuleRunner } from "vite/module-runner";
import { prerenderPaths } from "../app/route-table";
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
  httpServer,
}: {
  vite: ViteDevServer;
  /** The module runner of Vite's SSR environment (it re-imports what changed). */
  runner: ModuleRunner;
  httpServer: http.Server;
}) {
  await startServer({
    service: "web-dev",
    loadBuild: async () => () => runner.import<ServerBuild>("virtual:react-router/server-build"),
    // Hot reload's websocket runs on the server's own port (scripts/dev.mjs); the browser may reach
    // it under any host name (localhost, 127.0.0.1, a LAN address), hence the wildcard host.
    dev: (config) => ({
      vite: vite.middlewares as unknown as RequestHandler,
      hmrOrigin: `ws://*:${config.port}`,
      prerenderedPaths: prerenderPaths(),
    }),
    httpServer,
    started(config) {
      const host = config.host === "0.0.0.0" ? "localhost" : config.host;
      const mail = config.contact.smtpUrl
        ? "sent through SMTP_URL"
        : "written as .eml files (each path in the log: contact.mail_written)";
      console.log(`\n  Development server (Express + Vite, hot reload): http://${host}:${config.port}`);
      console.log(`  Contact mails: ${mail}\n`);
    },
    stopping: () => vite.close(),
  }).catch(async (err: unknown) => {
    await vite.close().catch(() => {});
    exitOnStartupError(err);
  });
}
