import http from "node:http";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, sendStaticFile } from "./static-files";

const html = "<!DOCTYPE html><title>Start</title>" + "<p>Softwareentwicklung aus einer Hand.</p>".repeat(50);
let origin: string;
let close: () => void;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  mkdirSync(path.join(dir, "about"));
  writeFileSync(path.join(dir, "about", "index.html"), html);
  writeFileSync(path.join(dir, "about", "index.html.br"), brotliCompressSync(html));
  writeFileSync(path.join(dir, "about", "index.html.gz"), gzipSync(html));
  writeFileSync(path.join(dir, "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const files = loadStaticFiles(dir);
  const app = express();
  app.use((req, res, next) => {
    const file = files.get(req.path);
    return file ? sendStaticFile(req, res, file, { "Cache-Control": "no-cache" }) : next();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

type Raw = { status: number; headers: { get(name: string): string | null }; body: Buffer };

/** A raw request (fetch would decompress the body and hide what was sent). */
function get(p: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(origin + p, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("precompressed static files", () => {
  it("sends the brotli file built beside the original when the client accepts br", async () => {
    const res = await get("/about/index.html", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const body = res.body;
    expect(body.length).toBe(Number(res.headers.get("content-length")));
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it("falls back to gzip, then to the original, following the client's preferences", async () => {
    expect((await get("/about/index.html", { "Accept-Encoding": "gzip" })).headers.get("content-encoding")).toBe(
      "gzip",
    );
    expect(
      (await get("/about/index.html", { "Accept-Encoding": "br;q=0.5, gzip;q=1" })).headers.get("content-encoding"),
    ).toBe("gzip");
    const plain = await get("/about/index.html", { "Accept-Encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body.toString()).toBe(html);
  });

  it("answers 304 to a matching ETag and no body to HEAD", async () => {
    const first = await get("/about/index.html", { "Accept-Encoding": "br" });
    const etag = first.headers.get("etag")!;
    const again = await get("/about/index.html", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    const head = await get("/about/index.html", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("serves files without variants as they are, without Vary", async () => {
    const res = await get("/logo.png", { "Accept-Encoding": "br" });
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
  });

  it("knows only the files it indexed: no path leads outside the folder", async () => {
    expect((await get("/../package.json")).status).toBe(404);
    expect((await get("/about/index.html.br")).status).toBe(404);
  });
});

describe("immutable (hashed) files", () => {
  it("leave the document-only headers to pages: the favicon is revalidated but carries none of them", async () => {
    const app = express();
    const files = loadStaticFiles(mkdtempSync(path.join(tmpdir(), "static-documents-")));
    const file = (contentType: string, body: string) => ({
      contentType,
      lastModified: new Date(0).toUTCString(),
      variants: { identity: { body: Buffer.from(body), etag: '"y"' } },
    });
    files.set("/favicon.svg", file("image/svg+xml", "<svg/>"));
    files.set("/about", file("text/html; charset=utf-8", "<!doctype html>"));
    app.use((req, res) => {
      res.setHeader("X-Frame-Options", "DENY");
      res.setHeader("Permissions-Policy", "camera=()");
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      sendStaticFile(req, res, files.get(req.path)!, { "Cache-Control": "max-age=3600" });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const [icon, page] = await Promise.all([fetch(`${origin}/favicon.svg`), fetch(`${origin}/about`)]);
    server.close();
    expect(icon.headers.get("etag")).toBe('"y"');
    expect(icon.headers.get("x-frame-options")).toBeNull();
    expect(icon.headers.get("permissions-policy")).toBeNull();
    // An SVG can be opened as a document: it keeps its CSP.
    expect(icon.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("permissions-policy")).toBe("camera=()");
  });

  it("carry no validators, none of the document-only headers and, scripts, styles and fonts, no CSP", async () => {
    const app = express();
    const files = loadStaticFiles(mkdtempSync(path.join(tmpdir(), "static-immutable-")));
    files.set("/assets/app-abc123.js", {
      contentType: "text/javascript; charset=utf-8",
      lastModified: new Date(0).toUTCString(),
      variants: { identity: { body: Buffer.from("export {};"), etag: '"x"' } },
    });
    app.use((req, res) => {
      res.setHeader("X-Frame-Options", "DENY");
      res.setHeader("Permissions-Policy", "camera=()");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      sendStaticFile(
        req,
        res,
        files.get("/assets/app-abc123.js")!,
        { "Cache-Control": "immutable" },
        { immutable: true },
      );
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/app-abc123.js`);
    server.close();
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("last-modified")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("permissions-policy")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(await res.text()).toBe("export {};");
  });
});
