/**
 * Paint first, hydrate after (docs/decisions/0006-paint-first-hydration.md).
 *
 * React Router's <Scripts> emits one `<link rel="modulepreload">` per chunk of the page (React 19
 * hoists them into <head>) and a module script whose static `import`s start fetching every chunk
 * while the HTML is still being parsed. On a phone those requests compete with the stylesheet and
 * the font for the first round trips, so the first paint waits for JavaScript that paints nothing.
 *
 * This rewrites the rendered document: the preload links are removed, and the bootstrap script
 * waits for the page to be loaded and its first screen to be painted, then downloads the same
 * chunks from a worker, off the main thread, and imports them — runs them and hydrates — when the
 * visitor reaches for what only the app does: a mouse, touchpad or keyboard at its first input, a
 * finger when it touches a link or a form or scrolls (`wake`, below); the sections below the first
 * screen are laid out at the first scroll. Until then the main thread stays free; everything on the
 * page already works from the HTML alone (links, <details>, the CSS menus, the native contact form)
 * and the first-touch script, so a visitor who only reads loses nothing, and on a phone the ~0.5 s
 * of hydration work no longer competes with the first screen or a tap on the menu. Everything else
 * (route modules, manifest, hydration) stays as React Router made it. If React Router ever changes
 * the shape of its bootstrap, the rewrite throws, so the build fails instead of silently shipping
 * slower pages.
 */

import chunkDownloadWorker from "./chunk-download.worker.ts?worker&url";
import firstTouchScript from "./first-touch.client.ts?inline-script";
import { ON_FIRST_SCREEN, SCRIPTS_FAILED } from "./first-touch-hooks";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const BOOTSTRAP = /<script([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const SIDE_EFFECT_IMPORT = /import ("[^"]+");/g;
/** React Router's manifest, as its bootstrap assigns it (one statement, printed on one line by `compactManifest`). */
const MANIFEST = /^window\.__reactRouterManifest = (\{.*\});$/m;
/** React Router's map from the page's route ids to the modules the bootstrap imported. */
const ROUTE_MODULES = /window\.__reactRouterRouteModules = \{([^}]*)\};/;

/**
 * Resolves after the browser has painted a frame: requestAnimationFrame runs right before the
 * first frame (rendering waits for the render-blocking stylesheet), the macrotask after it.
 */
const AFTER_FIRST_PAINT = "await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));";

/** How long the first screen must go without a new paint entry before it counts as finished. */
const QUIET_MS = 100;
/** Upper bound after `load` where no paint entry is ever reported (a tab loaded in the background). */
const SETTLE_LIMIT_MS = 3000;

/**
 * Settles once the page's own resources have loaded (the `load` event) and the first screen is on
 * screen: the first contentful paint has been reported and no larger paint has followed for
 * QUIET_MS. A frame's requestAnimationFrame runs before the frame is presented, and on a slow
 * phone the presentation can come tens of milliseconds later; paint entries carry the presented
 * time. The chunk downloads wait for this, so they never compete with the drawings,
 * the font and the stylesheet of the first screen for bandwidth or main thread. The observer's
 * callback runs in a low-priority task, on a busy phone well after the entry, so when the quiet
 * time is up an entry still waiting for it (`takeRecords()`) counts as new. The entries come from
 * the observer, not `performance.getEntries…()`, which test clocks replace. A browser without
 * paint timing waits for one frame instead.
 */
const FIRST_SCREEN_SETTLED = `new Promise((r) => document.readyState === "complete" ? r() : addEventListener("load", r, { once: true }))
  .then(() => new Promise((r) => {
    const types = PerformanceObserver.supportedEntryTypes ?? [];
    if (!types.includes("paint")) return requestAnimationFrame(() => setTimeout(r));
    let painted = false, quiet;
    const seen = (entries) => {
      if (entries.some((e) => e.name === "first-contentful-paint")) painted = true;
      clearTimeout(quiet);
      if (painted) quiet = setTimeout(check, ${QUIET_MS});
    };
    const check = () => {
      const pending = observer.takeRecords();
      if (pending.length) seen(pending);
      else done();
    };
    const observer = new PerformanceObserver((list) => seen(list.getEntries()));
    const limit = setTimeout(done, ${SETTLE_LIMIT_MS});
    function done() { clearTimeout(quiet); clearTimeout(limit); observer.disconnect(); r(); }
    for (const type of ["paint", "largest-contentful-paint"]) if (types.includes(type)) observer.observe({ type, buffered: true });
  }))`;

/**
 * `interaction` settles at the first event that shows a visitor is about to use the page (capture:
 * any element): a pointer moving or pressed, a key, a wheel or a focus. Not `scroll`: the browser
 * scrolls by itself when it restores a position (Back, reload), and a visitor's own scrolling comes
 * with a wheel, touch, key or pointer event. A visitor who acts before the page has loaded ends the
 * downloads' wait for the load.
 *
 * `wake` settles when the visitor reaches for what only the app does (issue 42,
 * docs/decisions/0023-static-html.md), and the page hydrates then:
 * - a mouse, a touchpad or a keyboard: at once, at its first movement, wheel, key or focus (a
 *   desktop's, where hydrating costs a fraction of a phone's);
 * - a finger (pointerType "touch"): when it touches a link (navigation inside the app, with its
 *   progress bar and scroll to top) or a form (the contact form's states, the search's live results);
 *   a focus that a touch brings counts as the touch;
 * - the first scroll after the first interaction, however it comes: the header follows the scroll
 *   offset, sections fade in, a table of contents follows the reading position — all the app's.
 * A finger's tap on what the HTML and the first-touch script run by themselves (the menu, the
 * dropdown's chevron, the accordions, the carousel's buttons, the reference filter) or on text does
 * not wake it: on a phone (4× CPU) hydrating cost 5–8× the main-thread work of the same page without
 * scripts after such a tap, for nothing that tap needed.
 */
const INTERACTION_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "focusin"];
const REACHES_THE_APP = "a[href],form";
const FIRST_INTERACTION_AND_WAKE = `let interacted, woke, finger = false;
const interaction = new Promise((r) => interacted = r), wake = new Promise((r) => woke = r);
const events = ${JSON.stringify(INTERACTION_EVENTS)}, options = { capture: true, passive: true };
const reach = (e) => {
  interacted();
  if (e.pointerType) finger = e.pointerType === "touch";
  if (!finger || e.target.closest?.(${JSON.stringify(REACHES_THE_APP)})) woke();
};
for (const e of events) addEventListener(e, reach, options);
interaction.then(() => addEventListener("scroll", woke, { once: true, passive: true }));
wake.then(() => { for (const e of events) removeEventListener(e, reach, options); });`;

/**
 * How long one idle period keeps laying out sections: each section's layout is one forced layout
 * of 1–4 ms here, and each idle period that changed the page costs a frame of about 2 ms after
 * it (style, pre-paint, compositing), so a few sections share one. A section is never split, so
 * an idle period stays below ~10 ms unthrottled, under Lighthouse's 50 ms at its 4× slowdown.
 */
const LAYOUT_SLICE_MS = 4;

/**
 * Renders what app.css leaves for later (`content-visibility: auto` below the first screen) once
 * the visitor moves the page — the first scroll, however it comes (a finger, the wheel, a key, a
 * scrollbar dragged, find in page, a jump to an anchor, Tab to a link further down) — whenever the
 * main thread is idle. Not at the first tap or pointer movement that starts hydration: a visitor who
 * taps the menu on the first screen needs none of it, and it was a third of the main thread's work
 * after that tap on a phone profile, work a static page never does (issue 42). Then, element by element, a few
 * per idle period (LAYOUT_SLICE_MS), its style and layout forced there so that the frame after it
 * only paints. The page thus gets its real length and every section its real position before the
 * visitor scrolls far; a visitor who only reads the first screen pays for nothing below it: traced,
 * laying out and painting the sections right after the load was the largest part of the page's
 * main-thread work during load (docs/decisions/0006).
 * Until then a section clips what overflows its 900 px placeholder (LAYOUT_LATER): content-visibility
 * paints nothing outside it anyway, and `overflow: hidden` says so to whatever reads the page's
 * geometry without scrolling it — an accessibility checker measuring a text's contrast against
 * what lies behind it would otherwise measure a long section's text against the dark footer below
 * its placeholder; once laid out it is marked `data-laid-out` and has its own overflow again. Once
 * rendered a section stays rendered (`visible`, not handed back to `auto`):
 * scrolling back meets it painted, a full-page screenshot shows it, sticky elements in it stick, and
 * it is laid out without the containment `content-visibility: auto` brings, which moved some text by
 * a pixel. When all are rendered the page drops its mark, so the pages the app renders next clip
 * nothing. Without JavaScript each section renders as it nears the viewport, unclipped.
 * A long list's items are all marked, the first ones too, which are never skipped: the mark shows
 * their drawings (MARK_FIRST_SCREEN_ITEMS).
 */
const LAY_OUT_AHEAD = `async () => {
  const idle = () => new Promise((r) => (window.requestIdleCallback ?? setTimeout)(r));
  const later = [...document.querySelectorAll("main > *, body > footer, .render-near > *")].filter((el) => getComputedStyle(el).contentVisibility === "auto" || el.parentElement.matches(".render-near"));
  while (later.length) {
    await idle();
    const start = performance.now();
    do {
      const el = later.shift();
      el.style.contentVisibility = "visible";
      el.dataset.laidOut = "";
      el.getBoundingClientRect();
    } while (later.length && performance.now() - start < ${LAYOUT_SLICE_MS});
  }
  delete document.documentElement.dataset.layoutLater;
}`;

/**
 * Marks the items of a long list (`.render-near`, app/styles/base.css) and the logo strip
 * (`.logo-strip`) that are on the first screen (`data-on-first-screen`): their drawings show at
 * once. Every other one's drawings wait until LAY_OUT_AHEAD has laid it out, that is until the
 * visitor first scrolls (app/styles/components.css): a lazy image loads 1,250 px and more
 * ahead of the viewport, content-visibility renders a section half a screen ahead, and building
 * each drawing's document cost the reference overview ~5 ms of its main thread at load
 * (docs/decisions/0006). An observer, not a measurement: it reports each item once, after the
 * first layout, without forcing one; then it stops. Which items are on the first screen depends
 * on the viewport and the list's columns, which only the browser knows. A page without either
 * creates no observer.
 */
const MARK_FIRST_SCREEN_ITEMS = `{
  const items = document.querySelectorAll(".render-near > *, .logo-strip");
  if (items.length) {
    const seen = new IntersectionObserver((entries) => {
      for (const e of entries) if (e.isIntersecting) e.target.setAttribute("${ON_FIRST_SCREEN}", "");
      seen.disconnect();
    });
    for (const el of items) seen.observe(el);
  }
}`;

/**
 * A return to a page — reload, or Back and Forward into a new document — restores the scroll
 * position the visitor left, measured on the fully rendered page. Against the 900 px placeholders
 * of app.css it would land on the wrong section, and the page would jump as the sections render.
 * So such a load lays out every section from the start (app.css, `html[data-full-layout]`): a
 * longer first layout, only for a visitor who comes back to where they were. It runs in <head>,
 * before the browser's own restoration and React Router's <ScrollRestoration> can scroll.
 */
const FULL_LAYOUT_ON_RETURN = `if (/^(reload|back_forward)$/.test(performance.getEntriesByType?.("navigation")[0]?.type)) document.documentElement.dataset.fullLayout = "";`;

/**
 * Marks a page whose bootstrap runs (app.css, `html[data-layout-later]`): its deferred sections clip
 * their overflow until LAY_OUT_AHEAD has laid them out. Set in <head>, before the first layout.
 */
const LAYOUT_LATER = `document.documentElement.dataset.layoutLater = "";`;

/**
 * Lets the browser handle input that arrived meanwhile: the macrotask after a timer of 0. Chromium
 * runs input before timers, so a second tap waits for at most the chunk evaluated before it.
 */
const YIELD_TO_INPUT = "await new Promise((r) => setTimeout(r));";

/**
 * Evaluates the framework and the shared chunk (the client entry's imports in React Router's
 * manifest) one by one, each in a task of its own, before the route modules. Imported all at once
 * they were evaluated in one task of 60–75 ms on a phone (4× CPU), and a second tap 150 ms after the
 * first landed in it: on `/` the taps' INP was 128–168 ms (medians of two runs) against the static
 * page's 56; evaluated one by one with a yield after each, 64–72, with the same work
 * (`npm run bench:taps`; docs/decisions/0023-static-html.md).
 */
const EVALUATE_ONE_BY_ONE = `for (const chunk of __reactRouterManifest.entry.imports) { await import(chunk); ${YIELD_TO_INPUT} }`;

/**
 * The bootstrap goes out with every page, so its own parts (not React Router's) drop the spaces around
 * punctuation that only the source needs: about 200 bytes of each page. Only spaces and tabs, never a
 * line break (a statement may end at one), and not around `+` or `-` (`a + +b` is not `a++b`).
 * Its strings are selectors, event and attribute names, where these spaces carry no meaning either.
 */
export const compact = (script: string) => script.replace(/[ \t]*([{}()[\];,:?=<>|&!*])[ \t]*/g, "$1");

/**
 * React Router prints its manifest with a line per key and value: 90–140 bytes of each page's HTML.
 * A line break after `{ [ , :` or before `} ]`, and the space after a key's colon, mean nothing in
 * JavaScript; the manifest's strings are paths, ids and hashes, which hold neither.
 */
const compactManifest = (rest: string) =>
  rest
    .replace(/([{[,:])\s*\n\s*/g, "$1")
    .replace(/\s*\n\s*([}\]])/g, "$1")
    .replaceAll('": ', '":');

/**
 * React Router's <ScrollRestoration> script, indented as in its source (about 80 bytes of each page):
 * the one inline script that starts with a call of an arrow function. Its lines keep their breaks.
 */
const SCROLL_RESTORATION = /(<script[^>]*>\(\([^<]*?"react-router-scroll-positions"[^<]*<\/script>)/;

/**
 * Downloads the chunks into the HTTP cache (they are immutable, cached for a year) from a worker
 * (chunk-download.worker.ts): starting thirteen requests and taking their responses cost the home
 * page's main thread about 13 ms in 13 tasks, on a thread of its own they cost it nothing. The
 * imports, when the visitor reaches for the app, compile from the cache, or wait for a download
 * still under way.
 * A download, not `<link rel="modulepreload">`: a module preload also compiles the chunk on the
 * main thread, 4–10 ms per chunk here, work a visitor who only reads never needs.
 * The chunks are the ones React Router would have preloaded: the client entry, its imports, and the
 * page's routes' modules and imports, read from its manifest in the page (`chunksOf` says the same
 * on the server, where `deferHydration` checks them against the preload links): printed as a list of
 * their own they repeated 500–600 bytes of every page's HTML. The manifest also holds routes the page
 * does not render (React Router's route discovery), so the page's own are named.
 */
function downloadInWorker(routeIds: string[]): string {
  return `const { entry, routes } = __reactRouterManifest;
new Worker(${JSON.stringify(chunkDownloadWorker)}, { name: "chunk-download" }).postMessage([...new Set([entry.module, ...entry.imports, ...${JSON.stringify(routeIds)}.flatMap((id) => [routes[id].module, ...routes[id].imports])])]);`;
}

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports: string[] }>;
};

/** The chunks downloadInWorker hands to the worker, in its order. */
export const chunksOf = ({ entry, routes }: Manifest, routeIds: string[]) => [
  ...new Set([
    entry.module,
    ...entry.imports,
    ...routeIds.flatMap((id) => [routes[id]!.module, ...routes[id]!.imports]),
  ]),
];

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const bootstrap = html.match(BOOTSTRAP);
  if (!bootstrap) {
    if (preloads.length > 0) throw new Error("paint-first: modulepreload links without a bootstrap script");
    return html; // a document without React Router's scripts (nothing to defer)
  }
  const [whole, attributes, body] = bootstrap as unknown as [string, string, string];

  const namespaces: { name: string; specifier: string }[] = [];
  const sideEffects: string[] = [];
  let rest = body
    .replace(STATIC_IMPORT, (_m, name: string, specifier: string) => {
      namespaces.push({ name, specifier });
      return "";
    })
    .replace(SIDE_EFFECT_IMPORT, (_m, specifier: string) => {
      sideEffects.push(specifier);
      return "";
    });
  if (namespaces.length === 0 || /\bimport\s*[*{"]/.test(rest)) {
    throw new Error("paint-first: React Router's bootstrap script has an unexpected shape");
  }
  rest = compactManifest(rest.replace(/^[\s;]+/, ""));
  // The manifest comes first: the bootstrap reads the chunks from it.
  const manifestStatement = MANIFEST.exec(rest);
  if (!manifestStatement) throw new Error("paint-first: React Router's bootstrap assigns no manifest");
  rest = rest.replace(manifestStatement[0], "").replace(/^\n+/, "");
  const manifest = JSON.parse(manifestStatement[1]!) as Manifest;
  // The page's routes: those whose modules the bootstrap hands to React Router.
  const routeIds = [...(ROUTE_MODULES.exec(rest)?.[1] ?? "").matchAll(/"([^"]+)":\w+/g)].map((m) => m[1]!);
  if (
    !Array.isArray(manifest.entry?.imports) ||
    routeIds.length !== namespaces.length ||
    routeIds.some((id) => !Array.isArray(manifest.routes?.[id]?.imports))
  )
    throw new Error(
      "paint-first: React Router's manifest names no imports of the client entry or of the page's routes",
    );
  const chunks = chunksOf(manifest, routeIds);
  if (chunks.length !== new Set(preloads).size || chunks.some((chunk) => !preloads.includes(chunk)))
    throw new Error("paint-first: the chunks in React Router's manifest are not the ones it preloads");

  const ours = [
    // Listening from the start: an input before the first frame still counts.
    FIRST_INTERACTION_AND_WAKE,
    `const scrolled = new Promise((r) => scrollY > 0 ? r() : addEventListener("scroll", r, { once: true, passive: true }));`,
    MARK_FIRST_SCREEN_ITEMS,
    AFTER_FIRST_PAINT,
    // A visitor who acts before the page has loaded does not wait for it.
    `await Promise.race([${FIRST_SCREEN_SETTLED}, interaction]);`,
    // The same chunks React Router would have preloaded, now requested after the load.
    downloadInWorker(routeIds),
    // The sections' layout, in idle time, once the visitor moves the page.
    `scrolled.then(${LAY_OUT_AHEAD});`,
    `await wake;`,
    // A chunk that fails to load (network gone, a deploy replaced it) tells the first-touch script,
    // which then stops holding the contact form's submits for a React that will not come.
    `const [${namespaces.map((n) => n.name).join(", ")}] = await (async () => {`,
    EVALUATE_ONE_BY_ONE,
    ...sideEffects.map((s) => `await import(${s});`),
    `return Promise.all([${namespaces.map((n) => `import(${n.specifier})`).join(", ")}]);`,
    `})().catch((error) => { dispatchEvent(new Event(${JSON.stringify(SCRIPTS_FAILED)})); throw error; });`,
  ];
  const script = [manifestStatement[0], compact(ours.join("\n")), rest]
    .join("\n")
    // Without the source's indentation (about 500 bytes of every page's HTML); line breaks stay, so no
    // statement runs into the next. No string or template in the script holds a line break.
    .replace(/\n\s+/g, "\n");

  const deferred = `<script${attributes}>${script}</script>`;
  // The first-touch script (first-touch.client.ts) runs before it, with the same CSP nonce if any.
  const nonce = /\snonce="[^"]*"/.exec(attributes)?.[0] ?? "";
  const firstTouch = `<script${nonce}>${firstTouchScript}</script>`;
  const headScript = `<script${nonce}>${LAYOUT_LATER} ${FULL_LAYOUT_ON_RETURN}</script>`;
  if (!html.includes("</head>")) throw new Error("paint-first: the document has no </head>");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", () => headScript + "</head>")
    .replace(SCROLL_RESTORATION, (script: string) => script.replace(/\n\s+/g, "\n"))
    .replace(whole, () => firstTouch + deferred);
}
