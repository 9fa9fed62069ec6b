import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table";
import { prerenderExtra } from "./scripts/prerender-extra";

const prerender: Config["prerender"] = () => prerenderPaths();

// React Router prerenders only answers with status 200: the not-found pages and the route data of
// pages without a loader are rendered after it, by the same server build (scripts/prerender-extra.ts).
// The site search's index is built from the content files then too (scripts/search-index.ts), and the
// articles' social images (scripts/article-images.ts) and the images in their texts (vite/article-pictures.ts).
const buildEnd: Config["buildEnd"] = async ({ reactRouterConfig, viteConfig }) => {
  const log = (message: string) => viteConfig.logger.info(message);
  await prerenderExtra({
    buildDirectory: reactRouterConfig.buildDirectory,
    serverBuildFile: reactRouterConfig.serverBuildFile,
    log,
  });
  // Imported here, not at the top: the configuration's own imports are watched in `npm run dev`, and the
  // index builder reads the content modules, whose first render writes generated files (a reload per write).
  const { writeSearchIndex } = await import("./scripts/search-index");
  writeSearchIndex(reactRouterConfig.buildDirectory, log);
  // Each published article's social image, 1200 × 630 (issue 37).
  const { writeArticleImages } = await import("./scripts/article-images");
  await writeArticleImages(reactRouterConfig.buildDirectory, log);
  // The images in the published articles' texts, as AVIF and WebP in up to three widths (vite/article-pictures.ts).
  const { writeArticlePictures } = await import("./vite/article-pictures");
  await writeArticlePictures(reactRouterConfig.buildDirectory, log);
};

/**
 * The functions of the configuration, created once per process. `npm run dev` loads this file again
 * whenever a file below app/ is added (the first render writes the generated drawings there) or one
 * of its imports changes, and compares the result with the previous one; functions compare by
 * identity, so fresh ones would read as "Config changed" and reload the server build while a request
 * renders (two copies of the page modules: "useEdition() outside a page", HTTP 500). A build loads
 * the configuration once, so it always runs the functions above.
 */
const functions = ((
  globalThis as { __routerConfigFunctions?: { prerender: typeof prerender; buildEnd: typeof buildEnd } }
).__routerConfigFunctions ??= { prerender, buildEnd });

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use separate folders.
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: functions.prerender,
  buildEnd: functions.buildEnd,
  // Every v8 behaviour the installed 7.x offers, so React Router 8 is no migration
  // (scripts/future-flags.test.ts fails when an upgrade brings a flag that is not switched on).
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
