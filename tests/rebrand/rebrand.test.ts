import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneHref } from "../../app/content/format";
import { claimTexts, prototypeWeeks } from "../../app/content/claims";
import { de } from "../../app/content/editions/de";
import { referenceSlugs } from "../../app/content/references/slugs";
import { serviceKeys } from "../../app/content/services/keys";
import { site } from "../../app/content/site";
import { paths } from "../../app/paths";
import { site as second } from "./second-identity";
import { identityLeft } from "./fingerprints";

/**
 * Re-branding from one file, proved: the production build with a second identity in place of
 * app/content/site.ts (tests/rebrand/vite.config.ts) holds none of the first identity's values in
 * its prerendered HTML (Open Graph, Twitter, JSON-LD included), sitemap, robots.txt, web manifest
 * and JavaScript. Mails and the social image's text: identity.test.ts beside this file.
 * Drawings with text in them (the region map, public/og-image.png) are redrawn on a re-brand;
 * app/assets/art.test.ts checks the map against site.ts.
 */
const buildDir = "build-rebrand";
const client = path.join(buildDir, "client");

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

beforeAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
  const env = { ...process.env, BUILD_DIR: buildDir, SITE_URL: second.url, POSTBUILD_COMPRESS: "0" };
  const run = (args: string[]) => execFileSync(process.execPath, args, { env, stdio: "pipe" });
  run(["node_modules/@react-router/dev/bin.js", "build", ".", "--config", "tests/rebrand/vite.config.ts"]);
  run(["scripts/postbuild.mjs"]);
}, 240_000);

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("the site built with a second identity", () => {
  it("has every page, the sitemap and the manifest", () => {
    const pages = [...files(client)].filter((f) => f.endsWith("index.html"));
    expect(pages.length).toBeGreaterThan(30);
    for (const file of ["sitemap.xml", "robots.txt", "site.webmanifest"]) {
      expect(existsSync(path.join(client, file)), file).toBe(true);
    }
    // Every entry of the registries has its page in the sitemap (README, "How to").
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    for (const page of [...referenceSlugs.map(paths.reference), ...serviceKeys.map(paths.service)]) {
      expect(sitemap).toContain(`<loc>${second.url}${page}</loc>`);
    }
  });

  it("shows the second identity: name, city, contact, claims, canonical origin", () => {
    const home = readFileSync(path.join(client, "index.html"), "utf8").replaceAll("\u00a0", " ");
    expect(home).toContain(`<title>${second.name} | ${second.tagline}</title>`);
    expect(home).toContain(second.address.city);
    expect(home).toContain(second.legal.company);
    expect(home).toContain(`${second.claims.completedProjects}+`);
    expect(home).toContain(`${second.claims.award.name} ${second.claims.award.year} ${second.claims.award.by}`);
    expect(home).toContain(`<link rel="canonical" href="${second.url}/"/>`);
    expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain(`<loc>${second.url}/about</loc>`);
    const impressum = readFileSync(path.join(client, "impressum", "index.html"), "utf8");
    for (const value of [second.legal.registerNumber, second.legal.vatId, phoneHref(second.phone)]) {
      expect(impressum).toContain(value);
    }
  });

  it("holds no value of the first identity anywhere", () => {
    const checked = [...files(client)].filter((f) => /\.(html|xml|txt|webmanifest|js|json)$/.test(f));
    expect(checked.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of checked) {
      const text = readFileSync(file, "utf8");
      for (const hit of identityLeft(site, text)) {
        // The English legal pages' glossary (app/content/legal/glosses.ts) lists every German legal
        // form with its English gloss: a dictionary, not the identity.
        if (hit.startsWith("legal form") && /^glosses-[\w-]+\.js$/.test(path.basename(file))) continue;
        found.push(`${path.relative(client, file)}: ${hit}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("checks the phrases the copy builds from the first identity's claims", () => {
    // The fingerprints are derived from the first identity, not written out: a changed claim
    // changes what is looked for.
    const first = identityLeft(
      site,
      [claimTexts.projects, claimTexts.award, de.shared.discoveryFacts[0], prototypeWeeks, claimTexts.travel].join(
        " | ",
      ),
    );
    expect(first.length).toBeGreaterThanOrEqual(5);
  });
});
