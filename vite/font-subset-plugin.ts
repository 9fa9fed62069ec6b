import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { writeAtomically } from "./drawing-plugin.ts";

/**
 * The one web font of the site: Inter (variable, OFL), cut down at build time to the characters
 * German business copy uses and to the weights the design uses, so it stays far below the 30 KB
 * budget for the only file the first paint may wait for. The result is written into app/assets
 * (not committed), where app.css picks it up and Vite fingerprints it like any other asset.
 */

/**
 * Printable ASCII, Latin-1 (ä ö ü ß é … «») and the typography of German copy, as far as the source
 * file (Inter's "latin" cut) has glyphs for them: letters such as ğ, ł or č and the arrows live in its
 * "latin-ext" and "symbols" cuts, which the site does not load. The test beside this file fails when
 * the content or a component uses a character the subset cannot draw.
 */
export const FONT_CHARACTERS = [range(0x20, 0x7e), range(0xa0, 0xff), "„“”‚‘’–—…•·€×÷±§°™®©′″‹›−ı\u2009"].join("");

/** Weights the design uses (Tailwind's font-normal … font-extrabold). */
const WEIGHT_AXIS = { min: 400, max: 800 };

const require = createRequire(import.meta.url);
const SOURCE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const SUBSET_FILE = path.resolve("app/assets/fonts/inter-subset.woff2");

export function interSubset(): Plugin {
  return {
    name: "inter-subset",
    async buildStart() {
      await writeSubset();
    },
  };
}

/** Writes the subset unless an up-to-date one is there (same source, characters and axis). */
async function writeSubset(file = SUBSET_FILE) {
  const source = readFileSync(SOURCE);
  const key = createHash("sha256")
    .update(source)
    .update(FONT_CHARACTERS)
    .update(JSON.stringify(WEIGHT_AXIS))
    .digest("hex");
  const stamp = `${file}.source-hash`;
  if (existsSync(file) && existsSync(stamp) && readFileSync(stamp, "utf8") === key) return;
  const subset = await cutInter(source, "woff2");
  // Atomically, as every generated file: the unit tests and the build may cut it at the same time (npm test).
  await writeAtomically(file, subset);
  await writeAtomically(stamp, key);
}

/** Inter cut to FONT_CHARACTERS and WEIGHT_AXIS: the file the build writes, or as TrueType for a test to read. */
export function cutInter(source = readFileSync(SOURCE), targetFormat: "woff2" | "truetype" = "woff2") {
  return subsetFont(source, FONT_CHARACTERS, { targetFormat, variationAxes: { wght: WEIGHT_AXIS } });
}

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
}
