import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A decision record reads as the decision as it stands: its date and status at the top, Context,
 * Decision and Consequences, and what changed since as a dated "History" list at the end — never an
 * "Amendment" section appended below, which makes a reader piece the current design together from
 * several texts that contradict each other (issue 41: ADR 0006 had grown to 440 lines and six of them).
 */
const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

/** The problems of one record's text, as short sentences (empty when it reads as one text). */
function recordProblems(text: string): string[] {
  const problems: string[] = [];
  const head = text.split("\n").slice(0, 6).join("\n");
  if (!/^Date: \d{4}-\d{2}-\d{2}/m.test(head)) problems.push("no 'Date: YYYY-MM-DD' line at the top");
  if (!/^Status: \S/m.test(head)) problems.push("no 'Status:' line at the top");
  for (const heading of text.match(/^#{2,4} .*amendment.*$/gim) ?? []) {
    problems.push(`an appended section '${heading}': fold it into the decision and add a line to its History`);
  }
  if (/^##\s+History\b/m.test(text) && !/^## History\n\n(- \d{4}-\d{2}-\d{2}\b[^\n]*(\n {2}[^\n]*)*\n)+/m.test(text)) {
    problems.push("a History that is not a list of dated lines ('- YYYY-MM-DD …')");
  }
  return problems;
}

describe("decision records", () => {
  it("finds the records", () => {
    expect(records.length).toBeGreaterThan(20);
  });

  for (const name of records) {
    it(`${name} reads as the current decision with its history`, () => {
      expect(recordProblems(readFileSync(path.join(folder, name), "utf8"))).toEqual([]);
    });
  }

  it("tells an appended amendment and an undated history apart from a record that reads as one text", () => {
    const current =
      "# 0099 – X\n\nDate: 2026-11-28\nStatus: accepted\n\n## Decision\n\nY.\n\n## History\n\n- 2026-11-28: decided.\n";
    expect(recordProblems(current)).toEqual([]);
    expect(recordProblems(`${current}\n## Amendment (2026-11-29): Z\n\nMore.\n`)).toHaveLength(1);
    expect(recordProblems(current.replace("- 2026-11-28: decided.", "Decided on a Friday."))).toHaveLength(1);
    expect(recordProblems(current.replace("Status: accepted\n", ""))).toHaveLength(1);
  });
});
