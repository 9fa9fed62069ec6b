import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppOptions } from "./app";
import type { SearchIndexFile } from "../app/search/search-engine";
import { ConfigError, loadConfig, type Config } from "./config";
import { lockOutbox, type OutboxLock } from "./contact/outbox-lock";
import { prepareDataDir } from "./data-dir";
import { listen, listenError } from "./listen";
import { createLogger, type Logger } from "./log";
import { StartupError, describeError as describe } from "./startup-error";

/**
 * What differs between the production server (server/main.ts) and `npm run dev`
 * (server/dev-server.ts). Everything else — settings, DATA_DIR and its lock, the contact service
 * (SQLite or PostgreSQL), metrics, the Express app, the port, shutdown — is this one start-up, so
 * development runs exactly what production runs.
 */
export type ServerMode = {
  /** `service` field of every log line. */
  service: string;
  /** Checks only this mode makes, before anything heavy is loaded; may complete the settings. */
  check?(config: Config): Config;
  /** The React Router build: imported once (production) or a loader called per request (development). */
  loadBuild(config: Config): Promise<AppOptions["build"]>;
  /** The content admin's routes for this mode and configuration (server/admin.ts), if any. */
  admin?(config: Config): Promise<AppOptions["adminRouter"]>;
  /** Development: Vite's middlewares in place of the built files (see createApp). */
  dev?(config: Config): AppOptions["dev"];
  /** The HTTP server to listen with (development: the one Vite's hot-reload websocket shares). */
  httpServer?: http.Server;
  /** The search index (development: built from the content files); BUILD_DIR/search-index.json otherwise. */
  searchIndex?(): SearchIndexFile;
  /** Runs once the port is bound and the delivery worker has started. */
  started?(config: Config, log: Logger): void;
  /** Runs first when the process is asked to stop (development: closes Vite and its websocket). */
  stopping?(): Promise<void>;
};

// Held for the life of the process (a module-level reference keeps it from being collected); the
// operating system releases it when the process ends.
let outboxLock: OutboxLock | undefined;

/**
 * Start-up checks everything that can be checked (settings, DATA_DIR, the outbox lock, the mode's
 * own checks, the port) before anything runs in the background: a failure is a StartupError or
 * ConfigError naming the setting and the fix (see exitOnStartupError).
 */
export async function startServer(mode: ServerMode) {
  const log = createLogger({ service: mode.service });
  let config = loadConfig();
  prepareDataDir(config.dataDir);
  outboxLock = lockOutbox(config.dataDir);
  if (mode.check) config = mode.check(config);

  // The heavy modules load only now, so a failed check above answers within a fraction of a second
  // (scripts/build.mjs bundles with code splitting to keep these imports lazy).
  const [
    { createApp },
    { createContactService },
    { createMetrics },
    { createStatsService },
    search,
    build,
    adminRouter,
  ] = await Promise.all([
    import("./app"),
    import("./contact/contact-service"),
    import("./http/metrics"),
    import("./stats/stats-service"),
    import("./search/search-service"),
    mode.loadBuild(config),
    mode.admin?.(config),
  ]);
  const metrics = config.metrics ? createMetrics() : undefined;
  // Counting must never cost a visitor a page: counts that cannot be opened leave the site running
  // without them, with an error in the log (the operator's fix: the file, the database, or STATS=0).
  let stats;
  try {
    stats = createStatsService(config, log);
    await stats?.ready;
  } catch (err) {
    log.error(
      `REACH COUNTING IS OFF: the counts cannot be opened (${describe(err)}). Check ${config.databaseUrl ? "DATABASE_URL" : `${config.dataDir}/stats.sqlite (move it aside to start anew)`}, or set STATS=0.`,
    );
    await stats?.stop().catch(() => {});
    stats = undefined;
  }
  let contact;
  try {
    contact = createContactService(config, log, {
      onDeliveryResult: metrics?.onDeliveryResult,
      onLeadAccepted: stats?.countLead,
    });
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
  const searchService = search.createSearchService({
    index: mode.searchIndex?.() ?? search.readSearchIndex(config.buildDir),
    log,
    rateLimit: config.contact.rateLimit,
  });
  const app = createApp({
    config,
    log,
    build,
    contactRouter: contact.router,
    search: searchService,
    adminRouter,
    health: contact.health,
    metrics,
    stats,
    dev: mode.dev?.(config),
  });

  const server = mode.httpServer ?? http.createServer();
  server.on("request", app);
  await listen(server, config.port, config.host, "PORT", "HOST");
  if (config.metrics) {
    try {
      await metrics!.listen(config.metrics.port, config.metrics.host, contact.health);
    } catch (err) {
      throw listenError(err, config.metrics.port, config.metrics.host, "METRICS_PORT", "METRICS_HOST");
    }
  }
  // Only now, with the port bound, does the delivery worker start (and the counts' timers).
  contact.start();
  stats?.start();
  // The search index is made ready for queries once the server answers (about a second of work).
  setImmediate(() => searchService.warm());
  mode.started?.(config, log);
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
    void mode.stopping?.();
    // Stop accepting connections, let running requests finish, then stop the delivery worker.
    server.close(async () => {
      // Every request has been answered: the last counts are written before the process ends.
      await stats?.stop().catch((err: unknown) => log.error("stats.stop_failed", { error: err }));
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

/** A failed start: the one line an operator needs, a stack only for errors nobody anticipated. */
export function exitOnStartupError(err: unknown): never {
  if (err instanceof StartupError || err instanceof ConfigError) console.error(`Cannot start: ${err.message}`);
  else console.error("Cannot start:", err);
  process.exit(1);
}
