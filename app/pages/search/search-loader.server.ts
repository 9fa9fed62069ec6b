import { data } from "react-router";
import type { ServerRequestValues } from "~/lib/request-context.server";
import type { Language } from "~/paths";
import { RESULTS_PAGE_LIMIT, searchQuerySchema } from "~/search/search-query";
import type { SearchPageData } from "./search-page";

/**
 * The results page's data, answered per request from the server's index (the request context):
 * 200 with the results, 400 for a query over the limit. The query is data, never markup: React
 * renders it as text. Nothing of it is stored.
 */
export function searchLoader(request: Request, server: ServerRequestValues, language: Language) {
  const url = new URL(request.url);
  const parsed = searchQuerySchema.safeParse({ q: url.searchParams.get("q") ?? undefined, lang: language });
  const headers = { "Cache-Control": "no-store" };
  if (!parsed.success) {
    const query = (url.searchParams.get("q") ?? "").slice(0, 80);
    return data<SearchPageData>({ query, total: 0, hits: [], tooLong: true }, { status: 400, headers });
  }
  const { q } = parsed.data;
  const answer = q && server.search ? server.search(q, language, RESULTS_PAGE_LIMIT) : { total: 0, hits: [] };
  return data<SearchPageData>({ query: q, ...answer }, { headers });
}
