import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/**
 * The build output (build/client) held in memory and served with the best precompressed variant.
 *
 * `scripts/postbuild.mjs` writes `x.br` and `x.gz` beside every compressible file, so no response
 * of a built file is compressed per request (brotli on the fly cost two thirds of the throughput).
 * The files are few and small (a few MB), so they are read once at start-up: a request costs a map
 * lookup and one write, and a path can never reach outside the folder, because only paths found
 * while indexing exist.
 */

export type Encoding = "br" | "gzip" | "identity";
type Variant = { body: Buffer; etag: string };
export type StaticFile = {
  contentType: string;
  lastModified: string;
  variants: Partial<Record<Encoding, Variant>>;
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".woff2": "font/woff2",
  ".png": "image/png",
  // The images of the articles' texts (vite/article-pictures.ts).
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
  // A prerendered page's data for client-side navigation (React Router's single fetch, turbo-stream).
  ".data": "text/x-script",
};

const PRECOMPRESSED: [Encoding, string][] = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/** Indexes every file below `dir` by its URL path ("/assets/x.js", "/about/index.html"). */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      const stat = statSync(full);
      if (stat.isDirectory()) {
        walk(full);
        continue;
      }
      if (name.endsWith(".br") || name.endsWith(".gz")) continue; // variants, found with their file
      const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream";
      const variants: StaticFile["variants"] = { identity: variant(readFileSync(full)) };
      for (const [encoding, suffix] of PRECOMPRESSED) {
        if (existsSync(full + suffix)) variants[encoding] = variant(readFileSync(full + suffix), encoding);
      }
      const urlPath = "/" + path.relative(dir, full).split(path.sep).join("/");
      files.set(urlPath, { contentType, lastModified: stat.mtime.toUTCString(), variants });
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** A file made by the server itself (a small fixed page), compressed once at start-up like a built one. */
export function inMemoryFile(body: string, contentType: string): StaticFile {
  const data = Buffer.from(body);
  return {
    contentType,
    lastModified: new Date().toUTCString(),
    variants: {
      identity: variant(data),
      br: variant(brotliCompressSync(data), "br"),
      gzip: variant(gzipSync(data, { level: 9 }), "gzip"),
    },
  };
}

function variant(body: Buffer, encoding?: Encoding): Variant {
  const hash = createHash("sha1").update(body).digest("base64url").slice(0, 22);
  return { body, etag: `"${hash}${encoding ? `-${encoding}` : ""}"` };
}

const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** Files that are never rendered as a document with active content (unlike pages and SVG images). */
const INERT_TYPES = /^(text\/javascript|text\/css|font\/)/;

/** Headers that only mean something on a document (framing, opener, features, referrer). */
const DOCUMENT_ONLY_HEADERS = [
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
  "Referrer-Policy",
];

/**
 * The offered encoding with the highest q-value in Accept-Encoding; ties go to the smaller file
 * (br before gzip before identity). Browsers list "gzip, deflate, br" with equal weight, and
 * a generic negotiator would pick the first they name.
 */
export function chooseEncoding(header: string | undefined, offered: Encoding[]): Encoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (e: Encoding) => weights.get(e) ?? weights.get("*") ?? (e === "identity" ? 1 : 0);
  let best: Encoding | undefined;
  for (const e of offered) {
    if (weight(e) > 0 && (best === undefined || weight(e) > weight(best))) best = e;
  }
  return best ?? "identity"; // the original is always there, even for a client that refuses it
}

/**
 * Sends a static file: the smallest variant the client accepts, `Vary: Accept-Encoding`, a strong
 * ETag per variant (304 on a match), and no body for HEAD. `headers` come on top (cache, CSP).
 * `immutable` files (hashed names) carry no validators, nor does an error page (`status`, e.g. the
 * prerendered 404: a 304 would say the address exists); files that are not pages carry none of the
 * document-only headers.
 */
export function sendStaticFile(
  req: Request,
  res: Response,
  file: StaticFile,
  headers: Record<string, string> = {},
  { immutable = false, status = 200 } = {},
) {
  const offered = ENCODINGS.filter((e) => file.variants[e]);
  const encoding = chooseEncoding(req.get("Accept-Encoding"), offered);
  const chosen = file.variants[encoding]!;

  res.setHeader("Content-Type", file.contentType);
  if (offered.length > 1) res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  // A script, a stylesheet or a font never becomes a document that runs anything, so a CSP on it
  // only costs bytes; a worker's script, which is bound by its own, gets one in `headers`.
  if (INERT_TYPES.test(file.contentType)) res.removeHeader("Content-Security-Policy");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // Only a page is a document: on every other file (a hashed asset, the favicon, the manifest) each
  // header it does not need costs bytes on a request of every first visit.
  if (!file.contentType.startsWith("text/html")) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  const revalidated = !immutable && status === 200;
  if (revalidated) {
    // A hashed file is never revalidated; every other file is.
    res.setHeader("ETag", chosen.etag);
    res.setHeader("Last-Modified", file.lastModified);
  }

  if (revalidated && req.fresh) {
    res.removeHeader("Content-Encoding");
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", String(chosen.body.length));
  res.status(status).end(req.method === "HEAD" ? undefined : chosen.body);
}
