import type { RequestHandler } from "express";

/**
 * Content-Security-Policy for a page. Inline scripts are allowed only by the hashes computed at build
 * time (prerendered pages) or by a per-request nonce (server-rendered pages); everything else must
 * come from our own origin. No third party is ever contacted.
 */
export function contentSecurityPolicy(scriptSources: string[], { https = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers every response carries; the CSP itself is set where the page is known. */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()",
    );
    // Strict-Transport-Security: server/http/edges.ts, from SITE_URL and HSTS_MAX_AGE.
    next();
  };
}
