import express, { type Router } from "express";
import type { ContactHealth } from "../contact/pipeline-health";

/**
 * GET /healthz: liveness. 200 whenever the process answers; the body says "degraded" with the
 * reason when the outbox has a problem (restarting would not fix a full disk).
 * GET /readyz: readiness. 503 when new messages cannot be stored or the worker is not running,
 * so a load balancer sends visitors elsewhere. An alarm (SMTP login refused, messages undelivered
 * for too long) leaves it at 200 with status "degraded" and the alarms named: every instance shares
 * that configuration, and taking them all out would lose the new leads that are still stored.
 */
export function createHealthRouter(health: (() => Promise<ContactHealth>) | undefined): Router {
  const router = express.Router();
  const answer =
    (readiness: boolean): express.RequestHandler =>
    async (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const contact = health ? await health() : undefined;
      const ready = contact?.ready ?? true;
      const alarmed = (contact?.alarms.length ?? 0) > 0;
      const status = !ready ? (readiness ? "unavailable" : "degraded") : alarmed ? "degraded" : "ok";
      res.status(readiness && !ready ? 503 : 200).json({ status, ...contact });
    };
  router.get("/healthz", answer(false));
  router.get("/readyz", answer(true));
  return router;
}
