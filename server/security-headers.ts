import type { RequestHandler } from "express";

/** What a policy allows beyond its own origin ('self'), directive by directive. */
type PolicySources = {
  script?: readonly string[];
  style?: readonly string[];
  img?: readonly string[];
  connect?: readonly string[];
  /** Workers from other sources than the script's own (absent: the directive is not sent). */
  worker?: readonly string[];
  /** The web app manifest (a page links one; the admin does not). */
  manifest?: boolean;
  /** Behind TLS: upgrade the page's own http:// requests. */
  https?: boolean;
};

/**
 * A Content-Security-Policy: everything from our own origin and nothing else unless named, no plugins,
 * no framing, forms posted only to us. The one place its rules are written; the pages' policy below and
 * the admin's (server/admin.ts) name what they add.
 */
export function policy({ script = [], style = [], img = [], connect = [], worker, manifest, https }: PolicySources) {
  const self = (directive: string, sources: readonly string[]) => [`${directive} 'self'`, ...sources].join(" ");
  return [
    "default-src 'self'",
    self("script-src", script),
    self("style-src", style),
    self("img-src", img),
    "font-src 'self'",
    self("connect-src", connect),
    ...(worker ? [self("worker-src", worker)] : []),
    ...(manifest ? ["manifest-src 'self'"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Content-Security-Policy for a page. Inline scripts are allowed only by the hashes computed at build
 * time (prerendered pages) or by a per-request nonce (server-rendered pages); everything else must
 * come from our own origin. No third party is ever contacted.
 *
 * `hmrOrigin` is set by `npm run dev` only (server/dev-server.ts), never in production: hot reload
 * needs three exceptions, nothing more. Vite's client inserts every stylesheet as an inline <style>
 * element (style-src 'unsafe-inline'), talks to the server over a websocket (connect-src), and
 * while the server restarts it polls from a worker made from a blob: URL (worker-src).
 */
export function contentSecurityPolicy(
  scriptSources: string[],
  { https = false, hmrOrigin }: { https?: boolean; hmrOrigin?: string } = {},
) {
  return policy({
    script: scriptSources,
    style: hmrOrigin ? ["'unsafe-inline'"] : [],
    img: ["data:"],
    connect: hmrOrigin ? [hmrOrigin] : [],
    worker: hmrOrigin ? ["blob:"] : undefined,
    manifest: true,
    https,
  });
}

/**
 * Headers every response carries; the CSP itself is set where the page is known.
 *
 * No `Cross-Origin-Opener-Policy` on the public pages (the admin sets it, server/admin.ts). It cuts a
 * page off from the windows that opened it or that it opens, against leaks between a signed-in site
 * and others; these pages hold no sign-in and no visitor's data, and every link to another site opens
 * without an opener (`noopener`). Its cost is real: a page with it cannot share the browsing context
 * group, so its process, with the page it came from, and Chrome on Android gives a site that sends
 * it a process of its own. A navigation then starts a renderer first: with Chromium on one core,
 * Lighthouse measured the article's TBT at 59–97 ms with the header against 0–35 without it (median
 * 82 against 6, same HTML and server, 5 runs each; issue 42, docs/decisions/0023-static-html.md).
 */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()",
    );
    // Strict-Transport-Security: server/http/edges.ts, from SITE_URL and HSTS_MAX_AGE.
    next();
  };
}

/**
 * A worker is bound by the CSP its own script arrives with, not by its page's. The one worker of
 * the site (app/lib/chunk-download.worker.ts) downloads chunks from our origin: that, nothing else.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'";
/** Worker scripts among the hashed build files: Vite names them `<name>.worker-<hash>.js`. */
export const WORKER_SCRIPT = /\.worker-[\w-]+\.js$/;
