import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { differingFacts, privacyFacts, type PrivacyFacts } from "../app/content-model/legal/operation";
import { serverRequestContext } from "../app/lib/request-context.server";
import { enPaths, paths } from "../app/paths";
import type { Config } from "./config";
import type { ContactHealth } from "./contact/pipeline-health";
import { adminNotServed } from "./admin";
import { edgeHeaders, pageRequests, proxyWarning, queryOf } from "./http/edges";
import { createHealthRouter } from "./http/health";
import type { Metrics } from "./http/metrics";
import { fairShare } from "./http/fair-share";
import { renderBudgetHandler, routeDiscoveryPathOf } from "./http/render-budget";
import { isDashboardPath } from "./stats/paths";
import type { StatsService } from "./stats/stats-service";
import type { Logger } from "./log";
import { contentSecurityPolicy, securityHeaders, WORKER_CSP, WORKER_SCRIPT } from "./security-headers";
import { loadNotFoundPages, notFoundPagesHandler } from "./not-found-pages";
import type { SearchService } from "./search/search-service";
import { loadStaticFiles, sendStaticFile, type StaticFile } from "./static-files";

export type AppOptions = {
  config: Config;
  log: Logger;
  /** The React Router server build (build/server/index.js), or a loader of it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Routes of the contact API, mounted before the pages. */
  contactRouter?: Router;
  /**
   * The content admin (/keystatic, /api/keystatic; server/admin.ts): its routes with their own
   * headers, or none, when both paths answer 404.
   */
  adminRouter?: Router;
  /** The site search: its JSON endpoint, mounted before the pages, and the results page's queries. */
  search?: SearchService;
  /** Figures of the contact pipeline for /healthz and /readyz. */
  health?: () => Promise<ContactHealth>;
  /** Prometheus request counting (METRICS_PORT set). */
  metrics?: Metrics;
  /** Reach measurement (server/stats/), unless STATS=0. */
  stats?: StatsService;
  /**
   * Development (npm run dev, server/dev-server.ts): Vite's middlewares serve the sources with hot
   * reload in place of the built files; nothing is read from BUILD_DIR. The paths production serves
   * prerendered are rendered per request, and keep their one URL (the redirect of /about/).
   */
  dev?: {
    vite: RequestHandler;
    hmrOrigin: string;
    prerenderedPaths: string[];
    /** A German page naming the fault while content/ has one (server/dev-content-errors.ts). */
    contentErrors?: RequestHandler;
  };
};

/**
 * The HTTP application: security headers, compression (only for answers not precompressed at
 * build time), health check, contact API, hashed assets, prerendered HTML and route data, the
 * prerendered not-found pages, and React Router for everything else (redirects, unknown addresses
 * below a page, native form posts), inside a per-client budget of rendered answers
 * (docs/decisions/0018-what-is-rendered-per-request.md).
 */
export function createApp({
  config,
  log,
  build,
  contactRouter,
  adminRouter,
  search,
  health,
  metrics,
  stats,
  dev,
}: AppOptions) {
  const clientDir = path.resolve(config.buildDir, "client");
  const files = dev ? new Map<string, StaticFile>() : loadStaticFiles(clientDir);
  const scriptHashes = dev ? {} : readScriptHashes(config.buildDir);
  const devPages = new Set(dev?.prerenderedPaths);
  const notFoundPages = dev ? [] : loadNotFoundPages(config.buildDir, log);
  const facts = privacyFacts(config);
  if (!dev) servePrivacyPolicyOfThisServer(config.buildDir, files, facts, log);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // First: a flooding client's requests wait in its own queue, not before everyone else's (fair-share.ts).
  app.use(fairShare());
  app.use(securityHeaders());
  // Operations (server/http/): CSP and HSTS on every response, proxy warning, metrics, health.
  if (metrics) app.use(metrics.countRequests);
  app.use(edgeHeaders(config));
  app.use(proxyWarning(config, log));
  app.use(compression());
  app.use(createHealthRouter(health));
  // Before every body parser (Keystatic reads its own) and before the pages' method rule.
  app.use(adminRouter ?? adminNotServed());

  if (contactRouter) app.use(contactRouter);
  if (search) app.use(search.router);
  // Reach measurement: the dashboard (never counted itself), then the counting of every page and
  // client navigation answered below (docs/decisions/0020-reach-measurement.md).
  // One function for every request, not a router's layers: counting must stay cheap.
  if (stats) {
    const dashboard = stats.dashboard([...files.keys()].find((f) => /^\/assets\/inter-subset-[\w-]+\.woff2$/.test(f)));
    app.use((req, res, next) =>
      isDashboardPath(req.path) ? dashboard(req, res, next) : stats.countViews(req, res, next),
    );
  }

  // Pages: GET and HEAD only (405 otherwise), /index.html → canonical URL.
  app.use(pageRequests());
  // Development: Vite serves the sources in place of the built files (with the CSP of everything
  // that is not a page, as the built files have).
  if (dev?.contentErrors) app.use(dev.contentErrors);
  if (dev) app.use(dev.vite);

  // Built files, served from memory with their precompressed variants (server/static-files.ts).
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = decodeURIComponentSafe(req.path);

    // Hashed build output: cache forever, the name changes with the content.
    if (pathname.startsWith("/assets/")) {
      const asset = files.get(pathname);
      if (!asset) return void res.status(404).type("text/plain").send("Nicht gefunden.");
      return sendStaticFile(
        req,
        res,
        asset,
        {
          "Cache-Control": "public, max-age=31536000, immutable",
          // A worker keeps the CSP of its own script (security-headers.ts).
          ...(WORKER_SCRIPT.test(pathname) ? { "Content-Security-Policy": WORKER_CSP } : {}),
        },
        { immutable: true },
      );
    }

    // Prerendered pages: one file per content route, revalidated on every visit.
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const page = files.get(normalized === "/" ? "/index.html" : `${normalized}/index.html`);
    if (page || devPages.has(normalized)) {
      if (normalized !== pathname) {
        // One URL per page: /about/ → /about (keeps the query string).
        return res.redirect(308, normalized + queryOf(req.originalUrl));
      }
      if (!page) return next(); // development: React Router renders it from the sources
      return sendStaticFile(req, res, page, {
        "Content-Security-Policy": contentSecurityPolicy(scriptHashes[normalized] ?? [], { https: req.secure }),
        "Cache-Control": "public, max-age=0, must-revalidate",
      });
    }

    // A prerendered page's data (/edeka-reference.data, for client-side navigation): revalidated
    // like its page, so a navigation never shows older copy than a reload.
    const file = files.get(pathname);
    if (file && pathname.endsWith(".data"))
      return sendStaticFile(req, res, file, { "Cache-Control": "public, max-age=0, must-revalidate" });
    // Other public files (favicon, robots.txt, sitemap.xml, web manifest).
    if (file) return sendStaticFile(req, res, file, { "Cache-Control": "public, max-age=3600" });
    next();
  });

  // Unknown addresses: the prerendered not-found page wherever it is what React Router would render.
  const routeDiscoveryPath = routeDiscoveryPathOf(build);
  app.use(notFoundPagesHandler(notFoundPages, { routeDiscoveryPath }));

  // What is left is rendered per request, so each client has a budget of it (not in development,
  // where every page is). A new renderer (a search results page, a dashboard) mounted below is
  // covered by it, as every route React Router renders is.
  if (!dev && config.renderBudget > 0)
    app.use(renderBudgetHandler({ perMinute: config.renderBudget, log, routeDiscoveryPath }));

  // Everything else is rendered by React Router; its inline scripts carry a per-request nonce.
  const handler = createRequestHandler({
    build,
    mode: config.production ? "production" : "development",
    // future.v8_middleware: the context is a RouterContextProvider (app/lib/request-context.server.ts).
    getLoadContext: (_req, res) =>
      new RouterContextProvider(
        new Map([
          [
            serverRequestContext,
            {
              cspNonce: res.locals.cspNonce as string,
              // Set by the contact API for a native form post (server/contact/form-post.ts).
              contactSubmission: res.locals.contactSubmission,
              contactSubmissionStatus: res.locals.contactSubmissionStatus,
              privacyFacts: facts,
              search: search?.search,
            },
          ],
        ]),
      ),
  });
  app.all("/{*splat}", (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([`'nonce-${nonce}'`], { https: req.secure, hmrOrigin: dev?.hmrOrigin }),
    );
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

/**
 * The prerendered privacy policy states the configuration of the build. When this server runs with
 * another one (`npm run serve` with other settings, a test server without rate limit), the page is
 * rendered per request from this server's configuration instead, so no visitor reads a policy that
 * is untrue of the server answering (docs/decisions/0010-privacy-policy-from-configuration.md).
 * Both editions state the same facts, so both are dropped together: the German policy and its
 * English translation (docs/decisions/0017-english-edition.md).
 */
function servePrivacyPolicyOfThisServer(
  buildDir: string,
  files: Map<string, StaticFile>,
  actual: PrivacyFacts,
  log: Logger,
) {
  const file = path.join(buildDir, "privacy-facts.json");
  const stated = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")).facts as PrivacyFacts) : undefined;
  const differing = stated ? differingFacts(stated, actual) : ["all"];
  if (differing.length === 0) return;
  for (const page of [paths.privacy, enPaths.privacy]) {
    files.delete(`${page}/index.html`);
    files.delete(`${page}.data`);
  }
  log.info("privacy policy rendered per request: this server's configuration differs from the build's", {
    differing,
  });
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
