/** What this build of the admin knows (admin/vite.config.ts): where it saves, which editions there are. */
declare module "virtual:admin-build" {
  export const storage: import("../keystatic.config").Storage;
  export const editions: import("./entries").Editions;
}
