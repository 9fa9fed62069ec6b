// The campaign page's content files, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/landing/web-development.yaml" {
  const file: import("./page-type").WebLandingFile;
  export default file;
}
declare module "*/content/en/landing/web-development.yaml" {
  const file: import("./page-type").WebLandingFile;
  export default file;
}
