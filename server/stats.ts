/**
 * Operator CLI for the reach counts: `npm run stats` (tables), `-- --json` (the contract object),
 * `-- --csv`, `-- password <name>`. Reads the same environment as the server (DATA_DIR, DATABASE_URL,
 * STATS) and works while the server runs (it shows what the server has written: up to 5 s behind).
 */
import { ConfigError, loadConfig } from "./config";
import { runStatsCli } from "./stats/stats-cli";

// `npm run stats | head`: a reader that stops early closes the pipe; that is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw err;
  });
}

/** A password typed at the terminal (not echoed), or piped in (the first line). */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = "";
    for await (const chunk of input) text += chunk;
    return text.split(/\r?\n/)[0] ?? "";
  }
  process.stderr.write("Password (not shown): ");
  input.setRawMode(true);
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chars: string) => {
      for (const c of chars) {
        if (c === "\r" || c === "\n" || c === "\u0004") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stderr.write("\n");
          return resolve(typed);
        }
        if (c === "\u0003") process.exit(130);
        typed = c === "\u007f" ? typed.slice(0, -1) : typed + c;
      }
    };
    input.on("data", onData);
  });
}

try {
  process.exitCode = await runStatsCli(process.argv.slice(2), {
    config: loadConfig(),
    out: (text) => process.stdout.write(text),
    err: (line) => process.stderr.write(line + "\n"),
    readPassword,
  });
} catch (err) {
  process.stderr.write((err instanceof ConfigError ? err.message : `stats: ${String(err)}`) + "\n");
  process.exitCode = 2;
}
