import { webManifest } from "~/content-model/web-manifest";

/** /site.webmanifest, prerendered to a file at build time: the name follows site.ts. */
export function loader() {
  return Response.json(webManifest, { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } });
}
