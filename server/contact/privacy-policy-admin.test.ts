import { describe, expect, it } from "vitest";
import { documentText } from "../../app/content-model/legal/document";
import { privacyFacts } from "../../app/content-model/legal/operation";
import { privacyDe } from "../../app/content-model/legal/privacy-de";
import { privacyPolicy } from "../../app/content-model/legal/privacy-policy";
import { githubHandler, type KeystaticHandler } from "../admin";
import { testConfig } from "../../tests/support/contact-harness";

/**
 * The production admin as the policy states it (issue 40): the cookies it names are the cookies
 * Keystatic's handler sets, with the lifetime and flags the text gives; without the admin's settings
 * the policy says nothing of it. Keystatic is called as server/admin.ts mounts it, without GitHub: the
 * sign-in's first step and the sign-out answer without a request to GitHub.
 */

const ADMIN = {
  KEYSTATIC_GITHUB_REPO: "agentur/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23li-test",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret-for-tests",
  KEYSTATIC_SECRET: "0123456789abcdef0123456789abcdef0123456789abcdef",
};

const policyFor = (env: Record<string, string>) =>
  documentText(privacyPolicy(privacyFacts(testConfig(env)), privacyDe.phrases)).replace(/[\s\u00a0]+/g, " ");

async function setCookies(handler: KeystaticHandler, path: string): Promise<string[]> {
  const answer = await handler({
    method: "GET",
    url: `https://www.agency.test/api/keystatic/${path}`,
    headers: { get: () => null },
    json: async () => ({}),
  });
  const headers =
    answer.headers instanceof Headers ? [...answer.headers.entries()] : Object.entries(answer.headers ?? {});
  const pairs = Array.isArray(answer.headers) ? answer.headers : headers;
  return pairs.filter(([name]) => name.toLowerCase() === "set-cookie").map(([, value]) => value);
}

describe("the production admin's cookies as the policy states them", () => {
  it("names exactly the cookies Keystatic sets: the sign-in's one-day state cookie and the two sign-in cookies", async () => {
    const config = testConfig(ADMIN);
    const text = policyFor(ADMIN);
    const handler = await githubHandler(config.admin!);

    // The first step of the sign-in: the state cookie „ks-…“, HttpOnly, at most one day.
    const login = await setCookies(handler, "github/login?from=branch/main");
    expect(login).toHaveLength(1);
    expect(login[0]).toMatch(/^ks-[0-9a-f]+=/);
    expect(login[0]).toContain("Max-Age=86400");
    expect(login[0]).toContain("HttpOnly");
    expect(text).toContain(
      "„ks-…“ merkt sich während der Anmeldung, welche Ansicht danach geöffnet wird, und gilt höchstens einen Tag",
    );

    // Signing out expires the two cookies that carry the sign-in: the policy names both, and no other.
    const logout = await setCookies(handler, "github/logout");
    const names = logout.map((c) => c.slice(0, c.indexOf("="))).sort();
    expect(names).toEqual(["keystatic-gh-access-token", "keystatic-gh-refresh-token"]);
    for (const name of names) expect(text).toContain(`„${name}“`);
    expect(text).toContain("Mit der Abmeldung werden die Anmelde-Cookies gelöscht.");
    const named = [...text.matchAll(/„((?:keystatic|ks)-[^“]*)“/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...names, "ks-…"].sort());
  });

  it("without the admin's settings: no editors, no cookie, no GitHub", () => {
    const text = policyFor({});
    for (const words of ["Redaktion", "keystatic", "GitHub", "Cookies setzt allein"]) expect(text).not.toContain(words);
  });
});
