import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table";
import { prerenderExtra } from "./scripts/prerender-extra";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use separate folders.
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: () => prerenderPaths(),
  // React Router prerenders only answers with status 200: the not-found pages and the route data of
  // pages without a loader are rendered after it, by the same server build (scripts/prerender-extra.ts).
  // The site search's index is built from the content files then too (scripts/search-index.ts), and the
  // articles' social images (scripts/article-images.ts).
  buildEnd: async ({ reactRouterConfig, viteConfig }) => {
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
  },
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
