// After `react-router build`: derive from the prerendered HTML what the server and crawlers need.
//  - build/csp-hashes.json: SHA-256 hashes of each page's inline scripts, so the CSP can allow
//    exactly those scripts without 'unsafe-inline' (prerendered files cannot carry a nonce).
//  - build/client/sitemap.xml and robots.txt: every indexable page, by its canonical URL, with the
//    page's hreflang alternates (its German and English editions and x-default) as xhtml:link. When no
//    page may be indexed (the demo identity, app/lib/meta.ts), there is no sitemap and robots.txt names
//    none; it still allows crawling, so that search engines read each page's noindex.
//  - build/build-info.json: the origin the canonical links were built for.
//  - the bootstrap's worker (app/lib/chunk-download.worker.ts) moved to build/client/assets: Vite
//    emits a worker that server code imports (`?worker&url`) into the server build and leaves it out
//    of the manifest React Router reads to move such files to the client.
//  - x.br and x.gz beside every compressible file of build/client and build/not-found, so the server
//    never compresses a built file per request (server/static-files.ts picks the variant);
//    POSTBUILD_COMPRESS=0 skips them.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");

const serverAssets = path.join(buildDir, "server", "assets");
for (const name of existsSync(serverAssets) ? readdirSync(serverAssets) : []) {
  if (/\.worker-[\w-]+\.js$/.test(name))
    renameSync(path.join(serverAssets, name), path.join(clientDir, "assets", name));
}

function* allFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* allFiles(full);
    else yield full;
  }
}
const htmlFiles = (dir) => [...allFiles(dir)].filter((file) => path.basename(file) === "index.html");

const routePath = (file) => {
  const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  return rel === "" ? "/" : `/${rel}`;
};

/** The page's `<link rel="alternate" hreflang>` tags as [hreflang, href], in document order. */
const alternatesOf = (html) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) =>
      Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]])),
    )
    .filter((attrs) => attrs.rel === "alternate" && attrs.hreflang && attrs.href)
    .map((attrs) => [attrs.hreflang, attrs.href]);

const hashes = {};
const canonicals = new Map();
let siteUrl;
for (const file of htmlFiles(clientDir)) {
  const html = readFileSync(file, "utf8");
  hashes[routePath(file)] = inlineScriptHashes(html);
  const robots = html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? "";
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  if (canonical && !robots.includes("noindex")) canonicals.set(canonical, alternatesOf(html));
  if (canonical && !siteUrl) siteUrl = new URL(canonical).origin;
}

writeFileSync(path.join(buildDir, "csp-hashes.json"), JSON.stringify(hashes, null, 2));
writeFileSync(
  path.join(buildDir, "build-info.json"),
  JSON.stringify({ siteUrl, builtAt: new Date().toISOString() }, null, 2),
);

const urls = [...canonicals.keys()].sort((a, b) => a.length - b.length || a.localeCompare(b));
const entry = (url) =>
  [
    `  <url>`,
    `    <loc>${url}</loc>`,
    ...canonicals.get(url).map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`),
    `  </url>`,
  ].join("\n");
const sitemap = path.join(clientDir, "sitemap.xml");
if (urls.length > 0) {
  writeFileSync(
    sitemap,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls
      .map(entry)
      .join("\n")}\n</urlset>\n`,
  );
  writeFileSync(path.join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
} else {
  // A sitemap lists pages to index, and has at least one: none here (a build over an old one removes it).
  rmSync(sitemap, { force: true });
  writeFileSync(
    path.join(clientDir, "robots.txt"),
    `# Every page of this site is "noindex" (a demo). Crawling stays allowed so that search engines see it.\nUser-agent: *\nAllow: /\n`,
  );
}

const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|webmanifest|map|data)$/;
let compressed = 0;
// POSTBUILD_COMPRESS=0 skips the precompressed variants (a throw-away test build reads only the files).
// Also the not-found pages (build/not-found, written by scripts/prerender-extra.ts).
const notFoundDir = path.join(buildDir, "not-found");
const files =
  process.env.POSTBUILD_COMPRESS === "0"
    ? []
    : [clientDir, notFoundDir]
        .filter((dir) => existsSync(dir))
        .flatMap((dir) => [...allFiles(dir)])
        .filter((file) => path.basename(file) !== "pages.json");
for (const file of files) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  compressed++;
}

console.log(
  `postbuild: ${Object.keys(hashes).length} prerendered pages, ${urls.length} in the sitemap, ${compressed} files precompressed`,
);
