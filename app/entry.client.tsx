import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATION } from "./lib/first-touch-hooks";
import { rememberVisit } from "./stats/visit";

// From here on React handles every event (a discrete one hydrates the page synchronously before it
// is dispatched); the first-touch script, which stood in for it until now, steps back
// (lib/first-touch.client.ts).
(window as unknown as Record<string, boolean>)[HYDRATION] = true;

// The address the visit began with, before any client navigation changes it (stats/visit.ts).
rememberVisit(location.href, document.referrer);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
