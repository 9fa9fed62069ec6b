import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Router } from "express";
import type { Language } from "../../app/paths";
import {
  INDEX_VERSION,
  loadSearchEngine,
  SEARCH_INDEX_FILE,
  type SearchAnswer,
  type SearchEngine,
  type SearchIndexFile,
} from "../../app/search/search-engine";
import { SEARCH_API_PATH } from "../../app/search/search-contract";
import { LIVE_RESULTS_LIMIT, searchQuerySchema, type SearchResponse } from "../../app/search/search-query";
import { clientKey, createRateLimiter } from "../contact/rate-limit";
import type { Logger } from "../log";
import { StartupError } from "../startup-error";
import { sendJsonAnswer } from "./send-answer";

/**
 * The site search on the server (docs/decisions/0021-site-search.md): the index the build wrote
 * (BUILD_DIR/search-index.json), the query function the results page calls through the request
 * context, and the JSON endpoint of the live results. Queries are answered in memory and never
 * written anywhere; the rate limit holds a client's address in memory for a minute at most.
 */
export type SearchService = {
  /** The JSON endpoint, GET /api/search?q=…&lang=de, mounted before the pages. */
  router: Router;
  search(query: string, language: Language, limit: number): SearchAnswer;
  /** Loads the index now rather than at the first query (after the port is bound). */
  warm(): void;
};

/** Requests to the endpoint per client and minute: a visitor typing sends a few per query. */
export const SEARCH_REQUESTS_PER_MINUTE = 120;

/** The index file of a build, read now, so a build without one stops the start with one line. */
export function readSearchIndex(buildDir: string): SearchIndexFile {
  const file = path.join(buildDir, SEARCH_INDEX_FILE);
  if (!existsSync(file))
    throw new StartupError(`BUILD_DIR=${buildDir}: ${SEARCH_INDEX_FILE} is missing: run npm run build.`);
  const index = JSON.parse(readFileSync(file, "utf8")) as SearchIndexFile;
  if (index.version !== INDEX_VERSION)
    throw new StartupError(`BUILD_DIR=${buildDir}: ${SEARCH_INDEX_FILE} is from another version: run npm run build.`);
  return index;
}

export function createSearchService({
  index,
  log,
  rateLimit,
}: {
  /** The built index (production: readSearchIndex; development: built from the content files). */
  index: SearchIndexFile;
  log: Logger;
  /** Off only for load tests (RATE_LIMIT=0), as the contact form's. */
  rateLimit: boolean;
}): SearchService {
  let engine: SearchEngine | undefined;
  // The parsed file is let go once the engine is made from it: kept, it would be hundreds of
  // thousands of small objects that every major garbage collection walks again.
  let file: SearchIndexFile | undefined = index;
  const loaded = () => {
    if (!engine) {
      const started = Date.now();
      engine = loadSearchEngine(file!);
      file = undefined;
      log.info("search index loaded", { ms: Date.now() - started });
    }
    return engine;
  };
  const search = (query: string, language: Language, limit: number) => loaded().search(query, language, limit);

  const limiter = createRateLimiter({ windows: [{ limit: SEARCH_REQUESTS_PER_MINUTE, windowMs: 60_000 }] });
  if (rateLimit) setInterval(() => limiter.sweep(), 60_000).unref();

  const router = Router();
  router.all(SEARCH_API_PATH, (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return void res.status(405).json({ error: "GET only" });
    }
    if (rateLimit) {
      const decision = limiter.hit(clientKey(req.ip));
      if (!decision.ok) {
        res.setHeader("Retry-After", String(decision.retryAfterSeconds));
        return void res.status(429).json({ error: "too many searches: try again in a moment" });
      }
    }
    const parsed = searchQuerySchema.safeParse(req.query);
    if (!parsed.success) return void res.status(400).json({ error: parsed.error.issues[0]!.message });
    const { q, lang } = parsed.data;
    const answer = search(q, lang, LIVE_RESULTS_LIMIT);
    const body: SearchResponse = { query: q, total: answer.total, results: answer.hits };
    // The query comes back as the visitor typed it, with "<" written as \u003c: no part of the
    // answer reads as markup, even to a client that sniffs.
    sendJsonAnswer(req, res, JSON.stringify(body).replace(/</g, "\\u003c"));
  });
  return { router, search, warm: () => void loaded() };
}
