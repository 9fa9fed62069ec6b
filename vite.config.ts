import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { privacyFacts } from "./app/content-model/legal/operation";
import { site } from "./app/content-model/site";
import { interSubset } from "./vite/font-subset-plugin";
import { drawingPlugin } from "./vite/drawing-plugin";
import { iconMasks } from "./vite/icon-mask-plugin";
import { wordmarkMasks } from "./vite/wordmark-mask-plugin";
import { contentPlugin } from "./vite/content-plugin";
import { inlineScriptPlugin } from "./vite/inline-script-plugin";
import { compileHintsPlugin } from "./vite/compile-hints-plugin";
import { loadConfig } from "./server/config";

const siteUrl = (process.env.SITE_URL || site.url).replace(/\/+$/, "");

/**
 * The privacy policy is rendered from the configuration the server will read: the same checked
 * environment (server/config.ts) and the same derivation (operation.ts). A bad value fails the build
 * with the same message it would give the server.
 */
const facts = privacyFacts(loadConfig(process.env));

/**
 * Writes BUILD_DIR/privacy-facts.json: the configuration the prerendered privacy page states. A
 * server with another configuration renders the page per request instead (server/app.ts).
 */
function privacyFactsFile(): Plugin {
  return {
    name: "privacy-facts",
    apply: "build",
    closeBundle() {
      const buildDir = process.env.BUILD_DIR ?? "build";
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(path.join(buildDir, "privacy-facts.json"), JSON.stringify({ facts }, null, 2));
    },
  };
}

export default defineConfig({
  plugins: [
    interSubset(),
    drawingPlugin(),
    iconMasks(),
    wordmarkMasks(),
    contentPlugin(),
    inlineScriptPlugin(),
    compileHintsPlugin(),
    tailwindcss(),
    reactRouter(),
    privacyFactsFile(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(siteUrl),
    __PRIVACY_FACTS__: JSON.stringify(facts),
  },
  // npm run dev: optimise the browser's dependencies at start-up, not when a page first asks for
  // them; a late discovery makes Vite answer 504 "Outdated Optimize Dep" during hydration.
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "react-router",
      "react-router/dom",
      "lucide-react",
      "zod",
    ],
  },
  build: {
    // Inline nothing: every asset is a hashed, immutable file the CSP and the cache can rely on.
    assetsInlineLimit: 0,
    // The browser's chunks by terser: two compress passes make them about 4 % smaller after compression
    // than esbuild's minifier (framework chunk 96.3 → 92.4 KB brotli), which keeps `/` within its
    // script budget (tests/e2e/byte-budgets.spec.ts) for about 25 s of build time (131 chunks, two busy cores).
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
  // The server's build stays readable (its stack traces in the log), as Vite leaves it by default.
  environments: { ssr: { build: { minify: false } } },
});

/**
 * After the first paint every page fetches its chunks in parallel, and each response carries its
 * own headers: the framework (React, React Router) and the small shared building blocks (icons
 * included, see vite/icon-mask-plugin.ts) are one chunk each instead of dozens of small ones. Everything else is split by route as React
 * Router does.
 */
function vendorChunk(id: string) {
  if (/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//.test(id)) return "framework";
  // Small building blocks nearly every page uses (buttons, sections, meta tags, site identity, and
  // what builds an edition from its content files: the editions themselves stay one chunk per language).
  if (
    /\/app\/(components\/ui|lib|hooks)\//.test(id) ||
    // What every page loads anyway, but that lazy chunks import too (Rollup would give each its own
    // chunk, each a request with its headers): the header's search form, the visit counter, and
    // Vite's helper for lazy imports.
    /\/app\/(search\/search-form\.tsx|stats\/visit\.ts)$/.test(id) ||
    id.includes("vite/preload-helper") ||
    /\/app\/(content-model\/(site|people|format|claims|placeholders|edition|editions\/files|services\/keys|references\/slugs)|paths)\.ts$/.test(
      id,
    )
  ) {
    return "shared";
  }
  return undefined;
}
