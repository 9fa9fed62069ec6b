import { pageRoutes, prerenderPaths } from "../../app/route-table";
import type { Page } from "@playwright/test";
import { clientNavigate, expect, hydrated, test } from "./fixtures";

const aliases = new Set(pageRoutes.flatMap((r) => r.aliases ?? []));
// Main paths are opened in the browser (console errors, hydration); aliases render the same
// modules, so their HTML is checked without a browser.
const contentPaths = prerenderPaths().filter((p) => !aliases.has(p));

test.describe("every route", () => {
  for (const path of contentPaths) {
    test(`${path} answers 200 with one h1, a title and a canonical link`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      expect(await page.title()).toMatch(/\S.*\|/);
      const route = pageRoutes.find((r) => r.path === path || r.aliases?.includes(path))!;
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(route.path);
    });
  }

  test("aliases answer 200 with one h1 and a canonical link to the main path", async ({ request }) => {
    for (const route of pageRoutes.filter((r) => r.prerender && r.aliases)) {
      for (const alias of route.aliases!) {
        const response = await request.get(alias);
        expect(response.status(), alias).toBe(200);
        const html = await response.text();
        expect(html.match(/<h1[\s>]/g), alias).toHaveLength(1);
        const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
        expect(new URL(canonical!).pathname, alias).toBe(route.path);
      }
    }
  });

  test("content pages have unique titles", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of pageRoutes.filter((r) => r.prerender)) {
      const html = await (await request.get(route.path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(titles.get(title), `${route.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, route.path);
    }
  });
});

test.describe("not found and redirects", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path shows the designed 404 page with status 404 and a way home", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an unknown service shows 'Service not found' with status 404", async ({ page }) => {
    const response = await page.goto("/services/blockchain");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Service not found");
  });

  test("an unknown service reached by client navigation shows 'Service not found' too", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    const documentRequests: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documentRequests.push(r.url()));
    await clientNavigate(page, "/services/quantum");
    await expect(page.locator("h1")).toHaveText("Service not found");
    expect(documentRequests).toEqual([]); // rendered in the app, not by a full page load
  });

  for (const path of ["/career", "/karriere"]) {
    test(`${path} redirects permanently to / and replaces the history entry`, async ({ page, request }) => {
      const direct = await request.get(path, { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(direct.headers()["location"]).toBe("/");

      await page.goto("/about");
      await page.goto(path);
      await expect(page).toHaveURL("/");
      await page.goBack();
      await expect(page).toHaveURL("/about");
    });
  }

  test("in the app, /career redirects to / without leaving a history entry", async ({ page }) => {
    await page.goto("/about");
    await clientNavigate(page, "/career");
    await expect(page).toHaveURL("/");
    await expect(page.locator("h1")).toHaveText("Digitale Lösungen. Individuell programmiert.");
    await page.goBack();
    await expect(page).toHaveURL("/about");
  });

  test("a trailing slash redirects to the one URL of the page", async ({ request }) => {
    const response = await request.get("/about/?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/about?x=1");
  });
});

test.describe("prerendered HTML and metadata", () => {
  test("the home page is complete HTML before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Digitale Lösungen. Individuell programmiert.");
    expect(html).toContain("Jetzt individuelle Lösung anfragen");
    expect(html).toContain("Mehr Referenzen anzeigen");
    expect(html).toContain("Jetzt Beratungsgespräch vereinbaren");
    expect(html).toContain("Starten Sie jetzt Ihr Software Projekt mit");
    expect(html).toMatch(/<html lang="de"/);
  });

  test("home metadata: title, robots, Open Graph, canonical and WebPage JSON-LD", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveTitle("Quellwerk | Innovative Softwareentwicklung");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /width=device-width/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe("/");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd["@type"]).toBe("WebPage");
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");
  });

  test("security and caching headers", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(page.headers()["content-security-policy"]).not.toContain("unsafe-inline");
    expect(page.headers()["x-content-type-options"]).toBe("nosniff");
    expect(page.headers()["cache-control"]).toContain("must-revalidate");
    const notFound = await request.get("/gibt-es-nicht");
    expect(notFound.headers()["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    const html = await page.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const assetResponse = await request.get(asset);
    expect(assetResponse.headers()["cache-control"]).toContain("immutable");
    expect((await request.get("/healthz")).status()).toBe(200);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/references</loc>");
    expect(sitemap).not.toContain("/home</loc>");
  });
});

test.describe("header and navigation (wide)", () => {
  test("hovering Leistungen opens the 320 px dropdown; it closes after the pointer leaves", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const dropdown = page.getByTestId("services-dropdown");
    await expect(dropdown).toBeHidden();
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Leistungen" }).hover();
    await expect(dropdown).toBeVisible();
    expect((await dropdown.boundingBox())!.width).toBe(320);
    await expect(dropdown.getByRole("link")).toHaveText([
      /Software-Entwicklung/,
      /AI-Entwicklung/,
      /Webanwendungen/,
      /App-Entwicklung/,
      /Entwicklung von MVPs & Prototypen/,
    ]);
    // Moving from the trigger into the panel keeps it open (the close delay bridges the gap).
    await dropdown.getByRole("link", { name: /Webanwendungen/ }).hover();
    await expect(dropdown).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(dropdown).toBeHidden();
  });

  test("the dropdown works by keyboard: Enter opens, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Menü der Leistungen" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("services-dropdown").getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("Kontakt opens by a full page load; Konferenz opens in a new tab", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const conference = nav.getByRole("link", { name: /Konferenz/ });
    await expect(conference).toHaveAttribute("target", "_blank");
    await expect(conference).toHaveAttribute("rel", /noopener/);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await nav.getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL("/contact");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });

  test("the header changes once the page is scrolled past 50 px", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 49));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("navigation scrolls to the top and shows the new page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Referenzen" }).click();
    await expect(page).toHaveURL("/references");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu (640 px or less)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The menu is a <details> (it works before hydration): its <summary> reads MENÜ or SCHLIEßEN.
  const menuToggle = (page: Page) => page.locator("header summary").first();
  const menuPanel = (page: Page) => page.getByTestId("mobile-menu");

  test("MENÜ opens the full menu; Leistungen toggles; a link closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
    await expect(menuToggle(page)).toHaveText(/MENÜ/);
    await menuToggle(page).click();
    const menu = menuPanel(page);
    await expect(menu).toBeVisible();
    await expect(menuToggle(page)).toHaveText(/SCHLIEßEN/);
    await expect(menuToggle(page)).toBeFocused();
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const services = menu.locator("details");
    await expect(services).not.toHaveAttribute("open");
    await expect(menu.getByRole("link", { name: "App-Entwicklung" })).toBeHidden();
    await services.locator("summary").click();
    await expect(services).toHaveAttribute("open");
    await menu.getByRole("link", { name: "App-Entwicklung" }).click();
    await expect(page).toHaveURL("/services/app-development");
    await expect(menu).toBeHidden();
    await expect(menuToggle(page)).toHaveText(/MENÜ/);
  });

  test("under /services the sub-list is open and the current page highlighted", async ({ page }) => {
    await page.goto("/services/mvps");
    await hydrated(page);
    await menuToggle(page).click();
    const menu = menuPanel(page);
    await expect(menu.locator("details")).toHaveAttribute("open");
    await expect(menu.getByRole("link", { name: "Entwicklung von MVPs & Prototypen" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("focus stays in the open menu; Escape closes it and returns focus to MENÜ", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await menuToggle(page).click();
    const menu = page.locator("header details").first();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await expect(menuToggle(page)).toHaveText(/MENÜ/);
  });

  test("narrow layout variants: no second hero button, no contact person card, address shown", async ({ page }) => {
    await page.goto("/");
    // Located by CSS, not by role: role queries skip hidden elements and could never fail here.
    await expect(page.locator('main a[href="/about"]', { hasText: "Wie wir arbeiten" })).toHaveCount(1);
    await expect(page.locator('main a[href="/about"]', { hasText: "Wie wir arbeiten" })).toBeHidden();
    await expect(page.locator('aside[aria-label="Ihr Ansprechpartner"]')).toHaveCount(1);
    await expect(page.locator('aside[aria-label="Ihr Ansprechpartner"]')).toBeHidden();
    await expect(page.locator("#contact address")).toBeVisible();
  });
});

test.describe("home page blocks", () => {
  test("logo strip, services, expertise in columns of 4, references, benefits, testimonials", async ({ page }) => {
    await page.goto("/");
    // 11 customer wordmarks (the second copy of the loop is hidden from assistive technology).
    await expect(page.getByRole("region", { name: "Unternehmen, die uns vertrauen" }).getByRole("img")).toHaveCount(11);
    await expect(page.locator("#services h3")).toHaveCount(5 + 1);
    const columns = page.getByTestId("expertise-column");
    await expect(columns).toHaveCount(4);
    for (const column of await columns.all()) await expect(column.locator("li")).toHaveCount(4);
    const references = page.locator("#references");
    for (const href of ["/edeka-reference", "/walter-ag-reference", "/dyno-reference2"]) {
      await expect(references.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(references.getByRole("link", { name: /Mehr Referenzen anzeigen/ })).toHaveAttribute(
      "href",
      "/references",
    );
    await expect(page.getByTestId("benefits").locator("> li")).toHaveCount(9);
    await expect(page.getByTestId("testimonial-track").locator("> li")).toHaveCount(4);
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
    await expect(toggles).toHaveCount(9);
    for (const toggle of await toggles.all()) await expect(toggle).toBeHidden();
    // Every card shows its heading and text, though its <details> is closed.
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(9);
    await expect(benefits.getByText(/vom ersten Termin bis zum Go-live/)).toBeVisible();
  });

  test.describe("at 1000 px", () => {
    test.use({ viewport: { width: 1000, height: 900 } });
    test("benefits become an accordion whose items open and close on click", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const benefits = page.getByTestId("benefits");
      const item = benefits.locator("details", { hasText: "Feste Ansprechpersonen" });
      const first = item.locator("summary");
      const text = benefits.getByText(/vom ersten Termin bis zum Go-live/);
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

test.describe("loading and errors", () => {
  test("a progress indicator shows while the next page's code loads", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // Hold back every script requested from now on: the next route's module has to wait.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    await page.locator("footer").getByRole("link", { name: "Impressum" }).click();
    await expect(page.getByTestId("page-progress")).toBeVisible();
    await expect(page.getByRole("status").getByText("Seite wird geladen …")).toBeAttached();
    release();
    await expect(page).toHaveURL("/impressum");
    await expect(page.locator("h1")).toHaveText(/Impressum/);
    await expect(page.getByTestId("page-progress")).toBeHidden();
  });

  test.describe("when a route fails", () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });
    test("the error page shows 'Unexpected Application Error!' with the status and a way home", async ({ page }) => {
      await page.goto("/services");
      await hydrated(page);
      await page.route(/\/services\/quantum\.data/, (route) => route.fulfill({ status: 500, body: "kaputt" }));
      await clientNavigate(page, "/services/quantum");
      await expect(page.locator("h1")).toHaveText("Unexpected Application Error!");
      await expect(page.getByTestId("error-detail")).toContainText("500");
      await expect(page.locator("header").first()).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
      await expect(page).toHaveURL("/");
    });
  });
});

test.describe("campaign landing pages", () => {
  for (const path of ["/app-development-landing", "/web-development-landing", "/mvp-development-landing"]) {
    test(`${path} has a reduced header and footer with one goal: the form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
      await expect(page.locator("header").getByRole("link")).toHaveCount(1);
      await expect(page.locator("header").getByRole("link")).toHaveAttribute("href", "#contact");
      await expect(page.locator("footer").getByRole("link", { name: "Impressum" })).toHaveAttribute(
        "href",
        "/impressum",
      );
      await expect(page.locator("footer").getByRole("link", { name: "Datenschutz" })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator("#contact form")).toHaveCount(1);
    });
  }
});
