/**
 * node:path for the content schemas in the admin's browser bundle: paths from the repository root
 * ("/app/assets/art/home/hero.svg"), as admin/browser/fs.ts knows the drawings.
 */
const path = {
  resolve: (...parts: string[]) => `/${parts.join("/")}`.replace(/\/+/g, "/"),
  join: (...parts: string[]) => parts.join("/").replace(/\/+/g, "/"),
};

export default path;
