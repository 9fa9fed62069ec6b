/**
 * The hero drawings, by name: "home/hero", "about/hero", "services/mvp-hero" for
 * app/assets/art/<name>.svg. A page's hero content names its drawing, so the copy modules stay plain
 * data that tests can import outside Vite (as people.ts does for avatars).
 */
const files = import.meta.glob<DrawingAsset>(["../assets/art/*/hero.svg", "../assets/art/services/*-hero.svg"], {
  query: "?drawing",
  import: "default",
  eager: true,
});

export function heroArt(name: string): DrawingAsset {
  const art = files[`../assets/art/${name}.svg`];
  if (!art) throw new Error(`No hero drawing app/assets/art/${name}.svg`);
  return art;
}
