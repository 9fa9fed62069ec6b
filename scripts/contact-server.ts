// The contact service on a bare Express app, as its own process: what the contact benchmark and the
// multi-instance test start (bundled with esbuild, see scripts/contact-server-bundle.mjs), so the
// load generator never shares the server's event loop. Reads the same environment as server/main.ts
// (DATABASE_URL, SMTP_URL, RATE_LIMIT, TRUST_PROXY, …), plus two seams for measurements:
//   CONTACT_WORKER_TIMING  JSON with worker timings (e.g. a short lease), production defaults otherwise
//   BENCH_BASELINE=1       also answer a bare express.json() → 202 route, for comparison
// Started with an IPC channel it reports {port} when listening, answers "stats" with its CPU time
// and stops on "stop"; SIGTERM stops it too.
import express from "express";
import type { AddressInfo } from "node:net";
import { CONTACT_API_PATH } from "../app/contact/contact-fields";
import { loadConfig } from "../server/config";
import { createContactService } from "../server/contact/contact-service";
import { createLogger } from "../server/log";

const config = loadConfig();
const log = createLogger(
  { service: "contact-server" },
  (process.env.LOG_LEVEL as "info" | "warn" | undefined) ?? "error",
);
const timing = process.env.CONTACT_WORKER_TIMING ? JSON.parse(process.env.CONTACT_WORKER_TIMING) : undefined;
const service = createContactService(config, log, { timing });
await service.ready();

const app = express();
app.set("trust proxy", config.trustProxy);
if (process.env.BENCH_BASELINE === "1") {
  // Same HTTP stack, no validation and no store: what this machine allows at best.
  app.post(
    CONTACT_API_PATH,
    express.json({ limit: "32kb" }),
    (_req, res) => void res.status(202).json({ status: "accepted" }),
  );
}
app.use(service.router);
const server = app.listen(config.port, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  if (process.send) process.send({ port });
  else console.log(`contact server on http://127.0.0.1:${port}`);
});
server.keepAliveTimeout = 65_000;
service.start();

async function stop() {
  server.closeAllConnections();
  server.close();
  await service.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("message", (m) => {
  if (m === "stats") process.send?.({ cpu: process.cpuUsage() });
  if (m === "stop") void stop();
});
