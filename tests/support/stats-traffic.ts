/**
 * Simulated traffic for the reach counts (tests, `npm run bench:stats`, a dashboard with data to look
 * at): page views of a B2B site spread over the site's real pages the way such traffic is (a few
 * pages take most views), with referrers, campaigns, scanners probing invented paths and a few leads.
 * Deterministic: the same seed gives the same views.
 */
import { pagePairs } from "../../app/paths";
import { referenceSlugs } from "../../app/content-model/references/slugs.server";
import type { StatsCollector } from "../../server/stats/collector";
import type { DeviceClass } from "../../server/stats/model";
import type { PageView } from "../../server/stats/request-facts";

/** A small deterministic random generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from a list with Zipf-like weights: the first item most often. */
function zipf<T>(items: readonly T[], rnd: () => number): T {
  const i = Math.min(items.length - 1, Math.floor(items.length ** rnd() - 1));
  return items[i]!;
}

const REFERRERS = [
  "google.com",
  "linkedin.com",
  "bing.com",
  "duckduckgo.com",
  "ecosia.org",
  "xing.com",
  "github.com",
  "t3n.de",
  "heise.de",
  "clutch.co",
  "ihk.de",
  "startbase.de",
  "gulp.de",
  "news.ycombinator.com",
  "reddit.com",
];
const CAMPAIGNS = [
  { source: "linkedin", medium: "social", campaign: "ki-pilot-herbst" },
  { source: "newsletter", medium: "email", campaign: "november" },
  { source: "google", medium: "cpc", campaign: "app-entwicklung" },
  { source: "google", medium: "cpc", campaign: "mvp-in-6-wochen" },
  { source: "xing", medium: "social", campaign: "webinar-ki" },
  { source: "messe", medium: "qr", campaign: "hannover-2026" },
];
const BROKEN_LINKS = ["/leistungen/app", "/team", "/blog", "/en/blog", "/karriere/backend"];

export type TrafficOptions = { seed?: number; views: number; leadsPerEntry?: number };

/**
 * Counts `views` page views of one day into the collector (its clock must say that day), with the
 * site's pages, two editions, referrers, campaigns, a scanner's 404s and leads.
 */
export function simulateDay(collector: StatsCollector, options: TrafficOptions) {
  const rnd = random(options.seed ?? 1);
  const pages = pagePairs(referenceSlugs).flatMap((p) => [p.de, p.de, p.de, p.en]);
  const devices: DeviceClass[] = ["phone", "phone", "desktop", "desktop", "phone", "tablet"];
  for (let i = 0; i < options.views; i++) {
    const scanner = rnd() < 0.01;
    const broken = rnd() < 0.003;
    const path = scanner
      ? `/${["wp-admin", "wp-login.php", ".env", "phpmyadmin", "xmlrpc.php"][i % 5]}/${Math.floor(rnd() * 1e6)}`
      : broken
        ? zipf(BROKEN_LINKS, rnd)
        : zipf(pages, rnd);
    const entry = rnd() < 0.35;
    const view: PageView = {
      status: scanner || broken ? 404 : rnd() < 0.06 ? 304 : 200,
      path,
      language: path.startsWith("/en") ? "en" : "de",
      device: devices[Math.floor(rnd() * devices.length)]!,
      entry,
      referrerHost: entry && rnd() < 0.5 ? (rnd() < 0.03 ? `spam-${i}.example` : zipf(REFERRERS, rnd)) : undefined,
      campaign: entry && rnd() < 0.1 ? zipf(CAMPAIGNS, rnd) : undefined,
    };
    collector.countView(view);
    if (entry && !scanner && rnd() < (options.leadsPerEntry ?? 0.004))
      collector.countLead({ entryPage: path, referrerHost: view.referrerHost, campaign: view.campaign });
  }
}
