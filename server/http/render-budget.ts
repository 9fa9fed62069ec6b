import type { RequestHandler } from "express";
import { createHash } from "node:crypto";
import { enPaths, languageOf, paths } from "../../app/paths";
import { site } from "../../app/content-model/site";
import { clientKey } from "../contact/rate-limit";
import type { Logger } from "../log";
import { inMemoryFile, sendStaticFile, type StaticFile } from "../static-files";

/**
 * The per-client budget of rendered answers (issue 43, docs/decisions/0018-what-is-rendered-per-request.md).
 *
 * Pages, assets, their route data and the not-found pages are answered from files and never count.
 * Whatever reaches a renderer (React Router's request handler: an unknown address below a page, a
 * native form post with an error, the privacy policy of a reconfigured server, later the search
 * results) costs a render each, a hundred times a file's cost; one client must not be able to spend
 * the server on them. Each client (its IPv4 address or IPv6 /64, behind a proxy the one TRUST_PROXY
 * names, like the contact form's limit) has a bucket of `perMinute` rendered answers that refills
 * continuously at `perMinute` a minute: a visitor never notices it, a flood gets a fixed 429 page
 * (as cheap as a file) with Retry-After. The addresses are held in memory only, never written, and
 * dropped once their bucket is full again (within two minutes of their last rendered answer).
 */
export type RenderBudget = {
  /** Takes one rendered answer from the client's bucket, if there is one. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number };
  /** Clients currently held (for tests). */
  size(): number;
  /** Drops every client whose bucket is full again: it carries nothing worth keeping. */
  sweep(): void;
};

export function createRenderBudget({
  perMinute,
  now = Date.now,
  maxKeys = 50_000,
}: {
  perMinute: number;
  now?: () => number;
  /** Bound on held clients, so rotating addresses cannot exhaust memory: the least recent go first. */
  maxKeys?: number;
}): RenderBudget {
  const perMs = perMinute / 60_000;
  // Insertion order is recency: every take moves its client to the end.
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number }, t: number) =>
    Math.min(perMinute, bucket.tokens + (t - bucket.at) * perMs);
  const sweep = (t: number) => {
    for (const [key, bucket] of buckets) if (level(bucket, t) >= perMinute) buckets.delete(key);
  };

  return {
    take(key) {
      const t = now();
      const bucket = buckets.get(key);
      const tokens = bucket ? level(bucket, t) : perMinute;
      buckets.delete(key);
      if (!bucket && buckets.size >= maxKeys) {
        sweep(t);
        for (const oldest of buckets.keys()) {
          if (buckets.size < maxKeys) break;
          buckets.delete(oldest);
        }
      }
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at: t });
        return { ok: true };
      }
      buckets.set(key, { tokens, at: t });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    },
    size: () => buckets.size,
    sweep: () => sweep(now()),
  };
}

/** How often clients with a full bucket are dropped (a full bucket takes a minute to refill). */
export const SWEEP_INTERVAL_MS = 30_000;
/** At most one log line a minute about refused requests, without any address. */
const LOG_INTERVAL_MS = 60_000;

/**
 * Mounted right before the renderers: every request that reaches it is one rendered answer of its
 * client, except React Router's route discovery (`/__manifest`), which looks routes up without
 * rendering and which a visitor's client-side navigation needs.
 */
export function renderBudgetHandler({
  perMinute,
  log,
  routeDiscoveryPath,
  now = Date.now,
}: {
  perMinute: number;
  log: Logger;
  routeDiscoveryPath: string;
  now?: () => number;
}): RequestHandler {
  const budget = createRenderBudget({ perMinute, now });
  setInterval(() => budget.sweep(), SWEEP_INTERVAL_MS).unref();
  const pages = { de: tooManyRequestsPage("de"), en: tooManyRequestsPage("en") };
  let refused = 0;
  let loggedAt = -Infinity;

  return (req, res, next) => {
    if (req.path === routeDiscoveryPath) return next();
    const decision = budget.take(clientKey(req.ip));
    if (decision.ok) return next();
    refused++;
    if (now() - loggedAt >= LOG_INTERVAL_MS) {
      log.warn("render budget: requests refused (429) from clients beyond their budget of rendered answers", {
        refused,
        perMinute,
      });
      loggedAt = now();
      refused = 0;
    }
    const page = pages[languageOf(req.path)];
    res.setHeader("Retry-After", String(decision.retryAfterSeconds));
    res.setHeader("Cache-Control", "no-store");
    sendStaticFile(req, res, page.file, { "Content-Security-Policy": page.csp }, { status: 429 });
  };
}

const WORDS = {
  de: {
    title: "Zu viele Anfragen",
    text: "Von Ihrer Adresse kamen in kurzer Zeit sehr viele Anfragen. Damit die Website für alle erreichbar bleibt, beantworten wir weitere erst in Kürze wieder. Bitte versuchen Sie es in einer Minute noch einmal.",
    home: "Zur Startseite",
    href: paths.home,
  },
  en: {
    title: "Too many requests",
    text: "We have received a great many requests from your address in a short time. To keep the website available to everyone, we are pausing responses to your address for a moment. Please try again in a minute.",
    home: "Go to the home page",
    href: enPaths.home,
  },
};

const STYLE =
  "body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a;font:1.0625rem/1.6 system-ui,sans-serif}main{max-width:36rem;padding:2rem}h1{margin:0 0 1rem;font-size:2rem;line-height:1.2;color:#070b1f}a{color:#4338ca;font-weight:600}";

/** The fixed 429 page of an edition: no script, one hashed style, nothing fetched. */
function tooManyRequestsPage(language: "de" | "en"): { file: StaticFile; csp: string } {
  const w = WORDS[language];
  const html = `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${w.title} | ${site.name}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${w.title}</h1>
<p>${w.text}</p>
<p><a href="${w.href}">${w.home}</a></p>
</main>
</body>
</html>
`;
  const styleHash = createHash("sha256").update(STYLE).digest("base64");
  return {
    file: inMemoryFile(html, "text/html; charset=utf-8"),
    csp: `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}

/** React Router's route discovery address of a build (react-router.config.ts keeps the default). */
export function routeDiscoveryPathOf(build: unknown): string {
  const discovery = (build as { routeDiscovery?: { manifestPath?: string } } | undefined)?.routeDiscovery;
  return discovery?.manifestPath ?? "/__manifest";
}
