// One flood of `npm run bench:load` in a process of its own (so it never shares the server's or the
// visitors' event loop): autocannon with `connections` keep-alive connections from 127.0.0.1, each
// request made by the flood's generator (floods.mjs). Answers its figures over IPC.
import autocannon from "autocannon";
import { floods } from "./floods.mjs";

process.once("message", async ({ url, key, connections, seconds }) => {
  const { request } = floods.find((f) => f.key === key);
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, ...request(i++) }) }],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  process.send({
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  });
});
