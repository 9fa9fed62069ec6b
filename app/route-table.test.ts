import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalPath, pageRoutes, prerenderPaths, referencePath, serviceKeys } from "./route-table";

describe("route table", () => {
  it("points every route at an existing module", () => {
    for (const r of pageRoutes) expect(existsSync(path.join(__dirname, r.file)), r.file).toBe(true);
  });

  it("has unique ids and paths", () => {
    const ids = pageRoutes.map((r) => r.id);
    const paths = pageRoutes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("covers every path of requirements §2.1", () => {
    const paths = new Set(pageRoutes.flatMap((r) => [r.path, ...(r.aliases ?? [])]));
    const spec = [
      "/",
      "/home",
      "/index",
      "/services",
      "/leistungen",
      "/references",
      "/reference",
      "/example-reference",
      "/about",
      "/ueber-uns",
      "/career",
      "/karriere",
      "/contact",
      "/app-development-knowledge",
      "/app-development-landing",
      "/web-development-landing",
      "/mvp-development-landing",
      "/impressum",
      "/privacy",
      "/clubscale-reference",
      "/dyno-reference",
      "/dyno-reference2",
      "/bimetrics-reference",
      "/plantafel-reference",
      "/bringman-reference",
      "/walter-ag-reference",
      "/fraunhofer-reference",
      "/reiff-reference",
      "/edeka-reference",
      "/whitemacs-reference",
      "/services/:service",
      "*",
      ...serviceKeys.map((k) => `/services/${k}`),
    ];
    for (const p of spec) expect(paths.has(p), p).toBe(true);
  });

  it("prerenders content pages and aliases, never redirects, dynamic or catch-all routes", () => {
    const paths = prerenderPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/home");
    expect(paths).toContain("/services/mvps");
    expect(paths).not.toContain("/career");
    expect(paths.some((p) => p.includes(":") || p.includes("*"))).toBe(false);
  });

  it("maps aliases to their main path", () => {
    expect(canonicalPath("/index")).toBe("/");
    expect(canonicalPath("/leistungen")).toBe("/services");
    expect(canonicalPath("/ueber-uns/")).toBe("/about");
    expect(canonicalPath("/references")).toBe("/references");
  });

  it("keeps the original address of the second dyno page", () => {
    expect(referencePath("dyno2")).toBe("/dyno-reference2");
    expect(referencePath("edeka")).toBe("/edeka-reference");
  });
});
