/**
 * Operator CLI for the contact outbox: `npm run leads -- list|show|retry|purge|delete`.
 * Reads the same environment as the server (DATA_DIR, CONTACT_RETENTION_DAYS, …).
 */
import { ConfigError, loadConfig } from "./config";
import { runLeadsCli } from "./contact/leads-cli";

try {
  process.exitCode = await runLeadsCli(process.argv.slice(2), {
    config: loadConfig(),
    out: (line) => process.stdout.write(line + "\n"),
    err: (line) => process.stderr.write(line + "\n"),
  });
} catch (err) {
  process.stderr.write((err instanceof ConfigError ? err.message : String(err)) + "\n");
  process.exitCode = 2;
}
