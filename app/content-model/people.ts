/**
 * The drawn avatars in app/assets/art/people (people are drawn, never photographed:
 * docs/decisions/0001-architecture.md).
 * Team and testimonials name their avatar by file name, so those modules stay plain data that tests
 * can import outside Vite.
 */
const files = import.meta.glob<DrawingAsset>("../assets/art/people/*.svg", {
  query: "?drawing",
  import: "default",
  eager: true,
});

export function avatarArt(name: string): DrawingAsset {
  const art = files[`../assets/art/people/${name}.svg`];
  if (!art) throw new Error(`No avatar drawing app/assets/art/people/${name}.svg`);
  return art;
}
