import { Suspense, use, useLayoutEffect } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { fadeInServerRendered } from "./fade-in";

/**
 * Content that needs no JavaScript keeps the HTML the server rendered: the page's hydration skips
 * it (docs/decisions/0023-static-html.md). Its text, links, `<details>` and CSS work as they are;
 * React's work for it is not done, neither while the page hydrates (where a second tap waited for
 * it) nor after (issue 42).
 *
 * How: while React hydrates, a child that suspends keeps its server HTML (the mechanism of
 * `HydrateOnVisible`). This one suspends on a promise that never settles, except when the visitor
 * reaches into the part: React hydrates the part under a tap, click or key at once, before the
 * event is handled, so a link in it navigates inside the app as everywhere else. A part that
 * is never reached is never hydrated. Should React have to render the part for another reason (a
 * context it reads changes), it renders it anew, as on a client navigation. On the server and for
 * pages rendered on a client navigation, nothing waits.
 *
 * Only for parts without state, effects or handlers of their own that must work without a
 * visitor's input: such a control inside would be inert until reached (the first-touch matrix,
 * tests/e2e/first-touch.spec.ts, runs every control). A fade-in inside is started by
 * `FirstHydrationDone`, because FadeIn's own effect does not run there.
 */
export function StaticHtml({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      <KeepServerHtml>{children}</KeepServerHtml>
    </Suspense>
  );
}

function KeepServerHtml({ children }: { children: React.ReactNode }) {
  // False while React hydrates this part (the server's snapshot); true when it renders it anew.
  const rendering = useHydrated();
  // use() on every render, so that each render has the same hooks.
  use(rendering || visitor.reaching || visitor.movedInPage || ON_SERVER ? NOTHING_TO_WAIT_FOR : NEVER);
  return children;
}

const ON_SERVER = typeof document === "undefined";
const NEVER = new Promise<void>(() => {});
/** A promise React already knows as fulfilled (its `status` field): use() returns without suspending. */
const NOTHING_TO_WAIT_FOR = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

/**
 * `reaching`: true while a tap, click or key is being dispatched (focus alone is not: React hydrates
 * for it later, in a task of its own). React hydrates the part its
 * target is in synchronously in its own capture listener on the document; this window's capture
 * listener runs before it, the bubbling one (or, were propagation stopped, the next task) after.
 * `movedInPage`: true for good once the address changed without a new page (a link to an anchor,
 * Back to one): the router then renders the page again with the new location, which reaches the
 * links in static parts; they must hydrate, not be rendered anew, or whatever holds their elements
 * (the table of contents' observer) holds elements no longer in the page. This listener is added as
 * this module loads, before the router's own.
 */
const visitor = { reaching: false, movedInPage: false };
const REACHING_EVENTS = ["pointerdown", "touchstart", "mousedown", "click", "keydown"] as const;
if (typeof window !== "undefined") {
  const reach = () => {
    visitor.reaching = true;
    setTimeout(done);
  };
  const done = () => void (visitor.reaching = false);
  for (const type of REACHING_EVENTS) {
    window.addEventListener(type, reach, { capture: true, passive: true });
    window.addEventListener(type, done, { passive: true });
  }
  window.addEventListener("popstate", () => void (visitor.movedInPage = true), { capture: true });
}

/**
 * Rendered once by the root layout: when the page's first hydration commits, the fade-ins of the
 * server's HTML start, also those in parts that stay as the server rendered them.
 */
export function FirstHydrationDone() {
  useLayoutEffect(fadeInServerRendered, []);
  return null;
}
