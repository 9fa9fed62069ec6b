/**
 * Every reference project with a page of its own: its copy is content/<language>/references/<slug>.yaml
 * (the build refuses a file without an entry here, and an entry without a file). Routes, paths and the
 * sitemap are generated from this list, so a new project needs its slug here once. Plain data: the route
 * table loads this file outside Vite.
 */
export const referenceSlugs = [
  "edeka",
  "dyno",
  "dyno2",
  "walter-ag",
  "bimetrics",
  "whitemacs",
  "fraunhofer",
  "plantafel",
  "reiff",
  "clubscale",
  "bringman",
] as const;

export type ReferenceSlug = (typeof referenceSlugs)[number];
