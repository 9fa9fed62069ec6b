import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from "puppeteer-core";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import { freePort } from "../../support/free-port.mjs";

/**
 * The other two browser engines a German visitor uses, driven through their own automation
 * protocols (docs/decisions/0014-first-touch.md): Gecko as Debian's `firefox-esr` through WebDriver
 * BiDi (puppeteer-core), WebKit as Debian's WebKitGTK through `WebKitWebDriver` (selenium-webdriver)
 * on a virtual display (`xvfb-run`). Both behind one small interface, so the first-touch rows
 * (engines.spec.ts) read the same for each. Clicks and keys are the engines' own input events,
 * not events a script dispatches.
 */
export interface Window {
  /** Loads `path` of the site in this window. */
  goto(path: string): Promise<void>;
  /** A mouse click in the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** The mouse moves over the first element matching `selector`. */
  hover(selector: string): Promise<void>;
  /** Focus moves to the element by script (as a keyboard visitor's Tab would), without any input. */
  focus(selector: string): Promise<void>;
  /** A key press (only those the rows use). */
  press(key: "Enter" | "Tab" | "ArrowDown" | "ArrowUp"): Promise<void>;
  /** Types `text` key by key into whatever has focus. */
  type(text: string): Promise<void>;
  /** Runs `fn` in the page; its arguments and result travel as JSON. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R>;
  close(): Promise<void>;
}

export interface Engine {
  name: "firefox" | "webkit";
  /** A new window of `width` × 800 px with nothing shared with the windows before it. */
  open(width: number): Promise<Window>;
  quit(): Promise<void>;
}

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

function need(file: string, what: string) {
  if (!existsSync(file))
    throw new Error(`${what} not found at ${file}. Install it (Debian: apt-get install -y ${what}).`);
}

/**
 * `javaScript: false` starts Gecko with scripting off (its `javascript.enabled` preference): Firefox
 * ESR's WebDriver BiDi has no command to turn it off per window.
 */
export async function launchFirefox(baseURL: string, { javaScript = true } = {}): Promise<Engine> {
  need(FIREFOX, "firefox-esr");
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    protocol: "webDriverBiDi",
    headless: true,
    extraPrefsFirefox: javaScript ? {} : { "javascript.enabled": false },
  });
  return {
    name: "firefox",
    async open(width) {
      const context = await browser.createBrowserContext();
      const page: PuppeteerPage = await context.newPage();
      await page.setViewport({ width, height: 800 });
      return {
        goto: async (path) => void (await page.goto(new URL(path, baseURL).href)),
        click: (selector) => page.click(selector),
        hover: (selector) => page.hover(selector),
        focus: (selector) => page.focus(selector),
        press: (key) => page.keyboard.press(key),
        type: (text) => page.keyboard.type(text),
        evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        close: () => context.close(),
      };
    },
    quit: () => browser.close(),
  };
}

/**
 * WebKitGTK's driver starts MiniBrowser, WebKitGTK's own small browser. One session per engine (a
 * MiniBrowser start takes seconds); each row gets a new top-level window of its own, without the
 * history and session storage of the one before, which is closed once the new one is there (a
 * session ends with its last window). `javaScript: false` starts MiniBrowser with scripts in documents
 * off (WebKitSettings' enable-javascript-markup): the page's scripts never run, the driver's still do.
 */
export async function launchWebKit(baseURL: string, { javaScript = true } = {}): Promise<Engine> {
  need(WEBKIT_DRIVER, "webkit2gtk-driver");
  need(MINIBROWSER, "webkit2gtk-driver");
  const port = await freePort();
  // A display large enough for the widest window; -a picks a free display number.
  const driverProcess: ChildProcess = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1600x1000x24", WEBKIT_DRIVER, `--port=${port}`, "--host=127.0.0.1"],
    { stdio: "ignore", detached: true },
  );
  const stopDriver = () => driverProcess.pid && process.kill(-driverProcess.pid, "SIGTERM");
  const server = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitForDriver(server, driverProcess);
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER,
          args: ["--automation", ...(javaScript ? [] : ["--enable-javascript-markup=false"])],
        },
      })
      .build();
    // A command that hangs fails within the test's time instead of taking all of it.
    await driver.manage().setTimeouts({ pageLoad: 15_000, script: 10_000 });
  } catch (error) {
    stopDriver();
    throw error;
  }
  return {
    name: "webkit",
    async open(width) {
      const previous = await driver.getWindowHandle();
      await driver.switchTo().newWindow("window");
      const handle = await driver.getWindowHandle();
      await driver.switchTo().window(previous);
      await driver.close();
      await driver.switchTo().window(handle);
      // Input state is per session: unless it is released, WebKitGTK loses the first pointer move in the new window.
      await driver.actions().clear();
      await driver.manage().window().setRect({ x: 0, y: 0, width, height: 800 });
      const find = (selector: string) => driver.findElement(By.css(selector));
      return {
        goto: (path) => driver.get(new URL(path, baseURL).href),
        click: async (selector) => (await find(selector)).click(),
        hover: async (selector) =>
          driver
            .actions()
            .move({ origin: await find(selector) })
            .perform(),
        focus: async (selector) => void (await driver.executeScript("arguments[0].focus()", await find(selector))),
        press: (key) =>
          driver
            .actions()
            .sendKeys({ Enter: Key.ENTER, Tab: Key.TAB, ArrowDown: Key.ARROW_DOWN, ArrowUp: Key.ARROW_UP }[key])
            .perform(),
        type: (text) => driver.actions().sendKeys(text).perform(),
        evaluate: (fn, ...args) =>
          driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args) as never,
        // The window stays until the next one is open: the session would end with it.
        close: async () => {},
      };
    },
    quit: async () => {
      await driver.quit().catch(() => {});
      // xvfb-run and the driver it started are one process group.
      stopDriver();
    },
  };
}

async function waitForDriver(server: string, child: ChildProcess) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${server}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("WebKitWebDriver did not start within 20 s");
}
