import { createHash } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import tokensCss from "../../app/styles/tokens.css?raw";
import type { Logger } from "../log";
import { toCsv } from "./csv";
import { basicAuth } from "./dashboard-auth";
import dashboardCss from "./dashboard.css?raw";
import { renderDashboard } from "./dashboard-page";
import { addDays, lastDays, parseDay, type DayRange } from "./day";
import { DASHBOARD_PATH } from "./paths";
import { summarize } from "./report";
import type { StatsStore } from "./store";

const DEFAULT_DAYS = 30;

export type DashboardOptions = {
  store: StatsStore;
  log: Logger;
  retentionDays: number;
  /** null: open (development); a map: HTTP Basic against these names and hashes; undefined: not served. */
  users: ReadonlyMap<string, string> | null | undefined;
  /** The site's Inter subset among the built files, if there is one (development has none). */
  fontUrl?: string;
  now?: () => number;
};

/** The site's design tokens (app/styles/tokens.css) as plain custom properties, before the dashboard's rules. */
function tokenDeclarations(css: string): string {
  const declarations = [...css.matchAll(/^\s*(--(?:color|radius|shadow|font)-[\w-]+):\s*([^;]+);/gm)].map(
    ([, name, value]) => `${name}:${value!.replace(/\s+/g, " ").trim()};`,
  );
  return `:root{${declarations.join("")}}`;
}

function stylesOf(fontUrl: string | undefined) {
  const font = fontUrl
    ? `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:400 800;src:url("${fontUrl}") format("woff2")}`
    : "";
  return `${font}${tokenDeclarations(tokensCss)}${dashboardCss}`;
}

/** The requested days: ?tage=N, or ?von=…&bis=…, within the days the counts are kept; else the last 30. */
export function rangeOf(
  query: Request["query"],
  now: number,
  retentionDays: number,
): { range: DayRange; notice?: string } {
  const text = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
  const fallback = lastDays(Math.min(DEFAULT_DAYS, retentionDays), now);
  const days = text("tage");
  if (days !== undefined) {
    const n = Number(days);
    if (Number.isInteger(n) && n >= 1 && n <= retentionDays) return { range: lastDays(n, now) };
    return { range: fallback, notice: `Bitte einen Zeitraum von 1 bis ${retentionDays} Tagen wählen.` };
  }
  const [from, to] = [text("von"), text("bis")];
  if (from === undefined && to === undefined) return { range: fallback };
  const range = { from: parseDay(from ?? ""), to: parseDay(to ?? "") };
  if (!range.from || !range.to || range.from > range.to)
    return { range: fallback, notice: "Der Zeitraum war ungültig; gezeigt werden die letzten 30 Tage." };
  // Days older than the retention are deleted: the range starts at the oldest kept day.
  const oldest = addDays(fallback.to, 1 - retentionDays);
  if (range.to < oldest) return { range: fallback, notice: `Tage vor dem ${oldest} sind nicht mehr gespeichert.` };
  if (range.from < oldest)
    return {
      range: { from: oldest, to: range.to },
      notice: `Tage vor dem ${oldest} sind nicht mehr gespeichert (die Summen werden ${retentionDays} Tage aufbewahrt).`,
    };
  return { range: { from: range.from, to: range.to } };
}

/**
 * /statistik (the dashboard) and /statistik.csv (its export): never indexed, never cached, no cookie,
 * a CSP of their own (no script at all; the one stylesheet by its hash). In production only behind
 * the sign-in (dashboard-auth.ts); without STATS_DASHBOARD_USERS both answer 404.
 */
export function createDashboardRouter(options: DashboardOptions): Router {
  const { store, log, retentionDays, users, now = Date.now } = options;
  const styles = stylesOf(options.fontUrl);
  const styleHash = createHash("sha256").update(styles).digest("base64");
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    "font-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");

  const router = express.Router();
  const paths = [DASHBOARD_PATH, `${DASHBOARD_PATH}.csv`];
  router.all(paths, (req, res, next) => {
    res.set("X-Robots-Tag", "noindex, nofollow");
    res.set("Cache-Control", "no-store");
    res.set("Content-Security-Policy", csp);
    if (users === undefined) return void res.status(404).type("text/plain").send("Nicht gefunden.");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD");
      return void res.status(405).type("text/plain").send("Diese Methode ist hier nicht erlaubt.");
    }
    next();
  });
  if (users) router.all(paths, basicAuth(users, log));

  const answer =
    (render: (req: Request, res: Response, range: DayRange, notice?: string) => Promise<void>) =>
    async (req: Request, res: Response) => {
      const { range, notice } = rangeOf(req.query, now(), retentionDays);
      try {
        await render(req, res, range, notice);
      } catch (err) {
        log.error("stats.dashboard_failed", { error: err });
        res
          .status(503)
          .type("text/plain")
          .send("Die Zahlen können gerade nicht gelesen werden. Bitte später noch einmal.");
      }
    };

  router.get(
    DASHBOARD_PATH,
    answer(async (_req, res, range, notice) => {
      const summary = summarize(await store.read(range), range);
      res
        .type("html")
        .send(renderDashboard({ summary, range, notice, retentionDays, basePath: DASHBOARD_PATH, styles }));
    }),
  );
  router.get(
    `${DASHBOARD_PATH}.csv`,
    answer(async (_req, res, range) => {
      res.set("Content-Disposition", `attachment; filename="reichweite-${range.from}-${range.to}.csv"`);
      res.type("text/csv; charset=utf-8").send(toCsv(await store.read(range)));
    }),
  );
  return router;
}
