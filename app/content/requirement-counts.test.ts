import { describe, expect, it } from "vitest";
import { customers } from "./customers";
import { benefitsBlock, referencesBlock, servicesBlock } from "./home";
import { overviewOrder, structuredDataOrder } from "./references/registry";
import { services } from "./services";
import { aiDevelopment } from "./services/ai-development";
import { appDevelopment } from "./services/app-development";
import { mvps } from "./services/mvps";
import { overview } from "./services/overview";
import { softwareDevelopment } from "./services/software-development";
import { testimonials } from "./testimonials";

/**
 * The numbers the requirements fix (docs/requirements.md, §9 and the entries named), checked once
 * here against the content files. The browser tests take their counts from the same files, so an
 * editor who adds an FAQ item breaks nothing, and one who removes a required card breaks this test
 * with the requirement's number.
 */
describe("counts the requirements fix", () => {
  it.each([
    ["R9-7: five services", services.length, 5],
    ["R2.3-4: five service cards on home", services.length, 5],
    ["R2.3-5: three reference cards on home", referencesBlock.slugs.length, 3],
    ["R9-9 / R2.3-9: nine benefits", benefitsBlock.items.length, 9],
    ["R9-10 / R2.3-10: four testimonials", testimonials.length, 4],
    ["R9-11 / R2.3-2: eleven customer logos", customers.length, 11],
    ["R9-12: sixteen expertise terms", servicesBlock.expertise.length, 16],
    ["R9-13 / R2.7-1: nine cards on the references overview", overviewOrder.length, 9],
    ["R9-13: five references in the overview's structured data", structuredDataOrder.length, 5],
    ["R2.5-2: a four-point promise", softwareDevelopment.promise.items.length, 4],
    ["R2.5-8: six app services", appDevelopment.services.items.length, 6],
  ])("%s", (_requirement, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("R9-8 / R2.6-4: every process section has three numbered steps", () => {
    for (const process of [
      overview.process,
      softwareDevelopment.roadmap,
      aiDevelopment.process,
      appDevelopment.consultation,
      mvps.process,
    ]) {
      expect(process.steps.map((s) => s.number)).toEqual(["01", "02", "03"]);
    }
  });

});
