import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dump, load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneHref } from "../../app/content-model/format";
import { claimTexts, prototypeWeeks } from "../../app/content-model/claims";
import { de } from "../../app/content-model/editions/de";
import { referenceSlugs } from "../../app/content-model/references/slugs.server";
import { serviceKeys } from "../../app/content-model/services/keys";
import { site } from "../../app/content-model/site";
import { enPaths, paths } from "../../app/paths";
import { site as second } from "./second-identity";
import { identityLeft } from "./fingerprints";

/**
 * Re-branding from one file, proved: the production build with a second identity in place of
 * app/content-model/site.ts (tests/rebrand/vite.config.ts) holds none of the first identity's values in
 * its prerendered HTML (Open Graph, Twitter, JSON-LD included), sitemap, robots.txt, web manifest
 * and JavaScript. Mails and the social image's text: identity.test.ts beside this file.
 * Drawings with text in them (the region map, public/og-image.png) are redrawn on a re-brand;
 * app/assets/art.test.ts checks the map against site.ts.
 *
 * The same build also proves that a reference project needs no code (README "How to", decision 0004):
 * it runs in a copy of the working tree to which only a new project's two content files were added,
 * as an editor adds them in the admin, and the project has its pages, its strip card and its sitemap
 * entries.
 */
const work = mkdtempSync(path.join(tmpdir(), "rebrand-"));
const buildDir = path.join(work, "build-rebrand");
const client = path.join(buildDir, "client");

/** The new project: edeka's file with its own words (no identity of either agency in it). */
const NEW = "nordlicht";
const STORY = "Die Disposition plante jede Tour von Hand auf Papier.";
function newReferenceFile(language: "de" | "en") {
  const data = load(readFileSync(`content/${language}/references/edeka.yaml`, "utf8")) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  data.card = { ...data.card, customer: "Nordlicht Logistik", caption: `Nordlicht Logistik (${language})` };
  data.card.art = "references/bimetrics";
  data.title = `Tourenplanung für Nordlicht Logistik (${language})`;
  data.meta = { title: `Nordlicht Logistik (${language})`, description: `Tourenplanung als Web-App (${language}).` };
  data.story.challenge.paragraphs = [STORY];
  return dump(data);
}

/**
 * Three German articles added as files, as an editor adds them (issue 37): a draft, one dated in the
 * future, and one published in German only. The first two must be built into nothing; the third has a
 * page without hreflang, and its language switch leads to the English index with its note.
 */
const FIXTURE_WORD = "Zitronenfaltergarten";
const fixtures = {
  draft: { slug: "entwurf-zum-testen", front: { draft: true } },
  future: { slug: "zukunft-zum-testen", front: { published: "2999-12-31" } },
  germanOnly: { slug: "nur-auf-deutsch-zum-testen", front: {} },
} as const;
function fixtureArticle(kind: keyof typeof fixtures): string {
  const source = readFileSync("content/de/articles/was-kostet-eine-app.mdoc", "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const data = load(front) as Record<string, unknown>;
  delete data.translation;
  Object.assign(data, { title: `Testartikel ${kind}`, socialImage: `Test ${kind}` }, fixtures[kind].front);
  return `---\n${dump(data)}---\n\n${FIXTURE_WORD} ${kind}.\n\n${body}`;
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** What the copy leaves out: installed packages (linked instead), git, builds and test output. */
const NOT_COPIED = /^(node_modules|\.git|build.*|test-results|playwright-report|data|\.react-router)$/;

beforeAll(() => {
  for (const name of readdirSync("."))
    if (!NOT_COPIED.test(name)) cpSync(name, path.join(work, name), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(work, "node_modules"));
  for (const language of ["de", "en"] as const)
    writeFileSync(path.join(work, `content/${language}/references/${NEW}.yaml`), newReferenceFile(language));
  for (const kind of Object.keys(fixtures) as (keyof typeof fixtures)[])
    writeFileSync(path.join(work, `content/de/articles/${fixtures[kind].slug}.mdoc`), fixtureArticle(kind));
  // NODE_ENV as `npm run build` has it: vitest sets "test", and Vite would build that as development.
  const env = {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    SITE_URL: second.url,
    POSTBUILD_COMPRESS: "0",
  };
  const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: work, env, stdio: "pipe" });
  run(["node_modules/@react-router/dev/bin.js", "build", ".", "--config", "tests/rebrand/vite.config.ts"]);
  run(["scripts/postbuild.mjs"]);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

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

  it("is a real agency's site: indexed, with a sitemap of both editions and their alternates, no demo notice", () => {
    const html = (page: string) => readFileSync(path.join(client, page, "index.html"), "utf8");
    for (const page of ["", "en", paths.reference("edeka"), enPaths.reference("edeka"), paths.about]) {
      expect(html(page), page).toContain('<meta name="robots" content="index, follow"/>');
      expect(html(page), page).not.toContain("demo-notice");
    }
    // Campaign pages stay out of the index with any identity.
    expect(html(paths.appLanding)).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(readFileSync(path.join(client, "robots.txt"), "utf8")).toContain(`Sitemap: ${second.url}/sitemap.xml`);
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: new URL(/<loc>([^<]*)<\/loc>/.exec(body!)![1]!).pathname,
      alternates: Object.fromEntries(
        [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]),
      ),
    }));
    expect(entries.length).toBeGreaterThan(40);
    const locs = new Set(entries.map((e) => e.loc));
    for (const { loc, alternates } of entries) {
      // An article in one edition only has no alternates (issue 37; its test below).
      if (loc === `/ratgeber/${fixtures.germanOnly.slug}`) continue;
      expect(Object.keys(alternates).sort(), loc).toEqual(["de", "en", "x-default"]);
      expect([alternates.de, alternates.en], loc).toContain(loc);
      expect(locs.has(alternates.de!) && locs.has(alternates.en!), loc).toBe(true);
    }
  });

  it("holds no value of the first identity anywhere", () => {
    const checked = [...files(client)].filter((f) => /\.(html|xml|txt|webmanifest|js|json)$/.test(f));
    expect(checked.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of checked) {
      const text = readFileSync(file, "utf8");
      for (const hit of identityLeft(site, text)) {
        // The English legal pages' glossary (app/content-model/legal/glosses.ts) lists every German legal
        // form with its English gloss: a dictionary, not the identity.
        if (hit.startsWith("legal form") && /^glosses-[\w-]+\.js$/.test(path.basename(file))) continue;
        // The award year is a bare year; the AI article (issue 37) dates a court case in the same year.
        if (hit.startsWith("award year") && hit.includes("Air Canada")) continue;
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

describe("a reference project added as two content files only", () => {
  const html = (page: string) => readFileSync(path.join(client, page, "index.html"), "utf8");

  it("has its German and English pages, prerendered from its files, with each other as counterparts", () => {
    const de = html(paths.reference(NEW));
    const en = html(enPaths.reference(NEW));
    expect(de).toContain("Tourenplanung für Nordlicht Logistik (de)</h1>");
    expect(en).toContain("Tourenplanung für Nordlicht Logistik (en)</h1>");
    expect(de).toContain(STORY);
    expect(de).toContain(`<link rel="alternate" hrefLang="en" href="${second.url}${enPaths.reference(NEW)}"/>`);
    expect(en).toContain(`href="${paths.reference(NEW)}"`); // the language switch
    // Its data for a client-side navigation, beside the page.
    expect(readFileSync(path.join(client, `${paths.reference(NEW)}.data`), "utf8")).toContain(STORY);
  });

  it("has its card in the strip of every other reference page, with the drawing its file names", () => {
    for (const slug of referenceSlugs) {
      const page = html(paths.reference(slug));
      expect(page, slug).toContain(`href="${paths.reference(NEW)}"`);
    }
    expect(html(enPaths.reference("edeka"))).toContain(`href="${enPaths.reference(NEW)}"`);
    expect(html(paths.reference(NEW))).toMatch(/<img[^>]+src="\/assets\/bimetrics-[\w-]+\.svg"/);
  });

  it("is in the sitemap with its alternates", () => {
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`<loc>${second.url}${paths.reference(NEW)}</loc>`);
    expect(sitemap).toContain(`<loc>${second.url}${enPaths.reference(NEW)}</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${second.url}${enPaths.reference(NEW)}"`);
  });

  it("carries its story in no JavaScript file", () => {
    const scripts = [...files(path.join(client, "assets"))].filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(20);
    for (const file of scripts) expect(readFileSync(file, "utf8"), file).not.toContain(STORY);
  });
});

describe("articles added as files: a draft, a future one, one in German only (issue 37)", () => {
  const read = (file: string) => readFileSync(path.join(client, file), "utf8");
  // Everything the build publishes: the pages and files, the not-found pages and the search index. The
  // server's bundle (build/server) is named after every article file (the loaders' import.meta.glob
  // makes a module of each), so only its contents are looked at: an unpublished one is empty there.
  const everyFile = () => [...files(buildDir)].filter((f) => !f.startsWith(path.join(buildDir, "server") + path.sep));
  const withServer = () => [...files(buildDir)];

  it("builds a draft and a future article into nothing: no page, list, feed, sitemap, search or social image", () => {
    for (const { slug } of [fixtures.draft, fixtures.future]) {
      const named = everyFile().filter((f) => f.includes(slug));
      expect(named, slug).toEqual([]);
      for (const file of everyFile().filter((f) => /\.(html|xml|json|data)$/.test(f)))
        expect(readFileSync(file, "utf8"), `${slug} in ${file}`).not.toContain(slug);
    }
    // Their words are in no file of the build either, the server's included (the search index holds the
    // pages' words; the server's bundle the articles' texts).
    const scripts = withServer().filter((f) => /\.(html|xml|json|data|js)$/.test(f));
    expect(scripts.some((f) => readFileSync(f, "utf8").includes(`${FIXTURE_WORD} germanOnly`))).toBe(true); // can fail
    for (const file of scripts) {
      const text = readFileSync(file, "utf8");
      expect(text.includes(`${FIXTURE_WORD} draft`), file).toBe(false);
      expect(text.includes(`${FIXTURE_WORD} future`), file).toBe(false);
    }
  });

  it("publishes the German-only article everywhere, without hreflang, its switch leading to the English index", () => {
    const { slug } = fixtures.germanOnly;
    const html = read(`ratgeber/${slug}/index.html`);
    expect(html).toContain("Testartikel germanOnly");
    // React writes the attribute as hrefLang: no <link> with one (the switch is an <a hrefLang>).
    expect(html).not.toMatch(/<link[^>]*hreflang=/i);
    expect(read("ratgeber/was-kostet-eine-app/index.html")).toMatch(/<link[^>]*hreflang=/i); // the check can fail
    const switches = [...html.matchAll(/<a [^>]*data-language-switch[^>]*>/g)].map(
      ([a]) => /href="([^"]*)"/.exec(a)?.[1],
    );
    expect(switches.length).toBeGreaterThan(0);
    for (const href of switches) expect(href).toBe("/en/insights#german-only");
    // The English index has the note the switch leads to.
    expect(read("en/insights/index.html")).toMatch(/id="german-only"/);
    expect(read("ratgeber/feed.xml")).toContain(`${second.url}/ratgeber/${slug}</link>`);
    expect(read("ratgeber/index.html")).toContain(`href="/ratgeber/${slug}"`);
    const sitemap = read("sitemap.xml");
    const entry = sitemap.split("<url>").find((u) => u.includes(`/ratgeber/${slug}</loc>`));
    expect(entry, "sitemap entry").toBeDefined();
    expect(entry).not.toContain("xhtml:link");
    expect(existsSync(path.join(client, `social/articles/de/${slug}.png`))).toBe(true);
    expect(readFileSync(path.join(buildDir, "search-index.json"), "utf8")).toContain(`/ratgeber/${slug}`);
  });

  it("lists a translated article in the sitemap with both editions as alternates", () => {
    const entry = read("sitemap.xml")
      .split("<url>")
      .find((u) => u.includes("/ratgeber/was-kostet-eine-app</loc>"));
    expect(entry).toContain(`hreflang="en" href="${second.url}/en/insights/what-does-an-app-cost"`);
  });
});
