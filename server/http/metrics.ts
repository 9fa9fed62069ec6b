import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";
import type { ContactHealth } from "../contact/pipeline-health";
import type { DeliveryResult } from "../contact/worker";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Prometheus metrics (METRICS_PORT): off by default, and when on, served by a listener of its own
 * (METRICS_HOST, 127.0.0.1 by default) so the figures never reach the public port.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP responses by method and status code",
    labelNames: ["method", "status"] as const,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: "contact_deliveries_total",
    help: "Delivery attempts of contact messages by outcome (sent, retry, failed)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const pending = gauge("contact_outbox_pending", "Messages waiting for delivery");
  const failed = gauge("contact_outbox_failed", "Messages that failed permanently (see npm run leads -- list)");
  const oldest = gauge("contact_outbox_oldest_pending_age_seconds", "Age of the oldest undelivered message");
  const writable = gauge("contact_store_writable", "1 when the outbox accepts new messages");
  const workerAlive = gauge("contact_worker_alive", "1 while the delivery worker runs");
  const alarm = new Gauge({
    name: "contact_alarm",
    help: "1 while an operator must act: smtp_configuration (login or TLS refused), undelivered_too_long",
    labelNames: ["alarm"] as const,
    registers: [registry],
  });

  const countRequests: RequestHandler = (req, res, next) => {
    res.on("finish", () =>
      httpRequests.inc({ method: METHODS.has(req.method) ? req.method : "other", status: String(res.statusCode) }),
    );
    next();
  };

  async function render(health: (() => Promise<ContactHealth>) | undefined) {
    if (health) {
      const h = await health();
      if (h.outbox.pending !== null) pending.set(h.outbox.pending);
      if (h.outbox.failed !== null) failed.set(h.outbox.failed);
      if (h.outbox.oldestPendingAgeSeconds !== null) oldest.set(h.outbox.oldestPendingAgeSeconds);
      writable.set(h.store.writable ? 1 : 0);
      workerAlive.set(h.worker.alive ? 1 : 0);
      for (const name of ["smtp_configuration", "undelivered_too_long"] as const)
        alarm.set({ alarm: name }, h.alarms.some((a) => a.alarm === name) ? 1 : 0);
    }
    return registry.metrics();
  }

  return {
    countRequests,
    onDeliveryResult: (result: DeliveryResult) => deliveries.inc({ result }),
    /** Starts the metrics listener; rejects on a listen error (the caller stops the process). */
    listen(port: number, host: string, health: (() => Promise<ContactHealth>) | undefined): Promise<Server> {
      const server = createServer(async (req, res) => {
        if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
          res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
          return;
        }
        try {
          const body = await render(health);
          res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(body);
        } catch {
          res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics unavailable\n");
        }
      });
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve(server);
        });
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
