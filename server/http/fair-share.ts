import type { NextFunction, Request, Response } from "express";
import { clientKey } from "../contact/rate-limit";

/**
 * One client's flood never slows other visitors (issue 43). Node answers the requests of one event
 * loop turn in the order their bytes arrived: with fifty connections, a flooding client put fifty
 * answers before every other visitor's, each turn (visitors' `/` waited 28 ms at the median and
 * 104 ms at p99 during a flood of `/`). Here each client (its address as the rate limits count it,
 * `clientKey`) has at most `perClient` requests in progress; its further requests wait, in order, in
 * a queue of their own, and the next of them starts in the turn after one of its own was answered
 * (setImmediate: after the other clients' waiting requests have been read). Another client's request
 * starts at once. A browser opens at most six connections to a host, so a visitor is never held.
 *
 * Nothing is written anywhere and nothing outlives the requests: a client's entry is removed when it
 * has nothing in progress. The queue is bounded by the client's connections (HTTP/1.1 answers one
 * request per connection at a time), which the server's timeouts bound in turn.
 */
export function fairShare({ perClient = 8 }: { perClient?: number } = {}) {
  type Client = { running: number; waiting: (() => void)[] };
  const clients = new Map<string, Client>();

  return (req: Request, res: Response, next: NextFunction) => {
    const key = clientKey(req.ip);
    let client = clients.get(key);
    if (!client) clients.set(key, (client = { running: 0, waiting: [] }));
    const current = client;

    const startNext = () => {
      const following = current.waiting.shift();
      if (following) setImmediate(following);
      else if (current.running === 0) clients.delete(key);
    };
    const start = () => {
      // Its client hung up between leaving the queue and its turn: nothing to answer.
      if (req.socket.destroyed) return startNext();
      current.running++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        current.running--;
        startNext();
      };
      res.once("finish", release);
      res.once("close", release);
      next();
    };

    if (current.running < perClient) return start();
    current.waiting.push(start);
    // A request whose client hangs up while it waits leaves the queue.
    res.once("close", () => {
      const index = current.waiting.indexOf(start);
      if (index !== -1) current.waiting.splice(index, 1);
    });
  };
}
