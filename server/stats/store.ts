import { DIMENSIONS, OTHER, type Day, type Dimension, type StatRow } from "./model";
import type { DayRange } from "./day";

/**
 * Where the daily counts live: a SQLite file of their own in DATA_DIR (stats.sqlite), or PostgreSQL
 * tables when DATABASE_URL is set, which several instances add to at once without losing a count.
 */
export interface StatsStore {
  kind: "sqlite" | "postgresql";
  /** Resolves once the store can be used (PostgreSQL: connected and migrated). */
  ready: Promise<void>;
  /**
   * Adds the counts in one transaction. A key a day has not seen yet beyond its dimension's cap is
   * added to OTHER instead (`foldToCaps`): the tables grow by at most the caps a day.
   */
  add(rows: StatRow[]): Promise<void>;
  /** Every row of the days in the range. */
  read(range: DayRange): Promise<StatRow[]>;
  /** Deletes the days before `day`; returns how many rows went. */
  prune(beforeDay: Day): Promise<number>;
  /**
   * Folds the long tail of the days before `day` into OTHER: keys of the LONG_TAIL dimensions counted
   * once and never with a lead (a scanner's path, a one-off referrer). Returns how many rows went.
   */
  foldTail(beforeDay: Day): Promise<number>;
  close(): Promise<void>;
}

const groupKey = (day: Day, dimension: Dimension) => `${day} ${dimension}`;

/** The (day, dimension) pairs the rows touch. */
export function groupsOf(rows: StatRow[]): { day: Day; dimension: Dimension }[] {
  const groups = new Map<string, { day: Day; dimension: Dimension }>();
  for (const { day, dimension } of rows) groups.set(groupKey(day, dimension), { day, dimension });
  return [...groups.values()];
}

/**
 * The rows to write, given the keys each (day, dimension) already has: known keys are kept, new ones
 * while the day's cap has room (the most counted first), the rest become OTHER; rows with the same
 * key are summed, so every key appears once.
 */
export function foldToCaps(rows: StatRow[], known: (day: Day, dimension: Dimension) => ReadonlySet<string>): StatRow[] {
  const byGroup = new Map<string, StatRow[]>();
  for (const row of rows) {
    const key = groupKey(row.day, row.dimension);
    const group = byGroup.get(key);
    if (group) group.push(row);
    else byGroup.set(key, [row]);
  }
  const out = new Map<string, StatRow>();
  const put = (row: StatRow, key: string) => {
    const id = `${groupKey(row.day, row.dimension)} ${key}`;
    const existing = out.get(id);
    if (existing) {
      existing.views += row.views;
      existing.entries += row.entries;
      existing.leads += row.leads;
    } else out.set(id, { ...row, key });
  };
  for (const group of byGroup.values()) {
    const { day, dimension } = group[0]!;
    const present = known(day, dimension);
    let room = DIMENSIONS[dimension].cap - [...present].filter((k) => k !== OTHER).length;
    const newcomers = group
      .filter((r) => !present.has(r.key) && r.key !== OTHER)
      .sort((a, b) => b.views + b.leads - (a.views + a.leads) || a.key.localeCompare(b.key));
    const admitted = new Set<string>();
    for (const row of newcomers) {
      if (room <= 0) break;
      if (!admitted.has(row.key)) {
        admitted.add(row.key);
        room--;
      }
    }
    for (const row of group) {
      put(row, present.has(row.key) || row.key === OTHER || admitted.has(row.key) ? row.key : OTHER);
    }
  }
  return [...out.values()];
}
