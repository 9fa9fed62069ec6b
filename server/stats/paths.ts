import { join } from "node:path";
import type { Config } from "../config";

/** The daily counts beside the contact outbox in DATA_DIR; the server, the CLI and the dashboard read it. */
export const statsDbPath = (config: Pick<Config, "dataDir">) => join(config.dataDir, "stats.sqlite");

/** The dashboard (German, for the marketing team); its export is the same address with ".csv". */
export const DASHBOARD_PATH = "/statistik";

/** The dashboard's two addresses: the page and its export. */
export const isDashboardPath = (path: string) => path === DASHBOARD_PATH || path === `${DASHBOARD_PATH}.csv`;
