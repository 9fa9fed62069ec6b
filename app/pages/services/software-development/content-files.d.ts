// The content files of the service page software development, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/services/software-development.yaml" {
  const file: import("./page-type").SoftwareDevelopmentFile;
  export default file;
}
declare module "*/content/en/services/software-development.yaml" {
  const file: import("./page-type").SoftwareDevelopmentFile;
  export default file;
}
