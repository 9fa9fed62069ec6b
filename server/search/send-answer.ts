import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { chooseEncoding } from "../static-files";

/**
 * A search answer sent compressed in one synchronous call (docs/decisions/0021-site-search.md).
 * The answers are small (0.1–4 KB) and made per request: the compression middleware's zlib stream
 * cost more than the search itself (a stream, its buffers and a trip through the thread pool for
 * a few kilobytes: about 0.9 ms of the server's CPU per answer against 0.1 ms here). Under
 * `MIN_COMPRESSED_BYTES` nothing is compressed: the bytes saved do not fill a packet. The
 * Content-Encoding set here tells the middleware to leave the answer alone.
 */
export function sendJsonAnswer(req: Request, res: Response, json: string) {
  const data = Buffer.from(json);
  res.type("application/json");
  res.setHeader("Vary", "Accept-Encoding");
  const encoding =
    data.length < MIN_COMPRESSED_BYTES
      ? "identity"
      : chooseEncoding(req.get("Accept-Encoding"), ["br", "gzip", "identity"]);
  if (encoding === "identity") return void res.send(data);
  res.setHeader("Content-Encoding", encoding);
  res.send(encoding === "br" ? brotliCompressSync(data, BROTLI) : gzipSync(data, GZIP));
}

/** The compression middleware's threshold as well. */
export const MIN_COMPRESSED_BYTES = 1024;

// A window of 4 KB (an answer is about that long) needs less memory set up per call than the default 32 KB.
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: 12,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
const GZIP = { level: 6, windowBits: 12, memLevel: 6 };
