import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import firstTouchScript from "./first-touch.client.ts?inline-script";
import { chunksOf, compact, deferHydration } from "./paint-first.server";

// The shape React Router 7's <Scripts> renders (React 19 hoists the preload links into <head>). Its
// manifest holds a route the page does not render ("other"), as route discovery's does.
const manifest = {
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/chunk-B.js"], css: [] },
  routes: {
    root: { id: "root", module: "/assets/root-D.js", imports: ["/assets/chunk-B.js"], css: [] },
    home: { id: "home", parentId: "root", module: "/assets/home-C.js", imports: ["/assets/chunk-B.js"], css: [] },
    other: { id: "other", parentId: "root", module: "/assets/other-E.js", imports: ["/assets/chunk-F.js"], css: [] },
  },
};
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/>
<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-B.js"/>
<link rel="modulepreload" href="/assets/root-D.js"/><link rel="modulepreload" href="/assets/home-C.js"/></head><body><main>Inhalt</main>
<script>window.__reactRouterContext = {"basename":"/"};</script>
<script type="module" async="">;
import * as route0 from "/assets/root-D.js";
import * as route1 from "/assets/home-C.js";
  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);
  const bootstrap = out.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
  // The expectations are written as the source spells the script; the page carries it compacted.
  const at = (text: string) => bootstrap.indexOf(compact(text));
  const has = (text: string) => expect(bootstrap).toContain(compact(text));

  it("removes every modulepreload link from the document", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("keeps no static import: nothing is fetched while the HTML is parsed", () => {
    expect(bootstrap).not.toMatch(/^\s*import\s/m);
  });

  it("waits for the first painted frame before it downloads and imports the same chunks", () => {
    const wait = at("requestAnimationFrame");
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(at("new Worker(")).toBeGreaterThan(wait);
    has("const [route0, route1] = await (async () => {");
    has('return Promise.all([import("/assets/root-D.js"), import("/assets/home-C.js")]);');
    expect(at("window.__reactRouterRouteModules")).toBeGreaterThan(at("Promise.all"));
    expect(bootstrap.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("listens for the first interaction from the start, downloads after the load event, and runs the chunks only when the visitor reaches for the app", () => {
    const paint = at("requestAnimationFrame");
    const listen = at('"pointerdown"');
    const preload = at("new Worker(");
    // A key pressed before the first frame must still start hydration.
    expect(listen).toBeLessThan(paint);
    expect(preload).toBeGreaterThan(listen);
    expect(preload).toBeGreaterThan(at("await Promise.race(["));
    has("for (const e of events) addEventListener(e, reach, options);");
    expect(at("await wake;")).toBeGreaterThan(preload);
    expect(at("return Promise.all")).toBeGreaterThan(at("await wake;"));
  });

  it("evaluates the client entry's imports one by one, yielding to input after each, before the route modules", () => {
    has(
      "for (const chunk of __reactRouterManifest.entry.imports) { await import(chunk); await new Promise((r) => setTimeout(r)); }",
    );
    expect(at("for (const chunk of")).toBeGreaterThan(at("await wake;"));
    expect(at("return Promise.all")).toBeGreaterThan(at("for (const chunk of"));
    expect(() => deferHydration(page.replace('"imports"', '"modules"'))).toThrow(/no imports of the client entry/);
    expect(() => deferHydration(page.replace('"root": {', '"layout": {'))).toThrow(/the page's routes/);
  });

  it("is still the same script once compacted: it parses, keeps its line breaks and never joins + or - signs", () => {
    const AsyncFunction = (async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(bootstrap)).not.toThrow();
    expect(bootstrap.split("\n").length).toBeGreaterThan(30);
    expect(compact("a + +b; c - -d;\nx ? y : z")).toBe("a + +b;c - -d;\nx?y:z");
    expect(compact('document.querySelectorAll("main > *, body > footer")')).toBe(
      'document.querySelectorAll("main>*,body>footer")',
    );
  });

  it("prints React Router's manifest without its line per key, and its scroll restoration without indentation", () => {
    const scrollScript = `<script>((storageKey2, restoreKey) => {\n    if (!window.history.state) {\n      window.history.replaceState({ key: "k" }, "");\n    }\n  })("react-router-scroll-positions", null)</script>`;
    const html = deferHydration(page.replace("<main>", `${scrollScript}<main>`));
    const printed = /window\.__reactRouterManifest = (.*);/.exec(html)?.[1];
    expect(JSON.parse(printed!)).toEqual(manifest);
    expect(printed).toBe(JSON.stringify(manifest));
    // First in the bootstrap: the download and the imports read it.
    expect(bootstrap.startsWith(`window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`)).toBe(true);
    expect(html).toContain(
      '<script>((storageKey2, restoreKey) => {\nif (!window.history.state) {\nwindow.history.replaceState({ key: "k" }, "");\n}\n})("react-router-scroll-positions", null)</script>',
    );
  });

  it("tells the first-touch script when the chunks fail to load, and still fails as before", () => {
    has('})().catch((error) => { dispatchEvent(new Event("first-touch:scripts-failed")); throw error; });');
    expect(at("first-touch:scripts-failed")).toBeGreaterThan(at("return Promise.all"));
  });

  it("counts only a visitor's input as an interaction, not a scroll the browser makes (restoring a position)", () => {
    const events = /const events=(\[[^\]]*\])/.exec(bootstrap)?.[1];
    expect(JSON.parse(events!)).toEqual(["pointerdown", "pointermove", "keydown", "wheel", "focusin"]);
  });

  it("wakes the app at a mouse's, a key's or a focus's first input, at a finger on a link or a form, and at a scroll after the first input (issue 42)", () => {
    has('if (e.pointerType) finger = e.pointerType === "touch";');
    has('if (!finger || e.target.closest?.("a[href],form")) woke();');
    has('interaction.then(() => addEventListener("scroll", woke, { once: true, passive: true }));');
    has("wake.then(() => { for (const e of events) removeEventListener(e, reach, options); });");
    expect(at("let interacted, woke")).toBeLessThan(at("requestAnimationFrame"));
  });

  it("keeps the first-touch script within its budget: 1.2 KB gzip, inlined into every page", () => {
    expect(gzipSync(firstTouchScript).length).toBeLessThanOrEqual(1229);
  });

  it("runs the first-touch script before the bootstrap, inline", () => {
    const html = deferHydration(page);
    const firstTouch = html.indexOf('addEventListener("submit"');
    expect(firstTouch).toBeGreaterThan(-1);
    expect(firstTouch).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("lays out every section from the start when the visitor returns (reload, Back, Forward), in <head>", () => {
    const html = deferHydration(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      '<script>document.documentElement.dataset.layoutLater = ""; if (/^(reload|back_forward)$/.test(',
    );
    expect(head).toContain('document.documentElement.dataset.fullLayout = ""');
  });

  it("waits after the load event for the first contentful paint and 100 ms without a new paint entry", () => {
    const race = bootstrap.slice(at("await Promise.race(["), at("await wake;"));
    expect(race.indexOf(compact('addEventListener("load"'))).toBeGreaterThan(-1);
    expect(race.indexOf(compact('e.name === "first-contentful-paint"'))).toBeGreaterThan(
      race.indexOf(compact('"load"')),
    );
    expect(race).toContain(compact('["paint", "largest-contentful-paint"]'));
    expect(race).toContain(compact("if (painted) quiet = setTimeout(check, 100)"));
    expect(race).toContain(compact("observer.takeRecords()"));
    expect(race).not.toContain("//"); // comments belong in this file, not in every page
    expect(race.indexOf(compact("new Worker("))).toBeGreaterThan(race.indexOf(compact("setTimeout(check, 100)")));
  });

  it("downloads the chunks React Router would have preloaded from a worker, without compiling them, before the first interaction", () => {
    const downloads = bootstrap.slice(at("new Worker("), at("await wake;"));
    expect(downloads).toMatch(/^new Worker\("[^"]*chunk-download\.worker[^"]*",\{name:"chunk-download"\}\)/);
    expect(bootstrap).not.toContain(compact("modulepreload"));
    // The list, read from the manifest in the page: the preloaded chunks, without the manifest's other routes.
    const list = /\.postMessage\((.*)\);/.exec(downloads)?.[1];
    const inPage = new Function("entry", "routes", `return ${list}`) as (...args: unknown[]) => string[];
    const preloaded = ["/assets/entry.client-A.js", "/assets/chunk-B.js", "/assets/root-D.js", "/assets/home-C.js"];
    expect(inPage(manifest.entry, manifest.routes)).toEqual(preloaded);
    expect(chunksOf(manifest, ["root", "home"])).toEqual(preloaded);
    // Should React Router ever preload other chunks than its manifest names, the rewrite fails.
    expect(() => deferHydration(page.replace('<link rel="modulepreload" href="/assets/root-D.js"/>', ""))).toThrow(
      /not the ones it preloads/,
    );
  });

  it("renders the deferred sections at the first scroll (not at the first tap), in idle time, unclipped, for good", () => {
    const layOut = at("scrolled.then(async () => {");
    expect(bootstrap).not.toContain(compact("Promise.race([interaction, scrolled])"));
    expect(layOut).toBeGreaterThan(at("new Worker("));
    expect(at('el.style.contentVisibility = "visible"')).toBeGreaterThan(layOut);
    has('addEventListener("scroll", r, { once: true, passive: true })');
    has("requestIdleCallback");
    has('el.dataset.laidOut = ""'); // unclips it (app/styles/base.css)
    expect(bootstrap).not.toContain(compact("contentvisibilityautostatechange"));
  });

  it("marks a long list's items on the first screen once, before the first frame, and lays out the others' drawings with the sections", () => {
    const mark = at("new IntersectionObserver(");
    expect(mark).toBeGreaterThan(-1);
    expect(mark).toBeLessThan(at("requestAnimationFrame"));
    has('e.target.setAttribute("data-on-first-screen", "")'); // shows its drawing (app/styles/components.css)
    has("seen.disconnect()");
    has("if (items.length) {"); // no observer on a page without such a list
    has('el.parentElement.matches(".render-near")'); // the first items too, never skipped
  });

  it("keeps the nonce of a server-rendered page", () => {
    const withNonce = page.replace('<script type="module" async="">', '<script nonce="abc" type="module" async="">');
    const html = deferHydration(withNonce);
    expect(html).toMatch(/<script nonce="abc" type="module" async="">window\.__reactRouterManifest = /);
    expect(html).toMatch(/<script nonce="abc">"use strict";/);
    expect(html).toMatch(/<script nonce="abc">document\.documentElement\.dataset\.layoutLater/);
  });

  it("fails loudly when React Router changes the shape of its bootstrap", () => {
    expect(() => deferHydration(page.replace(/import \* as (\w+) from/g, "import { default as $1 } from"))).toThrow(
      /unexpected shape/,
    );
    expect(() => deferHydration(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""))).toThrow(
      /without a bootstrap/,
    );
  });

  it("leaves a document without React Router's scripts alone", () => {
    const plain = "<!DOCTYPE html><html><body><p>Hallo</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
