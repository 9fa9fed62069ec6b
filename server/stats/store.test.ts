import { describe, expect, it } from "vitest";
import { DIMENSIONS, OTHER, type StatRow } from "./model";
import { foldToCaps } from "./store";

const row = (key: string, views = 1, dimension: StatRow["dimension"] = "notFound"): StatRow => ({
  day: "2026-11-27",
  dimension,
  key,
  views,
  entries: 0,
  leads: 0,
});

describe("foldToCaps", () => {
  const cap = DIMENSIONS.notFound.cap;

  it("keeps keys the day already has and admits new ones while the cap has room, the most counted first", () => {
    const known = new Set(Array.from({ length: cap - 2 }, (_, i) => `/known-${i}`));
    const rows = [row("/known-0", 3), row("/new-a", 1), row("/new-b", 5), row("/new-c", 2)];
    const folded = foldToCaps(rows, () => known);
    expect(folded).toEqual(
      expect.arrayContaining([row("/known-0", 3), row("/new-b", 5), row("/new-c", 2), row(OTHER, 1)]),
    );
    expect(folded).toHaveLength(4);
  });

  it("sums what folds into OTHER, with an OTHER the day had already", () => {
    const known = new Set([...Array.from({ length: cap }, (_, i) => `/k${i}`), OTHER]);
    const folded = foldToCaps([row("/x", 2), row("/y", 3), row(OTHER, 4)], () => known);
    expect(folded).toEqual([row(OTHER, 9)]);
  });

  it("caps each day and dimension on its own", () => {
    const rows = [
      ...Array.from({ length: DIMENSIONS.device.cap + 2 }, (_, i) => row(`d${i}`, 1, "device")),
      row("/a", 1, "page"),
    ];
    const folded = foldToCaps(rows, () => new Set());
    expect(folded.filter((r) => r.dimension === "device" && r.key !== OTHER)).toHaveLength(DIMENSIONS.device.cap);
    expect(folded.find((r) => r.dimension === "device" && r.key === OTHER)?.views).toBe(2);
    expect(folded.find((r) => r.dimension === "page")).toEqual(row("/a", 1, "page"));
  });
});
