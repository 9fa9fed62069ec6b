import { referenceSlugs } from "../../app/content-model/references/slugs.server";
import type { ContentOf } from "../../app/pages/registry";
import { site } from "../../app/content-model/site";
import { paths } from "../../app/paths";
import { readFilledContent } from "../../vite/content-data";
import { content } from "../support/content";
import { expect, hydrated, renderAll, test } from "./fixtures";
import { openUntouched } from "./visitor";

/** Every reference page: the projects (the files of content/de/references) and the generic example under both its paths. */
const referenceRoutes = [...referenceSlugs.map(paths.reference), "/reference", "/example-reference"];
const realReferencePaths = new Set<string>(referenceSlugs.map(paths.reference));

/** The overview cards, in the order of content/de/references.yaml (their number: requirement-counts.test.ts). */
const overviewOrder = content("references").order;
const overviewTargets = overviewOrder.map(paths.reference);
/** How many overview cards the filter shows for a kind of project. */
const cardsOfKind = (kind: string) =>
  overviewOrder.filter((slug) =>
    readFilledContent<ContentOf<"references/*">>(`content/de/references/${slug}.yaml`).card.kinds.includes(
      kind as never,
    ),
  ).length;

test.describe("references overview", () => {
  test("shows its cards with title, image and technology tags, linking to their reference pages", async ({ page }) => {
    await page.goto("/references");
    await expect(page.locator("h1")).toHaveCount(1);
    const cards = page.getByTestId("reference-card");
    await expect(cards).toHaveCount(overviewTargets.length);
    expect(await cards.evaluateAll((els) => els.map((a) => a.getAttribute("href")))).toEqual(overviewTargets);
    for (const card of await cards.all()) {
      await expect(card.locator("h3")).not.toBeEmpty();
      await expect(card.locator("img").first()).toHaveAttribute("width", "640");
      expect(await card.getByRole("list", { name: "Technologien" }).getByRole("listitem").count()).toBeGreaterThan(0);
    }
  });

  test("a card navigates by a full page load (setting the browser location)", async ({ page }) => {
    await page.goto("/references");
    await hydrated(page);
    await page.getByTestId("reference-card").nth(2).click();
    await expect(page).toHaveURL(/\/walter-ag-reference$/);
    // A client-side transition would keep the overview as the document's navigation entry.
    const documentUrl = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name,
    );
    expect(new URL(documentUrl).pathname).toBe("/walter-ag-reference");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Schleifscheiben");
  });

  test("the filter narrows the cards and 'Alle' brings them back", async ({ page }) => {
    await page.goto("/references");
    await hydrated(page);
    const visible = page.locator("[data-testid=reference-card]:visible");
    await page.getByRole("button", { name: /Mobile Apps/ }).click();
    await expect(page.getByRole("button", { name: /Mobile Apps/ })).toHaveAttribute("aria-pressed", "true");
    await expect(visible).toHaveCount(cardsOfKind("app"));
    await page.getByRole("button", { name: /Industrie/ }).click();
    await expect(visible).toHaveCount(cardsOfKind("industry"));
    await page.getByRole("button", { name: /Alle/ }).click();
    await expect(visible).toHaveCount(overviewTargets.length);
  });

  test("only the cards on the first screen load their drawings with the page; the others once the visitor scrolls, in a box that keeps their room", async ({
    browser,
    baseURL,
  }) => {
    // Each screen a first visit in a browser window of its own: a renderer that showed the page before
    // serves its drawings from its memory cache, which the page reports as requests too.
    const firstVisit = async (width: number, height: number) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height } });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "image") requested.push(new URL(r.url()).pathname);
      });
      await openUntouched(page, "/references");
      await page.waitForLoadState("networkidle");
      const cards = page.getByTestId("reference-card");
      const drawingOf = (n: number) =>
        cards
          .nth(n)
          .locator("img")
          .evaluate((img) => new URL((img as HTMLImageElement).src).pathname);
      return { context, page, requested, cards, drawingOf };
    };

    // Three columns: the first row is on the first screen, the second below it.
    const desktop = await firstVisit(1280, 900);
    const drawings = await Promise.all([0, 1, 2, 3, 4, 5].map(desktop.drawingOf));
    expect(desktop.requested).toEqual(expect.arrayContaining(drawings.slice(0, 3)));
    for (const later of drawings.slice(3)) expect(desktop.requested).not.toContain(later);
    await desktop.context.close();

    // One column on a phone: the page's intro fills the first screen, the first card begins below it.
    const { context, page, requested, cards } = await firstVisit(390, 844);
    expect((await cards.first().boundingBox())!.y).toBeGreaterThan(844);
    for (const later of drawings) expect(requested).not.toContain(later);
    const box = () => cards.first().locator(".project-image").boundingBox();
    const before = await box();
    // The visitor scrolls (no pointer, no key): the cards are laid out, the first one's drawing loads and shows.
    await page.evaluate(() => scrollBy(0, 300));
    await expect.poll(() => requested.includes(drawings[0]!), { timeout: 5_000 }).toBe(true);
    const image = cards.first().locator("img");
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && img.getBoundingClientRect().height > 0))
      .toBe(true);
    const after = await box();
    expect(after!.height).toBeCloseTo(before!.height, 0);
    expect(after!.width).toBeCloseTo(before!.width, 0);
    expect(after!.y).toBeCloseTo(before!.y - 300, 0); // nothing above it moved
    // The drawing fills the box above its 1 px border.
    expect((await image.boundingBox())!.height).toBeCloseTo(after!.height - 1, 0);
    await context.close();
  });

  test("structured data lists five references", async ({ page }) => {
    await page.goto("/references");
    const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(raw ?? "{}");
    expect(data["@type"]).toBe("ItemList");
    expect(data.itemListElement).toHaveLength(5);
    for (const item of data.itemListElement) {
      expect(realReferencePaths.has(new URL(item.url).pathname)).toBe(true);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      site.demo ? "noindex, follow" : "index, follow",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/references$/);
  });
});

test.describe("reference pages", () => {
  for (const path of referenceRoutes) {
    test(`${path} renders its header, story and the strip`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);

      const header = page.getByTestId("project-header");
      await expect(header.getByTestId("project-category")).not.toBeEmpty();
      await expect(header.getByRole("heading", { level: 1 })).not.toBeEmpty();
      expect(await header.getByTestId("tech-stack").getByRole("listitem").count()).toBeGreaterThan(0);
      expect(await header.getByTestId("leistungen").getByRole("listitem").count()).toBeGreaterThan(0);
      const image = header.getByRole("img");
      await expect(image).toHaveAttribute("alt", /.{40,}/);
      await expect(image).toHaveAttribute("height", "400");

      for (const chapter of ["Herausforderung", "Lösung", "Ergebnis"]) {
        await expect(page.getByText(new RegExp(`· ${chapter}$`))).toBeVisible();
      }
      await expect(page.getByRole("main").locator('a[href="/contact"]', { hasText: "Erstgespräch" })).toBeVisible();

      const strip = page.getByTestId("explore-strip");
      await expect(strip.getByRole("heading", { level: 2 })).toHaveText("discover more projects");
      const cards = await strip.getByRole("link").evaluateAll((links) =>
        links.map((a) => ({
          href: a.getAttribute("href") ?? "",
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel") ?? "",
          imageWidth: a.querySelector("img")?.getAttribute("width"),
          caption: a.querySelector("h3")?.textContent ?? "",
        })),
      );
      expect(cards.length).toBeGreaterThanOrEqual(10);
      for (const card of cards) {
        expect(card.target, card.href).toBe("_blank");
        expect(card.rel, card.href).toMatch(/\bnoopener\b/);
        expect(card.imageWidth, card.href).toBe("640");
        expect(card.caption.length, card.href).toBeGreaterThan(10);
        // Only pages that exist – never the original's /references/clubscale etc. (docs/decisions/0011-reading-the-requirements.md) – and never itself.
        expect(realReferencePaths.has(card.href), card.href).toBe(true);
        expect(card.href).not.toBe(path);
      }

      await renderAll(page); // innerText counts rendered text only
      const text = await page.locator("main").innerText();
      expect(text).not.toMatch(/\bXX\b|lorem|ipsum|TODO|placeholder/i);
    });
  }

  test("every page has its own title and description", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const pages = referenceRoutes.filter((p) => p !== "/example-reference");
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test("the two Dyno pages tell different stories", async ({ page }) => {
    // The text and the header drawing's alt (the drawing itself is an image file now).
    const story = async () => [
      ...(await page.locator('[data-testid="project-header"], section[aria-label="Projektbericht"]').allInnerTexts()),
      ...(await page
        .getByTestId("project-header")
        .getByRole("img")
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""))),
    ];
    await page.goto("/dyno-reference");
    const employer = (await story()).join("\n");
    await page.goto("/dyno-reference2");
    const employee = (await story()).join("\n");
    expect(employer).toMatch(/bis zu 90\s%/);
    expect(employee).toMatch(/60\.000\s€/);
    // The demo notice above each title says the same of the same company on both pages: not part of the story.
    const notice = await page.getByTestId("reference-demo-notice").allInnerTexts();
    const paragraphs = (s: string) => new Set(s.split("\n").filter((l) => l.length > 80 && !notice.includes(l)));
    const shared = [...paragraphs(employer)].filter((p) => paragraphs(employee).has(p));
    expect(shared).toEqual([]);
  });

  test("the example page is kept out of the index under both paths", async ({ page }) => {
    for (const path of ["/reference", "/example-reference"]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/reference$/);
      await expect(page.getByText("Beispielseite – kein echtes Kundenprojekt")).toBeVisible();
    }
  });
});

test.describe("'discover more projects' strip", () => {
  test("every strip link resolves to a 200 page", async ({ page, request }) => {
    // The example page's strip lists every project; every other page lists a subset (checked above).
    await page.goto("/reference");
    const hrefs = await page
      .getByTestId("explore-strip")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect([...hrefs].sort()).toEqual([...realReferencePaths].sort());
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text(), href).toContain("discover more projects");
    }
  });

  test("a strip card opens its page in a new tab", async ({ page, context }) => {
    await page.goto("/edeka-reference");
    await hydrated(page);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByTestId("explore-strip").getByRole("link").first().click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/dyno-reference");
    await expect(page).toHaveURL(/\/edeka-reference$/);
    await tab.close();
  });

  test("scrolls by buttons, keyboard and mouse wheel", async ({ page }) => {
    await page.goto("/bimetrics-reference");
    await hydrated(page);
    const track = page.getByTestId("explore-track");
    await track.scrollIntoViewIfNeeded();
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    const prev = page.getByRole("button", { name: "Vorherige Projekte" });
    const next = page.getByRole("button", { name: "Weitere Projekte" });

    await expect(prev).toBeDisabled();
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    await expect(prev).toBeEnabled();
    await prev.click();
    await expect.poll(scrollLeft).toBeLessThan(2);

    // Keyboard: the track itself is focusable and scrolls with the arrow keys.
    await track.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    await expect(prev).toBeEnabled();
    for (let i = 0; i < 30; i++) await page.keyboard.press("ArrowLeft");
    await expect.poll(scrollLeft).toBeLessThan(2);

    // Wheel: a vertical wheel over the track moves it sideways.
    const box = await track.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.wheel(0, 400);
    await expect.poll(scrollLeft).toBeGreaterThan(100);
  });

  test("no horizontal overflow on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/references", "/whitemacs-reference"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
    }
  });
});

test.describe("a reference page's copy comes with the page (its loader's data)", () => {
  const slug = content("home").referencesBlock.slugs[0]!;
  const title = readFilledContent<ContentOf<"references/*">>(`content/de/references/${slug}.yaml`).title;

  test("before hydration a card is a plain link: the prerendered page, story included", async ({ page }) => {
    await page.goto("/");
    await page
      .locator(`a[href="${paths.reference(slug)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(paths.reference(slug));
    await expect(page.locator("h1")).toHaveText(title);
  });

  test("after hydration a card navigates in the app: the page's .data file, served as text/x-script and revalidated", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const data = page.waitForResponse((r) => new URL(r.url()).pathname === `${paths.reference(slug)}.data`);
    let documents = 0;
    page.on("request", (r) => void (r.resourceType() === "document" && documents++));
    await page
      .locator(`a[href="${paths.reference(slug)}"]`)
      .first()
      .click();
    const response = await data;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/x-script");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    await expect(page.locator("h1")).toHaveText(title);
    await expect(page.getByTestId("explore-strip")).toBeVisible();
    expect(documents, "no full page load").toBe(0);
  });
});
