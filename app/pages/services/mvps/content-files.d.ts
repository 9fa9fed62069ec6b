// The content files of the service page MVPs and prototypes, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/services/mvps.yaml" {
  const file: import("./page-type").MvpsFile;
  export default file;
}
declare module "*/content/en/services/mvps.yaml" {
  const file: import("./page-type").MvpsFile;
  export default file;
}
