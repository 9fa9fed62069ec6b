import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
