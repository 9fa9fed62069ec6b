/**
 * Operator CLI for the contact outbox: `npm run leads -- list|show|retry|purge|delete`.
 * Reads the same environment as the server (DATA_DIR, CONTACT_RETENTION_DAYS, …).
 */
import { ConfigError, loadConfig } from "./config";
import { runLeadsCli } from "./contact/leads-cli";

// `npm run leads -- list | head`: a reader that stops early closes the pipe; that is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw err;
  });
}

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
