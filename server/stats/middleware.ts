import type { RequestHandler } from "express";
import { queryOf } from "../http/edges";
import type { Logger } from "../log";
import type { StatsCollector } from "./collector";
import { agentOf, hostOfUrl, isPrefetch, normalizeHost, NOT_PAGES, pageViewOf } from "./request-facts";

/**
 * Counts page views as the server answers them (docs/decisions/0020-reach-measurement.md): a GET of a
 * page (an HTML answer) or of a client navigation's route data (React Router's `.data`), once the
 * answer is sent. Not counted: other methods (HEAD included), files, the API, the admin, health and
 * the dashboard, bots, requests without a user agent, and prefetches. Counting costs the request a
 * few header reads; an error in it is logged and the page is served all the same.
 */
export function countPageViews(collector: StatsCollector, options: { siteUrl: string; log: Logger }): RequestHandler {
  let failures = 0;
  const siteHost = hostOfUrl(options.siteUrl);
  return (req, res, next) => {
    if (req.method !== "GET" || NOT_PAGES.test(req.path)) return next();
    // Header names in lower case, as Node keeps them: cheaper than req.get() on every request.
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const agent = agentOf(header("user-agent"), header("sec-ch-ua-mobile"));
    if (agent.bot || isPrefetch(header)) return next();
    // Read now: routers mounted further down change req.url while they run.
    const request = { path: req.path, query: queryOf(req.originalUrl), header };
    res.once("finish", () => {
      try {
        const isData = request.path.endsWith(".data");
        if (!isData && !String(res.getHeader("Content-Type") ?? "").startsWith("text/html")) return;
        // A redirect is no view: the page it leads to is counted when the browser asks for it.
        if (res.statusCode >= 300 && res.statusCode < 400 && res.statusCode !== 304) return;
        const isOwnHost = (host: string) => host === siteHost || host === normalizeHost(req.hostname ?? "");
        collector.countView(pageViewOf(request, res.statusCode, isOwnHost, agent.device));
      } catch (error) {
        // Never more than a line a minute's worth under a fault that hits every request.
        if (failures++ % 1000 === 0) options.log.error("stats.count_failed", { error, failures });
      }
    });
    next();
  };
}
