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
    __SITE_URL__: JSON.stringify(siteUrl),
    // The privacy policy states the retention the server will use (server/config.ts validates it).
    __CONTACT_RETENTION_DAYS__: JSON.stringify(
      process.env.CONTACT_RETENTION_DAYS ? Number(process.env.CONTACT_RETENTION_DAYS) : undefined,
    ),
  },
  build: {
    // Inline nothing: every asset is a hashed, immutable file the CSP and the cache can rely on.
    assetsInlineLimit: 0,
    rollupOptions: { output: { experimentalMinChunkSize: 2_000 } },
  },
});
