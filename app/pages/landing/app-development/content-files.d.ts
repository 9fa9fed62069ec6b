// The campaign page's content files (content/de and content/en), typed by their schema where a module imports
// them (page-type.ts).
declare module "*/landing/app-development.yaml" {
  const file: import("./page-type").AppLandingFile;
  export default file;
}
