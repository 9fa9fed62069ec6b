import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and during hydration (same markup on both sides), true right after, and
 * true at once for a component that mounts on a client navigation. For controls that need
 * JavaScript to do anything: they are rendered disabled until it has arrived.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
