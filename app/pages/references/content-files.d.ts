// The content files of the references overview, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/references.yaml" {
  const file: import("./page-type").ReferencesFile;
  export default file;
}
declare module "*/content/en/references.yaml" {
  const file: import("./page-type").ReferencesFile;
  export default file;
}
