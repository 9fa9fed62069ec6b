// The CSP hashes of a prerendered page's inline scripts, so the Content-Security-Policy can allow
// exactly those scripts without 'unsafe-inline' (a file cannot carry a per-request nonce). Shared by
// scripts/postbuild.mjs (the prerendered pages) and scripts/prerender-extra.ts (the not-found pages).
import { createHash } from "node:crypto";

/** `'sha256-…'` of every inline script (JSON-LD is data, not a script), each once, in document order. */
export function inlineScriptHashes(html) {
  const scripts = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ];
  return [...new Set(scripts.map((m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`))];
}
