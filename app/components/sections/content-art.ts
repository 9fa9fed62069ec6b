/**
 * The drawings content files name besides heroes, projects and avatars: customer wordmarks
 * ("logos/edeka") and the service pages' illustrations ("services/mvp-pitch"), under app/assets/art.
 * The content schema checks that each named file exists (app/content/schema/fields.ts).
 */
const files = import.meta.glob<DrawingAsset>(
  ["../../assets/art/logos/*.svg", "../../assets/art/services/*.svg", "!../../assets/art/services/*-hero.svg"],
  { query: "?drawing", import: "default", eager: true },
);

export function contentArt(name: string): DrawingAsset {
  const art = files[`../../assets/art/${name}.svg`];
  if (!art) throw new Error(`No drawing app/assets/art/${name}.svg`);
  return art;
}
