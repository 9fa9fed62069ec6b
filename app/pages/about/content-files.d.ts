// The about page's content files (content/de and content/en), typed by their schema where a route module imports
// them (page-type.ts).
declare module "*/about.yaml" {
  const file: import("./page-type").AboutFile;
  export default file;
}
