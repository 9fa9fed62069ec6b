import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleInlineScript } from "./inline-script-plugin";

describe("inline scripts", () => {
  it("bundles a module with its imports into one minified, self-running script", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "inline-"));
    try {
      await writeFile(path.join(dir, "helper.ts"), "export const double = (n: number): number => n * 2;\n");
      await writeFile(
        path.join(dir, "main.ts"),
        'import { double } from "./helper";\n// a comment\n(globalThis as any).result = double(21);\n',
      );
      const code = await bundleInlineScript(path.join(dir, "main.ts"));
      expect(code).not.toMatch(/\bimport\b|comment|: number/);
      const scope: { result?: number } = {};
      new Function("globalThis", code)(scope);
      expect(scope.result).toBe(42);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  // Its gzip budget (1.2 KB, docs/decisions/0014-first-touch.md) is held in app/lib/paint-first.server.test.ts.
  it("keeps the first-touch script small: about 2.5 KB raw, the held submit a fraction of it", async () => {
    const code = await bundleInlineScript(path.resolve("app/lib/first-touch.client.ts"));
    expect(code.length).toBeLessThan(2_700);
    const submit = code.slice(code.indexOf('addEventListener("submit"'), code.indexOf('addEventListener("keydown"'));
    expect(submit.length).toBeGreaterThan(100);
    expect(submit.length).toBeLessThan(1_024);
  });
});
