import { Suspense, use } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * Hydrates its children only once the element with `anchorId` comes near the viewport or receives
 * focus or a pointer. Until then the server-rendered HTML stays as it is and works on its own (the
 * contact form posts natively), and the children's code is not even downloaded when they are a
 * `lazy()` component. Meant for interactive parts far below the fold, whose JavaScript would
 * otherwise compete with the first screen.
 *
 * How: during hydration a child that suspends keeps its server HTML; React retries when the
 * promise resolves. On the server and on client navigations nothing waits.
 */
export function HydrateOnVisible({ anchorId, children }: { anchorId: string; children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate anchorId={anchorId}>{children}</Gate>
    </Suspense>
  );
}

function Gate({ anchorId, children }: { anchorId: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  // use() is called on every render, so React's retry after the promise resolves sees the same
  // hooks (calling it conditionally makes React's development build warn).
  use(!hydrated && typeof document !== "undefined" ? nearViewport(anchorId) : NOTHING_TO_WAIT_FOR);
  return children;
}

/** A promise React already knows as fulfilled (its `status` field): use() returns without suspending. */
const NOTHING_TO_WAIT_FOR = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

const waiting = new Map<string, Promise<void>>();

/** Resolves once the element is within 600 px of the viewport, or is focused or touched. */
function nearViewport(id: string): Promise<void> {
  let promise = waiting.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      if (!element || typeof IntersectionObserver === "undefined") return resolve();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
        rootMargin: "600px 0px",
      });
      const events = ["focusin", "pointerdown", "pointerenter"] as const;
      function done() {
        observer.disconnect();
        for (const type of events) element!.removeEventListener(type, done);
        resolve();
      }
      observer.observe(element);
      for (const type of events) element.addEventListener(type, done);
    });
    waiting.set(id, promise);
  }
  return promise;
}
