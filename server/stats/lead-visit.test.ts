import { describe, expect, it } from "vitest";
import { leadVisitOf, ownHostsOf, visitFromReferer } from "./lead-visit";

const own = ownHostsOf("https://www.quellwerk-software.de", "localhost");

describe("a lead's visit", () => {
  it("as the page remembered it: normalised like the counted pages, our own host never a referrer", () => {
    expect(
      leadVisitOf(
        {
          entryPage: "/web-development-landing/",
          referrerHost: "www.linkedin.com",
          utmSource: " newsletter ",
          utmCampaign: "herbst",
        },
        own,
      ),
    ).toEqual({
      entryPage: "/web-development-landing",
      referrerHost: "linkedin.com",
      campaign: { source: "newsletter", medium: "", campaign: "herbst" },
    });
    expect(leadVisitOf({ entryPage: "/", referrerHost: "quellwerk-software.de" }, own)).toEqual({
      entryPage: "/",
      referrerHost: undefined,
      campaign: undefined,
    });
    expect(leadVisitOf({}, own)).toBeUndefined();
    expect(leadVisitOf(undefined, own)).toBeUndefined();
  });

  it("from the Referer of a form sent without the page's script: our page and its campaign, nothing else", () => {
    expect(
      visitFromReferer("http://localhost:3000/mvp-development-landing?utm_source=google&utm_medium=cpc", own),
    ).toEqual({
      entryPage: "/mvp-development-landing",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: undefined,
    });
    expect(visitFromReferer("https://evil.example/form", own)).toBeUndefined();
    expect(visitFromReferer(undefined, own)).toBeUndefined();
  });
});
