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
    ["app/content-model/site.ts", 'import { Hero as x } from "~/components/sections/hero";'],
    ["app/content-model/edition.ts", 'import { pageMeta as x } from "~/lib/meta";'],
    ["app/content-model/edition.ts", 'import { homePage as x } from "~/pages/home/home-page";'],
    ["app/components/ui/button.tsx", 'import { Hero as x } from "~/components/sections/hero";'],
    ["app/components/sections/faq.tsx", 'import { SiteHeader as x } from "~/components/layout/site-header";'],
    ["app/lib/meta.ts", 'import { createApp as x } from "../../server/app";'],
    ["server/app.ts", 'import { Hero as x } from "../app/components/sections/hero";'],
    ["server/contact/route.ts", 'import { startHarness as x } from "../../tests/support/contact-harness";'],
    // A shared section knows no page, nor a page's own sections.
    ["app/components/sections/hero.tsx", 'import { homePage as x } from "~/pages/home/home-page";'],
    ["app/components/sections/team.tsx", 'import { AboutTeam as x } from "~/pages/about/about-team";'],
    // Nothing imports a route module; a route module composes nothing itself.
    ["app/pages/home/home-page.tsx", 'import { meta as x } from "./home.de";'],
    ["app/pages/home/home.de.tsx", 'import { Hero as x } from "~/components/sections/hero";'],
    ["app/pages/contact/contact.en.tsx", 'import { ContactSection as x } from "~/contact/contact-section";'],
    // A page type is data the build configuration loads outside Vite.
    ["app/pages/about/page-type.ts", 'import { aboutPage as x } from "./about-page";'],
    ["app/pages/registry.ts", 'import { pageHandle as x } from "~/lib/page-handle";'],
  ])("%s may not import it: %s", async (file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });

  it.each([
    ["app/pages/home/home.de.tsx", 'import { homePage as x } from "./home-page";'],
    ["app/pages/home/home.en.tsx", 'import { en as x } from "~/content-model/editions/en";'],
    ["app/pages/home/home-page.tsx", 'import { Hero as x } from "~/components/sections/hero";'],
    ["app/pages/home/home-page.tsx", 'import { LogoStrip as x } from "./logo-strip";'],
    ["app/pages/about/about-page.tsx", 'import type { AboutFile as x } from "./page-type";'],
    ["app/pages/about/page-type.ts", 'import { hero as x } from "../../content-model/schema/blocks";'],
    [
      "app/pages/landing/web-development/web-development-landing-page.tsx",
      'import { landingWeb as x } from "~/pages/landing/landing-content";',
    ],
    ["app/components/sections/hero.tsx", 'import { ButtonLink as x } from "~/components/ui/button";'],
    ["app/components/sections/hero.tsx", 'import type { HeroContent as x } from "~/content-model/types";'],
    ["app/content-model/edition.ts", 'import { paths as x } from "../paths";'],
    ["server/contact/route.ts", 'import { validateContact as x } from "../../app/contact/contact-schema";'],
    ["server/config.ts", 'import { site as x } from "../app/content-model/site";'],
  ])("%s may import it: %s", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
