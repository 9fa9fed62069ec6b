import { Suspense, use, useLayoutEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { fadeInServerRendered } from "./fade-in";

/**
 * Content that needs no JavaScript keeps the HTML the server rendered: the page's hydration skips
 * it (docs/decisions/0023-static-html.md). Its text, links, `<details>` and CSS work as they are;
 * React's work for it is not done, neither while the page hydrates (where a second tap waited for
 * it) nor after (issue 42).
 *
 * How: while React hydrates, a child that suspends keeps its server HTML (the mechanism of
 * `HydrateOnVisible`). This one suspends until the router begins its first navigation, except when
 * the visitor reaches into the part: React hydrates the part under a tap, click or key at once,
 * before the event is handled, so a link in it navigates inside the app as everywhere else. A part
 * that is never reached, on a page the visitor never leaves inside the app, is never hydrated. Once
 * the router navigates (a link, Back, an anchor), every part still waiting hydrates: the router's
 * render reaches them all, and a part still waiting would hold that render back. On the server and
 * for pages rendered on a client navigation, nothing waits.
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
  use(rendering || visitor.reaching || visitor.navigated || ON_SERVER ? NOTHING_TO_WAIT_FOR : navigation);
  return children;
}

const ON_SERVER = typeof document === "undefined";
/**
 * Settles when the router begins its first navigation (`navigated`): React then retries every part
 * still waiting, and hydrates it (the render would otherwise wait for it).
 */
let navigationBegan!: () => void;
const navigation = new Promise<void>((resolve) => (navigationBegan = resolve));
/** A promise React already knows as fulfilled (its `status` field): use() returns without suspending. */
const NOTHING_TO_WAIT_FOR = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

/**
 * `reaching`: true while a tap, click or key is being dispatched (focus alone is not: React hydrates
 * for it later, in a task of its own). React hydrates the part its target is in synchronously in its
 * own capture listener on the document; this window's capture listener runs before it, the bubbling
 * one (or, were propagation stopped, the next task) after.
 * `navigated`: true for good once the router began a navigation or the address changed (a link to an
 * anchor, Back). The router then renders the page again, and that render reaches every static part
 * (React cannot know which contexts a part it has not hydrated reads): a part that then suspended
 * would hold a navigation's render back until it ends (the progress bar would never show), and one
 * rendered anew would replace elements others hold (the table of contents' observer). So from then
 * on a part hydrates when React renders it. Set by `FirstHydrationDone`.
 */
const visitor = { reaching: false, navigated: false };
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
}

/** The location the page was loaded with (its key), as the router gave it at the first render. */
let firstLocationKey: string | undefined;

/**
 * Rendered once by the root layout, first in the body, so that it renders before any part of the
 * page in the same pass. When the router's state shows a navigation or a new location, it marks
 * `navigated` while rendering: the render that reaches the static parts is this one (a flag set in an
 * effect would come after it). When the page's first hydration commits, the fade-ins of the server's
 * HTML start, also those in parts that stay as the server rendered them.
 */
export function FirstHydrationDone() {
  const { state } = useNavigation();
  const { key } = useLocation();
  firstLocationKey ??= key;
  if (state !== "idle" || key !== firstLocationKey) {
    visitor.navigated = true;
    navigationBegan();
  }
  useLayoutEffect(fadeInServerRendered, []);
  return null;
}
