// The content files of the services overview, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/services.yaml" {
  const file: import("./page-type").ServicesFile;
  export default file;
}
declare module "*/content/en/services.yaml" {
  const file: import("./page-type").ServicesFile;
  export default file;
}
