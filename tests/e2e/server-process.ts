/**
 * Real server processes for the operations tests: `node BUILD_DIR/node/main.js` with its own
 * free port and DATA_DIR, its output collected, stopped after the test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "../support/free-port.mjs";

export { freePort };

export const buildDir = process.env.BUILD_DIR ?? "build";

export function tempDir(prefix = "ops-") {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type ServerProcess = {
  proc: ChildProcess;
  port: number;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
};

/**
 * Starts the built server; `command` wraps it (e.g. a shell with ulimit). It inherits this process's
 * environment except the names in `unset` that `env` does not set (a test of a setting's absence must
 * not depend on the shell it runs in).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { shellPrefix?: string; unset?: readonly string[] } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const main = path.join(buildDir, "node", "main.js");
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    RATE_LIMIT: "0",
    ...env,
    PORT: String(port),
  };
  // The build's origin unless a test sets one.
  if (!env.SITE_URL) delete fullEnv.SITE_URL;
  for (const name of options.unset ?? []) if (!(name in env)) delete fullEnv[name];
  const proc = options.shellPrefix
    ? spawn("bash", ["-c", `${options.shellPrefix}; exec "${process.execPath}" "${main}"`], { env: fullEnv })
    : spawn(process.execPath, [main], { env: fullEnv });
  let out = "";
  let err = "";
  proc.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  proc.stderr!.on("data", (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | string>((resolve) =>
    proc.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop(signal = "SIGTERM") {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}

/** Waits until GET /readyz answers 200, or fails with the process output when it exits. */
export async function ready(server: ServerProcess, timeoutMs = 15_000): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited early:\n${server.stderr()}\n${server.stdout()}`);
    try {
      const res = await fetch(`${server.url}/readyz`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.stderr()}`);
}

/** Resolves with the exit code, or "still running" after the given time (then the process is killed). */
export async function exitWithin(server: ServerProcess, ms: number): Promise<number | string> {
  const timer = new Promise<string>((resolve) => setTimeout(() => resolve("still running"), ms));
  const result = await Promise.race([server.exited, timer]);
  if (result === "still running") await server.stop("SIGKILL");
  return result;
}
