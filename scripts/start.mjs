// `npm start`: build when there is no build yet, when the sources are newer than the build, or when
// SITE_URL differs from the origin the prerendered pages were built for; then run the server.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const serverEntry = path.join(buildDir, "node", "main.js");
const infoFile = path.join(buildDir, "build-info.json");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function buildReason() {
  if (!existsSync(serverEntry) || !existsSync(infoFile)) return "no build yet";
  const builtAt = statSync(infoFile).mtimeMs;
  const sources = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"].filter(
    existsSync,
  );
  if (sources.some((s) => newestMtime(s) > builtAt)) return "sources changed since the last build";
  const info = JSON.parse(readFileSync(infoFile, "utf8"));
  const wanted = process.env.SITE_URL?.replace(/\/+$/, "");
  if (wanted && wanted !== info.siteUrl) return `SITE_URL changed (${info.siteUrl} → ${wanted})`;
  return null;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the site: ${reason} …`);
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}

// React renders its production build only when NODE_ENV says so (the development build is several times slower).
const child = spawn(process.execPath, ["--enable-source-maps", serverEntry], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
