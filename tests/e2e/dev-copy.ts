/**
 * `npm run dev` in a temporary copy of the project, on a free port: the specs that write content
 * files through it (admin.spec.ts, dev-reload.spec.ts) never touch this working tree's content/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "./fixtures";
import { freePort } from "./server-process";

/** What `npm run dev` reads: the sources, the content and the configuration. */
const FOLDERS = ["app", "content", "vite", "scripts", "server", "public", "admin"];
const FILES = ["package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts", "keystatic.config.ts"];

export type DevCopy = {
  /** The copy's folder. */
  copy: string;
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The `npm run dev` process (its own process group). */
  dev: ChildProcess;
  /** Everything the server has printed so far (a failed test attaches it). */
  output: () => string;
  /** Stops the server, unless it exited by itself, and removes the copy. */
  stop: () => Promise<void>;
};

/** Polls `${base}/readyz` until it answers 200; the error names the server's output. */
export async function waitUntilReady(base: string, output: () => string, timeout = 120_000) {
  await expect
    .poll(
      () =>
        fetch(`${base}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout, intervals: [500] },
    )
    .toBe(200)
    .catch((error: unknown) => {
      throw new Error(`the server at ${base} did not become ready; its output:\n${output()}`, { cause: error });
    });
}

export async function startDevCopy(prefix: string): Promise<DevCopy> {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of FOLDERS)
    cpSync(entry, path.join(copy, entry), { recursive: true, filter: (src) => !src.includes("/generated") });
  for (const file of [...FILES, ".gitignore"]) if (existsSync(file)) cpSync(file, path.join(copy, file));
  symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: "127.0.0.1" };
  env.DATA_DIR = path.join(copy, "data");
  for (const name of ["SMTP_URL", "DATABASE_URL", "KEYSTATIC_GITHUB_REPO"]) delete env[name];
  const dev = spawn("npm", ["run", "dev"], { cwd: copy, env, detached: true }); // own process group
  let output = "";
  dev.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  dev.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const stop = async () => {
    // A server that exited by itself is no process group to stop (its output names why).
    if (dev.pid && dev.exitCode === null && dev.signalCode === null) {
      const closed = new Promise((resolve) => dev.once("close", resolve));
      process.kill(-dev.pid, "SIGTERM");
      await closed;
    }
    rmSync(copy, { recursive: true, force: true });
  };
  await waitUntilReady(base, () => output).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { copy, base, dev, output: () => output, stop };
}
