import type { Page, Request } from "@playwright/test";
import { content, interfaceText, mainNav, serviceNav } from "../support/content";

import { paths } from "../../app/paths";
import { expect, hydrated, renderedAhead, test } from "./fixtures";
import {
  activate,
  afterTwoFrames,
  arrive,
  inputs,
  intoHydration,
  isHydrated,
  timings,
  touchElsewhere,
  untilHydrated,
  visit,
  type Input,
  type Timing,
  type Visit,
} from "./visitor";

const carouselText = content("testimonials").carousel;

/**
 * The first-touch matrix (docs/decisions/0014-first-touch.md): every control × {tap, click, key} ×
 * {390, 1280 px} × {first interaction, during hydration, hydrated}, each row from a fresh page, each
 * asserting the same end state. The messages of requirements §5 are spelled out, so a changed text fails.
 */
const MISSING = { 390: "Dieses Feld wird benötigt", 1280: "This field is required" } as const;
const SUCCESS = "Email wurde erfolgreich versendet!";
const FIELDS = ["name", "email", "phone", "company", "message"] as const;

// Each row opens its own browser window; a trace of each would double the time the matrix takes.
test.use({ trace: "off" });

let current: Visit | undefined;
test.afterEach(async () => {
  if (!current) return;
  const { context, errors } = current;
  current = undefined;
  await context.close();
  expect(errors, "console errors on the page").toEqual([]);
});

async function open(
  browser: import("@playwright/test").Browser,
  baseURL: string | undefined,
  width: number,
  input: Input,
) {
  current = await visit(browser, baseURL!, width, input);
  return current.page;
}

// Found by what a visitor sees, not by the first-touch hooks, so the matrix also runs against older builds.
const menu = (page: Page) => page.locator("header details").first();
const menuToggle = (page: Page) => menu(page).locator("summary").first();
const menuPanel = (page: Page) => page.getByTestId("mobile-menu");
const menuOpen = (page: Page) => menu(page).evaluate((d) => (d as HTMLDetailsElement).open);

/** The menu is closed and nothing of it covers the page: the centre of the screen is the page itself. */
async function expectMenuClosed(page: Page) {
  await expect.poll(() => menuOpen(page)).toBe(false);
  await expect(menuPanel(page)).toBeHidden();
  // The page scrolls again once React has seen the menu's `toggle` event, which browsers dispatch in a task of its own.
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe("hidden");
  const covered = await page.evaluate(() => {
    const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return !!hit?.closest("header details");
  });
  expect(covered, "the menu covers the page").toBe(false);
}

test.describe("mobile menu: open, choose a link, the menu is closed on the new page", () => {
  for (const input of inputs) {
    for (const timing of timings) {
      test(`${input}, ${timing}`, async ({ browser, baseURL }) => {
        const page = await open(browser, baseURL, 390, input);
        await arrive(page, "/", input, timing);
        await activate(page, menuToggle(page), input);
        await expect(menuPanel(page)).toBeVisible();
        // The link is chosen once the page has hydrated: the state React adopted must match the menu.
        await untilHydrated(page, input);
        await activate(page, menuPanel(page).getByRole("link", { name: mainNav.references.label }), input);
        await expect(page).toHaveURL(paths.references);
        await expectMenuClosed(page);
      });
    }
  }

  // An article page has no script of its own (issue 37) but hydrates with its route's chunks: the menu
  // opened as the first tap on it, before, during and after its hydration.
  for (const timing of timings) {
    test(`tap, ${timing}: on an article page`, async ({ browser, baseURL }) => {
      const page = await open(browser, baseURL, 390, "tap");
      await arrive(page, paths.article("was-kostet-eine-app"), "tap", timing);
      await activate(page, menuToggle(page), "tap");
      await expect(menuPanel(page)).toBeVisible();
      await untilHydrated(page, "tap");
      await activate(page, menuPanel(page).getByRole("link", { name: mainNav.references.label }), "tap");
      await expect(page).toHaveURL(paths.references);
      await expectMenuClosed(page);
    });
  }

  // Every kind of link in the menu, opened as the first touch and chosen once hydrated.
  const links = [
    {
      name: "Home",
      pick: (p: Page) => menuPanel(p).getByRole("link", { name: mainNav.home.label, exact: true }),
      url: paths.home,
    },
    {
      name: "Über Uns",
      pick: (p: Page) => menuPanel(p).getByRole("link", { name: mainNav.about.label }),
      url: paths.about,
    },
    {
      name: "the logo",
      pick: (p: Page) => menuPanel(p).getByRole("link", { name: interfaceText.homeLink }),
      url: paths.home,
    },
    {
      name: "Impressum",
      pick: (p: Page) => menuPanel(p).getByRole("link", { name: "Impressum" }),
      url: paths.impressum,
    },
  ];
  for (const link of links) {
    test(`tap, first: ${link.name}`, async ({ browser, baseURL }) => {
      const page = await open(browser, baseURL, 390, "tap");
      await arrive(page, paths.references, "tap", "first");
      await menuToggle(page).tap();
      await untilHydrated(page, "tap");
      await link.pick(page).tap();
      await expect(page).toHaveURL(link.url);
      await expectMenuClosed(page);
    });
  }

  test("tap, first: Konferenz opens a new tab and leaves this one with the menu closed", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL, 390, "tap");
    await arrive(page, "/", "tap", "first");
    await menuToggle(page).tap();
    await untilHydrated(page, "tap");
    const popup = page.context().waitForEvent("page");
    // The conference site is outside; the new tab's request is answered locally.
    await page.context().route(`${mainNav.conference.href}/**`, (route) => route.fulfill({ body: "Konferenz" }));
    await menuPanel(page)
      .getByRole("link", { name: new RegExp(mainNav.conference.label) })
      .tap();
    await (await popup).close();
    await expect(page).toHaveURL(paths.home);
    await expectMenuClosed(page);
  });

  test("tap, first: a link chosen while the page hydrates", async ({ browser, baseURL }) => {
    const page = await open(browser, baseURL, 390, "tap");
    await arrive(page, "/", "tap", "first");
    await menuToggle(page).tap();
    await intoHydration(page);
    await menuPanel(page).getByRole("link", { name: mainNav.about.label }).tap();
    await expect(page).toHaveURL(paths.about);
    await expectMenuClosed(page);
  });

  test("tap, first: Back inside the app closes the menu", async ({ browser, baseURL }) => {
    const page = await open(browser, baseURL, 390, "tap");
    await arrive(page, "/", "tap", "hydrated");
    await menuToggle(page).tap();
    await menuPanel(page).getByRole("link", { name: mainNav.references.label }).tap();
    await expect(page).toHaveURL(paths.references);
    await menuToggle(page).tap();
    await expect(menuPanel(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(paths.home);
    await expectMenuClosed(page);
  });
});

test.describe("mobile menu by keyboard: focus stays inside, Escape closes", () => {
  for (const timing of timings) {
    test(`key, ${timing}`, async ({ browser, baseURL }) => {
      const page = await open(browser, baseURL, 390, "key");
      await arrive(page, "/", "key", timing);
      await activate(page, menuToggle(page), "key");
      await expect(menuPanel(page)).toBeVisible();
      // More presses of Tab than the menu has controls: focus never leaves it.
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest("header details"))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expectMenuClosed(page);
      await expect(menuToggle(page)).toBeFocused();
    });
  }
});

test.describe("mobile menu: the Leistungen sub-list follows the current path", () => {
  for (const timing of ["first", "hydrated"] as const) {
    test(`tap, ${timing}`, async ({ browser, baseURL }) => {
      const page = await open(browser, baseURL, 390, "tap");
      await arrive(page, "/", "tap", timing);
      const services = menu(page).locator("details").first();
      await menuToggle(page).tap();
      expect(await services.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await untilHydrated(page, "tap");
      await services.locator("summary").tap();
      await menuPanel(page).getByRole("link", { name: serviceNav[0]!.label }).tap();
      await expect(page).toHaveURL(serviceNav[0]!.href);
      await menuToggle(page).tap();
      await expect.poll(() => services.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      await menuPanel(page).getByRole("link", { name: mainNav.references.label }).tap();
      await expect(page).toHaveURL(paths.references);
      await menuToggle(page).tap();
      await expect.poll(() => services.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    });
  }
});

const dropdownPanel = (page: Page) => page.getByTestId("services-dropdown");
const chevron = (page: Page) => page.getByRole("button", { name: interfaceText.servicesMenu });

test.describe("desktop dropdown: choosing a service leaves it closed on the new page", () => {
  const target = serviceNav[3]!;
  for (const input of inputs) {
    for (const timing of timings) {
      test(`${input}, ${timing}`, async ({ browser, baseURL }) => {
        const page = await open(browser, baseURL, 1280, input);
        await arrive(page, "/", input, timing);
        const nav = page.getByRole("navigation", { name: interfaceText.mainNavigation });
        // Opening it: the pointer over Leistungen, the chevron tapped, or focus moved into it.
        if (input === "click") await nav.getByRole("link", { name: mainNav.services.label }).hover();
        else if (input === "tap") await chevron(page).tap();
        else {
          await chevron(page).focus();
          await page.keyboard.press("Tab");
        }
        await expect(dropdownPanel(page)).toBeVisible();
        await activate(page, dropdownPanel(page).getByRole("link", { name: new RegExp(target.label) }), input);
        await expect(page).toHaveURL(target.href);
        await expect(page.locator("h1")).toBeVisible();
        await expect(dropdownPanel(page)).toBeHidden();
        // An item chosen before hydration has finished loads the new page as a document, which
        // hydrates at the visitor's next input.
        if (!(await isHydrated(page))) await touchElsewhere(page, input);
        await untilHydrated(page, input);
        await expect(dropdownPanel(page)).toBeHidden();
        await expect(chevron(page)).toHaveAttribute("aria-expanded", "false");
      });
    }
  }
});

test.describe("desktop dropdown: the chevron opens it and closes it again", () => {
  for (const input of inputs) {
    for (const timing of timings) {
      test(`${input}, ${timing}`, async ({ browser, baseURL }) => {
        const page = await open(browser, baseURL, 1280, input);
        await arrive(page, "/", input, timing);
        await activate(page, chevron(page), input);
        await expect(dropdownPanel(page)).toBeVisible();
        await expect(chevron(page)).toHaveAttribute("aria-expanded", "true");
        // The second activation meets a page that may have hydrated in between.
        if (input === "key") await page.keyboard.press("Enter");
        else await activate(page, chevron(page), input);
        await expect(dropdownPanel(page)).toBeHidden();
        await expect(chevron(page)).toHaveAttribute("aria-expanded", "false");
        // And it stays so once the page has hydrated.
        await untilHydrated(page, input);
        await expect(dropdownPanel(page)).toBeHidden();
        await expect(chevron(page)).toHaveAttribute("aria-expanded", "false");
      });
    }
  }
});

const contactForm = (page: Page) => page.getByRole("form", { name: "Kontaktformular" });

/** Requests to the contact API and posts to the contact page (a native submit), in order. */
function formRequests(page: Page): Request[] {
  const list: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/send-email" || (pathname === paths.contact && request.method() === "POST")) {
      list.push(request);
    }
  });
  return list;
}

async function submitForm(page: Page, input: Input) {
  const submit = contactForm(page).getByRole("button", { name: "Nachricht senden" });
  if (input === "key") {
    await contactForm(page).locator('[name="company"]').focus();
    await page.keyboard.press("Enter");
  } else {
    await activate(page, submit, input);
  }
}

async function arriveAtForm(page: Page, input: Input, timing: Timing) {
  await arrive(page, paths.contact, input, timing);
  if (timing === "hydrated") {
    await contactForm(page).scrollIntoViewIfNeeded();
    await expect(contactForm(page)).toHaveAttribute("data-enhanced", "true");
  }
}

for (const width of [390, 1280] as const) {
  test.describe(`contact form at ${width} px: an empty submit shows the variant's messages, sends nothing`, () => {
    for (const input of inputs) {
      for (const timing of timings) {
        test(`${input}, ${timing}`, async ({ browser, baseURL }) => {
          const page = await open(browser, baseURL, width, input);
          const requests = formRequests(page);
          await arriveAtForm(page, input, timing);
          await submitForm(page, input);
          // key: Enter in the company field; the fields before it are empty too.
          for (const name of FIELDS) {
            const control = contactForm(page).locator(`[name="${name}"]`);
            await expect(control).toHaveAttribute("aria-invalid", "true");
            await expect(control).toHaveAccessibleDescription(MISSING[width]);
          }
          await expect(contactForm(page).locator('[name="name"]')).toBeFocused();
          await expect(page).toHaveURL(paths.contact);
          expect(requests.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
        });
      }
    }
  });

  test.describe(`contact form at ${width} px: a valid submit sends one JSON request and shows success`, () => {
    for (const input of inputs) {
      for (const timing of timings) {
        test(`${input}, ${timing}`, async ({ browser, baseURL }) => {
          const page = await open(browser, baseURL, width, input);
          const requests = formRequests(page);
          await arriveAtForm(page, input, timing);
          // Filled as a browser's autofill does: no pointer, no key, so the submit is the first input.
          const token = Math.random().toString(36).slice(2, 10);
          await contactForm(page).evaluate((form, t) => {
            const set = (name: string, value: string) =>
              (((form as HTMLFormElement).elements.namedItem(name) as HTMLInputElement).value = value);
            set("name", `Erika Test ${t}`);
            set("email", `erika.${t}@example.com`);
            set("phone", "+49 7121 123456");
            set("company", "Muster GmbH");
            set("message", `Anfrage ${t}`);
          }, token);
          await submitForm(page, input);
          await expect(contactForm(page).getByRole("status")).toContainText(SUCCESS);
          await expect(contactForm(page).locator('[name="name"]')).toHaveValue("");
          await expect(page).toHaveURL(paths.contact);
          expect(
            requests.map((r) => `${r.method()} ${new URL(r.url()).pathname} ${r.headers()["content-type"]}`),
          ).toEqual(["POST /api/send-email application/json"]);
        });
      }
    }
  });

  test.describe(`testimonial carousel at ${width} px: next scrolls one card and is highlighted`, () => {
    for (const input of inputs) {
      for (const timing of timings) {
        test(`${input}, ${timing}`, async ({ browser, baseURL }) => {
          const page = await open(browser, baseURL, width, input);
          await arrive(page, "/", input, timing);
          const track = page.getByTestId("testimonial-track");
          const next = page.getByRole("button", { name: carouselText.next });
          const previous = page.getByRole("button", { name: carouselText.previous });
          await expect(next).toBeEnabled();
          const step = await track.evaluate((ul) => {
            const card = ul.querySelector("li")!;
            return card.getBoundingClientRect().width + parseFloat(getComputedStyle(ul).columnGap);
          });
          const before = await track.evaluate((ul) => ul.scrollLeft);
          await activate(page, next, input);
          await expect.poll(() => track.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(before + step * 0.9);
          await expect(next).toHaveAttribute("data-active", "true");
          await expect(previous).toHaveAttribute("data-active", "false");
          // Hydration keeps what the visitor did.
          await untilHydrated(page, input);
          await expect(next).toHaveAttribute("data-active", "true");
          expect(await track.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(before + step * 0.9);
        });
      }
    }
  });

  test.describe(`reference filter at ${width} px: a kind shows only its cards, with their drawings`, () => {
    for (const input of inputs) {
      for (const timing of timings) {
        test(`${input}, ${timing}`, async ({ browser, baseURL }) => {
          const page = await open(browser, baseURL, width, input);
          await arrive(page, paths.references, input, timing);
          const industry = page.getByRole("group").getByRole("button", { name: /Industrie/ });
          const all = page.getByRole("group").getByRole("button", { name: /Alle/ });
          const visible = page.locator("[data-testid=reference-card]:visible");
          const total = await page.getByTestId("reference-card").count();
          const shown = Number(await industry.locator("span").textContent());
          expect(shown).toBeGreaterThan(0);
          expect(shown).toBeLessThan(total);
          await activate(page, industry, input);
          await expect(industry).toHaveAttribute("aria-pressed", "true");
          await expect(all).toHaveAttribute("aria-pressed", "false");
          await expect(visible).toHaveCount(shown);
          await expect(page.locator("[role=group] + [role=status]")).toContainText(String(shown));
          // Each card shown gets its drawing, also one that was not on the first screen before.
          for (const card of await visible.all()) {
            await card.scrollIntoViewIfNeeded();
            await expect
              .poll(() =>
                card
                  .locator("img")
                  .evaluate((img) => (img as HTMLImageElement).complete && img.getBoundingClientRect().height > 0),
              )
              .toBe(true);
          }
          // Hydration keeps what the visitor chose, and the filter goes on working.
          await untilHydrated(page, input);
          await expect(industry).toHaveAttribute("aria-pressed", "true");
          await expect(visible).toHaveCount(shown);
          await activate(page, all, input);
          await expect(all).toHaveAttribute("aria-pressed", "true");
          await expect(visible).toHaveCount(total);
        });
      }
    }
  });
}

test("the carousel does not move when the page hydrates (390 px)", async ({ browser, baseURL }) => {
  const page = await open(browser, baseURL, 390, "key");
  await arrive(page, "/", "key", "first");
  const track = page.getByTestId("testimonial-track");
  const before = await track.evaluate((ul) => ul.scrollLeft);
  await page.keyboard.press("Shift");
  await untilHydrated(page, "key");
  // A scroll the hydration started (smooth or not) has moved the track by the second frame after it.
  await afterTwoFrames(page);
  expect(await track.evaluate((ul) => ul.scrollLeft)).toBe(before);
  expect(await isHydrated(page)).toBe(true);
});

/**
 * Back and reload land where the visitor was (defect 8 of the first-touch issue): the position is
 * restored against a page laid out in full, not against the 900 px placeholders of the sections
 * below the first screen. The visitor reads a section near the end of a long page, its heading
 * 120 px below the top; after the return, and after the page has settled, it is there again.
 */
const LONG_PAGE = "/services/app-development";
const HEADING_TOP = 120;

async function readDeepSection(page: Page) {
  // The visitor moves the page (a programmatic scroll, as the scrollbar or find in page move it:
  // no pointer, key or touch the page sees), which has the sections laid out.
  await page.evaluate(() => scrollBy(0, 1));
  await renderedAhead(page);
  return page.evaluate((top) => {
    const headings = [...document.querySelectorAll("main section h2")];
    const heading = headings[headings.length - 2]!;
    scrollBy(0, heading.getBoundingClientRect().top - top);
    return heading.textContent!;
  }, HEADING_TOP);
}

async function expectBackAt(page: Page, heading: string) {
  // Long enough for every placeholder to have been rendered: the jump came within 2 s.
  await page.waitForTimeout(2000);
  const top = await page
    .locator("main section h2")
    .filter({ hasText: heading })
    .evaluate((h) => h.getBoundingClientRect().top);
  expect(Math.abs(top - HEADING_TOP), `"${heading}" is ${top} px from the top`).toBeLessThanOrEqual(2);
}

for (const width of [390, 1280] as const) {
  test.describe(`scroll restoration at ${width} px: the visitor comes back to the section they read`, () => {
    for (const hydrate of [false, true]) {
      const state = hydrate ? "hydrated" : "not hydrated";
      test(`reload (${state})`, async ({ browser, baseURL }) => {
        const page = await open(browser, baseURL, width, "click");
        await page.goto(LONG_PAGE);
        if (hydrate) await hydrated(page);
        const heading = await readDeepSection(page);
        await page.reload();
        await expectBackAt(page, heading);
      });

      test(`Back from another document (${state})`, async ({ browser, baseURL }) => {
        const page = await open(browser, baseURL, width, "click");
        await page.goto(LONG_PAGE);
        if (hydrate) await hydrated(page);
        const heading = await readDeepSection(page);
        await page.goto(paths.impressum);
        await page.goBack();
        await expect(page).toHaveURL(LONG_PAGE);
        await expectBackAt(page, heading);
      });
    }

    test("Back inside the app", async ({ browser, baseURL }) => {
      const page = await open(browser, baseURL, width, "click");
      await page.goto(LONG_PAGE);
      await hydrated(page);
      const heading = await readDeepSection(page);
      // The header stays in view: choosing its logo does not scroll the page first.
      await page.locator("header").getByRole("link", { name: interfaceText.homeLink }).first().click();
      await expect(page).toHaveURL(paths.home);
      await page.goBack();
      await expect(page).toHaveURL(LONG_PAGE);
      await expectBackAt(page, heading);
    });
  });
}
