import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { axeViolations } from "./axe";
import { arrive, inputs, timings, visit, type Input, type Visit } from "./visitor";

/**
 * The site search (issue 39, docs/decisions/0021-site-search.md) against the production build: the
 * form in the header, the mobile menu and the not-found page without JavaScript, the results page
 * (server-rendered, escaped, valid, accessible), the live results by keyboard, and the header field
 * as a visitor's first input (tap, click, key × first, during hydration, hydrated).
 */
const headerField = (page: Page) => page.locator("[data-search=header] input[name=q]");
const results = (page: Page) => page.locator("main ol > li");
const listbox = (page: Page) => page.getByRole("listbox");
const count = (page: Page) => page.locator("#search-count");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("German: the header's form leads to the results, the typo corrected and marked", async ({ page }) => {
    await page.goto("/references");
    await headerField(page).fill("Fraunhofr");
    await headerField(page).press("Enter");
    await expect(page).toHaveURL("/suche?q=Fraunhofr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ergebnisse für „Fraunhofr“");
    await expect(count(page)).toHaveText(/^(1 Ergebnis|[2-9] Ergebnisse)$/);
    const first = results(page).first();
    await expect(first).toContainText("Referenz");
    await expect(first.getByRole("link")).toHaveAttribute("href", "/fraunhofer-reference");
    await expect(first.locator("h2 mark")).toHaveText("Fraunhofer");
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
    // The form is prefilled with the query.
    await expect(page.locator("main input[name=q]")).toHaveValue("Fraunhofr");
  });

  test("English: stemmed, only English pages, sections in English", async ({ page }) => {
    await page.goto("/en/references");
    await headerField(page).fill("developments");
    await headerField(page).press("Enter");
    await expect(page).toHaveURL("/en/search?q=developments");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “developments”");
    const hrefs = await results(page)
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/en/services/software-development", "/en/services/app-development"]),
    );
    for (const href of hrefs) expect(href).toMatch(/^\/en(\/|$)/);
    await expect(results(page).first()).toContainText("Service");
    await expect(results(page).first().locator("mark").first()).toHaveText(/^[Dd]evelopment$/);
  });

  test("the mobile menu's form (390 px): 'Logistik' finds the delivery app", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.locator("header details summary").first().click();
    const field = page.locator("[data-search=menu] input[name=q]");
    await expect(field).toBeVisible();
    await field.fill("Logistik");
    await field.press("Enter");
    await expect(page).toHaveURL("/suche?q=Logistik");
    await expect(results(page).first().getByRole("link")).toHaveAttribute("href", "/bringman-reference");
  });

  test.describe("the not-found pages", () => {
    // The page itself answers 404, which the browser reports.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    for (const [address, query, expected] of [
      ["/gibt-es-nicht", "Entwicklungen", "/services/"],
      ["/en/does-not-exist", "Fraunh", "/en/fraunhofer-reference"],
    ] as const) {
      test(`${address} has the form`, async ({ page }) => {
        await page.goto(address);
        const field = page.locator("main input[name=q]");
        await field.fill(query);
        await field.press("Enter");
        await expect(results(page).first().getByRole("link")).toHaveAttribute("href", new RegExp(`^${expected}`));
      });
    }
  });

  test("nothing found: a helpful empty state with the overviews", async ({ page }) => {
    await page.goto("/suche?q=Quantenkryptografie");
    await expect(count(page)).toHaveText("0 Ergebnisse");
    await expect(page.getByRole("heading", { name: "Dazu haben wir nichts gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alle Referenzprojekte" })).toHaveAttribute("href", "/references");
    await page.goto("/en/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What are you looking for?");
    await expect(page.getByRole("link", { name: "All case studies" })).toHaveAttribute("href", "/en/references");
  });
});

test.describe("any query answers 200 or 400, never reflected unescaped", () => {
  const cases: [string, string, number][] = [
    ["empty", "", 200],
    ["markup", "<script>alert(1)</script>", 200],
    ["Unicode", "Ünïcødé 🙂 中文 \u202e", 200],
    ["5,000 characters", "a".repeat(5000), 400],
  ];
  for (const [name, query, status] of cases)
    for (const page of ["/suche", "/en/search"])
      test(`${page}: ${name} → ${status}`, async ({ request }) => {
        const res = await request.get(`${page}?q=${encodeURIComponent(query)}`);
        expect(res.status()).toBe(status);
        expect(res.headers()["cache-control"]).toBe("no-store");
        const html = await res.text();
        expect(html).not.toContain("<script>alert(1)");
        if (name === "markup") expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
        if (status === 400) expect(html).toMatch(/Ihre Suche ist zu lang|Your search is too long/);
      });
});

test.describe("live results (hydrated)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Opens the page, waits until it has hydrated, and types into the header's field; returns the field. */
  async function typeInHydratedHeader(page: Page, address: string, text: string) {
    await page.goto(address);
    await hydrated(page);
    const field = headerField(page);
    await field.click();
    await field.pressSequentially(text);
    return field;
  }

  test("type, ↓ ↓ ↑, Enter opens the chosen result", async ({ page }) => {
    const field = await typeInHydratedHeader(page, "/references", "Fraunh");
    await expect(listbox(page)).toBeVisible();
    await expect(field).toHaveAttribute("role", "combobox");
    await expect(field).toHaveAttribute("aria-expanded", "true");
    const options = listbox(page).getByRole("option");
    await expect(options.first()).toContainText("Fraunhofer");
    await expect(options.last()).toContainText("Alle Ergebnisse anzeigen");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await expect(field).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/fraunhofer-reference");
    await expect(listbox(page)).toBeHidden();
  });

  test("the chosen result stays chosen when the answer to the next letter arrives", async ({ page }) => {
    await typeInHydratedHeader(page, "/references", "Fraun");
    const options = listbox(page).getByRole("option");
    await expect(options.first()).toContainText("Fraunhofer");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    // One more letter: its answer replaces the list while Fraunhofer is chosen.
    const nextAnswer = page.waitForResponse((r) => r.url().includes("/api/search?q=Fraunh"));
    await page.keyboard.type("h");
    await nextAnswer;
    await expect(options.first()).toContainText("Fraunhofer");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/fraunhofer-reference");
  });

  test("Escape closes the list, a second Escape empties the field; Enter without a choice opens the results page", async ({
    page,
  }) => {
    const field = await typeInHydratedHeader(page, "/en/references", "logistics");
    await expect(listbox(page).getByRole("option").first()).toContainText("Bringman");
    await page.keyboard.press("Escape");
    await expect(listbox(page)).toBeHidden();
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveValue("logistics");
    await page.keyboard.press("Escape");
    await expect(field).toHaveValue("");
    await field.pressSequentially("Fraunhofr");
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/en/search?q=Fraunhofr");
    await expect(results(page).first().getByRole("link")).toHaveAttribute("href", "/en/fraunhofer-reference");
  });

  test("a click on a result opens it; the mobile menu's field has live results too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await hydrated(page);
    await page.locator("header details summary").first().click();
    const field = page.locator("[data-search=menu] input[name=q]");
    await field.click();
    await field.pressSequentially("Logistik");
    await listbox(page)
      .getByRole("option", { name: /Bringman/ })
      .click();
    await expect(page).toHaveURL("/bringman-reference");
  });
});

test.describe("the header field between 641 and 1000 px (the row with links)", () => {
  for (const width of [641, 800, 920, 1000]) {
    for (const address of ["/about", "/en/about"]) {
      test(`${address} at ${width} px: one row without overflow, the field reached by Tab, its focus visible, Enter searches`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(address);
        const row = await page.locator("header > div").evaluate((el) => {
          const boxes = [...el.children]
            .map((c) => c.getBoundingClientRect())
            .filter((b) => b.width > 0)
            .map((b) => ({ left: b.left, right: b.right }));
          const links = [...el.querySelectorAll("nav > ul > li")].filter((li) => li.getBoundingClientRect().width > 0);
          return {
            overflow: el.scrollWidth - el.clientWidth,
            overlaps: boxes.slice(1).filter((b, i) => b.left < boxes[i]!.right - 0.5).length,
            rightmost: Math.max(...boxes.map((b) => b.right)),
            wrappedLinks: links.filter((li) => li.getBoundingClientRect().height > 44).length,
          };
        });
        expect(row).toEqual({ overflow: 0, overlaps: 0, rightmost: expect.any(Number), wrappedLinks: 0 });
        expect(row.rightmost).toBeLessThanOrEqual(width);

        const field = headerField(page);
        await expect(field).toBeVisible();
        // The keyboard reaches it (no pointer: the first input of a visitor who tabs).
        for (let tabs = 0; tabs < 20 && !(await field.evaluate((el) => el === document.activeElement)); tabs++)
          await page.keyboard.press("Tab");
        await expect(field).toBeFocused();
        const focusRing = await field.evaluate((el) => {
          const style = getComputedStyle(el);
          return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
        });
        expect(focusRing).toBe(true);
        // The widened field stays inside the window.
        const box = (await page.locator("[data-search=header] form").boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await page.keyboard.type("Logistik");
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(address.startsWith("/en") ? "/en/search?q=Logistik" : "/suche?q=Logistik");
      });
    }
  }
});

test.describe("the header field as the first input", () => {
  let current: Visit | undefined;
  test.afterEach(async () => {
    if (!current) return;
    const { context, errors } = current;
    current = undefined;
    await context.close();
    expect(errors, "console errors on the page").toEqual([]);
  });

  async function focusField(page: Page, field: Locator, input: Input) {
    if (input === "tap") await field.tap();
    else if (input === "click") await field.click();
    else await field.focus();
  }

  for (const input of inputs)
    for (const timing of timings) {
      test(`${input}, ${timing}: what was typed stays, the live results come`, async ({ browser, baseURL }) => {
        current = await visit(browser, baseURL!, 1280, input);
        const { page } = current;
        await arrive(page, "/references", input, timing);
        const field = headerField(page);
        await focusField(page, field, input);
        // Typed at once: before, while or after the page hydrates.
        await page.keyboard.type("Fraunh");
        await expect(field).toHaveValue("Fraunh");
        await expect(listbox(page).getByRole("option").first()).toContainText("Fraunhofer");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL("/fraunhofer-reference");
      });
    }

  test("Enter before hydration sends the form natively", async ({ browser, baseURL }) => {
    current = await visit(browser, baseURL!, 1280, "click");
    const { page } = current;
    await arrive(page, "/references", "click", "first");
    await headerField(page).click();
    await page.keyboard.type("Fraunhofr");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/suche?q=Fraunhofr");
    await expect(results(page).first().getByRole("link")).toHaveAttribute("href", "/fraunhofer-reference");
  });
});

test.describe("the results page is valid and accessible", () => {
  test.use({ reducedMotion: "reduce" });
  const pages = ["/suche?q=Entwicklungen", "/suche?q=Quantenkryptografie", "/en/search?q=app%20costs", "/en/search"];

  for (const address of pages)
    test(`axe: no violation on ${address} (390 and 1280 px)`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(address);
        await hydrated(page);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
});
