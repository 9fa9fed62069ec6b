import { serviceKeys } from "../../app/content-model/services/keys";
import { content } from "../support/content";
import { expect, hydrated, test } from "./fixtures";
import { openAsNewVisit } from "./visitor";

// Counts come from the content files (the ones the requirements fix: app/pages/requirement-counts.test.ts).
const home = content("home");
const logos = content("customers").logos;
const testimonials = content("testimonials").items;

test.describe("home page blocks", () => {
  test("logo strip, services, expertise in columns of 4, references, benefits, testimonials", async ({ page }) => {
    await page.goto("/");
    // The customer wordmarks (the second copy of the loop is hidden from assistive technology).
    await expect(page.getByRole("region", { name: home.logoStrip.label }).getByRole("img")).toHaveCount(logos.length);
    await expect(page.locator("#services h3")).toHaveCount(serviceKeys.length + 1);
    const columns = page.getByTestId("expertise-column");
    await expect(columns).toHaveCount(Math.ceil(home.servicesBlock.expertise.length / 4));
    for (const column of await columns.all()) await expect(column.locator("li")).toHaveCount(4);
    const references = page.locator("#references");
    for (const href of ["/edeka-reference", "/walter-ag-reference", "/dyno-reference2"]) {
      await expect(references.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(references.getByRole("link", { name: /Mehr Referenzen anzeigen/ })).toHaveAttribute(
      "href",
      "/references",
    );
    await expect(page.getByTestId("benefits").locator("> li")).toHaveCount(home.benefitsBlock.items.length);
    await expect(page.getByTestId("testimonial-track").locator("> li")).toHaveCount(testimonials.length);
    await expect(page.getByRole("link", { name: /Jetzt individuelle Lösung anfragen/ })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Wie wir arbeiten, was uns ausmacht" })).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(page.getByRole("link", { name: /Jetzt Beratungsgespräch vereinbaren/ })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.locator("#contact h2")).toHaveText("Starten Sie jetzt Ihr Software Projekt mit Quellwerk");
    await expect(page.locator("#contact")).toContainText("Ihr Ansprechpartner");
  });

  test("benefits are cards above 1000 px", async ({ page }) => {
    await page.goto("/");
    const benefits = page.getByTestId("benefits");
    const toggles = benefits.locator("summary");
    await expect(toggles).toHaveCount(home.benefitsBlock.items.length);
    for (const toggle of await toggles.all()) await expect(toggle).toBeHidden();
    // Every card shows its heading and text, though its <details> is closed.
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(home.benefitsBlock.items.length);
    await expect(benefits.getByText(/Vom ersten Termin bis zum Start Ihrer Software/)).toBeVisible();
  });

  test.describe("at 1000 px", () => {
    test.use({ viewport: { width: 1000, height: 900 } });
    test("benefits become an accordion whose items open and close on click", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const benefits = page.getByTestId("benefits");
      const item = benefits.locator("details", { hasText: "Feste Ansprechpersonen" });
      const first = item.locator("summary");
      const text = benefits.getByText(/Vom ersten Termin bis zum Start Ihrer Software/);
      await expect(item).not.toHaveAttribute("open");
      await expect(text).toBeHidden();
      await first.click();
      await expect(item).toHaveAttribute("open");
      await expect(text).toBeVisible();
      await first.click();
      await expect(text).toBeHidden();
    });

    test("key figures use the two-column grid at 920 px or less", async ({ page }) => {
      await page.setViewportSize({ width: 920, height: 900 });
      await page.goto("/");
      const figures = page.locator("#key-figures-title + dl");
      expect(await figures.evaluate((el) => getComputedStyle(el).display)).toBe("grid");
      await page.setViewportSize({ width: 921, height: 900 });
      expect(await figures.evaluate((el) => getComputedStyle(el).display)).toBe("flex");
    });
  });

  test("the testimonial carousel scrolls by one card and highlights the last direction", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const track = page.getByTestId("testimonial-track");
    await track.scrollIntoViewIfNeeded();
    const next = page.getByRole("button", { name: "Nächste Kundenstimme" });
    const prev = page.getByRole("button", { name: "Vorherige Kundenstimme" });
    const cardStep = await track.evaluate((el) => {
      const cards = el.querySelectorAll("li");
      return cards[1]!.getBoundingClientRect().left - cards[0]!.getBoundingClientRect().left;
    });
    await next.click();
    await expect(next).toHaveAttribute("data-active", "true");
    await expect(prev).toHaveAttribute("data-active", "false");
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(Math.round(cardStep));
    await prev.click();
    await expect(prev).toHaveAttribute("data-active", "true");
    await expect(next).toHaveAttribute("data-active", "false");
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("sections below the fold fade in once they are 10 % visible", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const faded = page.locator('[data-fade="pending"]');
    expect(await faded.count()).toBeGreaterThan(3);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible(); // the hero is never hidden
    const benefit = page.getByTestId("benefits").locator("[data-fade]").first();
    await expect(benefit).toHaveAttribute("data-fade", "pending");
    await benefit.scrollIntoViewIfNeeded();
    await expect(benefit).toHaveAttribute("data-fade", "shown");
    await expect(benefit).toHaveCSS("opacity", "1");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("nothing is hidden or animated", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await expect(page.locator("[data-fade]")).toHaveCount(0);
      const animation = await page
        .locator(".marquee-track")
        .first()
        .evaluate((el) => getComputedStyle(el).animationName);
      expect(animation).toBe("none");
    });
  });
});

test("the logo strip's wordmarks load with the page only on the first screen; otherwise once the visitor scrolls", async ({
  page,
}) => {
  // Requests for the strip as an image (a mask): its prefetch is a request of another kind.
  const asImage: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/wordmarks-[\w-]+\.svg$/.test(r.url()) && r.resourceType() === "image") asImage.push(r.url());
  });
  const strip = page.locator("section.logo-strip");
  const mask = () =>
    strip
      .locator(".logo-row .wordmark")
      .first()
      .evaluate((e) => getComputedStyle(e).maskImage || getComputedStyle(e).webkitMaskImage);
  const loadAndSettle = () => {
    asImage.length = 0;
    return openAsNewVisit(page, "/");
  };

  // A phone: the strip begins below the first screen, so its image waits (but is prefetched).
  await page.setViewportSize({ width: 390, height: 844 });
  await loadAndSettle();
  expect((await strip.boundingBox())!.y).toBeGreaterThan(844);
  expect(await mask()).toBe("none");
  expect(asImage).toEqual([]);
  await expect(page.locator('head link[rel="prefetch"][href*="/assets/wordmarks-"]')).toHaveCount(1);
  const box = await strip.boundingBox();
  // The visitor scrolls (no pointer, no key): the strip is laid out and its wordmarks show.
  await page.evaluate(() => scrollBy(0, 300));
  await expect.poll(mask, { timeout: 5_000 }).toMatch(/\/assets\/wordmarks-[\w-]+\.svg/);
  expect(asImage).toHaveLength(1);
  expect((await strip.boundingBox())!.height).toBeCloseTo(box!.height, 0); // the boxes kept their room

  // A tall screen shows the strip at once: its wordmarks load with the page, before any input.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await loadAndSettle();
  const { y, height } = (await strip.boundingBox())!;
  expect(y + height).toBeLessThan(1400);
  expect(await mask()).toMatch(/\/assets\/wordmarks-[\w-]+\.svg/);
  expect(asImage).toHaveLength(1);
});

test("the footer year hydrates without a mismatch in any year, and shows the visitor's year", async ({ page }) => {
  const nextYear = new Date().getFullYear() + 5;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-01T00:00:10`));
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator("footer")).toContainText(`© ${nextYear}`);
  // The console guard of ./fixtures fails the test on React's hydration mismatch error.
});
