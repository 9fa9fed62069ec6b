import { readFileSync, utimesSync } from "node:fs";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import {
  CONTENT_DIR,
  ContentError,
  checkComplete,
  checkEditionsAgree,
  contentFiles,
  contentModule,
  languageOfFile,
  pickFields,
  readContent,
} from "./content-data.ts";
import {
  checkDrawingTable,
  checkDrawingWidths,
  drawingLanguages,
  drawingSources,
  readDrawingTable,
} from "./drawing-texts.ts";
import { languages } from "../app/paths.ts";
import { articleStatusOf } from "../app/content-model/articles/article-status.ts";
import { isPublished } from "../app/content-model/articles/publishing.ts";
import { articleFileOf } from "./article-rules.ts";
import { servePicture, withPictures } from "./article-pictures.ts";
import { articleImageFile, imagesIn } from "./article-image-rules.ts";
import type { RichNode } from "../app/content-model/articles/rich-node.ts";

const PLACEHOLDERS = path.resolve("app/content-model/placeholders.ts");
/**
 * React Router's route configuration module (relative to the root). Its config loader re-reads it,
 * and every module it imports (route-table.ts, slugs.server.ts reading content/de/references), when
 * it changes. Not slugs.server.ts itself: through this plugin (content-data.ts → route-table.ts) that
 * module is a dependency of vite.config.ts, and a changed dependency of the configuration makes Vite
 * restart its whole server, which the development server (scripts/dev.mjs) does not survive.
 */
const ROUTES_MODULE = "app/routes.ts";

/**
 * Content as data (docs/decisions/0015-content-as-data.md): `import home from
 * "../../content/de/home.yaml"` yields the checked data of content/de/home.yaml as a plain module;
 * `…/edeka.yaml?pick=card` only the named top-level fields, so a list of all projects does not carry
 * their stories into every page's JavaScript. Every
 * file in content/ is checked when a build starts, also the ones no page imports yet; a fault stops the
 * production build with one line ("content/de/home.yaml: hero.title: must not be empty") and shows
 * in the browser's error overlay in development, where a saved file reloads the pages that show it.
 */
export function contentPlugin({ root = "." } = {}): Plugin {
  const contentRoot = path.resolve(root, CONTENT_DIR) + path.sep;
  // A dev server (npm run dev, the tests) shows a fault in its overlay; a build stops.
  let server = false;
  // React Router's child compiler: a second Vite server with these plugins (without configureServer
  // and without a config file) that only reads the route modules' exports. It calls buildStart in a
  // build and in development alike, also when `npm run dev` starts; the checks are the build's and
  // the dev server's own, and the child's must never stop the process: between an editor's saves of
  // a new project's German and English file the folder is briefly one-sided.
  let childCompiler = false;
  return {
    name: "content-data",
    enforce: "pre",
    configResolved(config) {
      if (config.command === "serve") server = true;
      childCompiler = config.command === "serve" && !config.configFile;
    },
    configureServer(devServer?: ViteDevServer) {
      server = true;
      // A reference project saved in the admin for the first time (or deleted) adds (removes) a page:
      // React Router's development server re-reads its route configuration when a module it imports
      // changes, and the list of projects is a folder, so the route configuration is touched (its
      // content stays as it is).
      const projects = path.resolve(root, CONTENT_DIR, "de", "references") + path.sep;
      const routes = path.resolve(root, ROUTES_MODULE);
      const touchRoutes = () => {
        const now = new Date();
        utimesSync(routes, now, now);
      };
      const added = (file: string) => {
        if (file.startsWith(projects) && file.endsWith(".yaml")) touchRoutes();
      };
      // An article has a page once it is published: a new file, a deleted one, or a changed date or
      // draft mark (any save of an article; the route table reads which are published).
      const article = (file: string) => {
        if (/[/\\]content[/\\][a-z]{2}[/\\]articles[/\\][^/\\]+\.mdoc$/.test(file)) touchRoutes();
      };
      // An article's images: each variant the page names is encoded at its first request (and cached).
      devServer?.middlewares.use("/assets/articles/", (req, res, next) => {
        servePicture(`/assets/articles${req.url?.split("?")[0] ?? ""}`, root).then((picture) => {
          if (!picture) return next();
          res.setHeader("Content-Type", picture.type);
          res.setHeader("Cache-Control", "no-cache");
          res.end(picture.data);
        }, next);
      });
      devServer?.watcher
        .on("add", added)
        .on("unlink", added)
        .on("add", article)
        .on("unlink", article)
        .on("change", article);
    },
    async buildStart() {
      if (childCompiler) return;
      try {
        const files = contentFiles(root);
        // Each edition (content/de, content/en) has every file: a page exists in all or none.
        for (const language of languages) checkComplete(files, language);
        for (const file of files) readContent(file, root);
        // …and the same fields in every file: no part of a page in one language only.
        checkEditionsAgree(files, root);
        // The words of the drawings in each language: every text has its line, every line its text,
        // and each fits where the German one stands (vite/drawing-texts.ts).
        const drawings = drawingSources(root);
        for (const language of drawingLanguages) {
          const table = readDrawingTable(language, root);
          checkDrawingTable(table, language, drawings);
          await checkDrawingWidths(table, language, drawings);
        }
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        if (!server) {
          // One line and a non-zero exit: Vite would wrap a thrown error in its plugin trace.
          console.error(`content: ${error.message}`);
          process.exit(1);
        }
        // The dev server keeps running: the page that imports the file shows the fault.
        this.warn(error.message);
      }
    },
    async load(id) {
      const [filePath, query = ""] = id.split("?", 2) as [string, string?];
      if (!filePath.startsWith(contentRoot) || !/\.(yaml|mdoc)$/.test(filePath)) return null;
      this.addWatchFile(filePath);
      const file = path.relative(path.resolve(root), filePath).split(path.sep).join("/");
      const pick = new URLSearchParams(query).get("pick")?.split(",");
      // A draft or a future article is built into nothing (issue 37). The articles' loaders make a module
      // of every article file (import.meta.glob), so in a build an unpublished one is an empty module and
      // its words never reach build/server either. The development server shows every file as it is.
      if (!server && isUnpublishedArticle(file, filePath)) return "export default undefined;";
      try {
        const data = readContent(file, root);
        // An article's images with their pictures: the variants' addresses and sizes (vite/article-pictures.ts).
        // A file uploaded again under its name changes them: the module is read again.
        const shown = articleFileOf(file) ? await withPictures(data, file, root) : data;
        for (const image of articleFileOf(file) ? imagesIn((data as { body: RichNode[] }).body) : [])
          this.addWatchFile(path.resolve(root, articleImageFile(image.src ?? "") ?? ""));
        return contentModule(pickFields(shown, pick), PLACEHOLDERS, languageOfFile(file));
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}

/** Whether a content file is an article that is not out yet: a draft, or dated after the build's day. */
function isUnpublishedArticle(file: string, filePath: string): boolean {
  if (!/^content\/[a-z]{2}\/articles\/[^/]+\.mdoc$/.test(file)) return false;
  const status = articleStatusOf(file, readFileSync(filePath, "utf8"));
  return status !== undefined && !isPublished(status);
}
