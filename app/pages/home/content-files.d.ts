// The home page's content files (content/de and content/en), typed by their schema where a route module imports
// them (page-type.ts).
declare module "*/home.yaml" {
  const file: import("./page-type").HomeFile;
  export default file;
}
