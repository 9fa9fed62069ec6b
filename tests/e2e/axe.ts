import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA, and axe's best practices. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core's violations on the page (or inside `include`), one line per rule with the elements it
 * found. Two settings halve the time of a check without changing what it checks:
 * - legacy mode runs `axe.run` in the page itself. The default runs a part in every frame and then
 *   opens a blank page, injects axe (about 500 KB) a second time and merges the parts there; it
 *   exists for cross-origin frames, and the site has no frame (no third-party content at all);
 * - only the violations are reported with all their elements. The passes and incomplete results
 *   (one element each now) were most of what came back from the page, and no test reads them.
 * Measured on the service page and the home page, alternating, busy two-core machine: 8.9 s → 4.0 s
 * per check on average.
 */
export async function axeViolations(
  page: Page,
  { include, tags = wcagTags }: { include?: string; tags?: string[] } = {},
) {
  const builder = new AxeBuilder({ page })
    .withTags(tags)
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
