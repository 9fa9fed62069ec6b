import { join } from "node:path";
import type { Config } from "../config";

/** Where the outbox lives inside DATA_DIR; the server and the leads CLI open the same file. */
export const outboxDbPath = (config: Config) => join(config.dataDir, "contact.sqlite");
/** Where mails go as .eml files when no SMTP_URL is configured. */
export const outboxMailDir = (config: Config) => join(config.dataDir, "outbox");
