import type { RequestHandler } from "express";
import { servesHttps } from "../../app/content-model/legal/operation";
import type { Config } from "../config";
import type { Logger } from "../log";

/** The CSP of everything that is not a page (JSON, files, errors); pages set their own. */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers every response carries, whoever answers it: a restrictive CSP (replaced by the page CSP
 * where HTML is served) and, when visitors come over HTTPS, Strict-Transport-Security. That is when
 * the public origin is https and a TLS-terminating proxy is declared (TRUST_PROXY): Node serves
 * plain HTTP, and the privacy policy states HTTPS under exactly this condition (servesHttps).
 */
export function edgeHeaders(config: Pick<Config, "siteUrl" | "hstsMaxAge" | "trustProxy">): RequestHandler {
  const hsts = servesHttps(config) && config.hstsMaxAge > 0 ? `max-age=${config.hstsMaxAge}` : undefined;
  return (_req, res, next) => {
    res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
    if (hsts) res.setHeader("Strict-Transport-Security", hsts);
    next();
  };
}

/**
 * Behind a reverse proxy without TRUST_PROXY every request comes from the proxy's address, so all
 * visitors share one rate-limit bucket (and one render budget). Say so once, at the first request that shows a proxy.
 */
export function proxyWarning(config: Pick<Config, "trustProxy">, log: Logger): RequestHandler {
  let warned = config.trustProxy !== false;
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      log.warn(
        "requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: all visitors share one rate-limit bucket and one render budget. Set TRUST_PROXY to the hop count or the proxy's address (README, Operations).",
      );
    }
    next();
  };
}

/**
 * Pages are read-only: any other method gets 405 with Allow (never a stack trace from the
 * renderer, e.g. for TRACE), and /index.html or /x/index.html redirect to the one canonical URL.
 * Mounted after the API routes, which answer their own methods; a native post of the contact form
 * comes through with its outcome decided (res.locals.contactSubmission) to be shown as a page.
 */
export function pageRequests(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && res.locals.contactSubmission === undefined) {
      res.setHeader("Allow", "GET, HEAD");
      res.setHeader("Cache-Control", "no-store");
      res.status(405).type("text/plain").send("Diese Methode ist hier nicht erlaubt.");
      return;
    }
    const match = /^(.*?)\/index\.html$/i.exec(req.path);
    if (match) {
      res.redirect(301, (match[1] || "/") + queryOf(req.originalUrl));
      return;
    }
    next();
  };
}

/** "?…" of a request target, also for the absolute form (GET http://host/path?q HTTP/1.1). */
export function queryOf(originalUrl: string): string {
  const i = originalUrl.indexOf("?");
  return i === -1 ? "" : originalUrl.slice(i);
}
