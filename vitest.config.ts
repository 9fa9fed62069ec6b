import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { drawingPlugin } from "./vite/drawing-plugin";
import { inlineScriptPlugin } from "./vite/inline-script-plugin";
import { contentPlugin } from "./vite/content-plugin";
import { iconMasks } from "./vite/icon-mask-plugin";
import { wordmarkMasks } from "./vite/wordmark-mask-plugin";

// Two server processes, a PostgreSQL server and 1,000 messages: this file runs on its own after
// the others, so it neither starves nor is starved by their timing-sensitive tests on small machines.
const MULTI_INSTANCE = "server/contact/multi-instance.test.ts";
// A whole production build with a second identity (about 20 s of CPU): last, on its own.
const REBRAND = "tests/rebrand/rebrand.test.ts";

export default defineConfig({
  // The mask plugins write the icon and wordmark strips (app/assets/generated/, not committed), which
  // the root and the logo strip import: a fresh clone runs the unit tests before any build.
  plugins: [drawingPlugin(), inlineScriptPlugin(), contentPlugin(), iconMasks(), wordmarkMasks()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    // Stylesheets are empty in tests, except the two the statistics dashboard reads as text
    // (server/stats/dashboard.ts imports them with ?raw).
    css: { include: [/app\/styles\/tokens\.css/, /server\/stats\/dashboard\.css/] },
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "vite/**/*.test.ts",
            "tests/**/*.test.ts",
            "admin/**/*.test.{ts,tsx}",
          ],
          exclude: [...configDefaults.exclude, MULTI_INSTANCE, REBRAND],
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: "multi-instance", include: [MULTI_INSTANCE], sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: "rebrand", include: [REBRAND], sequence: { groupOrder: 2 } } },
    ],
  },
});
