import { readFileSync } from "node:fs";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import { describe, expect, it } from "vitest";

/**
 * The fallback face in app/styles/tokens.css is matched to Inter's metrics, so swapping in the web font moves no
 * text (CLS 0). This recomputes the overrides from the fonts' metrics; a changed font fails here.
 */
describe("metric-matched fallback font", () => {
  const css = readFileSync(new URL("../styles/tokens.css", import.meta.url), "utf8");
  const face = css.match(/@font-face\s*{[^}]*"Inter Fallback"[^}]*}/)?.[0] ?? "";
  const value = (name: string) => Number(face.match(new RegExp(`${name}:\\s*([\\d.]+)%`))?.[1]);

  const sizeAdjust = inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
  const percent = (v: number) => Number((v * 100).toFixed(2));

  it("scales Arial to Inter's average character width", () => {
    expect(value("size-adjust")).toBe(percent(sizeAdjust));
  });

  it("uses Inter's ascent, descent and line gap", () => {
    const em = inter.unitsPerEm * sizeAdjust;
    expect(value("ascent-override")).toBe(percent(inter.ascent / em));
    expect(value("descent-override")).toBe(percent(Math.abs(inter.descent) / em));
    expect(value("line-gap-override")).toBe(percent(inter.lineGap / em));
  });
});
