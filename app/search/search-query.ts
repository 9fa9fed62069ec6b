import { z } from "zod";
import { languages } from "../paths";
import { MAX_QUERY_LENGTH } from "./search-contract";
import type { SearchHit } from "./search-engine";

/**
 * The search's contract between browser and server (docs/decisions/0021-site-search.md): the results
 * page and the JSON endpoint read the same query, with the same limit. Plain data: the server's bundle
 * loads it outside Vite.
 */

/** Results the live list shows; the results page shows up to RESULTS_PAGE_LIMIT. */
export const LIVE_RESULTS_LIMIT = 6;
export const RESULTS_PAGE_LIMIT = 50;

// Without compiled validators: the pages' CSP allows no eval (as app/contact/contact-schema.ts).
z.config({ jitless: true });

/** The query of a results page or an endpoint call: `q` once, trimmed, at most MAX_QUERY_LENGTH characters. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: "q: one text expected" })
    .max(MAX_QUERY_LENGTH, { error: `q: at most ${MAX_QUERY_LENGTH} characters` })
    .transform((q) => q.trim())
    .default(""),
  lang: z.enum(languages, { error: `lang: one of ${languages.join(", ")}` }).default("de"),
});

/** The endpoint's answer: the results the live list shows, and how many there are in all. */
export type SearchResponse = { query: string; total: number; results: SearchHit[] };
