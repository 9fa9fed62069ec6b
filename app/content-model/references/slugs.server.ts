import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ReferenceSlug } from "./slug";

/**
 * The reference projects with a page of their own: the names of the files in content/de/references/
 * (each has its English twin in content/en/references/; the build checks both and the names:
 * vite/content-data.ts). An editor adds a project by adding its two files in the admin; the route
 * table, the prerender list and the sitemap follow. Node only (the route table, the build
 * configuration, scripts and tests): the pages' own code takes the list from the edition, which Vite
 * builds from the same folder (content/editions/de.ts).
 */
const REPOSITORY = import.meta.url.startsWith("file:")
  ? fileURLToPath(new URL("../../../", import.meta.url))
  : // Bundled into a script that runs from memory (npm run check:identity, scripts/brand-images.mjs): those
    // run in the repository's root.
    process.cwd();

/** The projects in `root` (a copy of the repository in tests), sorted by name. */
export function referenceSlugsIn(root = REPOSITORY): ReferenceSlug[] {
  const folder = path.join(root, "content", "de", "references");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))
    .sort();
}

/** The projects of this working tree, read once when a build or a test loads this module. */
export const referenceSlugs: readonly ReferenceSlug[] = referenceSlugsIn();
