// The content files of the service page app development, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/services/app-development.yaml" {
  const file: import("./page-type").AppDevelopmentFile;
  export default file;
}
declare module "*/content/en/services/app-development.yaml" {
  const file: import("./page-type").AppDevelopmentFile;
  export default file;
}
