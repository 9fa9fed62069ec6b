/**
 * The drawings content files name besides heroes, projects, avatars and logos: the service pages'
 * illustrations ("services/mvp-pitch"), under app/assets/art. The content schema checks that each
 * named file exists (app/content-model/schema/fields.ts). Customer wordmarks have their own lookup
 * (logo-strip.tsx), so the home page does not carry the service pages' drawings.
 */
const files = import.meta.glob<DrawingAsset>(
  ["../../assets/art/services/*.svg", "!../../assets/art/services/*-hero.svg"],
  { query: "?drawing", import: "default", eager: true },
);

export function contentArt(name: string): DrawingAsset {
  const art = files[`../../assets/art/${name}.svg`];
  if (!art) throw new Error(`No drawing app/assets/art/${name}.svg`);
  return art;
}
