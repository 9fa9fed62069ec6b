/**
 * The speed budgets of the site (README, docs/benchmarks.md): `npm run bench` holds all of them with
 * Lighthouse; the suite holds the ones a browser on a busy machine measures alike (the bytes of script
 * and HTML, tests/e2e/byte-budgets.spec.ts), so a change that breaks them fails before anyone benches.
 */
export const BUDGET = {
  performance: 99, // every content page
  otherCategories: 100, // accessibility, best practices, SEO on every content page
  lcpMs: 1800, // key pages
  fcpMs: 1200, // key pages
  tbtMs: 50, // key pages
  cls: 0, // key pages
  homeJsKb: 130, // compressed as sent, with the headers, transferred before any interaction
  homeHtmlKb: 60, // raw
  homeTotalKb: 200,
  homeRequestsPerSecond: 1000,
};
