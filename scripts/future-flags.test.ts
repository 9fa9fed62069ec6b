import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import config from "../react-router.config";

/**
 * Every v8_ future flag the installed React Router offers is switched on: a new one (after an
 * upgrade) fails here, before its "Future Flag Warning" reaches the build or dev output.
 */
it("switches on every v8 future flag of the installed React Router", () => {
  const require = createRequire(import.meta.url);
  const types = readFileSync(require.resolve("@react-router/dev/config").replace(/\.js$/, ".d.ts"), "utf8");
  const body = /interface FutureConfig \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? "";
  const offered = [...new Set([...body.matchAll(/\b(v8_\w+)\??:/g)].map((m) => m[1]!))].sort();
  expect(offered.length).toBeGreaterThan(0);
  const future = (config as { future?: Record<string, unknown> }).future ?? {};
  expect(Object.fromEntries(offered.map((f) => [f, future[f]]))).toEqual(
    Object.fromEntries(offered.map((f) => [f, true])),
  );
});
