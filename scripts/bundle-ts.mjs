// The project's TypeScript modules bundled for a script that runs them with plain Node (the
// benchmarks): ESM for Node 20, npm packages left external, the output inside node_modules/.cache so
// that the bundle's bare imports (express, pg, better-sqlite3, …) resolve from there.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";

const root = resolve(import.meta.dirname, "..");

/** Bundles `entry` (relative to the repository) into node_modules/.cache/<folder>/<name>-<pid>.mjs. */
export async function bundleTs(entry, name, folder) {
  const cacheDir = join(root, "node_modules", ".cache", folder);
  mkdirSync(cacheDir, { recursive: true });
  const outfile = join(cacheDir, `${name}-${process.pid}.mjs`);
  await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}
