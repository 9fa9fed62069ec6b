/**
 * The prerendered privacy policy is served only while it states this server's configuration
 * (server/app.ts, docs/decisions/0010-privacy-policy-from-configuration.md): otherwise the German
 * policy and its English translation are both left to React Router, which renders them per request
 * from the running server's facts. tests/e2e/operations.spec.ts checks the same against a real build.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { privacyFacts } from "../app/content-model/legal/operation";
import { enPaths, paths } from "../app/paths";
import { captureLog, perTest } from "../tests/support/per-test";
import { createApp } from "./app";
import { loadConfig } from "./config";

const test = perTest();

/** Every address of a privacy page: each edition's document and the data of a client-side navigation. */
const PRIVACY_FILES = [paths.privacy, enPaths.privacy].flatMap((p) => [`${p}/index.html`, `${p}.data`]);

/** A build folder with prerendered privacy pages of both editions, another page, and the facts they state (if known). */
function buildFolder(dir: string, statedFacts?: object) {
  for (const file of [...PRIVACY_FILES, `${paths.about}/index.html`]) {
    const full = path.join(dir, "client", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, `prerendered ${file}`);
  }
  if (statedFacts) writeFileSync(path.join(dir, "privacy-facts.json"), JSON.stringify({ facts: statedFacts }));
}

/** The app with a stand-in for React Router's build that counts the requests it is asked to render. */
async function serve(env: Record<string, string>) {
  const config = loadConfig({ ...env, BUILD_DIR: test.dir, DATA_DIR: test.dir });
  const log = captureLog();
  const rendered = { count: 0 };
  const build = (() => {
    rendered.count++;
    return Promise.reject(new Error("no React Router build in this test"));
  }) as unknown as () => Promise<ServerBuild>;
  const server = http.createServer(createApp({ config, log, build }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  test.defer(() => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Where a request was answered: the prerendered file, or React Router (rendered per request). */
  const answer = async (file: string) => {
    const before = rendered.count;
    const url = file.replace(/\/index\.html$/, "");
    const body = await (await fetch(base + url)).text();
    if (rendered.count > before) return "per request";
    return body === `prerendered ${file}` ? "prerendered" : `unexpected: ${body}`;
  };
  return { config, log, answer };
}

describe("privacy policy rendered per request", () => {
  it("serves both editions prerendered while the build states this server's configuration", async () => {
    const env = { RATE_LIMIT: "1" };
    buildFolder(test.dir, privacyFacts(loadConfig({ ...env, BUILD_DIR: test.dir, DATA_DIR: test.dir })));
    const { answer, log } = await serve(env);
    for (const file of PRIVACY_FILES) expect([file, await answer(file)]).toEqual([file, "prerendered"]);
    expect(log.lines.map((l) => l.msg)).not.toContainEqual(expect.stringContaining("rendered per request"));
  });

  it("renders the German policy and its English translation per request when the configuration differs", async () => {
    buildFolder(test.dir, privacyFacts(loadConfig({ BUILD_DIR: test.dir, DATA_DIR: test.dir, RATE_LIMIT: "1" })));
    const { answer, log } = await serve({ RATE_LIMIT: "0", CONTACT_AUTOREPLY: "1" });
    for (const file of PRIVACY_FILES) expect([file, await answer(file)]).toEqual([file, "per request"]);
    // Only the policy: every other prerendered page stays as built.
    expect(await answer(`${paths.about}/index.html`)).toBe("prerendered");
    const info = log.lines.find((l) => l.msg.includes("privacy policy rendered per request"));
    expect(info?.fields?.differing).toEqual(expect.arrayContaining(["rateLimit", "autoreply"]));
  });

  it("renders both per request when the build does not say which configuration it states", async () => {
    buildFolder(test.dir);
    const { answer } = await serve({});
    for (const file of PRIVACY_FILES) expect([file, await answer(file)]).toEqual([file, "per request"]);
  });
});
