import type { RequestHandler, Router } from "express";
import type { Config } from "../config";
import type { Logger } from "../log";
import { createStatsCollector, type StatsCollector } from "./collector";
import { createDashboardRouter } from "./dashboard";
import { countPageViews } from "./middleware";
import type { LeadVisit } from "./model";
import { DASHBOARD_PATH, statsDbPath } from "./paths";
import { openPostgresStatsStore } from "./pg-store";
import { openSqliteStatsStore } from "./sqlite-store";
import type { StatsStore } from "./store";

/**
 * Reach measurement on this server (docs/decisions/0020-reach-measurement.md), when STATS is on: the
 * counting middleware, the collector that buffers and writes, the store, and the dashboard. The
 * server wires them (server/start-server.ts); with STATS=0 none of it exists.
 */
export type StatsService = {
  /** Counts the page views; mounted after the dashboard, the admin and the APIs (server/app.ts). */
  countViews: RequestHandler;
  /** /statistik and /statistik.csv, in the site's font when the build has one (server/app.ts finds it). */
  dashboard(fontUrl?: string): Router;
  /** Counts a lead by its visit (the contact service calls it once the lead is stored). */
  countLead(visit: LeadVisit | undefined): void;
  ready: Promise<void>;
  start(): void;
  /** Writes what is buffered and closes the store (shutdown). */
  stop(): Promise<void>;
};

/** The counts of this configuration: PostgreSQL with DATABASE_URL, else DATA_DIR/stats.sqlite. */
export const openStatsStore = (config: Config, options: { readonly?: boolean } = {}): StatsStore =>
  config.databaseUrl ? openPostgresStatsStore(config.databaseUrl) : openSqliteStatsStore(statsDbPath(config), options);

export function createStatsService(
  config: Config,
  log: Logger,
  options: { store?: StatsStore; now?: () => number; flushIntervalMs?: number } = {},
): StatsService | undefined {
  if (!config.stats) return undefined;
  const slog = log.child({ component: "stats" });
  const store = options.store ?? openStatsStore(config);
  const collector: StatsCollector = createStatsCollector({
    store,
    log: slog,
    retentionDays: config.stats.retentionDays,
    now: options.now,
    flushIntervalMs: options.flushIntervalMs,
  });
  const users = config.stats.dashboardUsers;
  const dashboardUsers = config.production ? (users.size > 0 ? users : undefined) : null;
  return {
    countViews: countPageViews(collector, { siteUrl: config.siteUrl, log: slog }),
    dashboard: (fontUrl) =>
      createDashboardRouter({
        store,
        log: slog,
        retentionDays: config.stats!.retentionDays,
        users: dashboardUsers,
        fontUrl,
        now: options.now,
      }),
    countLead: (visit) => collector.countLead(visit),
    ready: store.ready,
    start() {
      collector.start();
      slog.info("stats.started", {
        store: store.kind,
        retentionDays: config.stats!.retentionDays,
        dashboard:
          dashboardUsers === null
            ? `${DASHBOARD_PATH} (open: development)`
            : dashboardUsers
              ? `${DASHBOARD_PATH} (sign-in: ${dashboardUsers.size} user(s))`
              : "off (set STATS_DASHBOARD_USERS, README: Reading the numbers)",
      });
    },
    stop: () => collector.stop(),
  };
}
