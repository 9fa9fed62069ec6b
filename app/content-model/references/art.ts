import type { ReferenceTeaser } from "./types";

/**
 * The drawn image of each project (visual direction in docs/decisions/0001-architecture.md): a device or browser mock-up with a stylised UI in the
 * project's own colours, 640 × 400, under app/assets/art/references/. A project's file names its
 * drawing (`card.art`, picked in the admin). Only URLs live here; a page fetches just the images it shows.
 */
const files = import.meta.glob<DrawingAsset>("../../assets/art/references/*.svg", {
  query: "?drawing",
  import: "default",
  eager: true,
});

/** A project's drawing by its name ("references/edeka"); the build has checked that the file exists. */
export function projectArt(name: ReferenceTeaser["art"]): DrawingAsset {
  const art = files[`../../assets/art/${name}.svg`];
  if (!art) throw new Error(`No drawing app/assets/art/${name}.svg`);
  return art;
}
