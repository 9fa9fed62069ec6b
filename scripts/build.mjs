// Production build: the React Router app (client, server, prerendered pages), the files derived
// from it (CSP hashes, sitemap), and the Node server bundled into BUILD_DIR/node.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { build } from "esbuild";

const buildDir = process.env.BUILD_DIR ?? "build";
const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit", env: process.env });

run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"]);
run(process.execPath, ["scripts/postbuild.mjs"]);
await build({
  entryPoints: Object.fromEntries(
    Object.entries({ main: "server/main.ts", leads: "server/leads.ts" }).filter(([, file]) => existsSync(file)),
  ),
  outdir: `${buildDir}/node`,
  bundle: true,
  platform: "node",
  format: "esm",
  // Code splitting keeps the dynamic imports of server/main.ts lazy: start-up checks answer fast.
  splitting: true,
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
}).catch(() => process.exit(1));
console.log(`build: done (${buildDir})`);
