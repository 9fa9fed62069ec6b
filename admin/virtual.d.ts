/** What this build of the admin knows (admin/vite.config.ts): where it saves. */
declare module "virtual:admin-build" {
  export const storage: import("../keystatic.config").Storage;
}
