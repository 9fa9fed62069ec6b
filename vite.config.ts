import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { site } from "./app/content/site";

const siteUrl = (process.env.SITE_URL || site.url).replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
  },
});
