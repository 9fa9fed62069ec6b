// The guide's content files (content/de and content/en), typed by their schema where a module imports them
// (page-type.ts).
declare module "*/knowledge/app-development.mdoc" {
  const file: import("./page-type").AppDevelopmentGuideFile;
  export default file;
}
