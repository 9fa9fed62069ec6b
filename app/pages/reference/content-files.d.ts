// The example case study's file, typed by its schema where a route module imports it (page-type.ts).
// The projects' files are read by the pages' loader (reference-files.server.ts).
declare module "*/content/de/example-reference.yaml" {
  const file: import("./page-type").ReferenceFile;
  export default file;
}
declare module "*/content/en/example-reference.yaml" {
  const file: import("./page-type").ReferenceFile;
  export default file;
}
