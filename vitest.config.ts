import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { drawingPlugin } from "./vite/drawing-plugin";

export default defineConfig({
  plugins: [drawingPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "vite/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
