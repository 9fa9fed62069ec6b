import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { StartupError } from "./startup-error";

/**
 * Canonical links, Open Graph URLs and the sitemap are written into the prerendered pages at build
 * time. A server whose SITE_URL differs would publish the build's origin, so it refuses to start
 * (docs/decisions/0008-operations.md). Without SITE_URL the server takes the build's origin.
 */
export function checkSiteOrigin(config: Config): Config {
  const infoFile = path.resolve(config.buildDir, "build-info.json");
  if (!existsSync(infoFile)) return config;
  const built = (JSON.parse(readFileSync(infoFile, "utf8")) as { siteUrl?: string }).siteUrl;
  if (!built) return config;
  if (!config.siteUrlExplicit) return { ...config, siteUrl: built };
  if (built !== config.siteUrl) {
    throw new StartupError(
      `SITE_URL=${config.siteUrl} differs from the origin the pages were built for (${built}): rebuild with the same SITE_URL (npm start rebuilds automatically; or SITE_URL=${config.siteUrl} npm run build).`,
    );
  }
  return config;
}
