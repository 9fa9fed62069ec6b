// The content files of the services overview (content/de and content/en), typed by their schema where a module
// imports them (page-type.ts).
declare module "*/services.yaml" {
  const file: import("./page-type").ServicesFile;
  export default file;
}
