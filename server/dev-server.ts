import type http from "node:http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createContactService } from "./contact/contact-service";
import { lockOutbox } from "./contact/outbox-lock";
import { prepareDataDir } from "./data-dir";
import { listen } from "./listen";
import { createLogger } from "./log";
import { StartupError } from "./startup-error";

/**
 * `npm run dev` (scripts/dev.mjs loads this module through Vite): the same Express app, contact API,
 * outbox and delivery worker as production, with Vite's middlewares in place of the built files and
 * the React Router build loaded from the sources on every request (hot reload). Differences from
 * production: no prerendered pages (every page renders per request), the development CSP (see
 * devContentSecurityPolicy), React's development build. Without SMTP_URL every mail is written as an
 * .eml file under DATA_DIR/outbox/ and its path is printed.
 */
export async function startDevServer({ vite, httpServer }: { vite: ViteDevServer; httpServer: http.Server }) {
  const log = createLogger({ service: "web-dev" });
  try {
    const config = loadConfig();
    prepareDataDir(config.dataDir);
    const lock = lockOutbox(config.dataDir);
    const contact = createContactService(config, log);
    const app = createApp({
      config,
      log,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      contactRouter: contact.router,
      health: contact.health,
      dev: { vite: vite.middlewares as never, hmrOrigin: `ws://*:${config.port}` },
    });
    httpServer.on("request", app);
    await listen(httpServer, config.port, config.host);
    contact.start();
    const host = config.host === "0.0.0.0" ? "localhost" : config.host;
    console.log(`\n  Development server (Express + Vite, hot reload): http://${host}:${config.port}\n`);
    const stop = async () => {
      httpServer.close();
      await contact.stop();
      lock.release();
      await vite.close();
      process.exit(0);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (err) {
    if (err instanceof StartupError || err instanceof ConfigError) console.error(`Cannot start: ${err.message}`);
    else console.error("Cannot start:", err);
    await vite.close();
    process.exit(1);
  }
}
