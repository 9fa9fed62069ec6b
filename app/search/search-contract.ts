/**
 * The search's plain constants, shared by the form, the live results and the server without zod
 * (the form is on every page: it must not bring the schema library along).
 */

/** The JSON endpoint of the live results: GET /api/search?q=…&lang=de. */
export const SEARCH_API_PATH = "/api/search";

/** Longer queries are refused (400) before they reach the index; no visitor types more. */
export const MAX_QUERY_LENGTH = 200;
