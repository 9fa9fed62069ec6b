import type { ProjectScene } from "./types";

/**
 * The drawn image of each project (visual direction in docs/decisions/0001-architecture.md): a device or browser mock-up with a stylised UI in the
 * project's own colours, 640 × 400, at app/assets/art/references/<slug>.svg. Only URLs live here; a
 * page fetches just the images it shows.
 */
const files = import.meta.glob<DrawingAsset>("../../assets/art/references/*.svg", {
  query: "?drawing",
  import: "default",
  eager: true,
});

export function projectArt(scene: ProjectScene): DrawingAsset {
  const art = files[`../../assets/art/references/${scene}.svg`];
  if (!art) throw new Error(`No drawing app/assets/art/references/${scene}.svg`);
  return art;
}
