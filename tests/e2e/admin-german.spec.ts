/**
 * The admin speaks German only (issue 36): in `npm run dev` the dashboard, an entry, the list of a
 * collection, an article in the rich-text editor, an entry's dialog, a new entry's form and the question
 * before an entry is deleted show no English interface word. The words are Keystatic's own, read from its bundle (tests/e2e/keystatic-english.ts), so a
 * Keystatic update that adds or moves an English word fails here. Entered content is not interface: the form's values are left out.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import type { Page } from "@playwright/test";
import { startDevCopy, type DevCopy } from "./dev-copy";
import { expect, test } from "./fixtures";
import { keystaticEnglish } from "./keystatic-english";

// The first visit to /keystatic bundles Keystatic's dependencies for the admin's Vite server.
test.setTimeout(300_000);

let devCopy: DevCopy | undefined;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  devCopy = await startDevCopy("admin-german-");
});
test.afterAll(async () => {
  await devCopy?.stop();
});

const english = keystaticEnglish();

/**
 * Every English word of the table in what the page says: its text (also the text only screen readers
 * hear) and its labels, titles and placeholders; not what an editor typed (fields' values).
 */
async function englishOn(page: Page): Promise<string[]> {
  const said = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("textarea, input, [contenteditable='true'], script, style")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]"))
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    return texts;
  });
  const found: string[] = [];
  for (const word of english) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
    const where = said.find((text) => pattern.test(text));
    if (where !== undefined) found.push(`"${word}" in "${where.slice(0, 80)}"`);
  }
  return found;
}

test("the dashboard, an entry, a collection's list, an article, an entry's dialog, a new entry and the delete question: no English interface word", async ({
  page,
}) => {
  expect(english.length, "English words read from Keystatic's bundle").toBeGreaterThan(50);
  const base = devCopy!.base;
  const saveButton = page.getByRole("button", { name: "Speichern" });

  await page.goto(`${base}/keystatic`);
  await expect(page.getByRole("link", { name: "Startseite – Englisch" }).first()).toBeVisible({ timeout: 180_000 });
  expect(await englishOn(page), "dashboard").toEqual([]);

  await page.goto(`${base}/keystatic/singleton/home`);
  await expect(saveButton).toBeVisible({ timeout: 60_000 });
  expect(await englishOn(page), "an entry").toEqual([]);

  await page.goto(`${base}/keystatic/collection/referenceProjects`);
  await expect(page.getByRole("rowheader", { name: "edeka" })).toBeVisible({ timeout: 60_000 });
  expect(await englishOn(page), "a collection's list").toEqual([]);

  // An article in the rich-text editor: its toolbar is Keystatic's words too.
  await page.goto(`${base}/keystatic/collection/articleCollection/item/mvp-umfang-und-ablauf`);
  await expect(saveButton).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[contenteditable="true"]').last()).toBeVisible();
  expect(await englishOn(page), "an article in the rich-text editor").toEqual([]);

  await page.goto(`${base}/keystatic/singleton/servicesMvps`);
  await expect(saveButton).toBeVisible({ timeout: 60_000 });
  const faq = load(readFileSync(path.join(devCopy!.copy, "content/de/services/mvps.yaml"), "utf8")) as {
    faq: { items: { question: string }[] };
  };
  await page.getByRole("row", { name: faq.faq.items[0]!.question }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await englishOn(page), "an entry's dialog").toEqual([]);

  // A new entry's form, and the question before an entry is deleted (answered "Abbrechen").
  await page.goto(`${base}/keystatic/collection/referenceProjects/create`);
  await expect(page.getByRole("button", { name: "Erstellen", exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await englishOn(page), "a new entry's form").toEqual([]);
  await page.goto(`${base}/keystatic/collection/referenceProjects/item/edeka`);
  await expect(saveButton).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Eintrag löschen …" }).click();
  const question = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(question).toContainText("Wirklich löschen?");
  expect(await englishOn(page), "the question before deleting").toEqual([]);
  await question.getByRole("button", { name: "Abbrechen" }).click();
  await expect(question).toHaveCount(0);
});
