import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rule of eslint.config.js (`import/no-restricted-paths`) holds: each case lints one line
 * as if it stood in the named file, and checks that a wrong direction is an error and the right one
 * is not.
 */
const eslint = new ESLint({ cwd: path.resolve(".") });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: path.resolve(file) });
  return result!.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("imports flow one way", () => {
  it.each([
    ["app/content-model/home.ts", 'import { Hero as x } from "~/components/sections/hero";'],
    ["app/content-model/services.ts", 'import { pageMeta as x } from "~/lib/meta";'],
    ["app/components/ui/button.tsx", 'import { Hero as x } from "~/components/sections/hero";'],
    ["app/components/sections/hero.tsx", 'import { meta as x } from "~/routes/home";'],
    ["app/components/sections/faq.tsx", 'import { SiteHeader as x } from "~/components/layout/site-header";'],
    ["app/lib/meta.ts", 'import { createApp as x } from "../../server/app";'],
    ["server/app.ts", 'import { Hero as x } from "../app/components/sections/hero";'],
    ["server/contact/route.ts", 'import { startHarness as x } from "../../tests/support/contact-harness";'],
    ["app/routes/home.tsx", 'import { Hero as x } from "~/components/sections/hero";'],
    ["app/pages/home.tsx", 'import { meta as x } from "~/routes/home";'],
    ["app/components/sections/hero.tsx", 'import { homePage as x } from "~/pages/home";'],
    ["app/content-model/home.ts", 'import { homePage as x } from "~/pages/home";'],
  ])("%s may not import it: %s", async (file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });

  it.each([
    ["app/routes/home.tsx", 'import { homePage as x } from "~/pages/home";'],
    ["app/routes/en/home.tsx", 'import { en as x } from "~/content-model/editions/en";'],
    ["app/pages/home.tsx", 'import { Hero as x } from "~/components/sections/hero";'],
    ["app/components/sections/hero.tsx", 'import { ButtonLink as x } from "~/components/ui/button";'],
    ["app/components/sections/hero.tsx", 'import type { HeroContent as x } from "~/content-model/types";'],
    ["app/content-model/home.ts", 'import { paths as x } from "../paths";'],
    ["server/contact/route.ts", 'import { validateContact as x } from "../../app/contact/contact-schema";'],
    ["server/config.ts", 'import { site as x } from "../app/content-model/site";'],
  ])("%s may import it: %s", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
