import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { fairShare } from "./fair-share";

/**
 * A real server and real connections from two loopback addresses (127.0.0.1 floods, 127.0.0.2 visits).
 * `/slow` answers when the test releases it, so how many requests run at once can be counted.
 */
async function serve(perClient: number) {
  let running = 0;
  let mostAtOnce = 0;
  const started: string[] = [];
  const held: (() => void)[] = [];
  const app = express();
  app.use(fairShare({ perClient }));
  app.get("/slow/:id", (req, res) => {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    started.push(req.params.id);
    held.push(() => {
      running--;
      res.send(req.params.id);
    });
  });
  app.get("/fast", (_req, res) => void res.send("fast"));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    started,
    held,
    mostAtOnce: () => mostAtOnce,
    releaseAll: () => held.splice(0).forEach((answer) => answer()),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** A GET from `localAddress` over a connection of its own; resolves with the body. */
function get(port: number, path: string, localAddress = "127.0.0.1", agent = new http.Agent()) {
  const request = http.get({ host: "127.0.0.1", port, path, localAddress, agent });
  const body = new Promise<string>((resolve, reject) => {
    request.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk));
      res.on("end", () => resolve(text));
    });
    request.on("error", reject);
  });
  return { request, body };
}

/** The client closes its connection without waiting for the answer. */
function hangUp({ request, body }: ReturnType<typeof get>) {
  body.catch(() => undefined);
  request.destroy();
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

let server: Awaited<ReturnType<typeof serve>> | undefined;
afterEach(async () => {
  server?.releaseAll();
  await server?.close();
  server = undefined;
});

describe("fairShare: one client's flood never holds another's requests", () => {
  it("runs at most perClient of one client's requests at once, and the rest in the order they came", async () => {
    server = await serve(3);
    const flood = Array.from({ length: 10 }, (_, i) => get(server!.port, `/slow/${i}`));
    await until(() => server!.started.length === 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.started).toEqual(["0", "1", "2"]);
    while (server.started.length < 10) {
      server.releaseAll();
      await new Promise((r) => setTimeout(r, 10));
    }
    server.releaseAll();
    expect(await Promise.all(flood.map((f) => f.body))).toEqual(flood.map((_, i) => String(i)));
    expect(server.started).toEqual(flood.map((_, i) => String(i)));
    expect(server.mostAtOnce()).toBe(3);
  });

  it("answers another client at once while the first one's requests wait", async () => {
    server = await serve(3);
    const flood = Array.from({ length: 10 }, (_, i) => get(server!.port, `/slow/${i}`));
    await until(() => server!.started.length === 3);
    expect(await get(server.port, "/fast", "127.0.0.2").body).toBe("fast");
    // Its own seventh request would wait: the flooding client is still held at three.
    expect(server.started).toHaveLength(3);
    server.releaseAll();
    await until(() => server!.started.length === 6);
    flood.forEach(hangUp);
  });

  it("forgets a request whose client hangs up while it waits, and a client with nothing in progress", async () => {
    server = await serve(1);
    const first = get(server.port, "/slow/first");
    await until(() => server!.started.length === 1);
    const gone = get(server.port, "/slow/gone");
    const kept = get(server.port, "/slow/kept");
    await new Promise((r) => setTimeout(r, 50));
    hangUp(gone);
    await new Promise((r) => setTimeout(r, 50));
    server.releaseAll();
    expect(await first.body).toBe("first");
    await until(() => server!.started.length === 2);
    expect(server.started).toEqual(["first", "kept"]);
    server.releaseAll();
    expect(await kept.body).toBe("kept");
    // Nothing in progress any more: the next request of that client starts at once.
    expect(await get(server.port, "/fast").body).toBe("fast");
  });
});
