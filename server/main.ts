import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Config } from "./config";
import { checkAdminBuild, githubHandler, productionAdminRouter } from "./admin";
import { checkSiteOrigin } from "./origin";
import { exitOnStartupError, startServer } from "./start-server";
import { StartupError } from "./startup-error";

/**
 * Entry point of the production server: `npm start` (after a build) or `node build/node/main.js`.
 * The start-up itself (server/start-server.ts) is shared with `npm run dev`; only production
 * checks the build: it must exist, and it must have been made for this SITE_URL (the privacy policy
 * follows the running configuration by itself, see server/app.ts).
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
    checkAdminBuild(checked);
    return checked;
  },
  // The content admin only with its GitHub settings (KEYSTATIC_*): else /keystatic answers 404.
  admin: async (config) =>
    config.admin && productionAdminRouter({ config, handler: await githubHandler(config.admin) }),
  loadBuild: (config) => import(pathToFileURL(serverBuildFile(config)).href) as Promise<ServerBuild>,
}).catch(exitOnStartupError);

function serverBuildFile(config: Config) {
  return path.resolve(config.buildDir, "server/index.js");
}
