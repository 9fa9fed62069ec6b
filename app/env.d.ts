/** Public origin of the site, injected by vite.config.ts from SITE_URL at build time. */
declare const __SITE_URL__: string;
/** How the server is run, stated in the privacy policy: injected by vite.config.ts (operation.ts). */
declare const __PRIVACY_FACTS__: import("./content-model/legal/operation").PrivacyFacts | undefined;
/** The year of the build (the footer's copyright year before hydration). */
declare const __BUILD_YEAR__: number;

/**
 * A drawing from app/assets/art: its hashed file URL and intrinsic size (vite/drawing-plugin.ts).
 * `src` is the German drawing; its copies in other languages are in virtual:drawing-variants/<language>.
 */
type DrawingAsset = {
  /** Its path below app/assets/art without ".svg" ("home/hero"), where it has words to translate. */
  readonly name?: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
};

/** Drawing name → the URL of its copy with this language's words (content/en/drawings.yaml). */
declare module "virtual:drawing-variants/*" {
  const variants: Readonly<Record<string, string>>;
  export default variants;
}

declare module "*.svg?drawing" {
  const drawing: DrawingAsset;
  export default drawing;
}

/** A script bundled and minified into one string, for inlining into pages (vite/inline-script-plugin.ts). */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
