import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
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
