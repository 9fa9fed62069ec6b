import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { site } from "./app/content/site";
import { interSubset } from "./vite/font-subset-plugin";
import { drawingPlugin } from "./vite/drawing-plugin";

const siteUrl = (process.env.SITE_URL || site.url).replace(/\/+$/, "");

export default defineConfig({
  plugins: [interSubset(), drawingPlugin(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(siteUrl),
    // The privacy policy states the retention the server will use (server/config.ts validates it).
    __CONTACT_RETENTION_DAYS__: JSON.stringify(
      process.env.CONTACT_RETENTION_DAYS ? Number(process.env.CONTACT_RETENTION_DAYS) : undefined,
    ),
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
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});

/**
 * After the first paint every page fetches its chunks in parallel, and each response carries its
 * own headers: the framework (React, React Router), the icons and the small shared building blocks
 * are one chunk each instead of dozens of small ones. Everything else is split by route as React
 * Router does.
 */
function vendorChunk(id: string) {
  if (/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//.test(id)) return "framework";
  if (id.includes("node_modules/lucide-react/")) return "icons";
  // Small building blocks nearly every page uses (buttons, sections, meta tags, site identity).
  if (/\/app\/(components\/ui|lib|hooks)\//.test(id) || /\/app\/content\/(site|navigation|people)\.ts$/.test(id)) {
    return "shared";
  }
  return undefined;
}
