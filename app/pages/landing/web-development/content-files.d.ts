// The campaign page's content files (content/de and content/en), typed by their schema where a module imports
// them (page-type.ts).
declare module "*/landing/web-development.yaml" {
  const file: import("./page-type").WebLandingFile;
  export default file;
}
