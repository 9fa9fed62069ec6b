import { interfaceText, mainNav, serviceNav } from "../support/content";
import { enPaths, paths } from "../../app/paths";
import { launchFirefox, launchWebKit, type Engine, type Window } from "./engines/engine";
// Playwright as the test runner only: the windows are the other engines' (no Chromium page per test).
import { expect, test } from "@playwright/test";

/**
 * The core rows of the first-touch matrix (first-touch.spec.ts) in Gecko and WebKit
 * (docs/decisions/0014-first-touch.md): the menu closes after a link, an empty submit shows the
 * messages and sends nothing, the dropdown closes after an item, the language switch leads to the
 * same page in the other language and back — each as the very first input and
 * on the hydrated page, by mouse and by keyboard; the header's search field by keyboard (typing
 * shows the live results, the arrow keys move, Enter opens the chosen result) and, in both engines,
 * without JavaScript (Enter submits the form to the results page). Each row opens a fresh window.
 */
type Input = "click" | "key";
type Timing = "first" | "hydrated";
const rows = (["click", "key"] as const).flatMap((input) =>
  (["first", "hydrated"] as const).map((timing) => ({ input, timing })),
);

const MISSING = { 390: "Dieses Feld wird benötigt", 1280: "This field is required" } as const;
const FIELDS = ["name", "email", "phone", "company", "message"] as const;
const LEFT_ALONE_MS = 1500;

const MENU = "header details[data-menu]";
const MENU_TOGGLE = `${MENU} > summary`;
const MENU_PANEL = '[data-testid="mobile-menu"]';
const FORM = "form[data-contact-form]";
const DROPDOWN_PANEL = '[data-testid="services-dropdown"]';
const CHEVRON = "button[data-dropdown-toggle]";
const SEARCH_FIELD = "[data-search=header] input[name=q]";
const LISTBOX = "[data-search=header] [role=listbox]";
const SERVICES_LINK = `nav[aria-label="${interfaceText.mainNavigation}"] a[href="${mainNav.services.href}"]`;

// `?.`: between two documents of a full page load Gecko briefly has no <html> element.
const isHydrated = (w: Window) => w.evaluate(() => document.documentElement?.dataset.hydrated === "true");
const pathname = (w: Window) => w.evaluate(() => location.pathname);
const visible = (w: Window, selector: string) =>
  w.evaluate((s) => !!document.querySelector(s)?.checkVisibility({ visibilityProperty: true }), selector);

async function until(what: string, check: () => Promise<boolean>, timeout = 10_000) {
  await expect.poll(check, { message: what, timeout }).toBe(true);
}

/**
 * Opens `path` and leaves it untouched for 1.5 s, or hydrates it with a first input elsewhere: a
 * click on the heading, or focus on the main content (where the skip link leads; a key press
 * alone reaches no page in a WebKitGTK window nothing has focused yet).
 */
async function arrive(w: Window, path: string, input: Input, timing: Timing) {
  await w.goto(path);
  if (timing === "hydrated") {
    if (input === "key") await w.focus("#main");
    else await w.click("h1");
    await until("the page hydrates", () => isHydrated(w));
    return;
  }
  await new Promise((r) => setTimeout(r, LEFT_ALONE_MS));
  expect(await isHydrated(w), "the page hydrated without any input").toBe(false);
}

async function activate(w: Window, selector: string, input: Input) {
  if (input === "click") return w.click(selector);
  await w.focus(selector);
  await w.press("Enter");
}

/**
 * `formWidth`: the form's rows run at the width where the engine's visitors are — Safari's engine
 * on phones (390 px, the narrow variant's messages), Firefox on desktops (1280 px, the wide one's).
 */
function engineRows(launch: (baseURL: string) => Promise<Engine>, formWidth: 390 | 1280) {
  let engine: Engine;
  let current: Window | undefined;
  test.beforeAll(async ({ baseURL }) => {
    engine = await launch(baseURL!);
  });
  test.afterAll(async () => engine?.quit());
  test.afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const open = async (width: number) => (current = await engine.open(width));

  for (const { input, timing } of rows) {
    test(`mobile menu: open, choose a link, closed on the new page (${input}, ${timing})`, async () => {
      const w = await open(390);
      await arrive(w, paths.home, input, timing);
      await activate(w, MENU_TOGGLE, input);
      await until("the menu opens", () => visible(w, MENU_PANEL));
      await until("the page hydrates", () => isHydrated(w));
      await activate(w, `${MENU_PANEL} a[href="${paths.references}"]`, input);
      await until("the references page is shown", async () => (await pathname(w)) === paths.references);
      await until(
        "the menu is closed",
        async () => !(await w.evaluate((s) => document.querySelector<HTMLDetailsElement>(s)!.open, MENU)),
      );
      expect(await visible(w, MENU_PANEL)).toBe(false);
    });

    test(`contact form at ${formWidth} px: an empty submit shows the messages, sends nothing (${input}, ${timing})`, async () => {
      const w = await open(formWidth);
      await arrive(w, paths.contact, input, timing);
      await w.evaluate(() => void Object.assign(window, { __samePage: true }));
      if (input === "click") await w.click(`${FORM} button[type="submit"]`);
      else {
        await w.focus(`${FORM} [name="company"]`);
        await w.press("Enter");
      }
      for (const name of FIELDS) {
        await until(`${name} shows its message`, () =>
          w.evaluate(
            (selector, message) => {
              const field = document.querySelector(selector);
              const description = document.getElementById(field?.getAttribute("aria-describedby") ?? "");
              return field?.getAttribute("aria-invalid") === "true" && !!description?.textContent?.includes(message);
            },
            `${FORM} [name="${name}"]`,
            MISSING[formWidth],
          ),
        );
      }
      await until("the first field has focus", () =>
        w.evaluate(() => document.activeElement?.getAttribute("name") === "name"),
      );
      // Nothing left the page: no page load, no request to the contact API.
      expect(await pathname(w)).toBe(paths.contact);
      expect(await w.evaluate(() => "__samePage" in window)).toBe(true);
      const sent = await w.evaluate(
        () => performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/send-email")).length,
      );
      expect(sent).toBe(0);
    });

    test(`language switch: the same page in English and back (${input}, ${timing})`, async () => {
      const w = await open(1280);
      await arrive(w, paths.about, input, timing);
      const SWITCH = "header [data-language-switch]";
      await activate(w, SWITCH, input);
      await until("the English page is shown", async () => (await pathname(w)) === enPaths.about);
      await until("it is English", () => w.evaluate(() => document.documentElement?.lang === "en"));
      await activate(w, SWITCH, input);
      await until("the German page is shown again", async () => (await pathname(w)) === paths.about);
      await until("it is German", () => w.evaluate(() => document.documentElement?.lang === "de"));
    });

    if (input === "key")
      test(`search field: typing shows the results, ↓ ↓ ↑ moves, Enter opens the chosen one (${timing})`, async () => {
        const w = await open(1280);
        await arrive(w, paths.references, input, timing);
        // Focusing the field is the first input when nothing came before it.
        await w.focus(SEARCH_FIELD);
        await w.type("Fraunh");
        await until("the live results are shown", () => visible(w, LISTBOX));
        await until("the first option is the Fraunhofer reference", () =>
          w.evaluate(
            (s) => !!document.querySelector(`${s} [role=option]`)?.textContent?.includes("Fraunhofer"),
            LISTBOX,
          ),
        );
        await w.press("ArrowDown");
        await w.press("ArrowDown");
        await w.press("ArrowUp");
        await until("the first option is chosen", () =>
          w.evaluate((s) => {
            const first = document.querySelector(`${s} [role=option]`);
            const field = document.activeElement;
            return (
              first?.getAttribute("aria-selected") === "true" &&
              field?.getAttribute("aria-activedescendant") === first.id
            );
          }, LISTBOX),
        );
        await w.press("Enter");
        await until("the reference opens", async () => (await pathname(w)) === paths.reference("fraunhofer"));
      });

    test(`desktop dropdown: choosing a service leaves it closed (${input}, ${timing})`, async () => {
      const target = serviceNav[3]!;
      const w = await open(1280);
      await arrive(w, paths.home, input, timing);
      // Opening it: the pointer over Leistungen, or focus moved into it from the chevron.
      if (input === "click") await w.hover(SERVICES_LINK);
      else {
        await w.focus(CHEVRON);
        await w.press("Tab");
      }
      await until("the dropdown opens", () => visible(w, DROPDOWN_PANEL));
      await activate(w, `${DROPDOWN_PANEL} a[href="${target.href}"]`, input);
      await until("the service page is shown", async () => (await pathname(w)) === target.href);
      await until("the dropdown is closed", async () => !(await visible(w, DROPDOWN_PANEL)));
      // An item chosen before hydration loads the new page as a document: it hydrates at its first input.
      if (!(await isHydrated(w))) await w.focus("#main");
      await until("the page hydrates", () => isHydrated(w));
      expect(await visible(w, DROPDOWN_PANEL)).toBe(false);
      expect(await w.evaluate((s) => document.querySelector(s)!.getAttribute("aria-expanded"), CHEVRON)).toBe("false");
    });
  }
}

/** Without JavaScript (an engine started with the page's scripts off) the field is a plain form. */
function searchWithoutJavaScript(launch: typeof launchFirefox) {
  let engine: Engine;
  test.beforeAll(async ({ baseURL }) => {
    engine = await launch(baseURL!, { javaScript: false });
  });
  test.afterAll(async () => engine?.quit());
  test("search field without JavaScript: Enter submits the form to the results page", async () => {
    const w = await engine.open(1280);
    try {
      await w.goto(paths.references);
      // No script ran: not even the page's inline one that hands React Router its context.
      expect(await w.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      await w.focus(SEARCH_FIELD);
      await w.type("Logistik");
      await w.press("Enter");
      await until("the results page is shown", async () => (await pathname(w)) === paths.search);
      expect(await w.evaluate(() => location.search)).toBe("?q=Logistik");
      expect(
        await w.evaluate(() => [...document.querySelectorAll("main ol > li a")].map((a) => a.getAttribute("href"))),
      ).toContain(paths.reference("bringman"));
    } finally {
      await w.close();
    }
  });
}

// Each worker starts each engine once and opens a fresh window per row.
test.describe("Firefox (Gecko, WebDriver BiDi)", () => engineRows(launchFirefox, 1280));
test.describe("Firefox without JavaScript", () => searchWithoutJavaScript(launchFirefox));
test.describe("WebKit (WebKitGTK, WebDriver)", () => engineRows(launchWebKit, 390));
test.describe("WebKit without JavaScript", () => searchWithoutJavaScript(launchWebKit));
