// The guide's content files, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/knowledge/app-development.mdoc" {
  const file: import("./page-type").AppDevelopmentGuideFile;
  export default file;
}
declare module "*/content/en/knowledge/app-development.mdoc" {
  const file: import("./page-type").AppDevelopmentGuideFile;
  export default file;
}
