import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { CONTACT_RETENTION_DAYS_DEFAULT } from "../app/content/legal/retention";
import { ConfigError, loadConfig, type Config } from "./config";
import { createContactService } from "./contact/contact-service";
import { createLogger, type Logger } from "./log";

/** Entry point of the production server: `npm start` (after a build) or `node build/node/main.js`. */
async function main() {
  const log = createLogger({ service: "web" });
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  const buildFile = path.resolve(config.buildDir, "server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  warnIfPrivacyPolicyDisagrees(config, log);
  const contact = createContactService(config, log);
  await contact.ready(); // PostgreSQL: connected and migrated before the first request (SQLite: already)
  contact.start();
  const app = createApp({ config, log, build, contactRouter: contact.router });

  const server = app.listen(config.port, config.host, () => {
    log.info("listening", {
      url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`,
      siteUrl: config.siteUrl,
    });
  });
  server.keepAliveTimeout = 65_000; // longer than typical load balancer idle timeouts
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // Stop accepting connections, let running requests finish, then stop the delivery worker.
    server.close(async () => {
      await contact.stop();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    // Long enough for an SMTP send in flight (timeouts of up to 30 s) to finish.
    setTimeout(() => {
      log.warn("forced exit after timeout");
      process.exit(1);
    }, 35_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** The prerendered privacy policy names the retention period; it must match what the server does. */
function warnIfPrivacyPolicyDisagrees(config: Config, log: Logger) {
  const infoFile = path.resolve(config.buildDir, "build-info.json");
  if (!existsSync(infoFile)) return;
  const built = JSON.parse(readFileSync(infoFile, "utf8")).contactRetentionDays;
  const stated = built ? Number(built) : CONTACT_RETENTION_DAYS_DEFAULT;
  if (stated !== config.contact.retentionDays) {
    log.warn("privacy policy out of date: rebuild with the same CONTACT_RETENTION_DAYS (npm start does)", {
      statedDays: stated,
      configuredDays: config.contact.retentionDays,
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
