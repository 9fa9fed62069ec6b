import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { differingFacts, privacyFacts, type PrivacyFacts } from "../app/content/legal/operation";
import type { Config } from "./config";
import type { Logger } from "./log";
import { checkSiteOrigin } from "./origin";
import { exitOnStartupError, startServer } from "./start-server";
import { StartupError } from "./startup-error";

/**
 * Entry point of the production server: `npm start` (after a build) or `node build/node/main.js`.
 * The start-up itself (server/start-server.ts) is shared with `npm run dev`; only production
 * checks the build: it must exist, and it must have been made for this SITE_URL and configuration.
 * A failure prints one line naming the setting and the fix, and exits with status 1.
 */
startServer({
  service: "web",
  check(config) {
    const checked = checkSiteOrigin(config);
    const buildFile = serverBuildFile(checked);
    if (!existsSync(buildFile)) {
      throw new StartupError(
        `BUILD_DIR=${checked.buildDir} holds no build (${buildFile} is missing): run npm run build, or npm start.`,
      );
    }
    return checked;
  },
  loadBuild: (config) => import(pathToFileURL(serverBuildFile(config)).href) as Promise<ServerBuild>,
  // A running server whose prerendered policy describes another configuration: say so loudly
  // (after the start-up checks, so a failed start still prints its one line).
  started: warnIfPrivacyPolicyDisagrees,
}).catch(exitOnStartupError);

function serverBuildFile(config: Config) {
  return path.resolve(config.buildDir, "server/index.js");
}

/**
 * The prerendered privacy policy states how the server is run (retention, proxy, auto-reply, mail
 * delivery …). It was rendered from the configuration at build time; say loudly when this server's
 * configuration makes it untrue. `npm start` rebuilds when an input changed.
 */
function warnIfPrivacyPolicyDisagrees(config: Config, log: Logger) {
  const factsFile = path.resolve(config.buildDir, "privacy-facts.json");
  if (!existsSync(factsFile)) return;
  const stated = JSON.parse(readFileSync(factsFile, "utf8")).facts as PrivacyFacts;
  const actual = privacyFacts(config);
  const differing = differingFacts(stated, actual);
  if (differing.length === 0) return;
  log.error(
    "PRIVACY POLICY OUT OF DATE: the prerendered /privacy page describes another configuration. Rebuild with this environment (npm start does it).",
    { differing: Object.fromEntries(differing.map((k) => [k, { stated: stated[k], actual: actual[k] }])) },
  );
}
