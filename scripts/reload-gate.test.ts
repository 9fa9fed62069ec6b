import { describe, expect, it } from "vitest";
import { createReloadGate } from "./reload-gate.mjs";

type Payload = { type: string; triggeredBy?: string; event?: string };
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gate with a fake runner: `send` is Vite sending a payload, `log` what the runner did when. */
function setup() {
  const log: string[] = [];
  const gate = createReloadGate({ settleMs: 20, drainMs: 1_000 });
  let send: (payload: Payload) => unknown = () => {};
  const transport = gate.transport({
    connect: ({ onMessage }: { onMessage: (payload: Payload) => unknown; onDisconnection: () => void }) => {
      send = onMessage;
    },
  });
  transport.connect?.({
    onMessage: async (payload: Payload) => {
      log.push(`start ${payload.type}${payload.triggeredBy ? ` ${payload.triggeredBy}` : ""}`);
      await tick(30); // the runner imports the app again
      log.push(`end ${payload.type}`);
    },
    onDisconnection: () => {},
  });
  const request = async (name: string, ms: number) => {
    await gate.enter();
    log.push(`enter ${name}`);
    await tick(ms);
    log.push(`leave ${name}`);
    gate.leave();
  };
  return { log, send: (payload: Payload) => send(payload), request };
}

describe("reload gate (npm run dev)", () => {
  it("applies a burst of file events as one reload, after the rendering request, before the next", async () => {
    const { log, send, request } = setup();
    const rendering = request("a", 60);
    await tick();
    send({ type: "full-reload", triggeredBy: "content/de/home.yaml" });
    send({ type: "full-reload", triggeredBy: "content/de/home.yaml" }); // the save's second event
    send({ type: "full-reload" });
    await tick(5);
    const next = request("b", 1);
    await Promise.all([rendering, next]);
    expect(log).toEqual(["enter a", "leave a", "start full-reload", "end full-reload", "enter b", "leave b"]);
  });

  it("passes other messages straight to the runner and holds no request back", async () => {
    const { log, send, request } = setup();
    send({ type: "custom", event: "vite:ws:connect" });
    expect(log).toEqual(["start custom"]);
    await request("a", 1);
    expect(log.slice(0, 2)).toEqual(["start custom", "enter a"]);
  });

  it("a change that arrives while a reload runs is applied before any request renders", async () => {
    const { log, send, request } = setup();
    send({ type: "full-reload", triggeredBy: "a.yaml" });
    await tick(30); // settled, the reload runs
    send({ type: "full-reload", triggeredBy: "b.yaml" });
    await request("a", 1);
    expect(log).toEqual([
      "start full-reload a.yaml",
      "end full-reload",
      "start full-reload b.yaml",
      "end full-reload",
      "enter a",
      "leave a",
    ]);
  });
});
