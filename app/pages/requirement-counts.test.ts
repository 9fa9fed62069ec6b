import { describe, expect, it } from "vitest";
import home from "../../content/de/home.yaml";
import overview from "../../content/de/services.yaml";
import aiDevelopment from "../../content/de/services/ai-development.yaml";
import appDevelopment from "../../content/de/services/app-development.yaml";
import mvps from "../../content/de/services/mvps.yaml";
import softwareDevelopment from "../../content/de/services/software-development.yaml";
import { de } from "../content-model/editions/de";
import { en } from "../content-model/editions/en";

const file = { home, overview, aiDevelopment, appDevelopment, mvps, softwareDevelopment };

/**
 * The numbers the requirements fix (docs/requirements.md, §9 and the entries named), checked once
 * here against the German content files (the English edition has the same, content-data.test.ts).
 * The browser tests take their counts from the same files, so an editor who adds an FAQ item breaks
 * nothing, and one who removes a required card breaks this test with the requirement's number.
 */
describe("counts the requirements fix", () => {
  it.each([
    ["R9-7: five services", de.services.length, 5],
    ["R2.3-4: five service cards on home", de.serviceCards.length, 5],
    ["R2.3-5: three reference cards on home", file.home.referencesBlock.slugs.length, 3],
    ["R9-9 / R2.3-9: nine benefits", file.home.benefitsBlock.items.length, 9],
    ["R9-10 / R2.3-10: four testimonials", de.testimonials.length, 4],
    ["R9-11 / R2.3-2: eleven customer logos", de.customers.length, 11],
    ["R9-12: sixteen expertise terms", file.home.servicesBlock.expertise.length, 16],
    ["R9-13 / R2.7-1: nine cards on the references overview", de.overviewOrder.length, 9],
    ["R9-13: five references in the overview's structured data", de.structuredDataOrder.length, 5],
    ["R2.5-2: a four-point promise", file.softwareDevelopment.promise.items.length, 4],
    ["R2.5-8: six app services", file.appDevelopment.services.items.length, 6],
  ])("%s", (_requirement, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("R9-8 / R2.6-4: every process section has three numbered steps", () => {
    for (const process of [
      file.overview.process,
      file.softwareDevelopment.roadmap,
      file.aiDevelopment.process,
      file.appDevelopment.consultation,
      file.mvps.process,
    ]) {
      expect(process.steps.map((s) => s.number)).toEqual(["01", "02", "03"]);
    }
  });

  it("the English edition shows the same services, projects and people in the same order", () => {
    expect(en.services.map((s) => s.key)).toEqual(de.services.map((s) => s.key));
    expect(en.overviewOrder).toEqual(de.overviewOrder);
    expect(en.testimonials.map((t) => t.id)).toEqual(de.testimonials.map((t) => t.id));
    expect(en.team.map((m) => m.avatar)).toEqual(de.team.map((m) => m.avatar));
    expect(en.customers.map((c) => c.logo)).toEqual(de.customers.map((c) => c.logo));
  });
});
