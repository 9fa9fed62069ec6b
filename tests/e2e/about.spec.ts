import { claimTexts } from "../../app/content-model/claims";
import { site } from "../../app/content-model/site";
import { content } from "../support/content";
import { expect, hydrated, test } from "./fixtures";

const { meta: aboutMeta, wayOfWorking } = content("about");
const team = content("team").members;

const c = site.claims;
const de = (n: number) => n.toLocaleString("de-DE");

test.describe("about page", () => {
  test("tells who we are: one h1, the claims of requirements §1, the way of working and the team", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(`${aboutMeta.title} | ${site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", aboutMeta.description);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const figures = page.locator("section#zahlen");
    for (const [value, label] of [
      [`${c.yearsOfExperience}+`, "Jahre Erfahrung"],
      [`${c.completedProjects}+`, "abgeschlossene Projekte"],
      [`${c.employees}`, "Mitarbeitende in Entwicklung, Design und Projektleitung"],
      [`${c.satisfiedCustomers}+`, "zufriedene Kunden in Beratung und Entwicklung"],
      [de(c.linesOfCode), "Zeilen Code"],
      [`${c.startupStakes}+`, "Start-up-Beteiligungen"],
    ] as const) {
      const figure = figures
        .locator("dl > div")
        .filter({ has: page.getByRole("term").getByText(label, { exact: true }) });
      await expect(figure.getByRole("definition")).toHaveText(value);
    }
    await expect(figures).toContainText(claimTexts.award);
    await expect(page.locator("main")).toContainText(
      `${c.employees} Mitarbeitende aus Entwicklung, Design und Projektleitung`,
    );

    const way = page.locator("section#arbeitsweise");
    for (const title of [
      "Feste Ansprechpersonen",
      "Klare Meilensteine",
      "Regelmäßige Feedbackschleifen",
      "Schnell testbare Prototypen",
    ]) {
      await expect(way.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(way.getByRole("heading", { level: 4 })).toHaveCount(wayOfWorking.steps.length);

    for (const member of team) await expect(page.getByRole("heading", { level: 3, name: member.name })).toBeVisible();
  });

  test("the call to action opens /contact by a full page load", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const cta = page.locator('section[aria-labelledby="cta-title"]').getByRole("link", { name: "Kontakt aufnehmen" });
    await expect(cta).toHaveAttribute("href", "/contact");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await cta.click();
    await expect(page).toHaveURL(/\/contact$/);
    await hydrated(page);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(false);
  });

  test("'So arbeiten wir' jumps to the way of working", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("link", { name: "So arbeiten wir" }).click();
    await expect(page).toHaveURL(/#arbeitsweise$/);
    await expect(page.getByRole("heading", { level: 2, name: wayOfWorking.title })).toBeInViewport();
  });

  test("/ueber-uns shows the same page with /about as canonical", async ({ page }) => {
    await page.goto("/ueber-uns");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/verlassen kann/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("AboutPage");
  });

  test("the home page's 'Wie wir arbeiten, was uns ausmacht' leads here", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Wie wir arbeiten, was uns ausmacht" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("section#zahlen")).toContainText(de(c.linesOfCode));
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits 390 px without horizontal scrolling and keeps the call to action", async ({ page }) => {
      await page.goto("/about");
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByRole("link", { name: "Kontakt aufnehmen" }).first()).toBeVisible();
    });
  });
});
