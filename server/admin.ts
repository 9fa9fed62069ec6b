import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type Request, type RequestHandler, type Router } from "express";
import type { Config } from "./config";
import { policy } from "./security-headers";
import { StartupError } from "./startup-error";
import { loadStaticFiles, sendStaticFile } from "./static-files";

/**
 * The content admin (Keystatic, docs/decisions/0016-content-admin.md) on the server: its page under
 * /keystatic and its API under /api/keystatic, with headers of their own: never indexed, never
 * cached, and a CSP that allows what Keystatic's interface needs (inline styles) on these paths only;
 * the public pages keep theirs (server/security-headers.ts).
 *
 * Development (`npm run dev`): local storage, the files of this working tree, no account. Production:
 * nothing at all unless the GitHub settings are complete (config.admin); then the page of the build
 * (BUILD_DIR/admin) and Keystatic's GitHub sign-in, so a save is a commit in the repository.
 */

export const ADMIN_PATH = "/keystatic";
export const ADMIN_API_PATH = "/api/keystatic";

/** Keystatic's request handler (@keystatic/core/api/generic): a fetch-like request in, a plain answer out. */
type KeystaticRequest = {
  headers: { get(name: string): string | null };
  method: string;
  url: string;
  json(): Promise<unknown>;
};
type KeystaticResponse = {
  status?: number;
  headers?: [string, string][] | Record<string, string> | Headers;
  body?: string | Uint8Array | null;
};
export type KeystaticHandler = (request: KeystaticRequest) => Promise<KeystaticResponse>;

/** Hosts the browser talks to in GitHub mode: the API, file contents, the signed-in user's picture. */
const GITHUB_CONNECT = ["https://api.github.com", "https://raw.githubusercontent.com"];
const GITHUB_IMAGES = ["https://avatars.githubusercontent.com"];

/**
 * The admin's CSP: its own scripts only, inline styles (Keystatic styles with emotion), images from
 * the admin and picked files (blob:, data:), and in GitHub mode GitHub's API. No framing, no plugins.
 */
function adminContentSecurityPolicy({ github, https = false }: { github: boolean; https?: boolean }) {
  return policy({
    style: ["'unsafe-inline'"],
    img: ["data:", "blob:", ...(github ? GITHUB_IMAGES : [])],
    connect: github ? GITHUB_CONNECT : [],
    https,
  });
}

/**
 * Headers of every admin answer: not indexed, not stored, the admin's CSP, and a window of its own
 * (COOP): an editor is signed in here, so no other site's window keeps a handle on the admin's.
 */
function adminHeaders(github: boolean): RequestHandler {
  return (req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Content-Security-Policy", adminContentSecurityPolicy({ github, https: req.secure }));
    next();
  };
}

const MAX_BODY = 25 * 1024 * 1024; // a save carries every changed file base64-encoded

function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error("request body too large"), { status: 413 }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * Express in front of Keystatic's handler. The request URL is absolute (Keystatic builds its GitHub
 * callback address from it): the public origin in production (SITE_URL, never a Host header a
 * client chose), the address the browser used in development.
 */
function apiRoute(handler: KeystaticHandler, origin: (req: Request) => string): RequestHandler {
  return async (req, res, next) => {
    try {
      let body: Promise<Buffer> | undefined;
      const answer = await handler({
        method: req.method,
        url: origin(req) + req.originalUrl,
        headers: { get: (name) => req.get(name) ?? null },
        json: async () => JSON.parse((await (body ??= readBody(req))).toString("utf8")),
      });
      const headers =
        answer.headers instanceof Headers
          ? [...answer.headers.entries()]
          : Array.isArray(answer.headers)
            ? answer.headers
            : Object.entries(answer.headers ?? {});
      for (const [name, value] of headers) res.append(name, value);
      res.status(answer.status ?? 200);
      if (answer.body === null || answer.body === undefined) res.end();
      else res.end(typeof answer.body === "string" ? answer.body : Buffer.from(answer.body));
    } catch (err) {
      if (err instanceof SyntaxError) return void res.status(400).type("text/plain").send("Ungültige Anfrage.");
      next(err);
    }
  };
}

/** The admin in development: Keystatic's local API on this working tree, the page from Vite. */
export function devAdminRouter({ handler, ui }: { handler: KeystaticHandler; ui: RequestHandler }): Router {
  const router = express.Router();
  router.use([ADMIN_PATH, ADMIN_API_PATH], adminHeaders(false));
  router.use(
    ADMIN_API_PATH,
    apiRoute(handler, (req) => `${req.protocol}://${req.get("host")}`),
  );
  router.use(ADMIN_PATH, (req, res, next) => {
    // Vite serves the page under /keystatic/ (its base); Keystatic's own links also say /keystatic.
    if (req.originalUrl === ADMIN_PATH) return res.redirect(302, `${ADMIN_PATH}/`);
    // Vite's modules are not documents: no caching rules beyond Vite's own.
    res.removeHeader("Cache-Control");
    next();
  });
  router.use(ADMIN_PATH, (req, res, next) => {
    // Vite's middlewares expect the full URL; the mount point stripped it.
    req.url = req.originalUrl;
    ui(req, res, next);
  });
  return router;
}

/** Without the admin's settings its paths do not exist: 404 for every method, never indexed. */
export function adminNotServed(): Router {
  const router = express.Router();
  router.use([ADMIN_PATH, ADMIN_API_PATH], (_req, res) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.status(404).type("text/plain").send("Nicht gefunden.");
  });
  return router;
}

/** What the production server needs to serve the admin: settings and the built page. */
export type AdminSettings = NonNullable<Config["admin"]>;

/** The file the admin build leaves beside its page: the repository it was built for. */
const ADMIN_BUILD_INFO = "admin-info.json";

/**
 * Production: the built page must exist and commit to the configured repository, else the server
 * refuses to start (one line, naming the setting and the fix).
 */
export function checkAdminBuild(config: Config) {
  if (!config.admin) return;
  const dir = path.resolve(config.buildDir, "admin");
  const info = path.join(dir, ADMIN_BUILD_INFO);
  if (!existsSync(path.join(dir, "index.html")) || !existsSync(info))
    throw new StartupError(
      `KEYSTATIC_GITHUB_REPO is set but BUILD_DIR=${config.buildDir} holds no admin (${path.join(dir, "index.html")} is missing): build with KEYSTATIC_GITHUB_REPO=${config.admin.repo} npm run build.`,
    );
  const built = (JSON.parse(readFileSync(info, "utf8")) as { repo?: string }).repo;
  if (built !== config.admin.repo)
    throw new StartupError(
      `KEYSTATIC_GITHUB_REPO=${config.admin.repo} differs from the repository the admin was built for (${built}): rebuild with KEYSTATIC_GITHUB_REPO=${config.admin.repo} npm run build.`,
    );
}

/** The admin in production (GitHub mode): the built page and Keystatic's GitHub sign-in. */
export function productionAdminRouter({
  config,
  handler,
}: {
  config: Pick<Config, "buildDir" | "siteUrl">;
  handler: KeystaticHandler;
}): Router {
  const files = loadStaticFiles(path.resolve(config.buildDir, "admin"));
  const page = files.get("/index.html")!;
  const router = express.Router();
  router.use([ADMIN_PATH, ADMIN_API_PATH], adminHeaders(true));
  router.use(
    ADMIN_API_PATH,
    apiRoute(handler, () => config.siteUrl),
  );
  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = req.path.startsWith("/assets/") ? files.get(req.path) : undefined;
    if (asset) {
      res.removeHeader("Cache-Control");
      return sendStaticFile(
        req,
        res,
        asset,
        { "Cache-Control": "public, max-age=31536000, immutable" },
        { immutable: true },
      );
    }
    if (req.path.startsWith("/assets/")) return void res.status(404).type("text/plain").send("Nicht gefunden.");
    // Every other path below /keystatic is a view of Keystatic's own router: the one page.
    sendStaticFile(req, res, page, { "Cache-Control": "no-store" });
  };
  router.use(ADMIN_PATH, serve);
  return router;
}

/** Keystatic's GitHub handler for the production router (loaded only when the admin is configured). */
export async function githubHandler(settings: AdminSettings): Promise<KeystaticHandler> {
  const { makeGenericAPIRouteHandler } = await import("@keystatic/core/api/generic");
  const { config } = await import("@keystatic/core");
  return makeGenericAPIRouteHandler({
    config: config({ storage: { kind: "github", repo: settings.repo as `${string}/${string}` } }),
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    secret: settings.secret,
  }) as KeystaticHandler;
}
