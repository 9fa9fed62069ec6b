import { describe, expect, it } from "vitest";
import {
  agentOf,
  campaignOf,
  deviceClassOf,
  hostOfUrl,
  isBot,
  isPrefetch,
  MAX_PATH_LENGTH,
  normalizePath,
  NOT_PAGES,
  pageViewOf,
} from "./request-facts";

const CHROME_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROME_ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const CHROME_ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPAD_OLD =
  "Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1";

describe("normalizePath", () => {
  it("counts a client navigation's data request for the page it loads", () => {
    expect(normalizePath("/about.data")).toBe("/about");
    expect(normalizePath("/_.data")).toBe("/");
    expect(normalizePath("/en.data")).toBe("/en");
    expect(normalizePath("/services/mvps.data")).toBe("/services/mvps");
    expect(normalizePath("/en/_.data")).toBe("/en");
  });

  it("drops the trailing slash, decodes, removes control characters, bounds the length", () => {
    expect(normalizePath("/about/")).toBe("/about");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("//")).toBe("/");
    expect(normalizePath("/%C3%BCber-uns")).toBe("/über-uns");
    expect(normalizePath("/bad%E0%A4%A")).toBe("/bad%E0%A4%A");
    expect(normalizePath("/a%0Ab%09c")).toBe("/abc");
    const long = normalizePath(`/${"x".repeat(1000)}`);
    expect(long).toHaveLength(MAX_PATH_LENGTH);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("campaignOf", () => {
  it("keeps the three utm_* parameters and nothing else", () => {
    expect(campaignOf("?utm_source=linkedin&utm_medium=social&utm_campaign=ki-pilot&gclid=abc&email=a@b.de")).toEqual({
      source: "linkedin",
      medium: "social",
      campaign: "ki-pilot",
    });
    expect(campaignOf("utm_campaign=herbst")).toEqual({ source: "", medium: "", campaign: "herbst" });
    expect(campaignOf("?q=1")).toBeUndefined();
    expect(campaignOf("?utm_source=&utm_term=x")).toBeUndefined();
  });

  it("flattens tabs and line breaks (the campaign key's separator) and bounds each value", () => {
    const c = campaignOf(`?utm_source=a%09b%0Ac&utm_campaign=${"y".repeat(500)}`)!;
    expect(c.source).toBe("a b c");
    expect(c.campaign).toHaveLength(100);
  });
});

describe("hostOfUrl", () => {
  it("keeps the host name only, in lower case, without www.", () => {
    expect(hostOfUrl("https://www.LinkedIn.com/feed/?trk=x")).toBe("linkedin.com");
    expect(hostOfUrl("http://news.ycombinator.com/item?id=1")).toBe("news.ycombinator.com");
    expect(hostOfUrl("android-app://com.google.android.gm/")).toBe("com.google.android.gm");
  });

  it("ignores what is no web address", () => {
    expect(hostOfUrl(undefined)).toBeUndefined();
    expect(hostOfUrl("not a url")).toBeUndefined();
    expect(hostOfUrl("file:///etc/passwd")).toBeUndefined();
    expect(hostOfUrl("data:text/html,hi")).toBeUndefined();
  });
});

describe("device classes, bots, prefetches", () => {
  it("derives phone, tablet or desktop from the user agent", () => {
    expect(deviceClassOf(CHROME_DESKTOP)).toBe("desktop");
    expect(deviceClassOf(CHROME_ANDROID_PHONE)).toBe("phone");
    expect(deviceClassOf(IPHONE)).toBe("phone");
    expect(deviceClassOf(CHROME_ANDROID_TABLET)).toBe("tablet");
    expect(deviceClassOf(IPAD_OLD)).toBe("tablet");
    expect(deviceClassOf(CHROME_DESKTOP, "?1")).toBe("phone");
  });

  it("leaves out crawlers, tools and requests without a user agent; counts browsers", () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot("")).toBe(true);
    expect(isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isBot("curl/8.5.0")).toBe(true);
    expect(isBot("python-requests/2.32.3")).toBe(true);
    expect(isBot(CHROME_DESKTOP)).toBe(false);
    expect(isBot(IPHONE)).toBe(false);
  });

  it("decides an agent once: the same answers from memory, a phone by the Client Hint", () => {
    expect(agentOf(CHROME_DESKTOP)).toEqual({ bot: false, device: "desktop" });
    expect(agentOf(CHROME_DESKTOP)).toEqual({ bot: false, device: "desktop" });
    expect(agentOf(CHROME_DESKTOP, "?1")).toEqual({ bot: false, device: "phone" });
    expect(agentOf(IPHONE)).toEqual({ bot: false, device: "phone" });
    expect(agentOf("Mozilla/5.0 (compatible; bingbot/2.0)")).toMatchObject({ bot: true });
    expect(agentOf(undefined)).toMatchObject({ bot: true });
  });

  it("recognises prefetches and prerenders by their headers", () => {
    const headers = (h: Record<string, string>) => (name: string) => h[name];
    expect(isPrefetch(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "x-moz": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });

  it("knows the paths that are never pages", () => {
    for (const path of ["/assets/x.js", "/api/send-email", "/keystatic", "/keystatic/x", "/healthz", "/statistik"])
      expect([path, NOT_PAGES.test(path)]).toEqual([path, true]);
    for (const path of ["/", "/about", "/statistiken-ratgeber", "/keystatics", "/assets"])
      expect([path, NOT_PAGES.test(path)]).toEqual([path, false]);
  });
});

describe("pageViewOf", () => {
  const own = (host: string) => host === "quellwerk-software.de";
  const request = (path: string, query: string, h: Record<string, string>) => ({
    path,
    query,
    header: (name: string) => h[name],
  });

  it("a visit from another site: an entry with its referrer and campaign", () => {
    const view = pageViewOf(
      request("/web-development-landing", "?utm_source=newsletter&utm_campaign=herbst", {
        "user-agent": IPHONE,
        referer: "https://www.google.com/",
        "sec-fetch-site": "cross-site",
      }),
      200,
      own,
    );
    expect(view).toEqual({
      status: 200,
      path: "/web-development-landing",
      language: "de",
      referrerHost: "google.com",
      campaign: { source: "newsletter", medium: "", campaign: "herbst" },
      device: "phone",
      entry: true,
    });
  });

  it("a client navigation: our own page as referrer is no referrer, and no entry", () => {
    const view = pageViewOf(
      request("/en/about.data", "?_routes=root", {
        "user-agent": CHROME_DESKTOP,
        referer: "https://www.quellwerk-software.de/en",
        "sec-fetch-site": "same-origin",
      }),
      200,
      own,
    );
    expect(view).toMatchObject({ path: "/en/about", language: "en", entry: false });
    expect(view.referrerHost).toBeUndefined();
    expect(view.campaign).toBeUndefined();
  });

  it("a typed address or bookmark is an entry; a full load from our own page is not", () => {
    const typed = request("/", "", { "user-agent": CHROME_DESKTOP, "sec-fetch-site": "none" });
    expect(pageViewOf(typed, 200, own).entry).toBe(true);
    const fromOwn = request("/contact", "", { "user-agent": CHROME_DESKTOP, "sec-fetch-site": "same-origin" });
    expect(pageViewOf(fromOwn, 200, own).entry).toBe(false);
    // A browser without Sec-Fetch-Site: the Referer decides.
    const oldOwn = request("/contact", "", { "user-agent": CHROME_DESKTOP, referer: "https://quellwerk-software.de/" });
    expect(pageViewOf(oldOwn, 200, own).entry).toBe(false);
    const oldNone = request("/contact", "", { "user-agent": CHROME_DESKTOP });
    expect(pageViewOf(oldNone, 200, own).entry).toBe(true);
  });
});
