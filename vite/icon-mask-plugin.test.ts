import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ownIcons, usedIcons, writeIconMasks } from "./icon-mask-plugin";

const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

describe("icon masks", () => {
  it("finds every icon the app imports (values only), with the stroke widths written on it", () => {
    const dir = tempDir("icons-");
    mkdirSync(path.join(dir, "a"));
    writeFileSync(
      path.join(dir, "a/x.tsx"),
      [
        'import { Check, type LucideIcon,\n  ArrowRight as Next } from "lucide-react";',
        'import { useState } from "react";',
        'const a = <Check aria-hidden className={open ? "a" : "b"} strokeWidth={3} />;',
        "const b = <Next onClick={() => go(1 > 0)} strokeWidth={2.5} />;",
        "const c = <CheckCircle strokeWidth={1} />;", // another icon whose name starts alike
      ].join("\n"),
    );
    writeFileSync(path.join(dir, "y.test.tsx"), 'import { Menu } from "lucide-react";');
    const icons = usedIcons(dir);
    expect([...icons.keys()].sort()).toEqual(["ArrowRight", "Check"]);
    expect([...icons.get("Check")!].sort()).toEqual([2, 3]);
    expect([...icons.get("ArrowRight")!].sort()).toEqual([2, 2.5]);
  });

  it("refuses a stroke width it cannot read", () => {
    const dir = tempDir("icons-");
    writeFileSync(
      path.join(dir, "x.tsx"),
      'import { Check } from "lucide-react";\nconst a = <Check strokeWidth={w} />;',
    );
    expect(() => usedIcons(dir)).toThrow(/strokeWidth=\{w\}.*number literal/);
  });

  it("draws every icon at each width into one strip, and names the cells in CSS", async () => {
    const out = tempDir("masks-");
    // CheckCircle2 is an alias of circle-check: one cell for both names.
    const classes = await writeIconMasks(
      new Map([
        ["Check", new Set([2, 2.25])],
        ["CheckCircle2", new Set([2])],
        ["CircleCheck", new Set([2])],
      ]),
      out,
      tempDir("own-"),
    );
    expect(Object.fromEntries(classes)).toEqual({
      Check: { 2: "i-check", 2.25: "i-check-w2-25" },
      CheckCircle2: { 2: "i-circle-check" },
      CircleCheck: { 2: "i-circle-check" },
    });
    const strip = readFileSync(path.join(out, "icons.svg"), "utf8");
    expect(strip).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="72" height="24" /);
    // Cells in class order: i-check, i-check-w2-25, i-circle-check, each 24 units further right.
    const cells = [...strip.matchAll(/<g (?:transform="translate\((\d+)\)" )?stroke-width="([\d.]+)">/g)];
    expect(cells.map((m) => [Number(m[1] ?? 0), Number(m[2])])).toEqual([
      [0, 2],
      [24, 2.25],
      [48, 2],
    ]);
    expect(strip).toContain('<path d="M20 6 9 17l-5-5"/>');
    // No <style>: the file is served with a CSP that allows none.
    expect(strip).not.toContain("<style");
    const css = readFileSync(path.join(out, "icons.css"), "utf8");
    expect(css).toContain(':where(span.lucide) { mask-image: url("./icons.svg"); mask-size: 300% 100%; }');
    expect(css).toContain(".i-check { mask-position: 0% 0; }");
    expect(css).toContain(".i-check-w2-25 { mask-position: 50% 0; }");
    expect(css).toContain(".i-circle-check { mask-position: 100% 0; }");

    // An icon the app no longer uses leaves the strip.
    await writeIconMasks(new Map([["Check", new Set([2])]]), out, tempDir("own-"));
    expect(readFileSync(path.join(out, "icons.svg"), "utf8")).not.toContain("circle");
    expect(readFileSync(path.join(out, "icons.css"), "utf8")).not.toContain("circle-check");
  });

  it("draws our own icons into the strip as cells named after their files", async () => {
    const own = tempDir("own-");
    writeFileSync(
      path.join(own, "brand-brackets.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#000"' +
        ' stroke-width="1.95" stroke-linecap="round" stroke-linejoin="round">\n  <!-- a comment -->\n  <path d="M9 7 5 12l4 5"/>\n</svg>\n',
    );
    const out = tempDir("masks-");
    const classes = await writeIconMasks(new Map([["Check", new Set([2])]]), out, own);
    // Only Lucide's icons are components; our own are named by their class in the markup.
    expect(Object.fromEntries(classes)).toEqual({ Check: { 2: "i-check" } });
    const strip = readFileSync(path.join(out, "icons.svg"), "utf8");
    expect(strip).toContain('<g stroke-width="1.95"><path d="M9 7 5 12l4 5"/></g>');
    expect(strip).not.toContain("comment");
    expect(strip).toMatch(/ width="48" /);
    const css = readFileSync(path.join(out, "icons.css"), "utf8");
    expect(css).toContain(".i-brand-brackets { mask-position: 0% 0; }");
    expect(css).toContain(".i-check { mask-position: 100% 0; }");
  });

  it("refuses an own icon drawn unlike the strip, or named like a Lucide icon", async () => {
    const own = tempDir("own-");
    writeFileSync(
      path.join(own, "filled.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24z"/></svg>',
    );
    expect(() => ownIcons(own)).toThrow(/filled\.svg must be a 24 × 24 icon drawn like Lucide's/);
    const named = tempDir("own-");
    writeFileSync(
      path.join(named, "check.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 12h16"/></svg>',
    );
    await expect(writeIconMasks(new Map([["Check", new Set([2])]]), tempDir("masks-"), named)).rejects.toThrow(
      /check\.svg is named like a Lucide icon/,
    );
  });

  it("refuses a name that is not a Lucide icon", async () => {
    await expect(
      writeIconMasks(new Map([["NoSuchIcon", new Set([2])]]), tempDir("masks-"), tempDir("own-")),
    ).rejects.toThrow(/NoSuchIcon/);
  });
});
