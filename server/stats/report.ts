import { daysBetween, type DayRange } from "./day";
import { campaignOfKey, DEVICE_CLASSES, type Day, type DeviceClass, type Dimension, type StatRow } from "./model";
import { pageKindOf } from "./page-kind";

/**
 * `npm run stats -- --json` prints exactly this object; tests and operators read it (a contract:
 * issue 38, DESIGN.md §3). Lists are sorted by views, most first.
 */
export type StatsReport = {
  from: Day;
  to: Day;
  pages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  campaigns: { source: string; medium: string; campaign: string; views: number; leads: number }[];
  leads: number;
  languages: { de: number; en: number };
  devices: Record<DeviceClass, number>;
  notFound: { path: string; views: number }[];
};

/** What the dashboard shows besides the report: the days, entries, articles, statuses. */
export type StatsSummary = StatsReport & {
  views: number;
  /** Views that began a visit (see DIMENSIONS.page): the nearest to "visits" counting without an identifier. */
  entries: number;
  days: { day: Day; views: number; entries: number; leads: number }[];
  /** Pages visits began on: `views` are the entries there, `leads` the leads of those visits. */
  entryPages: { path: string; views: number; leads: number }[];
  referrerLeads: Map<string, number>;
  articles: { path: string; views: number }[];
  statuses: { status: string; views: number }[];
};

type Counts = { views: number; entries: number; leads: number };

export function summarize(rows: StatRow[], range: DayRange): StatsSummary {
  const sums = new Map<Dimension, Map<string, Counts>>();
  const perDay = new Map<Day, { views: number; entries: number; leads: number }>();
  for (const row of rows) {
    if (row.day < range.from || row.day > range.to) continue;
    let byKey = sums.get(row.dimension);
    if (!byKey) sums.set(row.dimension, (byKey = new Map()));
    const counts = byKey.get(row.key) ?? { views: 0, entries: 0, leads: 0 };
    counts.views += row.views;
    counts.entries += row.entries;
    counts.leads += row.leads;
    byKey.set(row.key, counts);
    if (row.dimension === "total") perDay.set(row.day, { views: row.views, entries: row.entries, leads: row.leads });
  }
  const list = (dimension: Dimension) =>
    [...(sums.get(dimension) ?? new Map<string, Counts>())]
      .map(([key, c]) => ({ key, ...c }))
      .sort((a, b) => b.views - a.views || b.leads - a.leads || a.key.localeCompare(b.key));
  const count = (dimension: Dimension, key: string) => sums.get(dimension)?.get(key)?.views ?? 0;
  const viewsOnly = (dimension: Dimension) => list(dimension).filter((r) => r.views > 0);
  const pages = viewsOnly("page").map(({ key, views }) => ({ path: key, views }));
  const total = sums.get("total")?.get("") ?? { views: 0, entries: 0, leads: 0 };

  return {
    from: range.from,
    to: range.to,
    pages,
    referrers: viewsOnly("referrer").map(({ key, views }) => ({ host: key, views })),
    campaigns: list("campaign").map(({ key, views, leads }) => ({ ...campaignOfKey(key), views, leads })),
    leads: total.leads,
    languages: { de: count("language", "de"), en: count("language", "en") },
    devices: Object.fromEntries(DEVICE_CLASSES.map((d) => [d, count("device", d)])) as Record<DeviceClass, number>,
    notFound: list("notFound").map(({ key, views }) => ({ path: key, views })),
    views: total.views,
    entries: total.entries,
    days: daysBetween(range.from, range.to).map((day) => ({
      day,
      ...(perDay.get(day) ?? { views: 0, entries: 0, leads: 0 }),
    })),
    entryPages: list("page")
      .filter((p) => p.entries > 0 || p.leads > 0)
      .map(({ key, entries, leads }) => ({ path: key, views: entries, leads }))
      .sort((a, b) => b.views - a.views || b.leads - a.leads || a.path.localeCompare(b.path)),
    referrerLeads: new Map(list("referrer").map((r) => [r.key, r.leads])),
    articles: pages.filter((p) => pageKindOf(p.path) === "article"),
    statuses: list("status")
      .map(({ key, views }) => ({ status: key, views }))
      .sort((a, b) => a.status.localeCompare(b.status)),
  };
}

/** The contract object alone (`--json`), in the order the contract names its fields. */
export function reportOf(s: StatsSummary): StatsReport {
  const { from, to, pages, referrers, campaigns, leads, languages, devices, notFound } = s;
  return { from, to, pages, referrers, campaigns, leads, languages, devices, notFound };
}

/** A part of a whole as a share (0 … 1): leads per entry, a page's views of all; undefined without a whole. */
export const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : undefined);
