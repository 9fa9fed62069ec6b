/**
 * The content admin in `npm run dev` (issues 23, 24): an editor opens /keystatic with no account and
 * no network, finds each entry in German and English one above the other, changes the home page's
 * hero subtitle, a reference's description and an FAQ answer in German and the hero subtitle and a
 * reference's description in English, saves, and the files on disk change (only the line of the
 * change) and the pages show the new text at once (an open page reloads by itself); an emptied
 * required text is refused and the file stays as it was. It runs in a temporary copy of the project,
 * so no test ever writes this working tree's content/. The production side (no admin without its
 * settings, the public pages untouched by it) is admin-production.spec.ts and server/admin.test.ts.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { load } from "js-yaml";
import type { Page } from "@playwright/test";
import { enPaths, paths } from "../../app/paths";
import { startDevCopy, type DevCopy } from "./dev-copy";
import { expect, test } from "./fixtures";

// The first visit to /keystatic bundles Keystatic's dependencies for the admin's Vite server; on a
// busy two-core machine that and the server's start take a while.
test.setTimeout(300_000);
test.describe.configure({ mode: "serial" });

type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let devCopy: DevCopy | undefined;
let copy: string;
let dev: ChildProcess;
let base: string;
const output = () => devCopy?.output() ?? "";
const read = (file: string) => readFileSync(path.join(copy, file), "utf8");
const exists = (file: string) => existsSync(path.join(copy, file));

test.beforeAll(async () => {
  test.setTimeout(300_000);
  devCopy = await startDevCopy("admin-dev-");
  ({ copy, dev, base } = devCopy);
  // Warm up: a fresh copy has no generated drawings, and the first page requests write them (the
  // reload they cause waits for the requests: scripts/reload-gate.mjs). The pages answer steadily.
  let settled = 0;
  await expect
    .poll(
      async () => {
        const ok = (await Promise.all(["/", "/en"].map((p) => fetch(base + p).then((r) => r.status)))).every(
          (status) => status === 200,
        );
        settled = ok ? settled + 1 : 0;
        return settled;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(3);
});

// A failed test carries the development server's output (its errors, reloads and restarts).
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructuring pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("npm run dev output", { body: output(), contentType: "text/plain" });
});

test.afterAll(async () => {
  await devCopy?.stop();
});

/**
 * Replaces the first of edeka's descriptions (the page's header) in the admin's collection and
 * saves: the file changes in that line only.
 */
async function editFirstDescription(page: Page, collection: string, file: string, description: string) {
  const before = read(file);
  const [first] = (load(before) as Yaml).descriptions as string[];
  await openEntry(page, `collection/${collection}/item/edeka`);
  await page
    .getByRole("grid", { name: /^Beschreibungen im Kopf der Seite/ })
    .getByRole("row", { name: first })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").fill(description);
  await dialog.getByRole("button", { name: "Fertig", exact: true }).click();
  await save(page, file, description);
  expect(changedLines(before, read(file)).added).toEqual([`  - ${description}`]);
}

/** Opens an entry of the admin and waits until its form is there. */
async function openEntry(page: Page, address: string) {
  await page.goto(`${base}/keystatic/${address}`);
  await expect(page.getByRole("button", { name: "Speichern" })).toBeVisible({ timeout: 120_000 });
}

/** Saves, and waits until the file on disk has the text. */
async function save(page: Page, file: string, text: string) {
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect.poll(() => read(file), { timeout: 20_000, intervals: [50] }).toContain(text);
}

/** The lines of a file that differ from before, as [before, after] pairs of changed blocks. */
function changedLines(before: string, after: string) {
  const [a, b] = [before.split("\n"), after.split("\n")];
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

test("the home page's hero subtitle: saved to content/de/home.yaml, and the open page shows it at once", async ({
  page,
  context,
}) => {
  const file = "content/de/home.yaml";
  const before = read(file);
  const subtitle = "Software nach Maß, gespeichert im Admin";
  // A visitor's tab with the home page, open before the save.
  const visitor = await context.newPage();
  await visitor.goto(`${base}/`);
  await expect(visitor.locator("h1")).toBeVisible();

  await openEntry(page, "singleton/home");
  // The editor works in the admin's tab. The visitor's tab, opened later, would be in front, and Chromium
  // gives a tab behind another two frames a second: Playwright's click then waits about 2 s for the
  // button to hold still (most of the 2.7 s the first measurement of issue 36's save took).
  await page.bringToFront();
  // A text the requirements fix is shown, not editable.
  const locked = page.getByRole("textbox", { name: /^Überschrift \(h1\)/ });
  await expect(locked).toHaveAttribute("readonly", "");
  // … and looks locked: grey, no text cursor, the lock and the requirement that fixes it.
  await expect(locked).toHaveCSS("cursor", "default");
  await expect(locked).toHaveCSS("background-color", "rgb(238, 240, 243)");
  await expect(locked).toHaveAccessibleDescription(/^Festgelegt durch Anforderung R\S+: nicht änderbar\.$/);
  await expect(page.locator(".locked-field .locked-note svg").first()).toBeVisible();
  const savedNotice = page.getByRole("status").filter({ hasText: "Gespeichert" });
  await expect(savedNotice).toHaveCount(0);
  // What this admin adds to a save is the check of the build's rules before Keystatic writes: timed in
  // the page. The whole save is timed as the editor sees it: from the click (the event in the page, not
  // the moment Playwright starts looking for the button) until the file is written (its time on disk)
  // and until "Gespeichert" is on screen (the frame after the notice's text is set).
  await page.evaluate(() => {
    const check = globalThis.__contentSaveCheck!;
    const times = { check: [] as number[], clicked: 0, shown: 0 };
    Object.assign(globalThis, { saveTimes: times });
    globalThis.__contentSaveCheck = async (request) => {
      const started = performance.now();
      try {
        return await check(request);
      } finally {
        times.check.push(performance.now() - started);
      }
    };
    const now = (at = performance.now()) => performance.timeOrigin + at;
    const onSave = (event: Event) => (event.target as Element).closest("button")?.textContent === "Speichern";
    document.addEventListener("click", (e) => void (onSave(e) && (times.clicked ||= now(e.timeStamp))), true);
    const status = document.querySelector(".saved-status")!;
    new MutationObserver(() => {
      if (status.textContent === "Gespeichert" && !times.shown)
        requestAnimationFrame(() => setTimeout(() => (times.shown ||= now())));
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await page.getByRole("textbox", { name: /^Untertitel/ }).fill(subtitle);
  await save(page, file, `subtitle: ${subtitle}\n`);
  // The save is confirmed where the editor looks, and to a screen reader (role=status).
  await expect(savedNotice).toBeVisible();
  type SaveTimes = { check: number[]; clicked: number; shown: number };
  const saveTimes = () => page.evaluate(() => (globalThis as unknown as { saveTimes: SaveTimes }).saveTimes);
  // The frame that shows it may come a moment after Playwright has found the text in the page.
  await expect.poll(async () => (await saveTimes()).shown).toBeGreaterThan(0);
  const times = await saveTimes();
  expect(times.check[0], "milliseconds the rules take before the save writes").toBeLessThan(250);
  // A valid save writes in under a second, and says so (issue 36), this one too, the first after the
  // development server started: 0.1–0.3 s on a quiet two-core machine, up to 0.9 s with a benchmark beside
  // it (before: "Gespeichert" after 0.7–1.3 s, quiet, behind Keystatic's read of the whole project and its
  // rendering of the form; decision 0016). The requirement's second is meant for a quiet machine. This
  // suite's two workers alone keep a two-core machine's load average at 4–5 (0.2–0.56 s measured there);
  // above three times the cores (a shared CI machine, a benchmark beside the suite: 0.4–0.9 s) the bound
  // is 3 s, which still catches a save that is seconds slow, not the noise of a busy machine. The
  // annotation says which bound applied.
  const written = statSync(path.join(copy, file)).mtimeMs - times.clicked;
  const shown = times.shown - times.clicked;
  const [busy] = loadavg() as [number];
  const quiet = busy <= 3 * availableParallelism();
  const bound = quiet ? 1_000 : 3_000;
  test.info().annotations.push({
    type: "save (ms)",
    description: `written ${Math.round(written)}, "Gespeichert" shown ${Math.round(shown)} after the click (load ${busy.toFixed(1)} on ${availableParallelism()} cores: bounds ${bound} and ${bound / 2} ms)`,
  });
  expect(written, "milliseconds from the click until the file is written").toBeLessThan(bound);
  expect(shown, "milliseconds from the click until 'Gespeichert' is on screen").toBeLessThan(bound);
  // The notice follows the write at once (0.03–0.27 s, also busy), within half the bound. It waited for
  // Keystatic's read of the whole project and its rendering of the entry (0.56–1.09 s after the write,
  // quiet), and the click's part of a quiet save (0.1–0.2 s) kept the whole under the second in some runs.
  expect(shown - written, "milliseconds from the write until 'Gespeichert' is on screen").toBeLessThan(bound / 2);

  const after = read(file);
  expect((load(after) as Yaml).hero.subtitle).toBe(subtitle);
  const { removed, added } = changedLines(before, after);
  expect(removed.join("\n")).toContain("subtitle:");
  expect(added).toEqual([`  subtitle: ${subtitle}`]);
  // The open page reloads with the saved text (vite/content-plugin.ts watches the file).
  await expect(visitor.getByText(subtitle)).toBeVisible({ timeout: 30_000 });
  expect(await (await fetch(`${base}/`)).text()).toContain(subtitle);
});

test("a reference's description and an FAQ answer: saved, and the pages show them", async ({ page }) => {
  const reference = "content/de/references/edeka.yaml";
  const description = "Einkauf per App, geändert im Admin";
  await editFirstDescription(page, "referenceProjects", reference, description);
  expect((load(read(reference)) as Yaml).descriptions[0]).toBe(description);
  expect(await (await fetch(base + paths.reference("edeka"))).text()).toContain(description);

  const service = "content/de/services/mvps.yaml";
  const serviceBefore = read(service);
  const { question } = (load(serviceBefore) as Yaml).faq.items[0] as { question: string };
  const answer = "Ein MVP bewährt sich im Markt, geändert im Admin";

  await openEntry(page, "singleton/servicesMvps");
  await page.getByRole("row", { name: question }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: /^Antwort/ }).fill(answer);
  await dialog.getByRole("button", { name: "Fertig", exact: true }).click();
  await save(page, service, answer);
  expect((load(read(service)) as Yaml).faq.items[0].answer).toBe(answer);
  expect(changedLines(serviceBefore, read(service)).added).toEqual([`      answer: ${answer}`]);
  expect(await (await fetch(base + paths.service("mvps"))).text()).toContain(answer);
});

test("the navigation: every entry in German and English, one above the other, with the admin's own headers", async ({
  page,
}) => {
  const response = (await page.goto(`${base}/keystatic/`))!;
  // Never indexed, and a CSP of its own: no inline scripts, no hot-reload socket, no framing.
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const csp = response.headers()["content-security-policy"]!;
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("connect-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const navigation = page.getByRole("navigation");
  await expect(navigation.getByRole("link", { name: "Startseite – Englisch" })).toBeVisible({ timeout: 120_000 });
  const links = await navigation.getByRole("link").allInnerTexts();
  for (const [german, english] of [
    ["Startseite – Deutsch", "Startseite – Englisch"],
    ["Referenzprojekte – Deutsch", "Referenzprojekte – Englisch"],
    ["App-Entwicklung – Deutsch", "App-Entwicklung – Englisch"],
    ["Ratgeber App-Entwicklung – Deutsch", "Ratgeber App-Entwicklung – Englisch"],
    ["Menüs, Fußzeile, Fehlerseiten – Deutsch", "Menüs, Fußzeile, Fehlerseiten – Englisch"],
  ]) {
    const at = links.findIndex((text) => text.trim() === german);
    expect(at, german).toBeGreaterThanOrEqual(0);
    expect(links[at + 1]?.trim(), german).toBe(english);
  }
});

test("the preview: an entry opens its page in German and English in a new tab, as saved", async ({ page, context }) => {
  for (const [address, german, english] of [
    ["singleton/home", paths.home, enPaths.home],
    ["singleton/servicesWebDevelopment", paths.service("web-development"), enPaths.service("web-development")],
    ["collection/enReferenceProjects/item/edeka", paths.reference("edeka"), enPaths.reference("edeka")],
  ] as const) {
    await openEntry(page, address);
    const preview = page.getByRole("navigation", { name: "Vorschau" });
    for (const [name, target] of [
      ["Deutsch", german],
      ["Englisch", english],
    ] as const) {
      const [tab] = await Promise.all([context.waitForEvent("page"), preview.getByRole("link", { name }).click()]);
      await expect(tab.locator("h1")).toBeVisible();
      expect(new URL(tab.url()).pathname, `${address}: ${name}`).toBe(target);
      await expect(tab.locator("html")).toHaveAttribute("lang", name === "Deutsch" ? "de" : "en");
      await tab.close();
    }
  }
  // A list is no entry: no preview.
  await page.goto(`${base}/keystatic/collection/referenceProjects`);
  await expect(page.getByRole("rowheader", { name: "edeka" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("navigation", { name: "Vorschau" })).toHaveCount(0);
});

test("the English edition: the hero subtitle and a reference's description, saved to content/en and shown on /en", async ({
  page,
}) => {
  const file = "content/en/home.yaml";
  const before = read(file);
  const subtitle = "Custom software, edited in the admin";
  await openEntry(page, "singleton/enHome");
  // The requirements fix German texts only: the English title is an ordinary field.
  await expect(page.getByRole("textbox", { name: /^Überschrift \(h1\)/ })).toBeEditable();
  await page.getByRole("textbox", { name: /^Untertitel/ }).fill(subtitle);
  await save(page, file, subtitle);
  expect((load(read(file)) as Yaml).hero.subtitle).toBe(subtitle);
  expect(changedLines(before, read(file)).added).toEqual([`  subtitle: ${subtitle}`]);
  expect(await (await fetch(base + enPaths.home)).text()).toContain(subtitle);
  // The German page keeps its own.
  expect(await (await fetch(base + paths.home)).text()).not.toContain(subtitle);

  const reference = "content/en/references/edeka.yaml";
  const description = "Grocery shopping by app, edited in the admin";
  await editFirstDescription(page, "enReferenceProjects", reference, description);
  expect(await (await fetch(base + enPaths.reference("edeka"))).text()).toContain(description);
});

test("an emptied required text is refused, and the file stays as it was", async ({ page }) => {
  const file = "content/de/home.yaml";
  const before = read(file);
  await openEntry(page, "singleton/home");
  const subtitle = page.getByRole("textbox", { name: /^Untertitel/ });
  await subtitle.fill("");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Bitte ausfüllen: darf nicht leer sein.").first()).toBeVisible();
  // Nothing was written: give a save that should not happen the time one takes.
  await page.waitForTimeout(1_500);
  expect(read(file)).toBe(before);
});

/** Saves, expects the German message of the refusal, and the file stays as it was. */
async function refusedAtSave(page: Page, file: string, message: string | RegExp) {
  const before = read(file);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(message).first()).toBeVisible({ timeout: 20_000 });
  // Nothing was written: give a save that should not happen the time one takes.
  await page.waitForTimeout(1_500);
  expect(read(file)).toBe(before);
}

test.describe("every rule of the build is refused at save, in German, and nothing is written", () => {
  test("a link to a page that does not exist", async ({ page }) => {
    await openEntry(page, "singleton/home");
    await page
      .getByRole("textbox", { name: /^Linkziel/ })
      .first()
      .fill("/gibt-es-nicht");
    await refusedAtSave(
      page,
      "content/de/home.yaml",
      /Nicht gespeichert\. Startseite – Deutsch › .*Die Seite „\/gibt-es-nicht“ gibt es nicht/,
    );
  });

  test("a placeholder followed by the unit it already carries", async ({ page }) => {
    await openEntry(page, "singleton/home");
    const subtitle = page.getByRole("textbox", { name: /^Untertitel/ });
    await subtitle.fill("Ein klickbarer Prototyp in {prototypeWeeks} Wochen.");
    // The help text shows the sentence as the page would read it, with the placeholder's value.
    await expect(page.getByText(/Auf der Seite: „Ein klickbarer Prototyp in 2–4\sWochen Wochen\.“/)).toBeVisible();
    await refusedAtSave(
      page,
      "content/de/home.yaml",
      /\{prototypeWeeks\} steht schon für „2–4\sWochen“: bitte das „Wochen“ danach streichen/,
    );
  });

  test("a text too long for its place, with the counter while typing", async ({ page }) => {
    await openEntry(page, "singleton/home");
    await page.getByRole("textbox", { name: /^Untertitel/ }).fill("Software nach Maß. ".repeat(600).trim());
    await expect(page.getByText("11399 / 400 Zeichen.")).toBeVisible();
    await refusedAtSave(page, "content/de/home.yaml", /Zu lang: 11399 Zeichen, hier passen höchstens 400/);
  });

  test("a tenth card in the references overview", async ({ page }) => {
    await openEntry(page, "singleton/references");
    const order = page.getByRole("grid", { name: /^Reihenfolge der Karten/ });
    await expect(order.getByRole("row")).toHaveCount(9);
    await page.getByRole("button", { name: "Hinzufügen", exact: true }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button").first().click();
    await page.getByRole("option", { name: "dyno2" }).click();
    await dialog.getByRole("button", { name: "Hinzufügen", exact: true }).click();
    await expect(order.getByRole("row")).toHaveCount(10);
    await refusedAtSave(page, "content/de/references.yaml", /Reihenfolge der Karten: genau 9 Einträge, nicht 10/);
  });

  test("a field in the English edition that the German one does not have", async ({ page }) => {
    await openEntry(page, "collection/enReferenceProjects/item/edeka");
    await page.getByRole("textbox", { name: /^Hinweis über dem Titel/ }).fill("Example notice");
    await refusedAtSave(
      page,
      "content/en/references/edeka.yaml",
      /Nicht gespeichert\. Referenzprojekte – Englisch › Hinweis über dem Titel: steht nicht in content\/de\/references\/edeka\.yaml/,
    );
  });

  test("a refused edit is not restored when the entry is opened again", async ({ page }) => {
    await openEntry(page, "singleton/home");
    const subtitle = page.getByRole("textbox", { name: /^Untertitel/ });
    const saved = await subtitle.inputValue();
    await page
      .getByRole("textbox", { name: /^Linkziel/ })
      .first()
      .fill("/gibt-es-nicht");
    await refusedAtSave(page, "content/de/home.yaml", /gibt es nicht/);
    await openEntry(page, "singleton/home");
    await expect(page.getByRole("textbox", { name: /^Linkziel/ }).first()).not.toHaveValue("/gibt-es-nicht");
    await expect(subtitle).toHaveValue(saved);
    await expect(page.getByText(/Restored draft/)).toHaveCount(0);
  });
});

test.describe("npm run dev with a content mistake", () => {
  // The error page answers 500 (the page cannot be rendered), which the browser reports in its console.
  test.use({
    // One expression: Playwright reads a two-entry array here as [value, options].
    allowedConsoleErrors: [
      /A tree hydrated but some attributes of the server rendered HTML didn't match|Failed to load resource: the server responded with a status of 500/,
    ],
  });

  test("a hand-broken content file: the pages explain it in German, and the open tab recovers by itself once it is fixed", async ({
    page,
  }) => {
    const file = "content/de/home.yaml";
    const before = read(file);
    await page.goto(`${base}/`);
    await expect(page.locator("h1")).toBeVisible();
    const broken = before.replace(/^( {2}title:) .*$/m, "$1 ''");
    expect(broken).not.toBe(before);
    writeFileSync(path.join(copy, file), broken);
    try {
      // The open page reloads (the file changed; a reload of ours may meet it in flight) and shows what
      // is wrong instead of "Interner Fehler".
      const heading = page.getByRole("heading", { name: "Ein Inhalt ist noch nicht in Ordnung" });
      await expect(async () => {
        if (!(await heading.isVisible())) await page.goto(`${base}/`).catch(() => {});
        await expect(heading).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect(page.getByText("content/de/home.yaml")).toBeVisible();
      await expect(page.getByText("hero.title")).toBeVisible();
      await expect(page.getByText("Bitte ausfüllen: darf nicht leer sein.")).toBeVisible();
      expect(await (await fetch(`${base}/en`)).text()).not.toContain("Interner Fehler");
      await expect.poll(() => output(), { timeout: 10_000 }).toContain("content: content/de/home.yaml: hero.title");
    } finally {
      writeFileSync(path.join(copy, file), before);
    }
    // No reload by the test: the page asks the server and reloads itself.
    await expect(page.locator("h1")).toHaveText(/Digitale Lösungen/, { timeout: 30_000 });
  });
});

test("a new reference project: created in German and English in the admin alone, and the development server shows its pages", async ({
  page,
}) => {
  const slug = "nordlicht";
  const files = { de: `content/de/references/${slug}.yaml`, en: `content/en/references/${slug}.yaml` };
  const titles = { de: "Tourenplanung für Nordlicht Logistik", en: "Route planning for Nordlicht Logistik" };
  try {
    for (const language of ["de", "en"] as const) {
      // Started from a copy of an existing project (Keystatic's "duplicate"), as an editor would.
      const collection = language === "de" ? "referenceProjects" : "enReferenceProjects";
      await page.goto(`${base}/keystatic/collection/${collection}/create?duplicate=edeka`);
      const create = page.getByRole("button", { name: "Erstellen", exact: true });
      await expect(create).toBeVisible({ timeout: 120_000 });
      const name = page.getByRole("textbox", { name: /^Kürzel der Seite/ });
      // A name that cannot be an address is refused, and nothing is written.
      await name.fill("Nordlicht GmbH");
      await create.click();
      await expect(page.getByText(/Nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche/).first()).toBeVisible();
      expect(() => read(files[language])).toThrow();
      await name.fill(slug);
      await page.getByRole("textbox", { name: /^Überschrift der Seite \(h1\)/ }).fill(titles[language]);
      // The drawing, picked by name from the project drawings.
      await page.getByRole("button", { name: /Zeichnung des Projekts/ }).click();
      await page.getByRole("option", { name: "references/bimetrics" }).click();
      await create.click();
      await expect
        .poll(() => exists(files[language]) && read(files[language]).includes(titles[language]), { timeout: 20_000 })
        .toBe(true);
      const data = load(read(files[language])) as Yaml;
      expect(data.title).toBe(titles[language]);
      expect(data.card.art).toBe("references/bimetrics");
      expect(data.slug, "the name is the file's, not a field").toBeUndefined();
    }
    // The route table follows the folder (vite/content-plugin.ts): both pages, and their card in every strip.
    const text = (address: string) =>
      fetch(base + address).then(
        async (r) => (r.status === 200 ? r.text() : `${r.status}`),
        () => "",
      );
    await expect.poll(() => text(paths.reference(slug)), { timeout: 60_000 }).toContain(`${titles.de}</h1>`);
    await expect.poll(() => text(enPaths.reference(slug)), { timeout: 60_000 }).toContain(`${titles.en}</h1>`);
    expect(await text(paths.reference("edeka"))).toContain(`href="${paths.reference(slug)}"`);
    await page.goto(base + enPaths.reference(slug));
    await expect(page.locator("h1")).toHaveText(titles.en);
    // Saving the project's files made the development server re-read its routes, never exit or restart.
    expect(dev.exitCode, "npm run dev exited").toBeNull();
    expect(output()).not.toContain("restarting server");
  } finally {
    // The project goes again, passed or failed: the next test meets the content folder as it was.
    for (const file of Object.values(files)) rmSync(path.join(copy, file), { force: true });
  }
});
