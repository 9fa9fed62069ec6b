/**
 * `npm run dev`: page requests and the reloads of the server's modules take turns.
 *
 * A saved file makes Vite send the SSR environment's module runner a "full-reload" (or "update"),
 * and the runner then forgets every module it has evaluated and imports the app again. Left to
 * itself it does that at any moment: while a request renders (whose lazily imported modules, e.g.
 * the contact form's React.lazy, then come from the new set while the page's own come from the old:
 * two copies of app/lib/page-handle.ts, two React contexts, "useEdition() outside a page", HTTP 500),
 * and while the previous reload still imports the app (an editor's save is often two file events a
 * few milliseconds apart). The first page request after start-up writes the generated drawings,
 * which reloads the modules under that very request.
 *
 * The gate sits between Vite and the runner (`transport`) and in front of the requests (`enter`):
 * a change waits `settleMs` for the changes that follow it (one reload for a burst of events,
 * duplicates dropped), then for the requests already rendering to finish (at most `drainMs`),
 * and is applied while no request renders; requests that arrive meanwhile wait until it is done,
 * and then render the new content against one consistent set of modules.
 */

/** Payloads that change the runner's modules; everything else (custom events, errors) passes at once. */
const RELOADS = new Set(["full-reload", "update", "prune"]);

/**
 * A burst's payloads in the order the runner applies them: one full reload for all of them (each
 * clears every module the runner holds; without `triggeredBy` it imports all entry points again),
 * after the others.
 * @param {any[]} batch
 */
function coalesce(batch) {
  const reloads = batch.filter((p) => p.type === "full-reload");
  if (reloads.length < 2) return batch;
  return [...batch.filter((p) => p.type !== "full-reload"), { type: "full-reload" }];
}

/**
 * `drainMs` bounds the wait for requests in progress (a request that never ends must not hold the
 * reloads back for ever). Until the first request has been answered, the bound is `startupDrainMs`:
 * the first requests compile the whole app (28 s on a busy 2-core machine), and a reload applied
 * after 10 s landed in the middle of those renders (HTTP 500, "useEdition() outside a page").
 * @param {{ settleMs?: number, drainMs?: number, startupDrainMs?: number }} [options]
 */
export function createReloadGate({ settleMs = 60, drainMs = 10_000, startupDrainMs = 120_000 } = {}) {
  let active = 0;
  let answered = 0;
  /** Payloads not yet handed to the runner, by their JSON (a save's second event is the same payload). */
  const pending = new Map();
  /** @type {((payload: any) => unknown) | undefined} the runner's handler */
  let deliver;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<void> | undefined} set from the first pending change until the last is applied */
  let closed;
  let open = () => {};
  /** @type {(() => void)[]} */
  let drained = [];
  let running = false;

  const whenDrained = () =>
    active === 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          const done = () => {
            clearTimeout(timeout);
            resolve(undefined);
          };
          // A request that never ends (a stalled client) must not hold the reloads back for ever.
          const timeout = setTimeout(
            () => {
              drained = drained.filter((d) => d !== done);
              resolve(undefined);
            },
            answered === 0 ? startupDrainMs : drainMs,
          );
          drained.push(done);
        });

  async function apply() {
    await whenDrained();
    while (pending.size > 0) {
      const batch = coalesce([...pending.values()]);
      pending.clear();
      // The runner's handler resolves once the reload is done (it logs its own errors).
      for (const payload of batch) await Promise.resolve(deliver?.(payload)).catch(() => {});
      // Changes that came while these were applied: their burst may not be over yet.
      if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
    }
    running = false;
    closed = undefined;
    open();
  }

  function hold(payload) {
    pending.set(JSON.stringify(payload), payload);
    closed ??= new Promise((resolve) => (open = resolve));
    // Before apply() runs, each event restarts the wait; while it runs, it picks up what arrives.
    if (running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = true;
      void apply();
    }, settleMs);
  }

  return {
    /**
     * The module runner's transport with the reloads held back as described above. It must have its
     * own `invoke`: without one, Vite's runner wraps `connect` in a handler that drops the promise of
     * the reload, and the gate would open while the reload still runs.
     * @template {{ connect?: (handlers: { onMessage: (payload: any) => unknown, onDisconnection: () => void }) => unknown }} T
     * @param {T} transport
     * @returns {T}
     */
    transport(transport) {
      return {
        ...transport,
        connect(handlers) {
          deliver = handlers.onMessage;
          return transport.connect?.({
            ...handlers,
            onMessage: (payload) => (RELOADS.has(payload?.type) ? hold(payload) : handlers.onMessage(payload)),
          });
        },
      };
    },
    /** Waits until no reload is pending or running, and counts the request until `leave`. */
    async enter() {
      while (closed) await closed;
      active++;
    },
    leave() {
      active--;
      answered++;
      if (active === 0) for (const done of drained.splice(0)) done();
    },
  };
}
