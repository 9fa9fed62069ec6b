import { get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildSearchIndex } from "../../scripts/search-index";
import type { SearchResponse } from "../../app/search/search-query";
import type { Logger } from "../log";
import { createSearchService, SEARCH_REQUESTS_PER_MINUTE } from "./search-service";

/**
 * The JSON endpoint of the live results, on a real HTTP server with the index of this working tree:
 * the answers a browser gets, and the ones a flood or a broken client gets (never a 5xx).
 */
const lines: string[] = [];
const log: Logger = {
  debug: (m, f) => void lines.push(JSON.stringify({ m, f })),
  info: (m, f) => void lines.push(JSON.stringify({ m, f })),
  warn: (m, f) => void lines.push(JSON.stringify({ m, f })),
  error: (m, f) => void lines.push(JSON.stringify({ m, f })),
  child: () => log,
};
const index = buildSearchIndex();

async function serve(rateLimit: boolean) {
  const app = express();
  // As in server/app.ts: the endpoint's answers pass the compression middleware.
  app.use(compression());
  app.use(createSearchService({ index, log, rateLimit }).router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("GET /api/search", () => {
  let base = "";
  let close: () => Promise<unknown>;
  beforeAll(async () => ({ base, close } = await serve(false)));
  afterAll(() => close());
  const get = (query: string, init?: RequestInit) => fetch(`${base}/api/search${query}`, init);

  test("answers the results of the query's language, with sections and marks", async () => {
    const res = await get("?q=Fraunhofr&lang=de");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as SearchResponse;
    expect(body.query).toBe("Fraunhofr");
    expect(body.results[0]).toMatchObject({ url: "/fraunhofer-reference", section: "Referenz" });
    expect(body.results[0]!.title[0]).toEqual({ text: "Fraunhofer", mark: true });
    const en = (await (await get("?q=Fraunhofr&lang=en")).json()) as SearchResponse;
    expect(en.results[0]).toMatchObject({ url: "/en/fraunhofer-reference", section: "Case study" });
  });

  test("at most six results, and how many there are in all", async () => {
    const body = (await (await get("?q=App&lang=de")).json()) as SearchResponse;
    expect(body.results).toHaveLength(6);
    expect(body.total).toBeGreaterThan(6);
  });

  test.each([
    ["no query", "", 200],
    ["an empty query", "?q=&lang=en", 200],
    ["Unicode", `?q=${encodeURIComponent("Ünïcødé 🙂 中文")}&lang=de`, 200],
    ["markup", `?q=${encodeURIComponent("<script>alert(1)</script>")}`, 200],
    ["200 characters", `?q=${"a".repeat(200)}`, 200],
    ["5,000 characters", `?q=${"a".repeat(5000)}`, 400],
    ["two queries", "?q=a&q=b", 400],
    ["an unknown parameter", "?q[x]=a", 200],
    ["another language", "?q=app&lang=fr", 400],
    ["broken percent-encoding", "?q=%E0%A4%A", 200],
  ])("%s: %s → %i with a JSON answer", async (_name, query, status) => {
    const res = await get(query);
    expect(res.status).toBe(status);
    const text = await res.text();
    expect(text).not.toContain("<script>");
    const body = JSON.parse(text) as SearchResponse & { error?: string };
    if (status === 400) expect(body.error).toMatch(/^(q|lang): /);
    else expect(body.results.length).toBeGreaterThanOrEqual(0);
  });

  /** The answer's bytes as they travel (fetch would decompress them). */
  const raw = (query: string, acceptEncoding?: string) =>
    new Promise<{ encoding?: string; vary?: string; length?: string; body: Buffer }>((resolve, reject) =>
      httpGet(
        `${base}/api/search${query}`,
        { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              encoding: res.headers["content-encoding"],
              vary: res.headers.vary,
              length: res.headers["content-length"],
              body: Buffer.concat(chunks),
            }),
          );
        },
      ).on("error", reject),
    );

  test("answers of 1 KB or more are compressed once, in the best encoding the client takes; smaller ones not", async () => {
    const plain = await raw("?q=App&lang=de");
    expect(plain.encoding).toBeUndefined();
    const answer = JSON.parse(plain.body.toString()) as SearchResponse;
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await raw("?q=App&lang=de", "gzip, deflate, br");
    // Compressed whole, in one piece with its length (the middleware's stream sends it in chunks).
    expect(br).toMatchObject({ encoding: "br", vary: "Accept-Encoding", length: String(br.body.length) });
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(answer);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await raw("?q=App&lang=de", "gzip, deflate");
    expect(gzip).toMatchObject({ encoding: "gzip", length: String(gzip.body.length) });
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(answer);

    const small = await raw("?q=Quantenkryptografie&lang=de", "gzip, deflate, br");
    expect(small.body.length).toBeLessThan(1024);
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ total: 0, results: [] });
  });

  test("other methods: 405 with Allow", async () => {
    const res = await get("?q=app", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  test("no query is logged", async () => {
    await get("?q=geheimprojekt-xyz");
    expect(lines.join("\n")).not.toContain("geheimprojekt");
  });
});

test(`a client gets ${SEARCH_REQUESTS_PER_MINUTE} answers a minute, then 429 with Retry-After`, async () => {
  const { base, close } = await serve(true);
  try {
    for (let i = 0; i < SEARCH_REQUESTS_PER_MINUTE; i++)
      expect((await fetch(`${base}/api/search?q=app${i % 7}`)).status).toBe(200);
    const refused = await fetch(`${base}/api/search?q=app`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/too many/) });
  } finally {
    await close();
  }
});
