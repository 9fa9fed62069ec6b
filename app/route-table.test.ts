import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paths, reloadsDocument } from "./paths";
import { pageRoutes, prerenderPaths } from "./route-table";
import { serviceKeys } from "./content-model/services/keys";

describe("route table", () => {
  it("points every route at an existing module", () => {
    for (const r of pageRoutes) expect(existsSync(path.join(__dirname, r.file)), r.file).toBe(true);
  });

  it("has unique ids and paths", () => {
    const ids = pageRoutes.map((r) => r.id);
    const all = pageRoutes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(all).size).toBe(all.length);
  });

  it("covers every path of requirements §2.1", () => {
    const all = new Set(pageRoutes.flatMap((r) => [r.path, ...(r.aliases ?? [])]));
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
    for (const p of spec) expect(all.has(p), p).toBe(true);
  });

  it("prerenders content pages and aliases, never redirects, dynamic or catch-all routes", () => {
    const prerendered = prerenderPaths();
    expect(prerendered).toContain("/");
    expect(prerendered).toContain("/home");
    expect(prerendered).toContain("/services/mvps");
    expect(prerendered).not.toContain("/career");
    expect(prerendered.some((p) => p.includes(":") || p.includes("*"))).toBe(false);
  });

  it("keeps the original address of the second dyno page", () => {
    expect(paths.reference("dyno2")).toBe("/dyno-reference2");
    expect(paths.reference("edeka")).toBe("/edeka-reference");
  });

  it("opens /contact, anchors and other origins by a full page load, every other page in the app", () => {
    expect(reloadsDocument("/contact")).toBe(true);
    expect(reloadsDocument("/contact#contact")).toBe(true);
    expect(reloadsDocument("#contact")).toBe(true);
    expect(reloadsDocument("https://konferenz.example")).toBe(true);
    expect(reloadsDocument("mailto:a@b.de")).toBe(true);
    expect(reloadsDocument("/references")).toBe(false);
    expect(reloadsDocument("/privacy#kontaktformular")).toBe(false);
  });
});
