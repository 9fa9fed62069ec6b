import { content } from "../support/content";
import { claimTextsOf, prototypeWeeksIn } from "../../app/content-model/claims";
import { enPaths, languageOf, paths, type Language } from "../../app/paths";
import { site } from "../../app/content-model/site";

import { MISSING_FIELD_WIDE } from "../../app/contact/contact-fields";
import { navigateInApp, expect, hydrated, test } from "./fixtures";
import { mainBlocks, prerenderedPages, repeatedPhrases, sentences, spacedDashes, wordCount } from "./page-text";

const contactSection = content("contact").section;
const contactSectionEn = content("contact", "en").section;

/**
 * Copy checks over the real production build (issue #13). The first two read the prerendered HTML
 * without a browser; the last ones render the English texts that only appear at run time.
 */
const buildDir = process.env.BUILD_DIR ?? "build";

/** One entry per page of an edition: aliases (/home, /index, /leistungen …) share their canonical URL. */
function pages(language: Language = "de") {
  const byCanonical = new Map<string, string>();
  for (const p of prerenderedPages(buildDir)) if (!byCanonical.has(p.canonical)) byCanonical.set(p.canonical, p.html);
  return [...byCanonical]
    .map(([canonical, html]) => ({ path: new URL(canonical).pathname, html }))
    .filter(({ path }) => languageOf(path) === language);
}

/** Texts the requirements quote verbatim (docs/requirements.md); they may repeat wherever they are placed. */
const VERBATIM = [
  contactSection.title, // 'Starten Sie jetzt Ihr Software Projekt mit' + product name
  "Email konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.",
  "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.",
];
/** Their English twins: the contact section's title stands wherever the German one does. */
const VERBATIM_EN = [contactSectionEn.title];
/**
 * Wordings the glossary fixes, one per claim, and decision 6's „per Video oder Telefon“ (the first call is
 * said the same way everywhere): what repeats there is a fact, not a formula. Everything else must vary.
 */
const c = site.claims;
const FIXED: Record<Language, string[]> = {
  de: [
    claimTextsOf.de.prototype,
    claimTextsOf.de.pilot,
    claimTextsOf.de.mvp,
    claimTextsOf.de.appResult,
    claimTextsOf.de.replyTime, // the one reply-time promise (issue 40), the same on every page that gives it
    `in ${prototypeWeeksIn("de")}`,
    `Woche\u00a0${c.pilotWeek}`,
    `in ${c.mvpWeeks}\u00a0Wochen`,
    "per Video oder Telefon",
    ...VERBATIM,
  ],
  en: [
    claimTextsOf.en.prototype,
    claimTextsOf.en.pilot,
    claimTextsOf.en.mvp,
    claimTextsOf.en.appResult,
    claimTextsOf.en.replyTime,
    `in ${prototypeWeeksIn("en")}`,
    `week\u00a0${c.pilotWeek}`,
    `in ${c.mvpWeeks}\u00a0weeks`,
    "by video or phone",
    ...VERBATIM_EN,
  ],
};
const withoutFixed = (language: Language) => (block: string) =>
  FIXED[language]
    .map((text) => text.replaceAll("\u00a0", " "))
    .reduce((b, text) => b.replace(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), " – "), block);

/** Legal pages are exempt; so is what is marked as navigation or legal, hidden, or English. */
const LEGAL_PAGES = new Set([paths.impressum, paths.privacy, enPaths.impressum, enPaths.privacy]);
const EXEMPT = /<[a-z][a-z0-9]*\b[^>]*\b(?:lang="en"|data-copy="[a-z]+"|aria-hidden="true")[^>]*>/i;

/** Links and buttons name where they lead (a card, a call to action): navigation, not copy. */
const ACTIONS = /<(?:a|button)\b[^>]*>/i;

/** The blocks of copy of each page: what is exempt, links and buttons and the fixed wordings taken out. */
const copyBlocks = (list: readonly { path: string; html: string }[], language: Language) =>
  list.map(({ path, html }) => ({
    path,
    blocks: mainBlocks(html, { drop: [EXEMPT, ACTIONS] }).map(withoutFixed(language)),
  }));

/**
 * The articles and their lists (/ratgeber/…, /en/insights/…) are long prose on a handful of subjects:
 * three-word turns („die erste Version“, "rule of thumb") recur there as in any magazine. The brochure
 * pages keep the strict three-word rule (what repeats there is a formula); across all pages, articles
 * included, a phrase of five words or more (a templated close, a pasted paragraph) may stand on three.
 */
const isArticlesPage = (path: string) =>
  [paths.articles, enPaths.articles].some((root) => path === root || path.startsWith(`${root}/`));

/**
 * Spaced dashes (– as a dash, not in ranges) per 1,000 words of the pages' main text. The copy had 12.4
 * before issue 26 (198 in 15,927 words); the edit brought it to about 1. The limit leaves room for an
 * editor's dash here and there, not for a return to the old habit.
 */
const MAX_DASHES_PER_1000_WORDS = 5;

/** English fragments on German pages (WCAG 3.1.2): each must sit in an element with lang="en". */
const ENGLISH = ["discover more projects", "Service not found", "Unexpected Application Error!", MISSING_FIELD_WIDE];

for (const language of ["de", "en"] as const)
  test.describe(`copy of the ${language === "de" ? "German" : "English"} edition`, () => {
    test("no sentence of six words or more appears on more than two pages", () => {
      const all = pages(language);
      const verbatim = language === "de" ? VERBATIM : VERBATIM_EN;
      expect(all.length).toBeGreaterThan(20);
      const seen = new Map<string, Set<string>>();
      for (const { path, html } of all) {
        if (LEGAL_PAGES.has(path)) continue;
        for (const block of mainBlocks(html, { drop: [EXEMPT] }))
          for (const sentence of sentences(block)) {
            if (wordCount(sentence) < 6 || verbatim.some((v) => sentence.startsWith(v))) continue;
            (seen.get(sentence) ?? seen.set(sentence, new Set()).get(sentence)!).add(path);
          }
      }
      const repeated = [...seen]
        .filter(([, paths]) => paths.size > 2)
        .map(([sentence, paths]) => `${sentence}  (${[...paths].join(", ")})`);
      expect(repeated).toEqual([]);
    });

    test("no phrase of three or more words stands on more than three pages of the brochure", () => {
      const brochure = pages(language).filter((p) => !LEGAL_PAGES.has(p.path) && !isArticlesPage(p.path));
      expect(brochure.length).toBeGreaterThan(20);
      const found = repeatedPhrases(copyBlocks(brochure, language), { minWords: 3, maxPages: 3 });
      expect(found.map((p) => `${p.phrase}  (${p.pages.length}: ${p.pages.join(", ")})`)).toEqual([]);
    });

    test("no phrase of five or more words stands on more than three pages, articles included", () => {
      const all = pages(language).filter((p) => !LEGAL_PAGES.has(p.path));
      expect(all.filter((p) => isArticlesPage(p.path)).length).toBeGreaterThan(6);
      const found = repeatedPhrases(copyBlocks(all, language), { minWords: 5, maxPages: 3 });
      expect(found.map((p) => `${p.phrase}  (${p.pages.length}: ${p.pages.join(", ")})`)).toEqual([]);
    });

    test(`spaced dashes stay under ${MAX_DASHES_PER_1000_WORDS} per 1,000 words`, () => {
      let dashes = 0;
      let words = 0;
      for (const { path, html } of pages(language)) {
        if (LEGAL_PAGES.has(path)) continue;
        const text = mainBlocks(html, { drop: [EXEMPT] }).join("\n");
        dashes += spacedDashes(text);
        words += wordCount(text);
      }
      expect(words).toBeGreaterThan(10_000);
      const perThousand = Math.round((dashes / words) * 100_000) / 100;
      expect(perThousand, `${dashes} spaced dashes in ${words} words`).toBeLessThanOrEqual(MAX_DASHES_PER_1000_WORDS);
    });
  });

test.describe("English on German pages", () => {
  test("English fragments in the prerendered pages are marked lang=en", () => {
    let checked = 0;
    for (const { path, html } of pages()) {
      const body = html.slice(html.indexOf("<body")).replace(/<script\b[\s\S]*?<\/script>/gi, "");
      for (const fragment of ENGLISH) {
        for (let i = body.indexOf(fragment); i >= 0; i = body.indexOf(fragment, i + 1)) {
          // The element the text sits in directly: the last start tag before it.
          const before = body.slice(0, i);
          const tag = before.slice(before.lastIndexOf("<"));
          expect(tag, `"${fragment}" on ${path}`).toMatch(/^<[a-z0-9]+\b[^>]*\blang="en"[^>]*>\s*$/i);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10); // every reference page has 'discover more projects'
  });

  /** Every text node holding one of the English fragments, and the lang of its nearest element. */
  const englishLangs = (page: import("@playwright/test").Page) =>
    page.evaluate((fragments) => {
      const found: { text: string; lang: string | null }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim() ?? "";
        if (fragments.includes(text))
          found.push({ text, lang: n.parentElement!.closest("[lang]")!.getAttribute("lang") });
      }
      return found;
    }, ENGLISH);

  test.describe("an unknown service", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] }); // the page answers 404 on purpose
    test("'Service not found' is marked lang=en", async ({ page }) => {
      await page.goto("/services/quantum");
      await expect(page.locator("h1")).toHaveText("Service not found");
      expect(await englishLangs(page)).toEqual([{ text: "Service not found", lang: "en" }]);
    });
  });

  test("'This field is required' of the wide form is marked lang=en", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page
      .locator("#contact form")
      .getByRole("button", { name: /senden/i })
      .click();
    await expect(page.getByText(MISSING_FIELD_WIDE).first()).toBeVisible();
    const found = await englishLangs(page);
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.every((f) => f.text === MISSING_FIELD_WIDE && f.lang === "en")).toBe(true);
  });

  test.describe("when a route fails", () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });
    test("'Unexpected Application Error!' is marked lang=en", async ({ page }) => {
      await page.goto("/services");
      await hydrated(page);
      await page.route(/\/services\/quantum\.data/, (route) => route.fulfill({ status: 500, body: "kaputt" }));
      await navigateInApp(page, "/services/quantum");
      await expect(page.locator("h1")).toHaveText("Unexpected Application Error!");
      expect(await englishLangs(page)).toEqual([{ text: "Unexpected Application Error!", lang: "en" }]);
    });
  });
});
