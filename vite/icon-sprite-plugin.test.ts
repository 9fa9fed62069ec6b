import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { usedIconNames, writeSprite } from "./icon-sprite-plugin";

describe("icon sprite", () => {
  it("finds every icon the app imports, and only values", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "icons-"));
    mkdirSync(path.join(dir, "a"));
    writeFileSync(
      path.join(dir, "a/x.tsx"),
      'import { Check, type LucideIcon,\n  ArrowRight as Next } from "lucide-react";\nimport { useState } from "react";',
    );
    writeFileSync(path.join(dir, "y.test.tsx"), 'import { Menu } from "lucide-react";');
    expect([...usedIconNames(dir)].sort()).toEqual(["ArrowRight", "Check"]);
  });

  it("draws each icon once, under its Lucide name, with the app's names mapped to it", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "sprite-")), "icons.svg");
    // CheckCircle2 is an alias of circle-check: one symbol for both names.
    const icons = await writeSprite(new Set(["Check", "CheckCircle2", "CircleCheck"]), file);
    expect(Object.fromEntries(icons)).toEqual({
      Check: "check",
      CheckCircle2: "circle-check",
      CircleCheck: "circle-check",
    });
    const sprite = readFileSync(file, "utf8");
    expect(sprite.match(/<symbol id="[\w-]+"/g)).toEqual(['<symbol id="check"', '<symbol id="circle-check"']);
    expect(sprite).toMatch(/<path d="M20 6 9 17l-5-5"\/>/);
    // No <style>: the sprite is served with a CSP that allows none. Stroke width comes from the <svg>.
    expect(sprite).not.toMatch(/<style|stroke-width/);
  });

  it("refuses a name that is not a Lucide icon", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "sprite-")), "icons.svg");
    await expect(writeSprite(new Set(["NoSuchIcon"]), file)).rejects.toThrow(/NoSuchIcon/);
  });
});
