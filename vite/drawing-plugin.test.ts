import { describe, expect, it } from "vitest";
import { svgSize } from "./drawing-plugin";

describe("svgSize", () => {
  it("reads the width and height attributes of the root element", () => {
    expect(svgSize('<svg xmlns="x" width="640" height="400" viewBox="0 0 64 40"><rect width="9"/></svg>')).toEqual({
      width: 640,
      height: 400,
    });
  });
  it("falls back to the viewBox", () => {
    expect(svgSize('<svg viewBox="0 0 120 90.5">')).toEqual({ width: 120, height: 90.5 });
  });
  it("fails loudly without a size", () => {
    expect(() => svgSize('<svg xmlns="x"><rect width="3" height="4"/></svg>', "a.svg")).toThrow(/a\.svg/);
    expect(() => svgSize("<div/>", "b.svg")).toThrow(/no <svg>/);
  });
});
