// The campaign page's content files, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/landing/mvp-development.yaml" {
  const file: import("./page-type").MvpLandingFile;
  export default file;
}
declare module "*/content/en/landing/mvp-development.yaml" {
  const file: import("./page-type").MvpLandingFile;
  export default file;
}
