import { describe, expect, it } from "vitest";
import { currentIdentity, DEMO, demoFindings, report } from "./identity";

describe("check:identity", () => {
  it("reports every demo value of this repository (it is the demo)", () => {
    const findings = demoFindings(currentIdentity());
    expect(findings.map((f) => f.field)).toEqual(Object.keys(DEMO));
    expect(report(findings).exitCode).toBe(1);
  });

  it("stops reporting a value once it is replaced, and passes when only confirmable ones are left", () => {
    const replaced = Object.fromEntries(Object.keys(DEMO).map((k) => [k, `neu: ${k}`])) as ReturnType<
      typeof currentIdentity
    >;
    replaced["site.dataProtection.supervisoryAuthority"] = DEMO["site.dataProtection.supervisoryAuthority"];
    const findings = demoFindings(replaced);
    expect(findings.map((f) => [f.field, f.verdict])).toEqual([["site.dataProtection.supervisoryAuthority", "check"]]);
    const { text, exitCode } = report(findings);
    expect(exitCode).toBe(0);
    expect(text).toContain("no value of the demo agency is left");
  });
});
