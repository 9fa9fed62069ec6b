import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { chooseEncoding } from "../static-files";

/**
 * A search answer sent compressed in one synchronous call (docs/decisions/0021-site-search.md).
 * The answers are small (0.1–4 KB) and made per request: the compression middleware's zlib stream
 * (set up per answer, its chunks passed through the thread pool and written chunked) took several
 * times the CPU and the time of a synchronous call for the same few kilobytes (docs/benchmarks.md).
 * Under `MIN_COMPRESSED_BYTES` nothing is compressed: the bytes saved do not fill a packet. The
 * Content-Encoding set here tells the middleware to leave the answer alone.
 */
export function sendJsonAnswer(req: Request, res: Response, json: string) {
  const data = Buffer.from(json);
  const encoding =
    data.length < MIN_COMPRESSED_BYTES
      ? "identity"
      : chooseEncoding(req.get("Accept-Encoding"), ["br", "gzip", "identity"]);
  const body = encoding === "br" ? brotliCompressSync(data, BROTLI) : encoding === "gzip" ? gzipSync(data, GZIP) : data;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  // end, not send: an answer that is never stored (no-store) needs no ETag hashed from it.
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The compression middleware's threshold as well. */
const MIN_COMPRESSED_BYTES = 1024;

// A window of 4 KB (an answer is about that long) needs less memory set up per call than the default 32 KB.
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: 12,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
const GZIP = { level: 6, windowBits: 12, memLevel: 6 };
