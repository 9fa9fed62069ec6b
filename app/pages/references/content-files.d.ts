// The content files of the references overview (content/de and content/en), typed by their schema where a module
// imports them (page-type.ts).
declare module "*/references.yaml" {
  const file: import("./page-type").ReferencesFile;
  export default file;
}
