import { site } from "./site";

/** The web app manifest, /site.webmanifest (routes/web-manifest.ts): name and colours of the site. */
export const webManifest = {
  name: `${site.name} – ${site.tagline}`,
  short_name: site.name,
  lang: "de",
  start_url: "/",
  display: "browser",
  background_color: "#ffffff",
  theme_color: "#070b1f",
  icons: [
    { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
    { src: "/apple-touch-icon.png", type: "image/png", sizes: "180x180" },
  ],
};
