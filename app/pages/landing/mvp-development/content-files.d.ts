// The campaign page's content files (content/de and content/en), typed by their schema where a module imports
// them (page-type.ts).
declare module "*/landing/mvp-development.yaml" {
  const file: import("./page-type").MvpLandingFile;
  export default file;
}
