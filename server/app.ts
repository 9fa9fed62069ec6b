import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Router } from "express";
import type { ServerBuild } from "react-router";
import type { Config } from "./config";
import type { ContactHealth } from "./contact/contact-service";
import { edgeHeaders, pageRequests, proxyWarning, queryOf } from "./http/edges";
import { createHealthRouter } from "./http/health";
import type { Metrics } from "./http/metrics";
import type { Logger } from "./log";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

type AppOptions = {
  config: Config;
  log: Logger;
  /** The React Router server build (build/server/index.js). */
  build: ServerBuild;
  /** Routes of the contact API, mounted before the pages. */
  contactRouter?: Router;
  /** Figures of the contact pipeline for /healthz and /readyz. */
  health?: () => Promise<ContactHealth>;
  /** Prometheus request counting (METRICS_PORT set). */
  metrics?: Metrics;
};

/**
 * The HTTP application: security headers, compression, health check, contact API, hashed assets,
 * prerendered HTML, and React Router for everything else (404 pages, redirects, .data requests).
 */
export function createApp({ config, log, build, contactRouter, health, metrics }: AppOptions) {
  const clientDir = path.resolve(config.buildDir, "client");
  const prerendered = indexPrerenderedPages(clientDir);
  const scriptHashes = readScriptHashes(config.buildDir);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders());
  // Operations (server/http/): CSP and HSTS on every response, proxy warning, metrics, health.
  if (metrics) app.use(metrics.countRequests);
  app.use(edgeHeaders(config));
  app.use(proxyWarning(config, log));
  app.use(compression());
  app.use(createHealthRouter(health));

  if (contactRouter) app.use(contactRouter);

  // Pages: GET and HEAD only (405 otherwise), /index.html → canonical URL.
  app.use(pageRequests());

  // Hashed build output: cache forever, the name changes with the content.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );

  // Prerendered pages: a static file per content route, revalidated on every visit.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = decodeURIComponentSafe(req.path);
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const file = prerendered.get(normalized);
    if (!file) return next();
    if (normalized !== pathname) {
      // One URL per page: /about/ → /about (keeps the query string).
      return res.redirect(308, normalized + queryOf(req.originalUrl));
    }
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(scriptHashes[normalized] ?? [], { https: req.secure }),
    );
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.sendFile(file, { dotfiles: "deny" });
  });

  // Other public files (favicon, robots.txt, sitemap.xml, .data files of prerendered routes).
  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));

  // Everything else is rendered by React Router; its inline scripts carry a per-request nonce.
  const handler = createRequestHandler({
    build,
    mode: config.production ? "production" : "development",
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
  });
  app.all("/{*splat}", (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], { https: req.secure }));
    return handler(req, res, next);
  });

  // Last resort: log with a request id, answer without internals.
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) {
      const requestId = randomBytes(6).toString("hex");
      log.error("request failed", { requestId, method: req.method, path: req.path, err });
      if (!res.headersSent) res.status(500).type("text/plain").send(`Interner Fehler (Referenz ${requestId}).`);
      return;
    }
    if (!res.headersSent)
      res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Nicht gefunden." : "Ungültige Anfrage.");
  };
  app.use(onError);
  return app;
}

/** Map of route path → prerendered index.html below build/client. */
function indexPrerenderedPages(clientDir: string) {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === "assets") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(rel === "" ? "/" : `/${rel}`, full);
      }
    }
  };
  walk(clientDir);
  return pages;
}

function readScriptHashes(buildDir: string): Record<string, string[]> {
  const file = path.join(buildDir, "csp-hashes.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
