import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { counterpart, enPaths, languageOf, paths, type Language } from "../app/paths";
import type { Logger } from "./log";
import { contentSecurityPolicy } from "./security-headers";
import { loadStaticFiles, sendStaticFile, type StaticFile } from "./static-files";

/**
 * Unknown addresses answered from the prerendered not-found pages (issue 43,
 * docs/decisions/0018-what-is-rendered-per-request.md): a scanner's `/wp-login.php` costs what a
 * page costs, not a React render and a compression per request.
 *
 * A not-found page's HTML depends on more than its route: React Router puts into it the routes of
 * every parent address (`/about` for `/about/x`), the header marks the page of such a parent as
 * current, and the language switch leads to the address's counterpart. So the prerendered page is
 * served only where it is, byte for byte, what React Router would render for the address: where no
 * route but the not-found page's own claims any part of it. Everything else (an address below a page,
 * one spelled in other letter case, one shaped like a reference page) is left to React Router, inside
 * the per-client budget (http/render-budget.ts). tests/e2e/unknown-addresses.spec.ts compares both for
 * every kind of address.
 */

/** build/not-found/pages.json, written by scripts/prerender-extra.ts. */
export type NotFoundManifest = {
  /** The path of every route of the build (aliases included), as the route table spells them. */
  routePaths: string[];
  pages: NotFoundPageEntry[];
};
export type NotFoundPageEntry = {
  routeId: string;
  /** The route's pattern: "*", "/en/*", "/services/:service". */
  pattern: string;
  /** The address it was rendered at ("/404", "/services/404"). */
  path: string;
  /** File names in build/not-found. */
  html: string;
  data: string;
  /** CSP hashes of its inline scripts. */
  scriptHashes: string[];
};

type NotFoundPage = {
  entry: NotFoundPageEntry;
  html: StaticFile;
  data: StaticFile;
  /** The pattern's literal leading segments, as spelled ("en", "services"). */
  literal: string[];
  /** The pattern ends in one dynamic segment (":service"), not a splat. */
  oneSegment: boolean;
  /** Lower-case segments other routes put where the pattern goes on: an address with one is theirs. */
  claimed: Set<string>;
  /** The other edition, and where the prerendered page's language switch leads to in it. */
  switchTo: Language;
  switchTarget: string;
};

/** The edition's services address: the mobile menu opens its list for every address that begins so. */
const SERVICES_PREFIXES = [paths.services, enPaths.services];

const segmentsOf = (pattern: string) => pattern.split("/").filter(Boolean);
const isParameter = (segment: string) => segment.startsWith(":") || segment.endsWith("?");

/**
 * The prerendered not-found pages of a build, or none (a build without them, development). A page is
 * left out, with React Router rendering its addresses instead, when another route could take some of
 * them by a parameter: notFoundPageFor could not tell which route such an address is.
 */
export function loadNotFoundPages(buildDir: string, log?: Logger): NotFoundPage[] {
  const dir = path.join(buildDir, "not-found");
  const manifestFile = path.join(dir, "pages.json");
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as NotFoundManifest;
  const files = loadStaticFiles(dir);
  const pages: NotFoundPage[] = [];
  for (const entry of manifest.pages) {
    const segments = segmentsOf(entry.pattern);
    const literal = segments.slice(0, -1);
    const k = literal.length;
    const claimed = new Set<string>();
    let ambiguous = false;
    for (const other of manifest.routePaths) {
      if (other === entry.pattern) continue;
      const s = segmentsOf(other).map((x) => x.toLowerCase());
      for (let i = 0; i <= k && i < s.length; i++) {
        if (i < k && s[i] === literal[i]!.toLowerCase()) continue;
        // A parameter here could win an address in React Router's ranking; a splat ranks below this
        // page; a literal where the pattern goes on claims that segment for its route.
        if (isParameter(s[i]!)) ambiguous = true;
        else if (i === k && s[i] !== "*") claimed.add(s[i]!);
        break;
      }
    }
    const switchTo = languageOf(entry.path) === "de" ? "en" : "de";
    const html = files.get(`/${entry.html}`);
    const data = files.get(`/${entry.data}`);
    if (ambiguous || !html || !data) {
      log?.warn("not-found page rendered per request: another route could take its addresses", {
        route: entry.routeId,
        pattern: entry.pattern,
      });
      continue;
    }
    pages.push({
      entry,
      html,
      data,
      literal,
      oneSegment: segments.at(-1)!.startsWith(":"),
      claimed,
      switchTo,
      switchTarget: counterpart(entry.path, switchTo),
    });
  }
  // The most specific first: "/en/services/:service" before "/en/*" before "*", as React Router ranks them.
  return pages.sort((a, b) => b.literal.length - a.literal.length || Number(b.oneSegment) - Number(a.oneSegment));
}

/** The prerendered page React Router would render, byte for byte, at this address; else undefined. */
export function notFoundPageFor(pages: NotFoundPage[], pathname: string): NotFoundPage | undefined {
  // One trailing slash names the same route (React Router matches either).
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const raw = trimmed.split("/").slice(1);
  if (raw.length === 0 || raw.includes("")) return undefined; // "/", "//x": React Router's business
  // React Router matches decoded segments, without regard to letter case.
  const lower: string[] = [];
  for (const segment of raw) {
    try {
      lower.push(decodeURIComponent(segment).toLowerCase());
    } catch {
      return undefined;
    }
  }
  const services = SERVICES_PREFIXES.some((prefix) => trimmed.startsWith(prefix));
  for (const page of pages) {
    const k = page.literal.length;
    // The literal part exactly as spelled: the header and the language switch read the address as it is.
    if (raw.length <= k || page.literal.some((segment, i) => raw[i] !== segment)) continue;
    if (page.oneSegment && raw.length !== k + 1) continue;
    if (page.claimed.has(lower[k]!)) return undefined;
    if (!page.oneSegment && services) return undefined;
    if (counterpart(pathname, page.switchTo) !== page.switchTarget) return undefined;
    return page;
  }
  return undefined;
}

/**
 * GET and HEAD of an address a prerendered not-found page stands for: that page (or, for a
 * client-side navigation, its route data), status 404, the best precompressed variant, and the
 * headers React Router's answer carries (the page's CSP by hashes instead of a nonce). Without a
 * cache header and validators, as before: a 404 is not revalidated.
 */
export function notFoundPagesHandler(
  pages: NotFoundPage[],
  { routeDiscoveryPath }: { routeDiscoveryPath: string },
): RequestHandler {
  return (req, res, next) => {
    if (pages.length === 0 || (req.method !== "GET" && req.method !== "HEAD")) return next();
    // React Router's route discovery (`/__manifest`) is an address of no route, and no unknown one.
    if (req.path === routeDiscoveryPath) return next();
    const url = routerUrl(req);
    if (!url) return next();
    let pathname = url.pathname;
    const data = pathname.endsWith(".data");
    if (data) {
      // A request for some routes' data only is answered by React Router.
      if (url.searchParams.has("_routes")) return next();
      // future.v8_trailingSlashAwareDataRequests: "/x/_.data" is the data of "/x/", "/x.data" of "/x".
      pathname = pathname.endsWith("/_.data") ? pathname.slice(0, -6) : pathname.slice(0, -5);
    }
    const page = notFoundPageFor(pages, pathname);
    if (!page) return next();
    sendNotFoundPage(req, res, page, data);
  };
}

function sendNotFoundPage(req: Request, res: Response, page: NotFoundPage, data: boolean) {
  if (data) {
    // React Router's client reads an error status as its own answer only with this header.
    return sendStaticFile(req, res, page.data, { "X-Remix-Response": "yes" }, { status: 404 });
  }
  sendStaticFile(
    req,
    res,
    page.html,
    { "Content-Security-Policy": contentSecurityPolicy(page.entry.scriptHashes, { https: req.secure }) },
    { status: 404 },
  );
}

/** The URL React Router's Express adapter builds (origin-form targets only; it adds the host). */
function routerUrl(req: Request): URL | undefined {
  if (!req.originalUrl.startsWith("/")) return undefined;
  try {
    return new URL(`http://localhost${req.originalUrl}`);
  } catch {
    return undefined;
  }
}
