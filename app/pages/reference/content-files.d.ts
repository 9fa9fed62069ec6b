// The example case study's files (content/de and content/en), typed by its schema where a route module imports
// it (page-type.ts). The projects' files are read by the pages' loader (reference-files.server.ts).
declare module "*/example-reference.yaml" {
  const file: import("./page-type").ReferenceFile;
  export default file;
}
