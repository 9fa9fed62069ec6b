// The campaign page's content files, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/landing/app-development.yaml" {
  const file: import("./page-type").AppLandingFile;
  export default file;
}
declare module "*/content/en/landing/app-development.yaml" {
  const file: import("./page-type").AppLandingFile;
  export default file;
}
