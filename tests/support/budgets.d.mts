// Types of tests/support/budgets.mjs (plain JavaScript: scripts/bench.mjs imports it too).
export const BUDGET: {
  performance: number;
  otherCategories: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  homeJsKb: number;
  homeHtmlKb: number;
  homeTotalKb: number;
  homeRequestsPerSecond: number;
};
