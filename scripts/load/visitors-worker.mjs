// The visitors of `npm run bench:load` in a process of their own: each loads `/` as a browser asks for
// it (brotli), over its own keep-alive connection from another address than the flood's (127.0.0.2,
// so the server tells them apart as it would tell real clients apart), then reads for `thinkMs`.
// Answers the latencies' percentiles over IPC.
import http from "node:http";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function load(url, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

process.once("message", async ({ url, visitors, seconds, thinkMs, localAddress }) => {
  const end = performance.now() + seconds * 1000;
  const latencies = [];
  const statuses = {};
  let errors = 0;
  await Promise.all(
    Array.from({ length: visitors }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
      while (performance.now() < end) {
        const started = performance.now();
        try {
          const status = await load(url, agent);
          latencies.push(performance.now() - started);
          statuses[status] = (statuses[status] ?? 0) + 1;
        } catch {
          errors++;
        }
        await sleep(thinkMs);
      }
      agent.destroy();
    }),
  );
  latencies.sort((a, b) => a - b);
  process.send({
    loads: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    statuses,
    errors,
  });
});
