import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { differingFacts, privacyFacts, type PrivacyFacts } from "../app/content/legal/operation";
import { ConfigError, loadConfig, type Config } from "./config";
import { lockOutbox, type OutboxLock } from "./contact/outbox-lock";
import { prepareDataDir } from "./data-dir";
import { createLogger, type Logger } from "./log";
import { checkSiteOrigin } from "./origin";
import { listen, listenError } from "./listen";
import { StartupError } from "./startup-error";

/**
 * Entry point of the production server: `npm start` (after a build) or `node build/node/main.js`.
 * Start-up checks everything that can be checked (settings, DATA_DIR, the outbox lock, the origin
 * of the build, the port) before anything runs in the background: a failure prints one line naming
 * the setting and the fix, and exits with status 1.
 */
let outboxLock: OutboxLock | undefined;

async function main() {
  const log = createLogger({ service: "web" });
  let config = loadConfig();
  prepareDataDir(config.dataDir);
  // Held for the life of the process (a module-level reference keeps it from being collected);
  // the operating system releases it when the process ends.
  outboxLock = lockOutbox(config.dataDir);
  config = checkSiteOrigin(config);

  const buildFile = path.resolve(config.buildDir, "server/index.js");
  if (!existsSync(buildFile)) {
    throw new StartupError(
      `BUILD_DIR=${config.buildDir} holds no build (${buildFile} is missing): run npm run build, or npm start.`,
    );
  }
  // The heavy modules load only now, so a failed check above answers within a fraction of a second
  // (scripts/build.mjs bundles with code splitting to keep these imports lazy).
  const [{ createApp }, { createContactService }, { createMetrics }, build] = await Promise.all([
    import("./app"),
    import("./contact/contact-service"),
    import("./http/metrics"),
    import(pathToFileURL(buildFile).href) as Promise<ServerBuild>,
  ]);
  const metrics = config.metrics ? createMetrics() : undefined;
  let contact;
  try {
    contact = createContactService(config, log, { onDeliveryResult: metrics?.onDeliveryResult });
  } catch (err) {
    throw new StartupError(
      `DATA_DIR=${config.dataDir}: the contact outbox cannot be opened (${describe(err)}): check the disk and the file contact.sqlite, or restore it from a backup.`,
    );
  }
  try {
    await contact.ready(); // PostgreSQL: connected and schema migrated (SQLite: open already)
  } catch (err) {
    throw new StartupError(
      `DATABASE_URL: the contact outbox in PostgreSQL cannot be used (${describe(err)}): check that the database is reachable and the URL's host, database, user and password.`,
    );
  }
  const app = createApp({ config, log, build, contactRouter: contact.router, health: contact.health, metrics });

  const server = http.createServer(app);
  await listen(server, config.port, config.host, "PORT", "HOST");
  if (config.metrics) {
    try {
      await metrics!.listen(config.metrics.port, config.metrics.host, contact.health);
    } catch (err) {
      throw listenError(err, config.metrics.port, config.metrics.host, "METRICS_PORT", "METRICS_HOST");
    }
  }
  // Only now, with the port bound, does the delivery worker start.
  contact.start();
  // A running server whose prerendered policy describes another configuration: say so loudly
  // (after the start-up checks, so a failed start still prints its one line).
  warnIfPrivacyPolicyDisagrees(config, log);
  const address = server.address() as AddressInfo;
  log.info("listening", {
    url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${address.port}`,
    siteUrl: config.siteUrl,
    ...(config.metrics ? { metrics: `http://${config.metrics.host}:${config.metrics.port}/metrics` } : {}),
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
      outboxLock?.release();
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

const describe = (err: unknown) => {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return [code, message].filter(Boolean).join(": ") || String(err);
};

/**
 * The prerendered privacy policy states how the server is run (retention, proxy, auto-reply, mail
 * delivery …). It was rendered from the configuration at build time; say loudly when this server's
 * configuration makes it untrue. `npm start` rebuilds when an input changed.
 */
function warnIfPrivacyPolicyDisagrees(config: Config, log: Logger) {
  const factsFile = path.resolve(config.buildDir, "privacy-facts.json");
  if (!existsSync(factsFile)) return;
  const stated = JSON.parse(readFileSync(factsFile, "utf8")).facts as PrivacyFacts;
  const actual = privacyFacts(config);
  const differing = differingFacts(stated, actual);
  if (differing.length === 0) return;
  log.error(
    "PRIVACY POLICY OUT OF DATE: the prerendered /privacy page describes another configuration. Rebuild with this environment (npm start does it).",
    { differing: Object.fromEntries(differing.map((k) => [k, { stated: stated[k], actual: actual[k] }])) },
  );
}

main().catch((err) => {
  // The one line an operator needs; a stack only for errors nobody anticipated.
  if (err instanceof StartupError || err instanceof ConfigError) console.error(`Cannot start: ${err.message}`);
  else console.error("Cannot start:", err);
  process.exit(1);
});
