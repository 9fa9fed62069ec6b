import type { Locator, Page } from "@playwright/test";
import { serviceKeys } from "../../app/content-model/services/keys";
import { claimTexts } from "../../app/content-model/claims";
import { site } from "../../app/content-model/site";
import { content } from "../support/content";
import { expect, hydrated, renderAll, test } from "./fixtures";

// Counts come from the content files, so an editor's added item does not break a test; the counts
// the requirements fix are checked once, in app/content-model/requirement-counts.test.ts.
const overview = content("services");
const software = content("services/software-development");
const ai = content("services/ai-development");
const app = content("services/app-development");
const web = content("services/web-development");
const mvps = content("services/mvps");

/** The pages of issue 3: overview, five services, knowledge article, three landing pages. */
const pages = [
  { path: "/services", h1: "Unsere Leistungen", canonical: "/services" },
  { path: "/leistungen", h1: "Unsere Leistungen", canonical: "/services" },
  { path: "/services/software-development", h1: "Individuelle Softwareentwicklung" },
  { path: "/services/ai-development", h1: "KI-Entwicklung für Unternehmen" },
  { path: "/services/web-development", h1: "Webentwicklung" },
  { path: "/services/app-development", h1: "B2B Mobile App Entwicklung" },
  { path: "/services/mvps", h1: "Entwicklung von MVPs & Prototypen" },
  { path: "/app-development-knowledge", h1: "App-Entwicklung: Wissen für Ihre Entscheidung" },
  { path: "/app-development-landing", h1: "App-Entwicklung für Unternehmen", noindex: true },
  { path: "/web-development-landing", h1: "Webentwicklung für Unternehmen", noindex: true },
  { path: "/mvp-development-landing", h1: "MVP-Entwicklung in 6 Wochen", noindex: true },
] as const;

const contactHeading = "Starten Sie jetzt Ihr Software Projekt mit Quellwerk";

/** Heading levels of the main content in document order. */
const headingLevels = (page: Page) =>
  page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((els) => els.map((e) => Number(e.tagName[1])));

/** The hrefs of the links in `scope`, in document order. */
const hrefs = (scope: Locator) => scope.evaluateAll((els) => els.map((a) => a.getAttribute("href")));

/** A link by its exact visible label, inside main. */
const cta = (page: Page, label: string) => page.locator("main").getByRole("link", { name: label, exact: true });

/** Whether the top of the element is inside the viewport (after an anchor jump). */
const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= -2 && top < window.innerHeight;
  });

test.describe("every page of the services area", () => {
  for (const p of pages) {
    test(`${p.path}: one h1, headings in order, metadata, a drawn illustration, no placeholder`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);

      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(p.h1);
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i], `heading ${i} after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
      }

      await expect(page).toHaveTitle(/\| Quellwerk$/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(80);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex" in p || site.demo ? "noindex, follow" : "index, follow",
      );
      const canonical = "canonical" in p ? p.canonical : p.path;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${canonical}$`));

      // Drawn illustrations as SVG files (hero art 560 wide, spot art and mock-ups 640 wide).
      expect(await page.locator("main img[width='560'], main img[width='640']").count()).toBeGreaterThan(0);
      await renderAll(page); // innerText counts rendered text only
      const text = (await page.locator("main").innerText()).toLowerCase();
      for (const placeholder of ["lorem", "ipsum", "todo", "xx %", "xx%", "platzhalter", "undefined"]) {
        expect(text, `placeholder "${placeholder}"`).not.toContain(placeholder);
      }
    });
  }

  test("titles and descriptions are unique", async ({ page }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const p of pages) {
      if (p.path === "/leistungen") continue; // alias of /services
      await page.goto(p.path);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(titles.get(title), `title of ${p.path}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${p.path}`).toBeUndefined();
      titles.set(title, p.path);
      descriptions.set(description, p.path);
    }
  });

  for (const width of [390, 1000]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const p of pages) {
        await page.goto(p.path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, p.path).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe("services overview", () => {
  test("five cards with icon, title and description link to /services/{key}", async ({ page }) => {
    await page.goto("/services");
    const cards = page.locator("#services").getByRole("link");
    await expect(cards).toHaveCount(serviceKeys.length);
    expect(await hrefs(cards)).toEqual(serviceKeys.map((k) => `/services/${k}`));
    for (const card of await cards.all()) {
      await expect(card.locator(".lucide").first()).toBeVisible();
      await expect(card.locator("h3")).not.toBeEmpty();
      await expect(card.locator("p")).not.toBeEmpty();
    }
  });

  test("/leistungen shows the same overview, and a card opens its service page", async ({ page }) => {
    await page.goto("/leistungen");
    await hydrated(page);
    await expect(page.locator("#services").getByRole("link")).toHaveCount(serviceKeys.length);
    await page
      .locator("#services")
      .getByRole("link", { name: /App-Entwicklung/ })
      .click();
    await expect(page).toHaveURL(/\/services\/app-development$/);
    await expect(page.locator("h1")).toHaveText("B2B Mobile App Entwicklung");
  });

  test("process with three numbered steps, the guide and the call to action", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByTestId("process-steps").locator("> li")).toHaveCount(overview.process.steps.length);
    await expect(page.getByTestId("process-steps")).toContainText("01");
    await expect(cta(page, "Zum Ratgeber")).toHaveAttribute("href", "/app-development-knowledge");
    await expect(cta(page, "Kostenloses Erstgespräch vereinbaren")).toHaveAttribute("href", "/contact");
  });
});

test.describe("software development", () => {
  test("hero, discovery call, four-point promise and three-step roadmap", async ({ page }) => {
    await page.goto("/services/software-development");
    const discovery = page.locator("section", { has: page.locator("#discovery-title") });
    for (const fact of ["30 Minuten", "kostenlos", "unverbindlich"]) await expect(discovery).toContainText(fact);
    await expect(discovery.getByRole("link", { name: "Erstgespräch vereinbaren" })).toHaveAttribute("href", "/contact");

    const promise = page.locator("#promise li");
    await expect(promise).toHaveCount(software.promise.items.length);
    for (const point of [
      "Feste Ansprechpersonen",
      "Klare Meilensteine",
      "Regelmäßige Feedbackschleifen",
      "Schnell testbare Prototypen",
    ]) {
      await expect(page.locator("#promise")).toContainText(point);
    }

    await expect(page.getByTestId("process-steps").locator("> li")).toHaveCount(software.roadmap.steps.length);
    await expect(page.locator("#process h3").first()).toHaveText("Analyse und Zielbild");
    await expect(cta(page, "Kostenloses Erstgespräch")).toHaveAttribute("href", "/contact");
    await expect(cta(page, "Unser Vorgehen")).toHaveAttribute("href", "#process");
    await expect(cta(page, "Zur Referenz")).toHaveAttribute("href", "/walter-ag-reference");
  });

  test("the discovery call opens the contact page by a full page load", async ({ page }) => {
    await page.goto("/services/software-development");
    await hydrated(page);
    await page
      .locator("section", { has: page.locator("#discovery-title") })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    const documentUrl = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name,
    );
    expect(new URL(documentUrl).pathname).toBe("/contact");
  });
});

test.describe("AI development", () => {
  test("use cases, six service areas and a three-step process", async ({ page }) => {
    await page.goto("/services/ai-development");
    await expect(page.locator("#use-cases h3")).toHaveCount(ai.useCases.items.length);
    await expect(page.locator("#use-cases")).toContainText("3.500 Banken");
    await expect(page.locator("#service-areas li")).toHaveCount(ai.areas.items.length);
    await expect(page.getByTestId("process-steps").locator("> li")).toHaveCount(ai.process.steps.length);
    await expect(cta(page, "Anwendungsfälle ansehen")).toHaveAttribute("href", "#use-cases");
    await expect(cta(page, "KI-Potenziale besprechen")).toHaveAttribute("href", "/contact");
  });

  // Each question is a <details>: it works from the HTML alone, before and after hydration.
  test("the five FAQ answers expand and collapse on click", async ({ page }) => {
    await page.goto("/services/ai-development");
    await hydrated(page);
    const items = page.getByTestId("faq").locator("details");
    await expect(items).toHaveCount(ai.faq.items.length);
    for (const item of await items.all()) {
      await expect(item).not.toHaveAttribute("open");
      await expect(item.locator("p")).toBeHidden();
    }

    const first = items.first();
    const answer = first.locator("p");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("Datenlage");
    await expect(first.getByRole("heading", { name: "Brauchen wir für KI große Datenmengen?" })).toBeVisible();

    // Several answers may be open at once.
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open");
    await expect(first).toHaveAttribute("open");

    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();
  });

  test("the FAQ is operable with the keyboard", async ({ page }) => {
    await page.goto("/services/ai-development");
    await hydrated(page);
    const items = page.getByTestId("faq").locator("details");
    const third = items.nth(2);
    await third.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(third).toHaveAttribute("open");
    await expect(third.locator("p")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(third).not.toHaveAttribute("open");
    // Tab moves on to the next question.
    await page.keyboard.press("Tab");
    await expect(items.nth(3).locator("summary")).toBeFocused();
  });

  test("the FAQ is also published as FAQPage structured data", async ({ page }) => {
    await page.goto("/services/ai-development");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const faq = data["@graph"].find((n: { "@type": string }) => n["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(5);
  });
});

test.describe("app development", () => {
  test("hero buttons: 'Kostenlose Beratung' to #contact, 'Unsere Services' to #services", async ({ page }) => {
    await page.goto("/services/app-development");
    const hero = page.locator("section", { has: page.locator("h1") });
    await expect(hero.getByRole("link", { name: "Kostenlose Beratung" })).toHaveAttribute("href", "#contact");
    await expect(hero.getByRole("link", { name: "Unsere Services" })).toHaveAttribute("href", "#services");
    await expect(hero).toContainText("Über 100 zufriedene Kunden");
    await expect(hero).toContainText("Klickbares Ergebnis in 4 Wochen");
  });

  test("the table of contents has the five anchors and each target exists", async ({ page }) => {
    await page.goto("/services/app-development");
    const links = page.getByTestId("page-toc").getByRole("link");
    const anchors = ["#introduction", "#services", "#technologies", "#process", "#contact"];
    expect(await hrefs(links)).toEqual(anchors);
    for (const anchor of anchors) await expect(page.locator(anchor)).toHaveCount(1);
  });

  test("a table-of-contents link jumps to its section and marks it as current", async ({ page }) => {
    await page.goto("/services/app-development");
    await hydrated(page);
    const toc = page.getByTestId("page-toc");
    await toc.getByRole("link", { name: "Technologien" }).click();
    await expect(page).toHaveURL(/#technologies$/);
    await expect.poll(() => inViewport(page, "#technologies")).toBe(true);
    await expect(toc.getByRole("link", { name: "Technologien" })).toHaveAttribute("aria-current", "location");
    // The bar sticks below the header while the page scrolls.
    const top = await toc.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(60);
    expect(top).toBeLessThanOrEqual(82);
  });

  test("sections: tailor-made apps, four weeks, six services, platforms, partner, consultation", async ({ page }) => {
    await page.goto("/services/app-development");
    await expect(page.locator("#introduction h2")).toHaveText("Apps, die genau zu Ihren Abläufen passen");
    await expect(page.getByTestId("timeline").locator("> li")).toHaveCount(app.fourWeeks.items.length);
    await expect(page.getByRole("heading", { name: "In 4 Wochen zum klickbaren Ergebnis" })).toBeVisible();

    const services = page.locator("#services h3");
    await expect(services).toHaveCount(app.services.items.length);
    for (const { title } of app.services.items) await expect(services.filter({ hasText: title })).toHaveCount(1);
    // The six services of requirements §2.5 by what they are, whatever the editors call them.
    await expect(services).toContainText([/React Native/, /Swift und Kotlin/, /Design/, /Server/, /API/, /Wartung/]);

    await expect(page.locator("#technologies")).toContainText("React Native");
    await expect(page.locator("#about li")).toHaveCount(app.partner.features.length);
    await expect(page.locator("#about").getByRole("link", { name: "Kontakt aufnehmen" })).toHaveAttribute(
      "href",
      "#contact",
    );
    await expect(page.getByTestId("process-steps").locator("> li")).toHaveCount(app.consultation.steps.length);
    await expect(page.locator("#process").getByRole("link", { name: "Termin vereinbaren" })).toHaveAttribute(
      "href",
      "#contact",
    );
  });

  test("'Termin vereinbaren' jumps to the contact form", async ({ page }) => {
    await page.goto("/services/app-development");
    await hydrated(page);
    await page.locator("#process").getByRole("link", { name: "Termin vereinbaren" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect.poll(() => inViewport(page, "#contact")).toBe(true);
    await expect(page.locator("#contact h2")).toHaveText(contactHeading);
    await expect(page.locator("#contact form")).toHaveCount(1);
  });

  test("the article has its five sections with substantial text", async ({ page }) => {
    await page.goto("/services/app-development");
    await renderAll(page); // innerText counts rendered text only
    const guide = page.locator("#guide");
    const sections = guide.locator("section[id]");
    expect(await sections.evaluateAll((els) => els.map((e) => e.id))).toEqual([
      "was-ist-app-entwicklung",
      "plattformen",
      "entwickler-finden",
      "kosten-und-zeitrahmen",
      "monetarisierung",
    ]);
    for (const s of await sections.all()) {
      const words = (await s.innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(250);
    }
    for (const term of ["Android", "iOS", "Tablet", "Freelancer", "Agentur", "Wartung", "In-App-Käufe", "Werbung"]) {
      await expect(guide).toContainText(term);
    }
    await expect(guide.getByRole("link", { name: "Ratgeber als eigene Seite lesen" })).toHaveAttribute(
      "href",
      "/app-development-knowledge",
    );
  });
});

test.describe("web development", () => {
  test("hero 'Webentwicklung' with 'Erstgespräch buchen' and 'Mehr erfahren'", async ({ page }) => {
    await page.goto("/services/web-development");
    const hero = page.locator("section", { has: page.locator("h1") });
    await expect(hero.getByRole("link", { name: "Erstgespräch buchen" })).toHaveAttribute("href", "#contact");
    await expect(hero.getByRole("link", { name: "Mehr erfahren" })).toHaveAttribute("href", "#services");
  });

  test("spreadsheets, regional team, six services, trust features, boosters and the contact form", async ({ page }) => {
    await page.goto("/services/web-development");
    await expect(page.locator("#spreadsheets h2")).toContainText("Excel");
    await expect(page.locator("#regional")).toContainText("40 Minuten");
    const services = page.locator("#services h3");
    await expect(services).toHaveCount(web.services.items.length);
    for (const name of ["Webanwendungen", "SaaS", "APIs", "Plattformen", "Modernisierung", "Sicherheit"]) {
      await expect(services.filter({ hasText: name })).toHaveCount(1);
    }
    await expect(page.locator("#about li")).toHaveCount(web.trust.features.length);
    await expect(page.locator("#about").getByRole("link", { name: "Kontakt aufnehmen" })).toHaveAttribute(
      "href",
      "#contact",
    );
    await expect(page.locator("#booster li")).toHaveCount(web.booster.items.length);
    await expect(page.locator("#contact form")).toHaveCount(1);
  });

  test("'Jetzt Potenziale entdecken' opens /contact by a full page load", async ({ page }) => {
    await page.goto("/services/web-development");
    await hydrated(page);
    const link = cta(page, "Jetzt Potenziale entdecken");
    await expect(link).toHaveAttribute("href", "/contact");
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
    const documentUrl = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name,
    );
    expect(new URL(documentUrl).pathname).toBe("/contact");
  });
});

test.describe("MVPs and prototypes", () => {
  test("shows every claim of requirements §9 for MVPs", async ({ page }) => {
    await page.goto("/services/mvps");
    const main = page.locator("main");
    for (const claim of [
      "2–4 Wochen",
      "Woche 6",
      "30 Tage",
      "3× schneller",
      "6 Wochen",
      "MVP in 6 Wochen",
      claimTexts.prototypeMax.replaceAll("\u00a0", " "),
      "1,5 Millionen Euro",
    ]) {
      await expect(main).toContainText(claim);
    }
    await expect(page.getByTestId("stat-cards")).toContainText(/1,5\sMio\.\s€/);
    await expect(page.getByTestId("stat-cards").locator("dd")).toHaveCount(mvps.figures.items.length);
    await expect(page.getByTestId("process-steps").locator("> li")).toHaveCount(mvps.process.steps.length);
  });

  test("the pre-seed story links to the reference, the calls to action to /contact", async ({ page }) => {
    await page.goto("/services/mvps");
    const story = page.locator("section", { has: page.locator("#story-title") });
    await expect(story).toContainText("Dyno");
    await expect(story.getByRole("link", { name: "Zur Referenz Dyno" })).toHaveAttribute("href", "/dyno-reference");
    for (const label of ["Idee besprechen", "Prototyp anfragen", "Kostenloses Erstgespräch vereinbaren"]) {
      await expect(cta(page, label)).toHaveAttribute("href", "/contact");
    }
    await expect(cta(page, "So funktioniert’s")).toHaveAttribute("href", "#process");
  });

  test("the FAQ toggles", async ({ page }) => {
    await page.goto("/services/mvps");
    await hydrated(page);
    const item = page.getByTestId("faq").locator("details").first();
    await item.locator("summary").click();
    await expect(item).toHaveAttribute("open");
    await item.locator("summary").click();
    await expect(item).not.toHaveAttribute("open");
  });
});

test.describe("app-development knowledge article", () => {
  const ids = [
    "was-ist-app-entwicklung",
    "plattformen",
    "entwickler-finden",
    "kosten-und-zeitrahmen",
    "monetarisierung",
  ];

  test("the table of contents links to every section heading, and each heading has its anchor", async ({ page }) => {
    await page.goto("/app-development-knowledge");
    const toc = page.getByTestId("article-toc");
    expect(await hrefs(toc.getByRole("link"))).toEqual(ids.map((id) => `#${id}`));
    for (const id of ids) {
      const heading = page.locator(`#${id} > h2`);
      await expect(heading).toHaveCount(1);
      await expect(heading.locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
    // The guide is an article of the collection (issue 37): schema.org BlogPosting beside its breadcrumbs.
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const posting = data["@graph"].find((node: { "@type": string }) => node["@type"] === "BlogPosting");
    expect(posting.headline).toBe(await page.locator("h1").textContent());
    expect(posting.mainEntityOfPage).toMatch(/\/app-development-knowledge$/);
  });

  test("on wide screens the table of contents sticks and marks the section being read", async ({ page }) => {
    await page.goto("/app-development-knowledge");
    await hydrated(page);
    const toc = page.getByTestId("article-toc");
    await toc.getByRole("link", { name: /Kosten und Zeitrahmen/ }).click();
    await expect(page).toHaveURL(/#kosten-und-zeitrahmen$/);
    await expect(toc.getByRole("link", { name: /Kosten und Zeitrahmen/ })).toHaveAttribute("aria-current", "location");
    await expect(toc).toBeInViewport();
    // Readable measure: the text column stays around 70 characters.
    const width = await page
      .locator("#plattformen p")
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(760);
    expect(width).toBeGreaterThan(500);
  });

  test("on a phone the table of contents comes before the text", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/app-development-knowledge");
    const tocBox = await page.getByTestId("article-toc").boundingBox();
    const firstHeading = await page.locator(`#${ids[0]} > h2`).boundingBox();
    expect(tocBox && firstHeading && tocBox.y < firstHeading.y).toBe(true);
    const position = await page
      .getByTestId("article-toc")
      .evaluate((el) => getComputedStyle(el.parentElement!).position);
    expect(position).toBe("static");
  });

  test("calls to action lead to the contact page and the app-development page", async ({ page }) => {
    await page.goto("/app-development-knowledge");
    await expect(cta(page, "Kostenlose Beratung").last()).toHaveAttribute("href", "/contact");
    await expect(cta(page, "Zur App-Entwicklung")).toHaveAttribute("href", "/services/app-development");
  });
});

test.describe("landing pages", () => {
  const landings = [
    { path: "/app-development-landing", primary: "Kostenlose Beratung", claim: "4 Wochen" },
    { path: "/web-development-landing", primary: "Erstgespräch buchen", claim: "Excel" },
    { path: "/mvp-development-landing", primary: "Kostenloses Erstgespräch", claim: "Woche 6" },
  ];
  for (const l of landings) {
    test(`${l.path} keeps the visitor on the page: every link leads to a section or the contact form`, async ({
      page,
    }) => {
      await page.goto(l.path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      const hero = page.locator("section", { has: page.locator("h1") });
      await expect(hero.getByRole("link", { name: l.primary })).toHaveAttribute("href", "#contact");
      await expect(page.locator("main")).toContainText(l.claim);

      const links = (await hrefs(page.locator("main a[href]"))) as string[];
      for (const href of links) {
        // Besides anchors, only the contact person's mail/phone, the form's privacy notice and, while the
        // site is the demo, the demo notice's link to the Impressum (legal information stays one click away).
        expect(href, "link leaving the landing page").toMatch(/^(#|mailto:|tel:|\/privacy(#|$)|\/impressum$)/);
        if (href.startsWith("#")) await expect(page.locator(href), `target of ${href}`).toHaveCount(1);
      }
      // Every button-like call to action goes to the contact form.
      const ctas = (await hrefs(page.locator("main a.btn"))) as string[];
      expect(ctas.length).toBeGreaterThan(1);
      const toForm = ctas.filter((h) => h === "#contact");
      expect(toForm.length).toBeGreaterThanOrEqual(2);
      await expect(page.locator("#contact form")).toHaveCount(1);
    });
  }

  test("the primary call to action jumps to the form", async ({ page }) => {
    await page.goto("/mvp-development-landing");
    await hydrated(page);
    await page
      .locator("section", { has: page.locator("h1") })
      .getByRole("link", { name: "Kostenloses Erstgespräch" })
      .click();
    await expect(page).toHaveURL(/#contact$/);
    await expect.poll(() => inViewport(page, "#contact")).toBe(true);
  });
});
