import { fileURLToPath } from "node:url";
import { readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { defineConfig, type Plugin } from "vite";
import { forEditors, reactAriaForEditors } from "./keystatic-ui";

/**
 * The content admin's own bundle (docs/decisions/0016-content-admin.md): admin/index.html with
 * Keystatic's user interface under /keystatic/, built apart from the site so that nothing of it
 * reaches a public page. `npm run build` builds it into BUILD_DIR/admin when KEYSTATIC_GITHUB_REPO
 * names the repository it commits to (scripts/build.mjs); `npm run dev` serves it from the sources
 * with local storage (server/admin.ts).
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const repo = process.env.KEYSTATIC_GITHUB_REPO;
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

/** The repository a production admin commits to: required to build it. */
function repoOfBuild() {
  if (!repo || !/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/.test(repo))
    throw new Error(
      `admin: KEYSTATIC_GITHUB_REPO=${repo ?? ""} must name the repository ("owner/name") the admin commits to`,
    );
  return repo;
}

/**
 * `virtual:admin-build`: where the admin saves (keystatic.config.ts Storage), fixed when the page is
 * built (local in `npm run dev`, the GitHub repository in a production build); and the file beside
 * the built page that tells the server which repository that is (server/admin.ts checks it).
 */
function storage(value: { kind: "local" } | { kind: "github"; repo: string }): Plugin {
  const id = "virtual:admin-build";
  return {
    name: "admin-build",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) => (loaded === `\0${id}` ? `export const storage = ${JSON.stringify(value)};` : null),
    generateBundle() {
      if (value.kind === "github")
        this.emitFile({ type: "asset", fileName: "admin-info.json", source: JSON.stringify({ repo: value.repo }) });
    },
  };
}

/**
 * Keystatic's user interface adds a stylesheet from Google Fonts: the site sends nothing to third
 * parties (and the admin's CSP would block it), so the element goes; admin.css sets Inter from our
 * own files. Applied to the build (Rollup) and to the development server's dependency bundle (esbuild).
 */
const GOOGLE_FONTS =
  /\/\*#__PURE__\*\/jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/;

export function withoutGoogleFonts(code: string, id: string): string {
  if (!code.includes("fonts.googleapis.com")) return code;
  const stripped = code.replace(GOOGLE_FONTS, "null");
  if (stripped.includes("fonts.googleapis.com"))
    throw new Error(`${id}: Keystatic's Google Fonts link has a new shape: update admin/vite.config.ts`);
  return stripped;
}

/**
 * The development server serves the admin without hot reload (editors do not change its code): Vite's
 * client, which would open a websocket the admin's CSP does not allow, is left out of the page.
 */
function noViteClient(): Plugin {
  return {
    name: "admin-no-vite-client",
    apply: "serve",
    transformIndexHtml: {
      order: "post",
      handler: (html) => html.replace(/<script type="module" src="\/keystatic\/@vite\/client"><\/script>\s*/, ""),
    },
  };
}

/**
 * x.gz beside every text file of the build, as scripts/postbuild.mjs does for the site: the server
 * sends the precompressed file (server/static-files.ts) and never compresses 3 MB per request.
 */
function precompressed(): Plugin {
  let outDir = "";
  return {
    name: "admin-precompressed",
    apply: "build",
    configResolved: (resolved) => void (outDir = resolved.build.outDir),
    closeBundle() {
      for (const file of readdirSync(outDir, { recursive: true, encoding: "utf8" }))
        if (/\.(js|css|svg|html|json)$/.test(file)) {
          const full = path.join(outDir, file);
          writeFileSync(`${full}.gz`, gzipSync(readFileSync(full), { level: 9 }));
        }
    },
  };
}

/**
 * Keystatic's browser files as the admin uses them: no Google Fonts, German words, a wider sidebar;
 * react-aria's translations with their English words German (keystatic-ui.ts).
 */
const REACT_ARIA_INTL = /react-aria[\\/]dist[\\/].*[\\/]intl[\\/]/;
const patched = (code: string, id: string) =>
  REACT_ARIA_INTL.test(id) ? reactAriaForEditors(code, id) : forEditors(withoutGoogleFonts(code, id));

function keystaticPatches(): Plugin {
  return {
    name: "admin-keystatic-patches",
    enforce: "pre",
    transform(code, id) {
      if (!/@keystatic[\\/]core|@keystar[\\/]ui/.test(id) && !REACT_ARIA_INTL.test(id)) return null;
      const changed = patched(code, id);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  root: path.join(root, "admin"),
  base: "/keystatic/",
  publicDir: false,
  cacheDir: path.join(root, "node_modules/.vite-admin"),
  appType: "spa",
  plugins: [
    storage(command === "build" ? { kind: "github", repo: repoOfBuild() } : { kind: "local" }),
    keystaticPatches(),
    noViteClient(),
    precompressed(),
  ],
  resolve: {
    // The content schemas check that a drawing's file exists; in the browser against the bundle's list.
    alias: {
      "node:fs": path.join(root, "admin/browser/fs.ts"),
      "node:path": path.join(root, "admin/browser/path.ts"),
    },
  },
  esbuild: { jsx: "automatic" },
  optimizeDeps: {
    include: ["@keystatic/core/ui", "@keystatic/core", "react", "react-dom/client", "zod"],
    esbuildOptions: {
      plugins: [
        {
          // The name enters the hash of Vite's dependency cache: a changed patch rebuilds the bundle (the
          // whole module: a table, and also a changed pattern of the save check or the saved notice).
          name: `admin-keystatic-patches-${createHash("sha256")
            .update(readFileSync(path.join(root, "admin/keystatic-ui.ts")))
            .update(GOOGLE_FONTS.source)
            .digest("hex")
            .slice(0, 8)}`,
          setup(build) {
            const files =
              /(@keystatic[\\/]core|@keystar[\\/]ui)[\\/]dist[\\/].*\.js$|react-aria[\\/]dist[\\/].*[\\/]intl[\\/].*\.m?js$/;
            build.onLoad({ filter: files }, async (args) => {
              const { readFile } = await import("node:fs/promises");
              return { contents: patched(await readFile(args.path, "utf8"), args.path), loader: "js" };
            });
          },
        },
      ],
    },
  },
  // The sources and the installed packages (node_modules may be a link, as in the tests' copies).
  server: { fs: { allow: [root, realpathSync(path.join(root, "node_modules"))] } },
  build: {
    outDir: path.join(buildDir, "admin"),
    emptyOutDir: true,
    // Inline nothing: every file is hashed and served by the admin's own routes (server/admin.ts).
    assetsInlineLimit: 0,
    // Keystatic's interface is one large bundle (about 3 MB, 0.9 MB compressed), loaded by editors only.
    chunkSizeWarningLimit: 4096,
    reportCompressedSize: false,
  },
}));
