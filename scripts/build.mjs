// Production build: the React Router app (client, server, prerendered pages), the files derived
// from it (CSP hashes, sitemap), and the Node server bundled into BUILD_DIR/node.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const buildDir = process.env.BUILD_DIR ?? "build";
const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit", env: process.env });

/**
 * React Router prints a "Future Flag Warning" for every v8 behaviour not switched on yet: each is a
 * change React Router 8 will force. The build fails on one, so it is dealt with when it appears (an
 * upgrade); react-router.config.ts switches on every flag the installed version offers.
 */
async function reactRouterBuild() {
  const child = spawn(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    stdio: ["inherit", "pipe", "pipe"],
    env: process.env,
  });
  let output = "";
  const relay = (target) => (chunk) => {
    target.write(chunk);
    output += chunk.toString();
  };
  child.stdout.on("data", relay(process.stdout));
  child.stderr.on("data", relay(process.stderr));
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) process.exit(code ?? 1);
  if (output.includes("Future Flag Warning")) {
    console.error("build: React Router printed a Future Flag Warning: switch that flag on in react-router.config.ts.");
    process.exit(1);
  }
}

await reactRouterBuild();
run(process.execPath, ["scripts/postbuild.mjs"]);
// The content admin (docs/editing.md): its own bundle in BUILD_DIR/admin, for a server that serves it,
// which is one with KEYSTATIC_GITHUB_REPO (and the other KEYSTATIC_* settings, server/config.ts).
if (process.env.KEYSTATIC_GITHUB_REPO)
  run(process.execPath, [
    "node_modules/vite/bin/vite.js",
    "build",
    "--config",
    "admin/vite.config.ts",
    "--logLevel",
    "warn",
  ]);
/** `import text from "./file.css?raw"` (the statistics dashboard's styles), as Vite reads it in development. */
const rawText = {
  name: "raw-text",
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -"?raw".length)),
      namespace: "raw-text",
    }));
    b.onLoad({ filter: /.*/, namespace: "raw-text" }, (args) => ({
      contents: readFileSync(args.path, "utf8"),
      loader: "text",
    }));
  },
};
await build({
  entryPoints: Object.fromEntries(
    Object.entries({ main: "server/main.ts", leads: "server/leads.ts", stats: "server/stats.ts" }).filter(([, file]) =>
      existsSync(file),
    ),
  ),
  plugins: [rawText],
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
