import { readdirSync } from "node:fs";
import path from "node:path";
import { contentSchemas, type ContentFile } from "../app/content/schema/files";
import { MAIN_LANGUAGE, type Editions } from "./entries";

/**
 * The editions besides German and their files, read from content/ (Node only: the admin's Vite
 * config hands the list to the browser, the development server to Keystatic's API).
 */
export function editionsOnDisk(root = "."): Editions {
  const dir = path.join(root, "content");
  return Object.fromEntries(
    readdirSync(dir)
      .filter((language) => /^[a-z]{2}$/.test(language) && language !== MAIN_LANGUAGE)
      .map((language) => [
        language,
        readdirSync(path.join(dir, language), { recursive: true, encoding: "utf8" })
          .filter((file) => /\.(yaml|mdoc)$/.test(file))
          .map((file) =>
            file
              .split(path.sep)
              .join("/")
              .replace(/\.(yaml|mdoc)$/, ""),
          )
          .filter((kind): kind is ContentFile => kind in contentSchemas)
          .sort(),
      ]),
  );
}
